import { createConfig, http } from "wagmi";
import { coinbaseWallet, injected, walletConnect } from "wagmi/connectors";
import { PRODUCT } from "@/config/brand";
import { absoluteRpcUrl, supportedChains } from "@/config/chains";
import { env } from "@/config/env";
import { WALLET_POLLING_MS, WALLET_RETRY_COUNT, WALLET_RETRY_DELAY_MS, WALLET_STALL_TIMEOUT_MS } from "@/config/constants";
import { withSteadyRetry } from "@/lib/web3/steady-retry";
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
    // a compile-time constant: a release build has no dev wallet at all
    ...(__LOCAL_STACK__ && env.VITE_DEV_WALLET === "true"
      ? [injected({ target: () => ({ id: "devWallet", name: "Dev wallet (local)", provider: createDevWalletProvider(absoluteRpcUrl()) }) })]
      : []),
  ],
  // K16: polling every 15 s; a call that stalls 5 s is retried, 3 times, 10 s apart
  pollingInterval: WALLET_POLLING_MS,
  transports: Object.fromEntries(
    supportedChains.map((c) => [
      c.id,
      withSteadyRetry(http(undefined, { timeout: WALLET_STALL_TIMEOUT_MS }), { count: WALLET_RETRY_COUNT, delayMs: WALLET_RETRY_DELAY_MS }),
    ]),
  ),
});

declare module "wagmi" {
  interface Register {
    config: typeof wagmiConfig;
  }
}
