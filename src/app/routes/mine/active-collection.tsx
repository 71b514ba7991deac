import { createFileRoute } from "@tanstack/react-router";
import { activeMiningQuery } from "@/features/mining/api/mining";
import { ActiveMining, ActiveMiningPending } from "@/features/mining/components/active-mining";
import { useDocumentTitle } from "@/lib/use-document-title";

export const Route = createFileRoute("/mine/active-collection")({
  staticData: { prerender: { snapshot: "frame" } },
  loader: ({ context }) => context.queryClient.ensureQueryData(activeMiningQuery()),
  pendingComponent: () => <ActiveMiningPending kind="collections" />,
  component: function ActiveMiningPage() {
    useDocumentTitle("Active collections", "The NFT collections mining now.");
    return <ActiveMining kind="collections" />;
  },
});
