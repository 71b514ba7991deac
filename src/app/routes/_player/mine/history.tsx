import { createFileRoute } from "@tanstack/react-router";
import { miningHistoryQuery } from "@/features/mining/api/mining";
import { MiningHistoryPage } from "@/features/mining/components/mining-history";
import { MiningPage, MiningPagePending } from "@/features/mining/components/mining-page";
import { useDocumentTitle } from "@/lib/use-document-title";

const TITLE = "Block history";

/** /mine/history: the block history (signed in, public-pages-mining.md §6). */
export const Route = createFileRoute("/_player/mine/history")({
  staticData: { prerender: { snapshot: "frame" } },
  // the first page, the one shown first
  loader: ({ context }) => context.queryClient.ensureQueryData(miningHistoryQuery(1, "")),
  pendingComponent: () => <MiningPagePending title={TITLE} />,
  component: function History() {
    useDocumentTitle(TITLE);
    return (
      <MiningPage title={TITLE}>
        <MiningHistoryPage />
      </MiningPage>
    );
  },
});
