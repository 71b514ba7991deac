import { defineChain, type Chain } from "viem";
import { arbitrum, mainnet } from "viem/chains";
import { PRODUCT } from "./brand";
import { env, PRODUCT_CHAIN } from "./env";

/** The product chain (K12: 3344, PC, 18 decimals in the spec and the local stack), from the configuration. */
export const productChain = defineChain({
  id: PRODUCT_CHAIN.id,
  name: PRODUCT_CHAIN.name,
  nativeCurrency: PRODUCT_CHAIN.currency,
  rpcUrls: { default: { http: [env.VITE_CHAIN_RPC_URL] } },
  blockExplorers: { default: { name: `${PRODUCT} Explorer`, url: env.VITE_CHAIN_EXPLORER_URL } },
});

const known: Chain[] = [arbitrum, mainnet];
const extra = env.VITE_EXTRA_CHAIN_IDS.split(",")
  .map((id) => known.find((c) => c.id === Number(id.trim())))
  .filter((c): c is Chain => !!c);

/** The supported chains, the product chain first (the one MetaMask is switched to). */
export const supportedChains = [productChain, ...extra] as [Chain, ...Chain[]];
export const supportedChainIds = supportedChains.map((c) => c.id);

export { absoluteRpcUrl, PRODUCT_CHAIN_ID } from "./env";
