import { useMutation } from "@tanstack/react-query";
import { loginMutation } from "@generated/api/user/@tanstack/react-query.gen";
import { errorMessage } from "@/lib/api";
import { startSession } from "./use-complete-sign-in";
import { useLoginOutcome } from "./use-login-outcome";

export interface WalletSignature {
  address: string;
  message: string;
  signature: string;
}

/** Wallet sign-in: submits a signed EIP-4361 message; the outcomes are those of every sign-in. */
export function useWalletLogin(opts: { onSignedIn: () => void; onReferralUnverified: () => void; onAccountMissing: () => void }) {
  const outcome = useLoginOutcome(opts);
  const login = useMutation({
    ...loginMutation(),
    onSuccess: (data) => {
      startSession(data);
      opts.onSignedIn();
    },
    onError: (error) => outcome.handleError(errorMessage(error, "There was an issue logging you in")),
  });
  const signIn = (s: WalletSignature) => login.mutateAsync({ body: { username: "", password: "", referral_code: "", ...s } }).then(() => undefined, () => undefined);
  return { signIn, isPending: login.isPending, modal: outcome.modal };
}
