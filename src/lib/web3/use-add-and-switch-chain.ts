import { useSwitchChain } from "wagmi";
import { productChain } from "@/config/chains";
import { productChainParameter } from "./product-chain";

/**
 * The one add-and-switch: asks the wallet to switch to a chain; a wallet that does not know the
 * product chain gets it added first (wallet_addEthereumChain, done by wagmi on error 4902).
 */
export function useAddAndSwitchChain() {
  const { switchChainAsync, isPending } = useSwitchChain();
  const addAndSwitch = (chainId: number = productChain.id) =>
    switchChainAsync({
      chainId,
      // the same parameters as the plain EIP-1193 path (product-chain.ts); wagmi adds the chain on 4902
      addEthereumChainParameter: chainId === productChain.id ? productChainParameter() : undefined,
    });
  return { addAndSwitch, isPending };
}
