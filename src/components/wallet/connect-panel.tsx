import { copyWithToast } from "@/lib/clipboard";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { toast } from "sonner";
import { formatUnits } from "viem";
import { useAccount, useBalance, useConnect, useConnectors, useDisconnect, type Connector } from "wagmi";
import { productChain } from "@/config/chains";
import { walletError } from "@/lib/wallet/wallet-error";
import { shortAddress } from "@/lib/format";
import { focusLost } from "@/lib/use-refocus-after-change";
import { useAddAndSwitchChain } from "@/lib/web3/use-add-and-switch-chain";
import { useChainGuard } from "@/lib/web3/use-chain-guard";
import { brandOf, onPhone } from "@/lib/wallet/brands";
import { walletRows } from "@/lib/wallet/wallet-rows";
import { usePickedWallet } from "./deferred-wallet-panel";
import { WalletConnectDialog } from "./walletconnect-dialog";
import { WalletList } from "./wallet-list";
import "@/components/wallet/wallets.css";

/**
 * The local stack's dev wallet picker, in a chunk of its own: the stand-in (and the key code it
 * signs with) stays off the panel's own load, which is what a player's release build measures too.
 */
const DevWalletPicker = __LOCAL_STACK__ ? lazy(() => import("./dev-wallet-picker").then((m) => ({ default: m.DevWalletPicker }))) : () => null;

/** How long a wallet picked before the panel loaded may take to announce itself (EIP-6963). */
const PICKED_WALLET_WAIT_MS = 1000;

/**
 * A wallet picked (in the preview) that did not announce itself here after all: an extension
 * turned off, or removed (one turned on again announces itself to the pages loaded after).
 */
const notFound = (name: string) => `${name} was not found in this browser. Check that it is installed and turned on, then reload the page.`;

/**
 * Follows a WalletConnect connection: the pairing link arrives as wagmi's `display_uri` message
 * once the SDK has loaded, for the app's own dialog. Closing the dialog abandons the attempt: the
 * SDK has no way to cancel a pairing any more (its abortPairingAttempt is a no-op), so the panel
 * stops waiting for it, and its late failure (the link expires after 5 minutes) says nothing; a
 * wallet that approves it anyway still connects.
 */
function useWalletConnectPairing() {
  const [uri, setUri] = useState<string | null | undefined>(undefined);
  const abandoned = useRef(new Set<number>());
  const follow = (connector: Connector, attempt: number) => {
    if (connector.id !== "walletConnect") return () => undefined;
    setUri(null);
    const onMessage = ({ type, data }: { type: string; data?: unknown }) => {
      if (type === "display_uri" && typeof data === "string" && !abandoned.current.has(attempt)) setUri(data);
    };
    connector.emitter.on("message", onMessage);
    return () => {
      connector.emitter.off("message", onMessage);
      if (!abandoned.current.has(attempt)) setUri(undefined);
    };
  };
  const abandon = (attempt: number) => {
    abandoned.current.add(attempt);
    setUri(undefined);
  };
  return { pairing: uri === undefined ? null : { uri }, follow, abandon, isAbandoned: (attempt: number) => abandoned.current.has(attempt) };
}

/**
 * The wallet list (accounts-identity.md §2): each brand connects through its EIP-6963 provider
 * (installed ones first, with the icon they announce), or shows DOWNLOAD when it is not installed;
 * on a phone a wallet with an in-app browser opens this page in it, one without goes through
 * WalletConnect when it is configured. In the local stack the dev wallet is offered too.
 */
