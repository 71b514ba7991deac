import { createFileRoute } from "@tanstack/react-router";
import { PageSkeleton } from "@/components/page-skeleton";
import { referralCountQuery, useSignedInUser, userInfoQuery } from "@/features/account/api/user-info";
import { ReferralsTab } from "@/features/account/components/referrals-tab";

export const Route = createFileRoute("/_player/account/my-referrals")({
  staticData: { prerender: { snapshot: "frame" } },
  loader: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(userInfoQuery());
    await context.queryClient.ensureQueryData(referralCountQuery(user.result.user.username));
  },
  pendingComponent: () => <PageSkeleton />,
  component: function MyReferrals() {
    return <ReferralsTab username={useSignedInUser().username} />;
  },
});
