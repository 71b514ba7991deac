import { createFileRoute } from "@tanstack/react-router";
import { userRewardsQuery } from "@/features/mining/api/mining";
import { MiningPage } from "@/features/mining/components/mining-page";
import { UserSummaryPage } from "@/features/mining/components/user-summary";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /mine/user-summary: the player's rewards and wins (signed in, §6: rewards load only when authenticated). */
export const Route = createFileRoute("/_player/mine/user-summary")({
  loader: ({ context }) => context.queryClient.ensureQueryData(userRewardsQuery()),
  component: function UserSummary() {
    useDocumentTitle("My mining rewards");
    return (
      <MiningPage title="My mining rewards">
        <UserSummaryPage />
      </MiningPage>
    );
  },
});
