import { createFileRoute } from "@tanstack/react-router";
import { userRewardsQuery } from "@/features/mining/api/mining";
import { MiningPage, MiningPagePending } from "@/features/mining/components/mining-page";
import { UserSummaryPage } from "@/features/mining/components/user-summary";
import { useDocumentTitle } from "@/lib/use-document-title";

const TITLE = "My mining rewards";
const INTRO = "What your mining has earned, token by token, and where each total comes from. SHOW WINS lists the blocks you won.";

/** /mine/user-summary: the player's rewards and wins (signed in, public-pages-mining.md §6: rewards load only when authenticated). */
export const Route = createFileRoute("/_player/mine/user-summary")({
  staticData: { prerender: { snapshot: "frame" } },
  loader: ({ context }) => context.queryClient.ensureQueryData(userRewardsQuery()),
  pendingComponent: () => <MiningPagePending title={TITLE} intro={INTRO} />,
  component: function UserSummary() {
    useDocumentTitle(TITLE);
    return (
      <MiningPage title={TITLE} intro={INTRO}>
        <UserSummaryPage />
      </MiningPage>
    );
  },
});
