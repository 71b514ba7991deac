import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { useAccount, useReconnect } from "wagmi";
import { supportedChainIds } from "@/config/chains";
import { useAddAndSwitchChain } from "./use-add-and-switch-chain";

/** MetaMask's EIP-6963 id: the wallet that is switched automatically. */
const METAMASK_ID = "io.metamask";

export const unsupportedChainText = (id: number) =>
  `We are not supporting this chain (Chain ID: ${id})! Please switch chain to others (Chain IDs: ${supportedChainIds.join(", ")})`;

/**
 * Chain rules (accounts-identity.md §4, §8): MetaMask on an unsupported chain is switched to the
 * first supported chain (added when unknown) and reconnected; any other wallet gets the warning.
 * Returns whether the connected chain is unsupported (for the banner).
 */
export function useChainGuard(): { unsupported: boolean; chainId: number | undefined } {
  const { chainId, connector, isConnected } = useAccount();
  const { addAndSwitch } = useAddAndSwitchChain();
  const { reconnect } = useReconnect();
  const handled = useRef<string | null>(null);
  const unsupported = isConnected && chainId !== undefined && !supportedChainIds.includes(chainId);
  useEffect(() => {
    if (!unsupported || !connector) return;
    const key = `${connector.id}:${chainId}`;
    if (handled.current === key) return;
    handled.current = key;
    if (connector.id === METAMASK_ID)
      addAndSwitch()
        .then(() => reconnect({ connectors: [connector] }))
        .catch(() => toast.error(unsupportedChainText(chainId!)));
    else toast.warning(unsupportedChainText(chainId!));
  }, [unsupported, connector, chainId, addAndSwitch, reconnect]);
  return { unsupported, chainId };
}
