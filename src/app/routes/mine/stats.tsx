import { createFileRoute, redirect } from "@tanstack/react-router";
import { miningStatsQuery } from "@/features/mining/api/mining";
import { MiningStatsPage } from "@/features/mining/components/mining-stats";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /mine/stats: signed-in players (§6: stats load only when authenticated); visitors sign in and come back. */
export const Route = createFileRoute("/mine/stats")({
  beforeLoad: ({ context, location }) => {
    if (context.session.status() !== "authenticated") throw redirect({ to: "/sign-in", search: { redirectUrl: location.href } });
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(miningStatsQuery()),
  component: function Stats() {
    useDocumentTitle("Mining stats");
    return <MiningStatsPage />;
  },
});
