import { createFileRoute } from "@tanstack/react-router";
import { userInfoQuery, useWalletState } from "@/features/account/api/user-info";
import { badgesQuery, influencersQuery, pointLeaderboardQuery, tgeStatusQuery, wheelQuery } from "@/features/airdrop/api/campaign";
import { AirdropPage } from "@/features/airdrop/components/airdrop-page";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /airdrop: the badges carousel and, for a signed-in player, the campaign panels. */
export const Route = createFileRoute("/airdrop/")({
  // every answer starts with the page's code; the carousel shows at once and each panel as its answer lands
  loader: ({ context: { queryClient, session } }) => {
    void queryClient.prefetchQuery(influencersQuery());
    if (session.status() !== "authenticated") return;
    void queryClient.prefetchQuery(userInfoQuery());
    void queryClient.prefetchQuery(badgesQuery());
    void queryClient.prefetchQuery(pointLeaderboardQuery());
    void queryClient.prefetchQuery(wheelQuery());
    void queryClient.prefetchQuery(tgeStatusQuery());
  },
  component: function Airdrop() {
    const { signedIn, walletBound } = useWalletState();
    useDocumentTitle("Airdrop", "Earn up to five badges through challenges; a higher badge gives more $PEN.");
    return <AirdropPage signedIn={signedIn} walletBound={walletBound} />;
  },
});
