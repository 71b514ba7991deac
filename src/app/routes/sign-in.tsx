import { createFileRoute } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { SignInForm } from "@/features/auth/components/sign-in-form";
import { useSignIn, useTokenSignIn } from "@/features/auth/hooks/use-sign-in";
import { startAirdropSignIn } from "@/features/auth/lib/after-sign-in";
import { DeferredWalletPanel } from "@/components/wallet/deferred-wallet-panel";
import { lazyComponent } from "@/lib/lazy-component";
import { WALLET_PANEL_TITLES } from "@/lib/wallet/brands";
import { Spinner } from "@/components/spinner";
import { LostAnswer, useLostWrites } from "@/components/lost-answer";
import { useSessionEnded } from "@/lib/session";
import { stringParams } from "@/lib/search";
import { storage, STORAGE_KEYS } from "@/lib/storage-keys";
import { useDocumentTitle } from "@/lib/use-document-title";
import "@/components/form.css";

/** Wallets (wagmi, viem) load only after the page has painted. */
const WalletSignInPanel = lazyComponent(() => import("@/features/wallets/components/wallet-sign-in-panel"));

export const Route = createFileRoute("/sign-in")({
  staticData: { prerender: { snapshot: "page" } },
  validateSearch: stringParams("redirectUrl", "key", "from", "ethermail_token"),
  component: SignInPage,
});

function SignInPage() {
  const { redirectUrl, key, from, ethermail_token } = Route.useSearch();
  const airdrop = from === "airdrop" || storage.get(STORAGE_KEYS.isFromAirdrop) === "true";
  const ended = useSessionEnded();
  useDocumentTitle(airdrop ? "Login to claim" : "Sign in", "Sign in to your account.");
  // every sign-in here goes where useStartSession decides (the redirect, the airdrop's, /account)
  // the link's key stays in the address: a reload after a lost answer sends the same sign-in
  const tokenLogin = useTokenSignIn("sign-in-link");
  const lostLogin = useLostWrites(tokenLogin)();
  const keySent = useRef(false);
  // the airdrop sign-in's flags, once as the page opens (they end with the sign-in that uses them)
  useEffect(() => {
    if (from === "airdrop") startAirdropSignIn();
  }, [from]);
  useEffect(() => {
    if (key && !keySent.current) {
      keySent.current = true;
      tokenLogin.mutate({ body: { data: key } });
    }
  }, [key, tokenLogin]);

  const signIn = useSignIn({ to: { redirectUrl } });
  return (
    <section className="auth-card">
      {airdrop ? (
        <div className="banner">
          <h1 className="auth-card__title">CONGRATULATIONS</h1>
          <p>You are rewarded with airdrop points! Log in to see your reward status.</p>
        </div>
      ) : (
        <h1 className="auth-card__title">Sign in</h1>
      )}
      {ended && (
        <p className="form__note" role="status">
          Your session has ended. Please sign in again to continue.
        </p>
      )}
      {lostLogin ? (
        <LostAnswer what="the sign-in link may be used already." pending={tokenLogin.isPending} onRetry={() => tokenLogin.mutate(lostLogin)} />
      ) : (
        tokenLogin.isPending && <Spinner label="Signing you in" />
      )}
      <SignInForm signIn={signIn} submitLabel={airdrop ? "LOGIN TO CLAIM" : "ENTER"} emailWalletToken={ethermail_token} />
      <DeferredWalletPanel title={WALLET_PANEL_TITLES.signIn}>
        <WalletSignInPanel onSigned={signIn.withWallet} />
      </DeferredWalletPanel>
      {signIn.modal}
    </section>
  );
}
