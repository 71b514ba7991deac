import { redirect } from "@tanstack/react-router";
import type { SessionStore } from "./session";

/**
 * A route's `beforeLoad` for signed-in players only: a visitor is sent to sign in, with the page
 * (path, query and hash) as the same-origin redirect target to come back to.
 */
export function requireSession({ context, location }: { context: { session: SessionStore }; location: { href: string } }) {
  if (context.session.status() !== "authenticated") throw redirect({ to: "/sign-in", search: { redirectUrl: location.href } });
}
