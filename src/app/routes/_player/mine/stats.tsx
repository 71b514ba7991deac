import { createFileRoute } from "@tanstack/react-router";
import { miningStatsQuery } from "@/features/mining/api/mining";
import { MiningPage } from "@/features/mining/components/mining-page";
import { MiningStats } from "@/features/mining/components/mining-stats";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /mine/stats: signed-in players (§6: stats load only when authenticated); visitors sign in and come back. */
export const Route = createFileRoute("/_player/mine/stats")({
  loader: ({ context }) => context.queryClient.ensureQueryData(miningStatsQuery()),
  component: function Stats() {
    useDocumentTitle("Mining stats");
    return (
      <MiningPage title="Mining stats">
        <MiningStats />
      </MiningPage>
    );
  },
});
