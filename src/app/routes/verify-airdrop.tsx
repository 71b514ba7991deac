import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { VerifyAirdrop } from "@/features/airdrop/components/verify-airdrop";
import { useDocumentTitle } from "@/lib/use-document-title";

export const Route = createFileRoute("/verify-airdrop")({
  staticData: { prerender: { snapshot: "page" } },
  component: function VerifyAirdropPage() {
    const navigate = useNavigate();
    useDocumentTitle("Airdrop verification", "Verify your account to take part in the airdrop.");
    return <VerifyAirdrop onRedirect={(path) => void navigate({ href: path })} />;
  },
});
