import { createFileRoute } from "@tanstack/react-router";
import { MiningPage } from "@/features/mining/components/mining-page";
import { UserSummaryPage } from "@/features/mining/components/user-summary";
import { requireSession } from "@/lib/require-session";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /mine/user-summary: the player's rewards and wins (signed in, §6: rewards load only when authenticated). */
export const Route = createFileRoute("/mine/user-summary")({
  beforeLoad: requireSession,
  component: function UserSummary() {
    useDocumentTitle("My mining rewards");
    return (
      <MiningPage title="My mining rewards">
        <UserSummaryPage />
      </MiningPage>
    );
  },
});
