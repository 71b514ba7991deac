import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { ethermailLoginMutation, tokenLoginMutation } from "@generated/api/user/@tanstack/react-query.gen";
import type { LoginResponse } from "@generated/api/user/types.gen";
import { errorMessage } from "@/lib/api";
import { session } from "@/lib/session";
import { storage, STORAGE_KEYS } from "@/lib/storage-keys";

/** Stores the session of a successful sign-in. */
export function startSession(data: LoginResponse) {
  session.set({ token: data.token, user: { ...data.user, extra_data: data.user.extra_data ?? {} } });
}

/**
 * Token login (accounts-identity.md §4): a single-use key; success sets the token-login flag and
 * drops the stored bearer token; failure says 'There was an issue logging you in'.
 */
export function useTokenLogin(onDone: () => void) {
  return useMutation({
    ...tokenLoginMutation(),
    onSuccess: (data) => {
      startSession(data);
      storage.set(STORAGE_KEYS.tokenLogin, "true");
      storage.remove(STORAGE_KEYS.bearerToken);
      onDone();
    },
    onError: () => toast.error("There was an issue logging you in"),
  });
}

/** Email-wallet sign-in with the provider's `ethermail_token`. */
export function useEmailWalletLogin(onDone: () => void, onError: (message: string) => void) {
  return useMutation({
    ...ethermailLoginMutation(),
    onSuccess: (data) => {
      startSession(data);
      onDone();
    },
    onError: (error) => onError(errorMessage(error, "There was an issue logging you in")),
  });
}
