import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { getUserInfoOptions, getUserInfoQueryKey } from "@generated/api/user/@tanstack/react-query.gen";
import { ProfileTab } from "@/features/account/components/profile-tab";

/** Wallet SDKs load with the wallet panel, after the profile is on screen. */
const WalletBindPanel = lazy(() => import("@/features/wallets/components/wallet-bind-panel"));

export const Route = createFileRoute("/account/")({
  loader: ({ context }) => context.queryClient.ensureQueryData(getUserInfoOptions()),
  component: function AccountProfile() {
    const queryClient = useQueryClient();
    const { data } = useSuspenseQuery(getUserInfoOptions());
    const user = data.result.user;
    return (
      <>
        <ProfileTab />
        <Suspense fallback={null}>
          <WalletBindPanel
            mmAddress={user.mm_address}
            tron={user.external_wallets.tron?.address ?? null}
            ton={user.external_wallets.ton?.address ?? null}
            onBound={() => void queryClient.invalidateQueries({ queryKey: getUserInfoQueryKey() })}
          />
        </Suspense>
      </>
    );
  },
});
