import { createFileRoute } from "@tanstack/react-router";
import { useWalletState } from "@/features/account/api/user-info";
import { AirdropPage } from "@/features/airdrop/components/airdrop-page";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /airdrop: the badges carousel and, for a signed-in player, the campaign panels. */
export const Route = createFileRoute("/airdrop/")({
  component: function Airdrop() {
    const { signedIn, walletBound } = useWalletState();
    useDocumentTitle("Airdrop", "Earn up to five badges through challenges; a higher badge gives more $PEN.");
    return <AirdropPage signedIn={signedIn} walletBound={walletBound} />;
  },
});
