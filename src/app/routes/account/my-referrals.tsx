import { createFileRoute } from "@tanstack/react-router";
import { getReferralCountOptions } from "@generated/api/user/@tanstack/react-query.gen";
import { ReferralsTab } from "@/features/account/components/referrals-tab";
import { session } from "@/lib/session";

export const Route = createFileRoute("/account/my-referrals")({
  loader: ({ context }) => context.queryClient.ensureQueryData(getReferralCountOptions({ path: { username: session.get()!.user.username } })),
  component: function MyReferrals() {
    return <ReferralsTab username={session.get()!.user.username} />;
  },
});
