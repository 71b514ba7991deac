import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { afterNextPaint } from "@/lib/after-paint";
import { safeRedirect } from "@/lib/safe-redirect";
import { session } from "@/lib/session";
import { afterSignIn } from "../lib/after-sign-in";

/**
 * Where a new session goes, by the surface that signed in:
 * - `{ redirectUrl }`: on its way (the sign-in page with its password, wallet, email-wallet and
 *   LOGIN TO CLAIM sign-ins; the sign-in widget's login panel): the widget stays on its approve
 *   prompt, the airdrop sign-in goes to /verify-airdrop once, else the checked same-origin
 *   redirectUrl, else /account (afterSignIn);
 * - `"here"`: the page the player signed in on becomes theirs in place (the mining home's wallet
 *   sign-in, the staking teaser's login);
 * - `"account"`: a token login (the sign-in link's key, the referral step) goes to /account.
 */
export type SignInTarget = { redirectUrl?: string } | { back: string } | "here" | "account";

/** The path a new session goes to, or null to stay (ends the airdrop flags it uses). */
export function signInDestination(target: SignInTarget): string | null {
  if (target === "here") return null;
  if (target === "account") return "/account";
  if ("back" in target) return safeRedirect(target.back) ?? "/account";
  return afterSignIn(target.redirectUrl);
}

/**
 * Every sign-in ends here: the one place that starts a new session, decides where it goes and
 * what runs again for it (TanStack Router's authenticated pattern: the session into the router's
 * context, then one re-run and the navigation).
 *
 * The cache may still hold another session's answers: a session the backend ended, or one signed
 * out in another tab, leaves them there, and a page's loader would show them to this one until
 * they are asked again. So what is not on screen is forgotten, and what is on screen (asked as a
 * visitor) is marked stale and asked again now. The router loads once:
 * the page the session goes to (a navigation runs its guards and loaders), or, staying, the page
 * in place after the next paint. A surface that signs in leaves the history: Back goes to the
 * page before it, not to the form.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  return (token: string, target: SignInTarget) => {
    const to = signInDestination(target);
    session.start(token);
    queryClient.removeQueries({ type: "inactive" });
    void queryClient.invalidateQueries();
    // a same-origin path checked by safeRedirect, with its own query and hash
    if (to) void navigate({ href: to, replace: true });
    else afterNextPaint(() => void router.invalidate());
  };
}
