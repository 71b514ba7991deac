import { createFileRoute, redirect } from "@tanstack/react-router";

/** /register (the staking teaser's Register): the sign-up page. */
export const Route = createFileRoute("/register")({
  beforeLoad: () => {
    throw redirect({ to: "/sign-up" });
  },
});
