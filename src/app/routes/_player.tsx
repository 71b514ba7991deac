import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { userInfoQuery } from "@/features/account/api/user-info";
import { prerendering } from "@/lib/prerender";

/**
 * The signed-in player's pages (/account, /mine/stats, /mine/history, /mine/user-summary,
 * /mine/pools): the one session guard. A visitor is sent to sign in, with the page (path, query
 * and hash) as the same-origin target to come back to. The player's own info loads here, beside
 * each page's own data.
 */
export const Route = createFileRoute("/_player")({
  beforeLoad: ({ context, location }) => {
    // the build's snapshot of a player page's frame (snapshot: "frame") is taken without a session
    if (prerendering) return;
    if (context.session.status() !== "authenticated") throw redirect({ to: "/sign-in", search: { redirectUrl: location.href } });
  },
  // (while the build takes a frame's snapshot, the page's own pending state shows inside its layout)
  loader: ({ context }) => (prerendering ? undefined : context.queryClient.ensureQueryData(userInfoQuery())),
  component: Outlet,
});
