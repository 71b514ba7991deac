import { useLogin, useTokenLogin } from "../api/login";
import { useLoginOutcome } from "./use-login-outcome";
import { useStartSession, type SignInTarget } from "./use-start-session";

export type SignIn = ReturnType<typeof useSignIn>;

/**
 * One sign-in for a surface: password, wallet and email wallet share the outcomes of
 * accounts-identity.md §4 (the verification modal, the referral step, the missing account) and the
 * one modal to render; a success starts the session where `to` says (useStartSession).
 * `onSignedIn` is the surface's own part after it (a modal to close), never where the session goes.
 */
export function useSignIn({ to, onSignedIn }: { to: SignInTarget; onSignedIn?: () => void }) {
  const start = useStartSession();
  const { handleError, modal } = useLoginOutcome();
  const signedIn = (data: { token: string }) => {
    start(data.token, to);
    onSignedIn?.();
  };
  return { ...useLogin({ onSignedIn: signedIn, onFailed: handleError }), modal };
}

/**
 * A token login (the sign-in link's key, the referral step): its session goes to /account, or to
 * `target` (the referral step of a sign-in made in the sign-in widget goes back to the widget).
 * `keep` names where the key stays in the address, so that a reload sends it again (src/lib/write.ts).
 */
export function useTokenSignIn(keep?: string, target: SignInTarget = "account") {
  const start = useStartSession();
  return useTokenLogin((data) => start(data.token, target), keep);
}
