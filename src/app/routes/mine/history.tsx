import { createFileRoute } from "@tanstack/react-router";
import { MiningHistoryPage } from "@/features/mining/components/mining-history";
import { MiningPage } from "@/features/mining/components/mining-page";
import { requireSession } from "@/lib/require-session";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /mine/history: the block history (signed in, §6). */
export const Route = createFileRoute("/mine/history")({
  beforeLoad: requireSession,
  component: function History() {
    useDocumentTitle("Block history");
    return (
      <MiningPage title="Block history">
        <MiningHistoryPage />
      </MiningPage>
    );
  },
});
