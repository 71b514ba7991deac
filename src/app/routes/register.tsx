import { createFileRoute, redirect } from "@tanstack/react-router";

/** /register (the staking teaser's Register): the sign-up page. */
export const Route = createFileRoute("/register")({
  staticData: { prerender: { snapshot: "redirect", to: "/sign-up" } },
  beforeLoad: () => {
    throw redirect({ to: "/sign-up" });
  },
});
