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
import { apiError, isNetworkFailure } from "@/lib/api-error";
import { useWrite } from "@/lib/write";

export type { Bundle };

/** The shop: the gaming wallet's balance, whether two-factor is on, the bundles. */
export const shopQuery = () => queryOptions({ ...getBundlesOptions(), select: (d) => d.result });

function useRefreshShop() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: getBundlesQueryKey() });
}

/** A new secret to enrol (replaces an unconfirmed one). */
export const useSetupTwoFactor = () => useWrite(setupTwoFactorMutation());

/** Confirms the setup with a code; the answer carries the recovery codes, shown once. */
export function useConfirmTwoFactor() {
  const refresh = useRefreshShop();
  return useWrite({ ...verifyTwoFactorMutation(), onSuccess: refresh });
}

/** A purchase: straight from the wallet, or (two-factor on) with the code and the bundle's id. */
export function usePurchase() {
  const refresh = useRefreshShop();
  const done = { onSuccess: (d: { message: string }) => toast.success(d.message), onSettled: refresh };
  return {
    // no answer: the dialog says what may have happened, with its retry (LostAnswer), not a toast
    direct: useWrite({
      ...purchaseBundleMutation(),
      ...done,
      onError: (e) => void (isNetworkFailure(e) || toast.error(apiError(e, "The purchase failed").message)),
    }),
    withCode: useWrite({ ...verifyTwoFactorMutation(), ...done }),
  };
}
