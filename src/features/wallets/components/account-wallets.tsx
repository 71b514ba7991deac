import { useRef } from "react";
import { useRefocusAfterChange } from "@/lib/use-refocus-after-change";
import { WALLET_PANEL_TITLES } from "@/lib/wallet/brands";
import { BoundWallet } from "./bound-wallet";
import { DeferredWalletPanel } from "@/components/wallet/deferred-wallet-panel";
import { lazyComponent } from "@/lib/lazy-component";
import { TonBind } from "./ton-bind";
import { TronBind } from "./tron-bind";
import "@/components/wallet/wallets.css";

/** The EVM part with the wallet stack (wagmi, viem): loaded on intent, see DeferredWalletPanel. */
const EvmBindPanel = lazyComponent(() => import("./evm-bind-panel"));

/**
 * The account's wallet panel (accounts-identity.md §2): EVM, Tron and TON, each bound (with
 * Unbind, after a confirmation) or connectable. What is bound is known from the account, so it shows at once; the EVM wallet
 * list is the preview until the player points at it, focuses or touches it (or connected a wallet
 * before), and the wallet stack loads then: a player who only reads the account never pays for it.
 * Tron and TON load their SDKs on their own Connect.
 */
export function AccountWallets({ username, evm, tron, ton }: { username: string; evm: string | null; tron: string | null; ton: string | null }) {
  // a bind or an unbind removes the button that had focus (Sign and bind, Connect, Unbind): focus
  // goes to the bound wallet, or to the panel's title once the wallet is gone
  const bound = useRef<HTMLParagraphElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useRefocusAfterChange(evm ? bound : title, evm);
  useRefocusAfterChange(title, `${tron}|${ton}`);
  return (
    <section id="wallets" className="wallet-panel" aria-labelledby="wallets-title">
      <h2 id="wallets-title" className="wallet-panel__title" ref={title} tabIndex={-1}>
        Wallets
      </h2>
      {evm ? (
        <BoundWallet kind="evm" address={evm} ref={bound} />
      ) : (
        <DeferredWalletPanel title={WALLET_PANEL_TITLES.bind}>
          <EvmBindPanel username={username} />
        </DeferredWalletPanel>
      )}
      <TronBind bound={tron} username={username} />
      <TonBind bound={ton} username={username} />
    </section>
  );
}
