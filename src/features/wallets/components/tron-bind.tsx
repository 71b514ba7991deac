import { useState } from "react";
import { toast } from "sonner";
import { bindFailure, fetchBindNonce, useBindTron } from "../api/wallets";
import { bindMessage } from "../lib/messages";
import { BindRefusal } from "./bind-refusal";
import { BoundWallet } from "./bound-wallet";
import { onPhone } from "@/lib/wallet/brands";
import { useWrite } from "@/lib/write";
import { connectAndSignTron, detectTron, openInTronLink, TRONLINK_DOWNLOAD, type TronReadyState } from "../lib/tron";
import "@/components/form.css";
import "@/components/wallet/wallets.css";
import { BusyButton } from "@/components/busy-button";

export const TRON_LOADING = "Looking for TronLink in this browser…";
export const TRON_NOT_FOUND =
  "TronLink was not found in this browser. Install the TronLink extension (on a phone, open this page in the TronLink app), then try again.";
/** The local stack's dev wallet's name (its module holds the same, for the wallet itself). */
const DEV_TRON_WALLET = "Dev Tron wallet (local)";
export const TRON_FOUND = "TronLink is ready: connect it and sign a message to bind your Tron address.";
export const TRON_LOCAL_NOTE =
  "Local stack: no TronLink needed. The Dev Tron wallet (local) stands in for it, with a Tron key of this player's own made in this browser.";

/**
 * The local stack's dev Tron wallet, in a chunk of its own loaded when picked; a release build has
 * none of it (a compile-time constant).
 */
const devTronWallet = __LOCAL_STACK__ ? (username: string) => import("@/lib/wallet/dev-tron-wallet").then((m) => m.installDevTronWallet(username)) : null;

/** Tron (accounts-identity.md §2): the bound address read-only, or Loading / NotFound / Found. */
export function TronBind({ bound, username }: { bound: string | null; username: string }) {
  const [state, setState] = useState<TronReadyState | null>(null);
  const bind = useBindTron();
  // signing reports its own failures; the bind call reports the server's. Signing starts the
  // bind's intent, so it goes through the one mechanism that ignores a second tap while one is
  // under way (each tap would sign a new nonce: other values, another bind)
  const sign = useWrite({
    mutationFn: async ({ dev }: { dev: boolean }) => {
      const wallet = dev && devTronWallet ? await devTronWallet(username) : undefined;
      const message = bindMessage("Tron wallet", username, await fetchBindNonce());
      const { address, signature } = await connectAndSignTron(message, wallet);
      bind.mutate({ body: { address, signature, message } });
    },
    onError: (error) => void toast.error(bindFailure("Tron", error)),
  });
  const look = () => {
    setState("Loading");
    void detectTron().then(setState);
  };
  const busy = sign.isPending || bind.isPending;
  // the local stack's stand-in for TronLink: connects and signs at once, as TronLink's Connect does
  const dev = __LOCAL_STACK__ && (
    <BusyButton type="button" className="btn btn--ghost btn--small" busy={busy} onClick={() => sign.mutate({ dev: true })}>
      Connect {DEV_TRON_WALLET}
    </BusyButton>
  );
  if (bound) return <BoundWallet kind="tron" address={bound} />;
  if (state === null)
    return __LOCAL_STACK__ ? (
      <div className="tron-state">
        <p className="tron-state__actions">
          <button type="button" className="btn btn--ghost btn--small" onClick={look}>
            Connect Tron wallet
          </button>
          {dev}
        </p>
        <BindRefusal kind="Tron" signError={sign.error} bindError={bind.error} />
      </div>
    ) : (
      <button type="button" className="btn btn--ghost btn--small" onClick={look}>
        Connect Tron wallet
      </button>
    );
  // the spec's ready state (Loading / NotFound / Found), each said as a sentence with its way on
  if (state === "Loading") return <p role="status">{TRON_LOADING}</p>;
  if (state === "NotFound")
    return (
      <div role="status" className="tron-state">
        <p>{TRON_NOT_FOUND}</p>
        <p className="tron-state__actions">
          {/* on a phone TronLink is an app: this page opens in its browser, where it is found */}
          {onPhone() && (
            <a className="btn btn--primary btn--small" href={openInTronLink(new URL(window.location.href))}>
              Open in TronLink
            </a>
          )}
          <a className="btn btn--ghost btn--small" href={TRONLINK_DOWNLOAD} target="_blank" rel="noreferrer noopener">
            Download TronLink
          </a>
          <button type="button" className="btn btn--ghost btn--small" onClick={look}>
            Try again
          </button>
        </p>
        {__LOCAL_STACK__ && (
          <>
            <p className="dev-note">{TRON_LOCAL_NOTE}</p>
            <p className="tron-state__actions">{dev}</p>
            <BindRefusal kind="Tron" signError={sign.error} bindError={bind.error} />
          </>
        )}
      </div>
    );
  return (
    <div role="status" className="tron-state">
      <p>{TRON_FOUND}</p>
      <BusyButton type="button" className="btn btn--primary btn--small" busy={busy} onClick={() => sign.mutate({ dev: false })}>
        Connect and sign with TronLink
      </BusyButton>
      <BindRefusal kind="Tron" signError={sign.error} bindError={bind.error} />
    </div>
  );
}
