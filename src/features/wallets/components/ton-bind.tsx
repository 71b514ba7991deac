import { useEffect, useState } from "react";
import type { WalletInfo } from "@tonconnect/sdk";
import { apiError } from "@/lib/api-error";
import { useBindTon, useTonProofPayload } from "../api/wallets";
import { isInjected, proofOf, tonConnector } from "../lib/ton";
import "@/components/wallet/wallets.css";
import { BindRefusal } from "./bind-refusal";
import { BoundWallet } from "./bound-wallet";
import { BusyButton } from "@/components/busy-button";

/**
 * The local stack's dev TON wallet, in a chunk of its own: injected (as an extension injects
 * itself) before TonConnect lists the wallets, where the local stack's list names it. A release
 * build has none of it (a compile-time constant).
 */
const devTonWallet = __LOCAL_STACK__ ? (username: string) => import("@/lib/wallet/dev-ton-wallet").then((m) => m.installDevTonWallet(username)) : null;

/** TON (accounts-identity.md §2): the bound address read-only, or connect with a ton_proof. */
export function TonBind({ bound, username }: { bound: string | null; username: string }) {
  const [open, setOpen] = useState(false);
  const [wallets, setWallets] = useState<WalletInfo[] | null>(null);
  const payload = useTonProofPayload(open && !bound);
  const bind = useBindTon();
  const { mutate } = bind;

  useEffect(() => {
    if (!open || bound) return;
    let unsubscribe = () => {};
    let alive = true;
    void Promise.all([tonConnector(), devTonWallet?.(username).catch(() => undefined)]).then(async ([connector]) => {
      unsubscribe = connector.onStatusChange((wallet) => {
        const proof = wallet && proofOf(wallet);
        if (proof) mutate({ body: proof }, { onSettled: () => void connector.disconnect().catch(() => undefined) });
      });
      const list = await connector.getWallets();
      if (alive) setWallets(list);
    });
    return () => {
      alive = false;
      unsubscribe();
    };
  }, [open, bound, mutate, username]);

  if (bound) return <BoundWallet kind="ton" address={bound} />;
  if (!open)
    return (
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpen(true)}>
        Connect TON wallet
      </button>
    );
  // a payload spent by a bind (or past its 20 minutes) is read again before a wallet may sign it
  const ready = payload.data && !payload.isStale;
  if (payload.isError && !ready)
    return (
      <p role="alert">
        {apiError(payload.error, "The TON connect request could not be made. Please try again.").message}{" "}
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void payload.refetch()}>
          Try again
        </button>
      </p>
    );
  if (!wallets || !ready) return <p role="status">Loading TON wallets…</p>;
  const request = { tonProof: payload.data.nonce };
  return (
    <>
      <BindRefusal kind="Ton" bindError={bind.error} />
      <ul className="wallet-list" aria-label="TON wallets">
        {wallets.map((w) => (
          <li key={w.name} className="wallet-list__item">
            <span>{w.name}</span>
            {isInjected(w) ? (
              <BusyButton
                type="button"
                className="btn btn--primary btn--small"
                busy={bind.isPending}
                onClick={() => void tonConnector().then((c) => c.connect({ jsBridgeKey: w.jsBridgeKey }, { request }))}
              >
                Connect {w.name}
              </BusyButton>
            ) : "universalLink" in w && "bridgeUrl" in w ? (
              <button
                type="button"
                className="btn btn--ghost btn--small"
                onClick={() =>
                  void tonConnector().then((c) =>
                    window.open(c.connect({ universalLink: w.universalLink as string, bridgeUrl: w.bridgeUrl as string }, { request }), "_blank", "noopener"),
                  )
                }
              >
                Open {w.name}
              </button>
            ) : (
              <a href={w.aboutUrl} target="_blank" rel="noreferrer noopener">
                DOWNLOAD
              </a>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
