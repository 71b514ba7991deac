import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useAccount, useSignMessage } from "wagmi";
import { shortAddress } from "@/lib/format";
import { BIND_CALLBACK_DELAY_MS, useBindEvm } from "../api/wallets";
import { WALLET_BRANDS } from "../lib/brands";
import { evmBindMessage } from "../lib/messages";
import { ConnectPanel } from "./connect-panel";

/** The EVM wallet: read-only when bound; otherwise connect, and 1 s later sign and bind. */
export function EvmBind({ bound }: { bound: string | null }) {
  const { address, connector, isConnected } = useAccount();
  const { signMessageAsync } = useSignMessage();
  const bind = useBindEvm();
  const sign = useMutation({
    mutationFn: async () => {
      const message = evmBindMessage();
      const signature = await signMessageAsync({ message });
      const walletType = WALLET_BRANDS.find((b) => b.id === connector?.id)?.walletType ?? "metamask";
      await bind.mutateAsync({ body: { signature, address: address!.toLowerCase(), message, wallet_type: walletType } });
    },
  });
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (bound || !isConnected || !address || asked.current === address) return;
    asked.current = address;
    const t = setTimeout(() => sign.mutate(), BIND_CALLBACK_DELAY_MS);
    return () => clearTimeout(t);
  }, [bound, isConnected, address, sign]);

  if (bound)
    return (
      <p>
        EVM wallet: <strong title={bound}>{shortAddress(bound)}</strong>
      </p>
    );
  return (
    <>
      <ConnectPanel title="Connect your wallet" />
      {isConnected && (
        <button type="button" className="btn btn--primary btn--small" disabled={sign.isPending} onClick={() => sign.mutate()}>
          {sign.isPending ? "Waiting for the wallet…" : "Sign and bind"}
        </button>
      )}
    </>
  );
}
