import { createFileRoute } from "@tanstack/react-router";
import { miningStatsQuery } from "@/features/mining/api/mining";
import { MiningPage, MiningPagePending } from "@/features/mining/components/mining-page";
import { MiningStats } from "@/features/mining/components/mining-stats";
import { useDocumentTitle } from "@/lib/use-document-title";

const TITLE = "Mining stats";

/** /mine/stats: signed-in players (public-pages-mining.md §6: stats load only when authenticated); visitors sign in and come back. */
export const Route = createFileRoute("/_player/mine/stats")({
  staticData: { prerender: { snapshot: "frame" } },
  loader: ({ context }) => context.queryClient.ensureQueryData(miningStatsQuery()),
  pendingComponent: () => <MiningPagePending title={TITLE} />,
  component: function Stats() {
    useDocumentTitle(TITLE);
    return (
      <MiningPage title={TITLE}>
        <MiningStats />
      </MiningPage>
    );
  },
});
