import { createFileRoute } from "@tanstack/react-router";
import { playerPoolQuery, poolsQuery } from "@/features/mining/api/pools";
import { MiningPage, MiningPagePending } from "@/features/mining/components/mining-page";
import { PoolsPage } from "@/features/mining/components/pools";
import { useDocumentTitle } from "@/lib/use-document-title";

const TITLE = "Mining pools";

/** /mine/pools: the player's pool and every pool (signed in). */
export const Route = createFileRoute("/_player/mine/pools/")({
  loader: ({ context }) => Promise.all([context.queryClient.ensureQueryData(poolsQuery()), context.queryClient.ensureQueryData(playerPoolQuery())]),
  pendingComponent: () => <MiningPagePending title={TITLE} />,
  component: function Pools() {
    useDocumentTitle(TITLE);
    return (
      <MiningPage title={TITLE}>
        <PoolsPage />
      </MiningPage>
    );
  },
});
