import { createFileRoute } from "@tanstack/react-router";
import { SecurityPanel } from "@/features/security/components/bundle-shop";

/** /account/security: two-factor codes and the purchases they protect. */
export const Route = createFileRoute("/account/security")({
  component: SecurityPanel,
});
