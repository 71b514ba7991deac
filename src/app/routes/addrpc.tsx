import { createFileRoute } from "@tanstack/react-router";
import { AddChainPage } from "@/features/airdrop/components/add-chain-page";
import { walletApp } from "@/features/marketing/content/downloads";

/** A full navigation, so Android can hand the link to the wallet app (an App Link) when it is installed (K26). */
const deepLink = (path: string) => window.location.replace(path);

export const Route = createFileRoute("/addrpc")({
  // a number, so the address stays the deep link's own `?redirected=1`
  validateSearch: (search: Record<string, unknown>): { redirected?: 1 } => (String(search.redirected) === "1" ? { redirected: 1 } : {}),
  component: function AddRpc() {
    const { redirected } = Route.useSearch();
    return <AddChainPage apk={walletApp.apk} appStore={walletApp.appStore} redirected={!!redirected} onDeepLink={deepLink} />;
  },
});
