import { createFileRoute } from "@tanstack/react-router";
import { getUserInfoOptions } from "@generated/api/user/@tanstack/react-query.gen";
import { ProfileTab } from "@/features/account/components/profile-tab";

export const Route = createFileRoute("/account/")({
  loader: ({ context }) => context.queryClient.ensureQueryData(getUserInfoOptions()),
  component: ProfileTab,
});
