import { createFileRoute } from "@tanstack/react-router";
import { useUserInfo } from "@/features/account/api/user-info";
import { AirdropPage } from "@/features/airdrop/components/airdrop-page";
import { useSession } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /airdrop: the badges carousel and, for a signed-in player, the campaign panels. */
export const Route = createFileRoute("/airdrop/")({
  component: function Airdrop() {
    const signedIn = useSession().status === "authenticated";
    const user = useUserInfo();
    useDocumentTitle("Airdrop", "Earn up to five badges through challenges; a higher badge gives more $PEN.");
    // while the user loads, the wallet note waits (it would flash for a player who has a wallet)
    return <AirdropPage signedIn={signedIn} walletBound={signedIn && (user.data ? !!user.data.mm_address : user.isPending)} />;
  },
});
