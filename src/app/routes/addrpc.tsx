import { createFileRoute } from "@tanstack/react-router";
import { ADD_CHAIN_APP_LINK } from "@/config/constants";
import { AddChainPage } from "@/features/airdrop/components/add-chain-page";
import { walletApp } from "@/features/marketing/content/downloads";

/** A full navigation, so Android can hand the link to the wallet app (an App Link) when it is installed (K26). */
const deepLink = (path: string) => window.location.replace(path);

export const Route = createFileRoute("/addrpc")({
  staticData: {
    prerender: {
      snapshot: "page",
      // K26: on Android, /addrpc without `redirected` opens the wallet app's link before the first paint
      // (the page's component does the same on a navigation inside the app)
      early: { step: "openWalletApp", data: { link: ADD_CHAIN_APP_LINK } },
    },
  },
  // a number, so the address stays the deep link's own `?redirected=1`
  validateSearch: (search: Record<string, unknown>): { redirected?: 1 } => (String(search.redirected) === "1" ? { redirected: 1 } : {}),
  component: function AddRpc() {
    const { redirected } = Route.useSearch();
    return <AddChainPage apk={walletApp.apk} appStore={walletApp.appStore} redirected={!!redirected} onDeepLink={deepLink} />;
  },
});
