import { createFileRoute } from "@tanstack/react-router";
import { userInfoQuery, useWalletState } from "@/features/account/api/user-info";
import { badgesQuery, influencersQuery, pointLeaderboardQuery, tgeStatusQuery, wheelQuery } from "@/features/airdrop/api/campaign";
import { AirdropPage } from "@/features/airdrop/components/airdrop-page";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /airdrop: the badges carousel and, for a signed-in player, the campaign panels. */
export const Route = createFileRoute("/airdrop/")({
  staticData: { prerender: { snapshot: "page" } },
  // every answer starts with the page's code; the carousel shows with the player's info and each panel as its answer lands
  loader: ({ context: { queryClient, session } }) => {
    void queryClient.prefetchQuery(influencersQuery());
    if (session.status() !== "authenticated") return;
    void queryClient.prefetchQuery(badgesQuery());
    void queryClient.prefetchQuery(pointLeaderboardQuery());
    void queryClient.prefetchQuery(wheelQuery());
    void queryClient.prefetchQuery(tgeStatusQuery());
    // the player's wallet decides what stands above the carousel (the wallet note): waited for, so
    // nothing shifts when it lands
    return queryClient.ensureQueryData(userInfoQuery());
  },
  component: function Airdrop() {
    const { signedIn, walletBound } = useWalletState();
    useDocumentTitle("Airdrop", "Earn up to five badges through challenges; a higher badge gives more $PEN.");
    return <AirdropPage signedIn={signedIn} walletBound={walletBound} />;
  },
});
