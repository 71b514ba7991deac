import { createFileRoute } from "@tanstack/react-router";
import { referralCountQuery, useSignedInUser, userInfoQuery } from "@/features/account/api/user-info";
import { ReferralsTab } from "@/features/account/components/referrals-tab";

export const Route = createFileRoute("/_player/account/my-referrals")({
  loader: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(userInfoQuery());
    await context.queryClient.ensureQueryData(referralCountQuery(user.result.user.username));
  },
  component: function MyReferrals() {
    return <ReferralsTab username={useSignedInUser().username} />;
  },
});
