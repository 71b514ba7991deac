import { useLogin } from "../api/login";
import { useLoginOutcome } from "./use-login-outcome";

export interface SignInRoutes {
  /** After a successful sign-in (the route decides where to go). */
  onSignedIn: () => void;
  /** With the token of REFERRAL_CODE_UNVERIFIED stored. */
  onReferralUnverified: () => void;
  /** 3 s after a sign-in found no account. */
  onAccountMissing: () => void;
}

export type SignIn = ReturnType<typeof useSignIn>;

/**
 * One sign-in for a page: password, wallet and email wallet share the outcomes of §4 (the
 * verification modal, the referral step, the missing account) and the one modal to render.
 */
export function useSignIn(routes: SignInRoutes) {
  const { handleError, modal } = useLoginOutcome(routes);
  return { ...useLogin({ onSignedIn: routes.onSignedIn, onFailed: handleError }), modal };
}
