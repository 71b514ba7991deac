import { createFileRoute } from "@tanstack/react-router";
import { PageSkeleton } from "@/components/page-skeleton";
import { sessionsQuery } from "@/features/security/api/sessions";
import { shopQuery } from "@/features/security/api/two-factor";
import { SecurityPanel } from "@/features/security/components/bundle-shop";

/** /account/security: two-factor codes and the purchases they protect, and where the account is signed in. */
export const Route = createFileRoute("/_player/account/security")({
  staticData: { prerender: { snapshot: "frame" } },
  loader: ({ context }) => Promise.all([context.queryClient.ensureQueryData(shopQuery()), context.queryClient.ensureQueryData(sessionsQuery())]),
  pendingComponent: () => <PageSkeleton />,
  component: SecurityPanel,
});
