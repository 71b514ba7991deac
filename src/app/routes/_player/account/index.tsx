import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useSignedInUser, userInfoQuery } from "@/features/account/api/user-info";
import { ProfileTab } from "@/features/account/components/profile-tab";

/** Wallet SDKs load with the wallet panel, after the profile is on screen. */
const WalletBindPanel = lazy(() => import("@/features/wallets/components/wallet-bind-panel"));

export const Route = createFileRoute("/_player/account/")({
  loader: ({ context }) => context.queryClient.ensureQueryData(userInfoQuery()),
  component: function AccountProfile() {
    const user = useSignedInUser();
    return (
      <>
        <ProfileTab />
        <Suspense fallback={null}>
          <WalletBindPanel mmAddress={user.mm_address} tron={user.external_wallets.tron?.address ?? null} ton={user.external_wallets.ton?.address ?? null} />
        </Suspense>
      </>
    );
  },
});