export function ConnectPanel({ title }: { title: string }) {
  const connectors = useConnectors();
  const { pairing, follow, abandon, isAbandoned } = useWalletConnectPairing();
  const { connect } = useConnect();
  const { address, isConnected, status } = useAccount();
  // A Connect waits while wagmi settles (its reconnect on load would undo a connection made
  // meanwhile); one clicked in the preview, before this panel loaded, is queued the same way.
  const pickedInPreview = usePickedWallet();
  const [queued, setQueued] = useState<string | null>(pickedInPreview);
  // this panel may have mounted (hidden) before the preview's click: that pick is queued too
  const [seenPick, setSeenPick] = useState(pickedInPreview);
  if (pickedInPreview !== seenPick) {
    setSeenPick(pickedInPreview);
    setQueued(pickedInPreview);
  }
  // the attempt under way (its number: an abandoned one may settle after the next has begun)
  const sent = useRef<{ id: string; attempt: number } | null>(null);
  const attempts = useRef(0);
  const section = useRef<HTMLElement>(null);
  // "connecting" before the player picked a wallet here is wagmi's own reconnect (after a pick it
  // may be an abandoned WalletConnect pairing, which must not hold the next wallet up)
  const [picked, setPicked] = useState(false);
  const pick = (id: string) => {
    setPicked(true);
    setQueued(id);
  };
  const settling = status === "reconnecting" || (status === "connecting" && !picked);
  useEffect(() => {
    if (!queued || settling || sent.current?.id === queued) return;
    const connector = connectors.find((c) => c.id === queued);
    if (connector) {
      const attempt = ++attempts.current;
      sent.current = { id: queued, attempt };
      const unfollow = follow(connector, attempt);
      connect(
        { connector },
        {
          onError: (e) => {
            if (!isAbandoned(attempt)) toast.error(walletError(e, "Could not connect the wallet"));
          },
          onSettled: () => {
            unfollow();
            if (sent.current?.attempt !== attempt) return;
            sent.current = null;
            setQueued(null);
          },
        },
      );
      return;
    }
    // not (yet) announced through EIP-6963: past the wait the list shows DOWNLOAD, and says why; the
    // focus on the row's Connect goes on to its DOWNLOAD
    const wait = setTimeout(() => {
      const name = brandOf(queued)?.name ?? "The wallet";
      const focusedHere = section.current?.contains(document.activeElement) ?? false;
      flushSync(() => setQueued(null));
      toast.error(notFound(name));
      if (focusedHere && focusLost()) section.current?.querySelector<HTMLElement>(`[aria-label="${CSS.escape(`DOWNLOAD ${name}`)}"]`)?.focus();
    }, PICKED_WALLET_WAIT_MS);
    return () => clearTimeout(wait);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follow only sets state and listens
  }, [queued, settling, connectors, connect]);
  if (isConnected && address) return <ConnectedWallet address={address} />;
  // the rows the preview showed before this panel loaded, from the same discovery (EIP-6963); a
  // wallet picked there and not announced here yet stays as it was (Connecting…) while it is awaited
  const awaited = queued !== null && !connectors.some((c) => c.id === queued) ? [queued] : [];
  const rows = walletRows({
    announced: new Set([...connectors.filter((c) => c.type === "injected").map((c) => c.id), ...awaited]),
    phone: onPhone(),
    injected: typeof window !== "undefined" && "ethereum" in window,
  });
  return (
    <section ref={section} className="wallet-panel" aria-label="Wallet">
      {pairing && (
        <WalletConnectDialog
          uri={pairing.uri}
          onClose={() => {
            if (sent.current) abandon(sent.current.attempt);
            sent.current = null;
            setQueued(null);
          }}
        />
      )}
      <h2 className="wallet-panel__title">{title}</h2>
      <WalletList
        rows={rows}
        iconOf={(id) => connectors.find((c) => c.id === id)?.icon}
        onConnect={pick}
        connecting={queued}
        disabled={queued !== null}
        // (a compile-time constant: a release has no dev wallet, nor its name)
        extras={
          __LOCAL_STACK__
            ? {
                devWallet: (
                  <Suspense fallback={null}>
                    <DevWalletPicker disabled={queued !== null} />
                  </Suspense>
                ),
              }
            : undefined
        }
      />
    </section>
  );
}

/**
 * The connected wallet, the same wherever a panel shows it: the address (with copy), the balance on
 * the product chain, and for any wallet on another chain the switch to it (added to the wallet
 * first when unknown: one helper for every EVM wallet). MetaMask is switched by itself (the chain
 * guard, accounts-identity.md §4).
 */
function ConnectedWallet({ address }: { address: `0x${string}` }) {
  const { connector, chainId } = useAccount();
  const { disconnect } = useDisconnect();
  const { unsupported } = useChainGuard();
  const { addAndSwitch, isPending: switching } = useAddAndSwitchChain();
  const balance = useBalance({ address, chainId: productChain.id });
  const { symbol, decimals } = productChain.nativeCurrency;
  return (
    <section className="wallet-panel" aria-label="Wallet">
      <p className="wallet-connected">
        <span>
          Connected with {connector?.name}: <strong title={address}>{shortAddress(address)}</strong>
        </span>
        <button type="button" className="btn btn--ghost btn--small" aria-label="Copy the wallet address" onClick={() => void copyWithToast(address)}>
          Copy
        </button>
      </p>
      <p className="wallet-balance">
        Balance on {productChain.name}:{" "}
        {balance.data ? (
          <strong>
            {Number(formatUnits(balance.data.value, decimals)).toLocaleString("en-US", { maximumFractionDigits: 4 })} {symbol}
          </strong>
        ) : balance.isError ? (
          "could not be read"
        ) : (
          "…"
        )}
      </p>
      {unsupported && (
        <p className="warning" role="alert">
          You are currently connected to an unsupported chain
        </p>
      )}
      {chainId !== productChain.id && (
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={switching}
          onClick={() => addAndSwitch().catch((e: unknown) => toast.error(walletError(e, `Could not switch the wallet to ${productChain.name}`)))}
        >
          {switching ? "Switching…" : `Switch to ${productChain.name}`}
        </button>
      )}
      <button type="button" className="btn btn--ghost btn--small" onClick={() => disconnect()}>
        Disconnect
      </button>
    </section>
  );
}
