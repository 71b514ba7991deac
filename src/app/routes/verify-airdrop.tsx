import { createFileRoute, useRouter } from "@tanstack/react-router";
import { VerifyAirdrop } from "@/features/airdrop/components/verify-airdrop";
import { useDocumentTitle } from "@/lib/use-document-title";

export const Route = createFileRoute("/verify-airdrop")({
  component: function VerifyAirdropPage() {
    const router = useRouter();
    useDocumentTitle("Airdrop verification");
    return <VerifyAirdrop onRedirect={(path) => router.history.push(path)} />;
  },
});
