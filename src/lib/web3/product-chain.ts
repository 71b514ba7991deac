import { absoluteRpcUrl, env, PRODUCT_CHAIN } from "@/config/env";

/**
 * The product chain as a wallet adds it (wallet_addEthereumChain, EIP-3085), defined once: the
 * wagmi hook (use-add-and-switch-chain.ts) and the add-chain page's plain EIP-1193 path use it.
 * No viem or wagmi here: /addrpc stays light.
 */
export function productChainParameter() {
  return {
    chainId: PRODUCT_CHAIN.hex,
    chainName: PRODUCT_CHAIN.name,
    nativeCurrency: PRODUCT_CHAIN.currency,
    rpcUrls: [absoluteRpcUrl()],
    blockExplorerUrls: [env.VITE_CHAIN_EXPLORER_URL],
  };
}

/** An EIP-1193 provider (the part the plain path uses). */
export interface Eip1193 {
  request: (args: { method: string; params?: unknown[] }) => Promise<unknown>;
}

/**
 * Switches a wallet to the product chain, adding it first when the wallet does not know it
 * (4902), then checks the wallet really is on it.
 */
export async function addAndSwitchProductChain(wallet: Eip1193) {
  const chain = productChainParameter();
  try {
    await wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: chain.chainId }] });
  } catch (e) {
    if ((e as { code?: number }).code !== 4902) throw e;
    await wallet.request({ method: "wallet_addEthereumChain", params: [chain] });
    await wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: chain.chainId }] });
  }
  const now = String(await wallet.request({ method: "eth_chainId" })).toLowerCase();
  if (now !== chain.chainId) throw new Error(`The wallet is on chain ${parseInt(now, 16)}, not ${parseInt(chain.chainId, 16)}`);
}
