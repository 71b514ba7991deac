import { createFileRoute } from "@tanstack/react-router";
import { PageSkeleton } from "@/components/page-skeleton";
import { useSignedInUser, userInfoQuery } from "@/features/account/api/user-info";
import { ProfileTab } from "@/features/account/components/profile-tab";
import { AccountWallets } from "@/features/wallets/components/account-wallets";

export const Route = createFileRoute("/_player/account/")({
  staticData: { prerender: { snapshot: "frame" } },
  loader: ({ context }) => context.queryClient.ensureQueryData(userInfoQuery()),
  pendingComponent: () => <PageSkeleton />,
  component: function AccountProfile() {
    const user = useSignedInUser();
    return (
      <>
        <ProfileTab />
        <AccountWallets
          username={user.username}
          evm={user.mm_address}
          tron={user.external_wallets.tron?.address ?? null}
          ton={user.external_wallets.ton?.address ?? null}
        />
      </>
    );
  },
});
