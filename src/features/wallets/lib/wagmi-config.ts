import { createConfig, http } from "wagmi";
import { coinbaseWallet, injected, walletConnect } from "wagmi/connectors";
import { PRODUCT } from "@/config/brand";
import { absoluteRpcUrl, supportedChains } from "@/config/chains";
import { env } from "@/config/env";
import { createDevWalletProvider } from "./dev-wallet";

/**
 * The wagmi config (created once, loaded only with the wallet features). Injected wallets
 * (MetaMask, OKX, Coin98, Phantom, ...) are discovered through EIP-6963, so several coexist;
 * WalletConnect and Coinbase load their SDKs only when picked.
 */
export const wagmiConfig = createConfig({
  chains: supportedChains,
  multiInjectedProviderDiscovery: true,
  connectors: [
    injected(),
    ...(env.VITE_WALLETCONNECT_PROJECT_ID ? [walletConnect({ projectId: env.VITE_WALLETCONNECT_PROJECT_ID, showQrModal: true })] : []),
    coinbaseWallet({ appName: PRODUCT }),
    ...(env.VITE_DEV_WALLET === "true"
      ? [injected({ target: () => ({ id: "devWallet", name: "Dev wallet (local)", provider: createDevWalletProvider(absoluteRpcUrl()) as never }) })]
      : []),
  ],
  transports: Object.fromEntries(supportedChains.map((c) => [c.id, http()])) as never,
});

declare module "wagmi" {
  interface Register {
    config: typeof wagmiConfig;
  }
}
