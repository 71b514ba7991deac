import { createFileRoute, Link } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { Spinner } from "@/components/spinner";
import { PRODUCT } from "@/config/brand";
import { userInfoQuery } from "@/features/account/api/user-info";
import { useSignIn } from "@/features/auth/hooks/use-sign-in";
import { miningItemsQuery, participationQuery } from "@/features/mining/api/mining";
import { MiningNav } from "@/features/mining/components/mining-nav";
import { DeferredWalletPanel } from "@/components/wallet/deferred-wallet-panel";
import { lazyComponent } from "@/lib/lazy-component";
import { WALLET_PANEL_TITLES } from "@/lib/wallet/brands";
import { useSession } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";
import "@/features/mining/mining.css";

/** The player's mining home: its code loads with the page's data (the loader), not after the page rendered. */
const signedInMining = () => import("./-signed-in");
const SignedInMining = lazy(signedInMining);
const WalletSignInPanel = lazyComponent(() => import("@/features/wallets/components/wallet-sign-in-panel"));

/** /mine: the mining home (public-pages-mining.md §4, §2 Mining pages). */
export const Route = createFileRoute("/mine/")({
  staticData: { prerender: { snapshot: "page" } },
  // a player's NFTs and participation load with the page's code, not after it
  loader: ({ context }) =>
    context.session.status() === "authenticated"
      ? Promise.all([
          context.queryClient.ensureQueryData(miningItemsQuery()),
          context.queryClient.ensureQueryData(participationQuery()),
          context.queryClient.ensureQueryData(userInfoQuery()),
          signedInMining(),
        ])
      : undefined,
  component: function MineHome() {
    const { status } = useSession();
    useDocumentTitle("NFT Mining", `Mine ${PRODUCT} rewards with your NFTs and tokens on the ${PRODUCT} chain.`);
    return (
      <section className="mine">
        <h1 className="mine__title">MAINNET MINING</h1>
        <MiningNav />
        <p className="mine__intro">
          Put your NFTs and tokens to work on the {PRODUCT} chain: select up to 9, choose 1.5x hashrate without fee or x2 with a small fee, and start mining. A
          block is mined about every 20 minutes.
        </p>
        {status === "authenticated" ? (
          <Suspense fallback={<Spinner label="Loading mining" />}>
            <SignedInMining />
          </Suspense>
        ) : (
          <Visitor />
        )}
      </section>
    );
  },
});

/** A visitor: sign in (and back here) or sign up; a connected wallet signs in directly. */
function Visitor() {
  // signed in with the wallet, the page becomes the player's mining home in place
  const signIn = useSignIn({ to: "here" });
  return (
    <div className="mine__visitor" data-visitor-view="">
      <div className="mine__actions">
        <Link to="/sign-in" search={{ redirectUrl: "/mine" }} className="btn btn--primary">
          SIGN IN
        </Link>
        <Link to="/sign-up" className="btn btn--ghost">
          SIGN UP
        </Link>
      </div>
      <DeferredWalletPanel title={WALLET_PANEL_TITLES.signIn}>
        <WalletSignInPanel onSigned={signIn.withWallet} />
      </DeferredWalletPanel>
      {signIn.modal}
    </div>
  );
}
