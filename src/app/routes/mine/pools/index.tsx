import { createFileRoute } from "@tanstack/react-router";
import { poolsQuery } from "@/features/mining/api/pools";
import { MiningPage } from "@/features/mining/components/mining-page";
import { PoolsPage } from "@/features/mining/components/pools";
import { requireSession } from "@/lib/require-session";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /mine/pools: the player's pool and every pool (signed in). */
export const Route = createFileRoute("/mine/pools/")({
  beforeLoad: requireSession,
  loader: ({ context }) => context.queryClient.ensureQueryData(poolsQuery()),
  component: function Pools() {
    useDocumentTitle("Mining pools");
    return (
      <MiningPage title="Mining pools">
        <PoolsPage />
      </MiningPage>
    );
  },
});
