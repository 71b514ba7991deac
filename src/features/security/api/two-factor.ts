import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import {
  getBundlesOptions,
  getBundlesQueryKey,
  purchaseBundleMutation,
  setupTwoFactorMutation,
  verifyTwoFactorMutation,
} from "@generated/api/user/@tanstack/react-query.gen";
import type { Bundle } from "@generated/api/user/types.gen";
import { apiError, heldIfAnswered, isNetworkFailure } from "@/lib/api-error";
import { useWrite } from "@/lib/write";

export type { Bundle };

/** The shop: the gaming wallet's balance, whether two-factor is on, the bundles. */
export const shopQuery = () => queryOptions({ ...getBundlesOptions(), select: (d) => d.result });

function useRefreshShop() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: getBundlesQueryKey() });
}

/**
 * A new secret to enrol (replaces an unconfirmed one). A refusal reads the shop again: two-factor
 * turned on in another tab is then shown as on behind the dialog, and its purchases ask for a code.
 */
export function useSetupTwoFactor() {
  const queryClient = useQueryClient();
  return useWrite({
    ...setupTwoFactorMutation(),
    onError: (error) => heldIfAnswered(error, queryClient.invalidateQueries({ queryKey: getBundlesQueryKey() })),
  });
}

/** Confirms the setup with a code; the answer carries the recovery codes, shown once. */
export function useConfirmTwoFactor() {
  const refresh = useRefreshShop();
  return useWrite({ ...verifyTwoFactorMutation(), onSuccess: refresh });
}

/**
 * A direct purchase refused because two-factor was turned on since the shop was read (in another
 * tab): the backend's answer is the code `2FA_REQUIRED`, and the shop read again turns the dialog
 * into the code prompt.
 */
const TWO_FACTOR_NOW_ON = "Two-factor authentication is on for your account now: enter the code from your authenticator app to confirm.";

/** A purchase: straight from the wallet, or (two-factor on) with the code and the bundle's id. */
export function usePurchase() {
  const refresh = useRefreshShop();
  const done = { onSuccess: (d: { message: string }) => toast.success(d.message), onSettled: refresh };
  const refused = (e: unknown) => {
    const { message } = apiError(e, "The purchase failed");
    toast.error(message === "2FA_REQUIRED" ? TWO_FACTOR_NOW_ON : message);
  };
  return {
    // no answer: the dialog says what may have happened, with its retry (LostAnswer), not a toast
    direct: useWrite({ ...purchaseBundleMutation(), ...done, onError: (e) => void (isNetworkFailure(e) || refused(e)) }),
    withCode: useWrite({ ...verifyTwoFactorMutation(), ...done }),
  };
}
