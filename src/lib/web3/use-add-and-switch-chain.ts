import { useSwitchChain } from "wagmi";
import { absoluteRpcUrl, productChain } from "@/config/chains";

/**
 * The one add-and-switch: asks the wallet to switch to a chain; a wallet that does not know the
 * product chain gets it added first (wallet_addEthereumChain, done by wagmi on error 4902).
 */
export function useAddAndSwitchChain() {
  const { switchChainAsync, isPending } = useSwitchChain();
  const addAndSwitch = (chainId: number = productChain.id) =>
    switchChainAsync({
      chainId,
      addEthereumChainParameter:
        chainId === productChain.id
          ? {
              chainName: productChain.name,
              nativeCurrency: productChain.nativeCurrency,
              rpcUrls: [absoluteRpcUrl()],
              blockExplorerUrls: [productChain.blockExplorers.default.url],
            }
          : undefined,
    });
  return { addAndSwitch, isPending };
}
