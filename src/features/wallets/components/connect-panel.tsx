import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { useAccount, useConnect, useConnectors, useDisconnect } from "wagmi";
import { walletError } from "../lib/wallet-error";
import { shortAddress } from "@/lib/format";
import { useChainGuard } from "@/lib/web3/use-chain-guard";
import { offeredBrands, onPhone } from "../lib/brands";
import { usePickedWallet } from "./deferred-wallet-panel";
import { WalletIcon } from "./wallet-icon";
import "@/features/wallets/wallets.css";

/** How long a wallet picked before the panel loaded may take to announce itself (EIP-6963). */
const PICKED_WALLET_WAIT_MS = 1000;

/**
 * The wallet list (accounts-identity.md §2): each brand connects through its EIP-6963 provider
 * (installed ones first, with the icon they announce), or shows DOWNLOAD when it is not installed;
 * on a phone a wallet with an in-app browser opens this page in it, one without goes through
 * WalletConnect when it is configured. In the local stack the dev wallet is offered too.
 */
export function ConnectPanel({ title }: { title: string }) {
  const connectors = useConnectors();
  const { connect, isPending } = useConnect({ mutation: { onError: (e) => toast.error(walletError(e, "Could not connect the wallet")) } });
  const { address, isConnected, connector: active, status } = useAccount();
  const { disconnect } = useDisconnect();
  const { unsupported } = useChainGuard();
  // A Connect waits while wagmi settles (its reconnect on load would undo a connection made
  // meanwhile); one clicked in the preview, before this panel loaded, is queued the same way.
  const [queued, setQueued] = useState<string | null>(usePickedWallet());
  const settling = status === "reconnecting" || (status === "connecting" && !isPending);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!queued || settling || sent.current === queued) return;
    const connector = connectors.find((c) => c.id === queued);
    if (connector) {
      sent.current = queued;
      const done = () => {
        sent.current = null;
        setQueued(null);
      };
      connect({ connector }, { onSettled: done });
      return;
    }
    // not (yet) announced through EIP-6963: the list then shows DOWNLOAD
    const wait = setTimeout(() => setQueued(null), PICKED_WALLET_WAIT_MS);
    return () => clearTimeout(wait);
  }, [queued, settling, connectors, connect]);
  // the connect widget's others: Coinbase (its SDK loads on connect), a generic browser wallet, the
  // dev wallet (the local stack only: compiled out of a release)
  const others = connectors.filter(
    (c) =>
      c.id === "coinbaseWalletSDK" ||
      (__LOCAL_STACK__ && c.id === "devWallet") ||
      (c.id === "injected" && typeof window !== "undefined" && "ethereum" in window),
  );

  if (isConnected && address)
    return (
      <section className="wallet-panel" aria-label="Wallet">
        <p>
          Connected with {active?.name}: <strong title={address}>{shortAddress(address)}</strong>
        </p>
        {unsupported && (
          <p className="warning" role="alert">
            You are currently connected to an unsupported chain
          </p>
        )}
        <button type="button" className="btn btn--ghost btn--small" onClick={() => disconnect()}>
          Disconnect
        </button>
      </section>
    );
  // installed wallets first (EIP-6963 announced them), then the others in the spec's order
  const brands = offeredBrands()
    .map((brand) => ({ brand, connector: connectors.find((c) => c.id === brand.id) }))
    .sort((a, b) => Number(!a.connector) - Number(!b.connector));
  const phone = onPhone();
  const walletConnect = connectors.find((c) => c.id === "walletConnect");
  return (
    <section className="wallet-panel" aria-label="Wallet">
      <h2 className="wallet-panel__title">{title}</h2>
      <ul className="wallet-list">
        {brands.map(({ brand, connector }) => {
          // on a phone without the wallet's browser: the wallet's own app, or WalletConnect
          const via = connector ?? (phone && !brand.openIn ? walletConnect : undefined);
          return (
            <li key={brand.id} className="wallet-list__item">
              <span className="wallet-list__name">
                <WalletIcon brand={brand} announced={connector?.icon} />
                {brand.name}
                {connector?.type === "injected" && <span className="wallet-list__tag">Installed</span>}
              </span>
              {via ? (
                <button
                  type="button"
                  className="btn btn--primary btn--small"
                  disabled={isPending || queued !== null}
                  onClick={() => setQueued(via.id)}
                  aria-label={`Connect ${brand.name}`}
                  data-track="wallet_connect"
                >
                  {queued === via.id ? "Connecting…" : "Connect"}
                </button>
              ) : phone && brand.openIn ? (
                <a className="btn btn--primary btn--small" href={brand.openIn(new URL(window.location.href))} aria-label={`Open in ${brand.name}`}>
                  Open in app
                </a>
              ) : (
                <a className="btn btn--ghost btn--small" href={brand.download} target="_blank" rel="noreferrer noopener" aria-label={`DOWNLOAD ${brand.name}`}>
                  DOWNLOAD
                </a>
              )}
            </li>
          );
        })}
        {others.map((c) => (
          <li key={c.uid} className="wallet-list__item">
            <span className="wallet-list__name">
              <WalletIcon brand={{ mark: { color: "#5b6478", letter: (c.id === "injected" ? "B" : c.name[0]) ?? "W" } }} announced={c.icon} />
              {c.id === "injected" ? "Browser wallet" : c.name}
            </span>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              disabled={isPending || queued !== null}
              onClick={() => setQueued(c.id)}
              aria-label={`Connect ${c.id === "injected" ? "Browser wallet" : c.name}`}
            >
              Connect
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
