import { createFileRoute } from "@tanstack/react-router";
import { playerPoolQuery, poolsQuery } from "@/features/mining/api/pools";
import { MiningPage, MiningPagePending } from "@/features/mining/components/mining-page";
import { PoolsPage } from "@/features/mining/components/pools";
import { useDocumentTitle } from "@/lib/use-document-title";

const TITLE = "Mining pools";
const INTRO =
  "A pool lets players mine together: each pool asks for a minimum hashrate and number of NFTs. Join one to mine with its members, see who is in it, or leave it.";

/** /mine/pools: the player's pool and every pool (signed in). */
export const Route = createFileRoute("/_player/mine/pools/")({
  staticData: { prerender: { snapshot: "frame" } },
  loader: ({ context }) => Promise.all([context.queryClient.ensureQueryData(poolsQuery()), context.queryClient.ensureQueryData(playerPoolQuery())]),
  pendingComponent: () => <MiningPagePending title={TITLE} intro={INTRO} />,
  component: function Pools() {
    useDocumentTitle(TITLE);
    return (
      <MiningPage title={TITLE} intro={INTRO}>
        <PoolsPage />
      </MiningPage>
    );
  },
});
