import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { bindFailure, fetchBindNonce, useBindTron } from "../api/wallets";
import { bindMessage } from "../lib/messages";
import { BindRefusal } from "./bind-refusal";
import { BoundWallet } from "./bound-wallet";
import { onPhone } from "@/lib/wallet/brands";
import { connectAndSignTron, detectTron, openInTronLink, TRONLINK_DOWNLOAD, type TronReadyState } from "../lib/tron";

/** Tron (accounts-identity.md §2): the bound address read-only, or Loading / NotFound / Found. */
export function TronBind({ bound, username }: { bound: string | null; username: string }) {
  const [state, setState] = useState<TronReadyState | null>(null);
  const bind = useBindTron();
  // signing reports its own failures; the bind call reports the server's
  const sign = useMutation({
    mutationFn: async () => {
      const message = bindMessage("Tron wallet", username, await fetchBindNonce());
      const { address, signature } = await connectAndSignTron(message);
      bind.mutate({ body: { address, signature, message } });
    },
    onError: (error) => void toast.error(bindFailure("Tron", error)),
  });
  if (bound) return <BoundWallet kind="tron" address={bound} />;
  if (state === null)
    return (
      <button type="button" className="btn btn--ghost btn--small" onClick={() => (setState("Loading"), void detectTron().then(setState))}>
        Connect Tron wallet
      </button>
    );
  if (state === "Loading") return <p role="status">Tron: Loading</p>;
  if (state === "NotFound")
    return (
      <p role="status">
        Tron: NotFound. {/* on a phone TronLink is an app: this page opens in its browser, where it is found */}
        {onPhone() && (
          <>
            <a className="btn btn--primary btn--small" href={openInTronLink(new URL(window.location.href))}>
              Open in TronLink
            </a>{" "}
          </>
        )}
        <a href={TRONLINK_DOWNLOAD} target="_blank" rel="noreferrer noopener">
          Download TronLink
        </a>
      </p>
    );
  return (
    <p role="status">
      Tron: Found.{" "}
      <button type="button" className="btn btn--primary btn--small" disabled={sign.isPending || bind.isPending} onClick={() => sign.mutate()}>
        Connect and sign with TronLink
      </button>
      <BindRefusal kind="Tron" error={sign.error ?? bind.error} />
    </p>
  );
}
