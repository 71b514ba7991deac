import { toast } from "sonner";
import { ethermailLoginMutation, loginMutation, tokenLoginMutation } from "@generated/api/user/@tanstack/react-query.gen";
import type { LoginResponse } from "@generated/api/user/types.gen";
import { SIGN_IN_SPINNER_RESET_MS } from "@/config/constants";
import { apiError, isNetworkFailure } from "@/lib/api-error";
import { storage, STORAGE_KEYS } from "@/lib/storage-keys";
import { useWrite } from "@/lib/write";

export const LOGIN_FAILED = "There was an issue logging you in";

/** How a failed sign-in was made, where its outcome needs it: the email wallet's token. */
export interface LoginVia {
  emailWalletToken: string;
}

export interface WalletSignature {
  address: string;
  message: string;
  signature: string;
}

/**
 * Every way of signing in with credentials, wired once (accounts-identity.md §4): a password, a
 * signed EIP-4361 message, the email-wallet provider's token. Success hands the answer (its token)
 * to `onSignedIn`, which starts the session (hooks/use-start-session.ts); a failure hands the
 * backend's message (or its sign-in code) to `onFailed`, with the provider's token when the
 * email wallet's sign-in failed (a wallet with no account signs up with it).
 */
export function useLogin({ onSignedIn, onFailed }: { onSignedIn: (data: LoginResponse) => void; onFailed: (message: string, via?: LoginVia) => void }) {
  const outcome = {
    onSuccess: (data: LoginResponse) => onSignedIn(data),
    onError: (error: unknown) => onFailed(apiError(error, LOGIN_FAILED).message),
  };
  // K07: the form lets the player tap again once its spinner resets; that tap is the same intent
  const login = useWrite({ ...loginMutation(), ...outcome, resendAfterMs: SIGN_IN_SPINNER_RESET_MS });
  const emailWallet = useWrite({
    ...ethermailLoginMutation(),
    onSuccess: outcome.onSuccess,
    // no answer: the form says the sign-in may have gone through, with Try again (LostAnswer)
    onError: (error, variables) =>
      void (isNetworkFailure(error) || onFailed(apiError(error, LOGIN_FAILED).message, { emailWalletToken: variables.body.ethermail_token })),
    // the provider's single-use token stays in the address: a reload after a lost answer is the same
    // sign-in, answered by the backend's kept answer (within this session only: it would be one)
    keep: "email-wallet-login",
    keepWithinSession: true,
  });
  const none = { username: "", password: "", signature: "", address: "", message: "", referral_code: "" };
  return {
    /** Resolves when the attempt is over, whatever its outcome (the outcome goes to the callbacks). */
    withPassword: (username: string, password: string) =>
      login.mutateAsync({ body: { ...none, username: username.trim(), password } }).then(
        () => undefined,
        () => undefined,
      ),
    withWallet: (s: WalletSignature) =>
      login.mutateAsync({ body: { ...none, ...s } }).then(
        () => undefined,
        () => undefined,
      ),
    withEmailWallet: (token: string) => emailWallet.mutate({ body: { ethermail_token: token } }),
    /** The email-wallet sign-in's write, for the form's word on a lost answer. */
    emailWallet,
    isPending: login.isPending || emailWallet.isPending,
  };
}

/**
 * Token login (accounts-identity.md §4): a single-use key; success sets the token-login flag,
 * drops the stored bearer token and hands the answer to `onSignedIn` (which starts the session);
 * a refusal says 'There was an issue logging you in'; a lost answer is the page's to say.
 */
export function useTokenLogin(onSignedIn: (data: LoginResponse) => void, keep?: string) {
  return useWrite({
    ...tokenLoginMutation(),
    // where the single-use key stays in the address (`keep`), a reload after a lost answer is the same
    // sign-in, answered by the backend's kept answer (within this session only: it would be one)
    keep,
    keepWithinSession: true,
    onSuccess: (data) => {
      storage.set(STORAGE_KEYS.tokenLogin, "true");
      storage.remove(STORAGE_KEYS.bearerToken);
      onSignedIn(data);
    },
    // no answer: the page says the link may be used already, with Try again (LostAnswer)
    onError: (error) => void (isNetworkFailure(error) || toast.error(LOGIN_FAILED)),
  });
}
