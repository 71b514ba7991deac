import { createFileRoute } from "@tanstack/react-router";
import { PageSkeleton } from "@/components/page-skeleton";
import { shopQuery } from "@/features/security/api/two-factor";
import { SecurityPanel } from "@/features/security/components/bundle-shop";

/** /account/security: two-factor codes and the purchases they protect. */
export const Route = createFileRoute("/_player/account/security")({
  loader: ({ context }) => context.queryClient.ensureQueryData(shopQuery()),
  pendingComponent: () => <PageSkeleton />,
  component: SecurityPanel,
});
