import { useCallback, useEffect, useState } from "react";
import { useAccount, useConnectionEffect, useSignMessage } from "wagmi";
import { toast } from "sonner";
import { BIND_CALLBACK_DELAY_MS, bindFailure, fetchBindNonce, useBindEvm } from "../api/wallets";
import { brandOf, WALLET_PANEL_TITLES } from "@/lib/wallet/brands";
import { bindMessage } from "../lib/messages";
import { BindRefusal } from "./bind-refusal";
import { ConnectPanel } from "@/components/wallet/connect-panel";
import { useWrite } from "@/lib/write";
import { BusyButton } from "@/components/busy-button";

/**
 * The EVM wallet, not bound yet: connect, and 1 s later sign and bind (once bound, the account
 * shows it read-only). A wallet that was connected already (wagmi's reconnect on load, or the one
 * just unbound, which stays connected) is offered Sign and bind: the wallet asks for a signature
 * only after a connect the player made.
 */
export function EvmBind({ username }: { username: string }) {
  const { address, connector, isConnected } = useAccount();
  const { signMessageAsync } = useSignMessage();
  const bind = useBindEvm();
  // the nonce and the signature report their own failures; the bind call reports the server's.
  // Signing starts the bind's intent, so it goes through the one mechanism that ignores a second
  // tap while one is under way (each tap would sign a new nonce: other values, another bind)
  const sign = useWrite({
    mutationFn: async () => {
      const message = bindMessage("wallet", username, await fetchBindNonce());
      const signature = await signMessageAsync({ message });
      const walletType = brandOf(connector?.id)?.walletType ?? "metamask";
      bind.mutate({ body: { signature, address: address!.toLowerCase(), message, wallet_type: walletType } });
    },
    onError: (error) => void toast.error(bindFailure("MetaMask", error)),
  });
  // mutate keeps its identity across renders (the result object around it does not): a render in
  // the second before the signing starts would otherwise cancel it for good
  const { mutate: signAndBind } = sign;
  const [connectedHere, setConnectedHere] = useState<string | null>(null);
  const onConnect = useCallback(({ address, isReconnected }: { address: string; isReconnected: boolean }) => {
    if (!isReconnected) setConnectedHere(address);
  }, []);
  useConnectionEffect({ onConnect });
  useEffect(() => {
    if (!connectedHere || !isConnected || address !== connectedHere) return;
    const t = setTimeout(() => {
      setConnectedHere(null);
      signAndBind();
    }, BIND_CALLBACK_DELAY_MS);
    return () => clearTimeout(t);
  }, [connectedHere, isConnected, address, signAndBind]);

  return (
    <>
      <ConnectPanel title={WALLET_PANEL_TITLES.bind} />
      {isConnected && (
        <BusyButton type="button" className="btn btn--primary btn--small" busy={sign.isPending || bind.isPending} onClick={() => sign.mutate()}>
          {sign.isPending || bind.isPending ? "Waiting for the wallet…" : "Sign and bind"}
        </BusyButton>
      )}
      {/* the refusal stays where the binding is, after the toast has gone */}
      <BindRefusal kind="MetaMask" signError={sign.error} bindError={bind.error} />
    </>
  );
}
