import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import {
  bindMetamaskMutation,
  bindTonMutation,
  bindTronMutation,
  getTonProofPayloadOptions,
  getTonProofPayloadQueryKey,
  unbindWalletMutation,
} from "@generated/api/user/@tanstack/react-query.gen";
import type { UnbindWalletRequest } from "@generated/api/user/types.gen";
import { getBindNonce, getLoginNonce } from "@generated/api/user/sdk.gen";
import { TON_PROOF_REFRESH_MS } from "@/config/constants";
import { apiError, isNetworkFailure } from "@/lib/api-error";
import { walletError } from "@/lib/wallet/wallet-error";
import { tagged } from "@/lib/query-tags";
import { useWrite } from "@/lib/write";

/** Delay before the bind callback runs, after a successful bind (accounts-identity.md §9: 1 s). */
export const BIND_CALLBACK_DELAY_MS = 1000;

type WalletKind = "MetaMask" | "Tron" | "Ton";

/**
 * What follows the account's wallets: the account's own view and its card at /acc/{username}, the
 * badges it may claim (a claim needs a bound wallet) and what it can mine (the wallet's NFTs).
 */
const WALLET_VIEWS = ["profile", "badges", "mining"] as const;
const refreshWalletViews = (queryClient: QueryClient) => Promise.all(WALLET_VIEWS.map((tag) => queryClient.invalidateQueries(tagged(tag))));

/**
 * The failure text of a bind (accounts-identity.md §8): the server's message when it answered, else
 * the fallback. A bind that was `sent` and got no answer may have been done: the text says so (the
 * account is read again, see useBindFeedback). A failure before anything was sent that is the
 * wallet's own (a signature declined, a locked wallet) says the wallet's reason after the fallback,
 * and that nothing was sent.
 */
export function bindFailure(kind: WalletKind, error: unknown, sent = false): string {
  const failure = `There was an issue binding your ${kind} account.`;
  if (sent && isNetworkFailure(error))
    return `${failure} The answer did not come back: it may be bound already. Your wallets show as they are once the connection is back.`;
  const answer = apiError(error, failure);
  if (sent || answer.fromBackend || isNetworkFailure(error)) return answer.message;
  const reason = walletError(error, error instanceof Error ? error.message : "").replace(/\.?$/, ".");
  return `${failure} ${reason === "." ? "The wallet did not sign." : reason} Nothing was sent: try again.`;
}

/**
 * The answers of a bind (accounts-identity.md §8): the success text, then 1 s later the user is
 * refetched, so every place that shows the user's wallets follows. A bind whose answer never came
 * may have been done: the user is read again at once (again when the connection is back, if it is
 * still away), so a wallet bound shows as bound instead of offering a Connect the backend would refuse.
 */
function useBindFeedback(kind: WalletKind) {
  const queryClient = useQueryClient();
  return {
    onSuccess: () => {
      toast.success(`${kind} Account Bound!`);
      setTimeout(() => void refreshWalletViews(queryClient), BIND_CALLBACK_DELAY_MS);
    },
    onError: (error: unknown) => {
      toast.error(bindFailure(kind, error, true));
      if (isNetworkFailure(error)) void refreshWalletViews(queryClient);
    },
  };
}

export const useBindEvm = () => useWrite({ ...bindMetamaskMutation(), ...useBindFeedback("MetaMask") });
export const useBindTron = () => useWrite({ ...bindTronMutation(), ...useBindFeedback("Tron") });

/**
 * TON's bind spends its ton_proof payload (single use): after a bind that was done, or may have
 * been (no answer), the payload is read again, so a later connect (after an unbind) signs a new one.
 */
export function useBindTon() {
  const queryClient = useQueryClient();
  const feedback = useBindFeedback("Ton");
  const renew = () => void queryClient.invalidateQueries({ queryKey: getTonProofPayloadQueryKey() });
  return useWrite({
    ...bindTonMutation(),
    onSuccess: () => {
      renew();
      feedback.onSuccess();
    },
    onError: (error) => {
      if (isNetworkFailure(error)) renew();
      feedback.onError(error);
    },
  });
}

export type UnbindKind = UnbindWalletRequest["kind"];

const UNBIND_FAILED = "The wallet could not be unbound. Please try again.";

/**
 * Unbinds one of the account's wallets; every place that shows the account's wallets follows, after
 * a refusal too: a wallet unbound meanwhile in another tab is refused as not bound, and the panel
 * then shows it gone (with the dialog), so the refusal is also said in a toast, as a bind's is.
 */
export function useUnbindWallet() {
  const queryClient = useQueryClient();
  const mutation = useWrite({
    ...unbindWalletMutation(),
    onSuccess: (d) => {
      toast.success(d.message ?? "Wallet unbound");
      return refreshWalletViews(queryClient);
    },
    onError: (error) => {
      toast.error(apiError(error, UNBIND_FAILED).message);
      void refreshWalletViews(queryClient);
    },
  });
  return { ...mutation, failure: mutation.isError ? apiError(mutation.error, UNBIND_FAILED).message : null };
}

/** The ton_proof payload, refreshed every 20 minutes (K15) while the TON list is open. */
export const useTonProofPayload = (enabled: boolean) =>
  useQuery({ ...getTonProofPayloadOptions(), enabled, refetchInterval: TON_PROOF_REFRESH_MS, staleTime: TON_PROOF_REFRESH_MS });

/** A single-use nonce for the EIP-4361 sign-in message. */
export const fetchLoginNonce = async () => (await getLoginNonce({ throwOnError: true })).data.nonce;

/** A single-use nonce of the account for its next bind message. */
export const fetchBindNonce = async () => (await getBindNonce({ throwOnError: true })).data.nonce;
