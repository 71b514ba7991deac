import { createConfig, http, type CreateConnectorFn } from "wagmi";
import { coinbaseWallet, injected, walletConnect } from "wagmi/connectors";
import { PRODUCT } from "@/config/brand";
import { absoluteRpcUrl, supportedChains } from "@/config/chains";
import { absoluteUrl, env } from "@/config/env";
import { WALLET_POLLING_MS, WALLET_RETRY_COUNT, WALLET_RETRY_DELAY_MS, WALLET_STALL_TIMEOUT_MS } from "@/config/constants";
import { withSteadyRetry } from "@/lib/web3/steady-retry";
import type { createDevWalletProvider } from "./dev-wallet";

type DevWalletProvider = ReturnType<typeof createDevWalletProvider>;

/**
 * WalletConnect without its vendor's modal: the pairing link comes to the app through wagmi's
 * `display_uri` message and the app shows its own QR code and wallet links
 * (components/walletconnect-dialog.tsx). No telemetry to WalletConnect's analytics service.
 */
export const walletConnectOptions = (projectId: string) => {
  const site = typeof window === "undefined" ? "" : window.location.origin;
  return {
    projectId,
    showQrModal: false,
    telemetryEnabled: false,
    metadata: { name: PRODUCT, description: `Sign in to ${PRODUCT} with your wallet`, url: site, icons: [`${site}/brand/logo.svg`] },
    // the local stack's relay, the mock's stand-in (a compile-time constant: a release has WalletConnect's own)
    ...(__LOCAL_STACK__ && env.VITE_WALLETCONNECT_RELAY_URL ? { relayUrl: localRelayUrl(env.VITE_WALLETCONNECT_RELAY_URL) } : {}),
  };
};

/** The stand-in relay's WebSocket URL: a path is on the app's own origin (the dev server proxies it to the mock). */
function localRelayUrl(pathOrUrl: string): string {
  if (typeof window === "undefined" || /^wss?:/.test(pathOrUrl)) return pathOrUrl;
  const url = new URL(pathOrUrl, window.location.origin);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

type WalletConnectProvider = {
  signer: { client: { core: { verify: { register: (...a: never[]) => Promise<string>; resolve: (...a: never[]) => Promise<unknown> } } } };
};

/**
 * WalletConnect's Verify, left out where the relay is the local stand-in: it frames
 * verify.walletconnect.org to vouch for the app's origin to the wallet, a call that would leave the
 * machine (and wait 5 s for an answer that cannot come) before every proposal and request. The dev
 * wallet leaves its own side out too.
 */
function withoutVerify(provider: unknown) {
  const verify = (provider as WalletConnectProvider).signer.client.core.verify;
  verify.register = async () => "";
  verify.resolve = async () => undefined;
}

/**
 * A connector that loads its SDK only when it is used: wagmi sets every connector up when the
 * config is created, and WalletConnect's setup loads its SDK (and opened a connection to its
 * relay) on every page with a wallet panel. Without it, the SDK loads on Connect, or when wagmi
 * reconnects a player who last used it (its isAuthorized asks the provider). `prepare` sees the
 * provider before the connector uses it.
 */
function onDemand<C extends CreateConnectorFn>(create: C, prepare?: (provider: unknown) => void): C {
  return ((config: Parameters<C>[0]) => {
    const connector = create(config);
    if (!prepare) return { ...connector, setup: undefined };
    const getProvider = connector.getProvider;
    return {
      ...connector,
      setup: undefined,
      async getProvider(this: unknown, ...args: Parameters<typeof getProvider>) {
        const provider = await getProvider.apply(this, args);
        prepare(provider);
        return provider;
      },
    };
  }) as C;
}

/**
 * The wagmi config (created once, loaded only with the wallet features). Injected wallets
 * (MetaMask, OKX, Coin98, Phantom, ...) are discovered through EIP-6963, so several coexist;
 * WalletConnect and Coinbase load their SDKs only when picked.
 */
/**
 * The local stack's dev wallet as an EIP-1193 provider whose code loads on its first request
 * (./dev-wallet.ts: the stand-in and the key code it signs with stay off the wallet panel's load).
 */
function devWalletProvider(rpcUrl: string): DevWalletProvider {
  let provider: Promise<DevWalletProvider> | undefined;
  const load = () => (provider ??= import("./dev-wallet").then((m) => m.createDevWalletProvider(rpcUrl)));
  // the same request function, once its code is there (viem types it per method: one signature for all)
  const request = (async (args: Parameters<DevWalletProvider["request"]>[0]) => (await load()).request(args)) as DevWalletProvider["request"];
  return { isDevWallet: true, request, on() {}, removeListener() {} };
}

export const wagmiConfig = createConfig({
  chains: supportedChains,
  multiInjectedProviderDiscovery: true,
  connectors: [
    injected(),
    ...(env.VITE_WALLETCONNECT_PROJECT_ID
      ? [
          onDemand(
            walletConnect(walletConnectOptions(env.VITE_WALLETCONNECT_PROJECT_ID)),
            __LOCAL_STACK__ && env.VITE_WALLETCONNECT_RELAY_URL ? withoutVerify : undefined,
          ),
        ]
      : []),
    coinbaseWallet({ appName: PRODUCT }),
    // a compile-time constant: a release build has no dev wallet at all
    ...(__LOCAL_STACK__ && env.VITE_DEV_WALLET === "true"
      ? [injected({ target: () => ({ id: "devWallet", name: "Dev wallet (local)", provider: devWalletProvider(absoluteRpcUrl()) }) })]
      : []),
  ],
  // K16: polling every 15 s; a call that stalls 5 s is retried, 3 times, 10 s apart
  pollingInterval: WALLET_POLLING_MS,
  // each chain's RPC as an absolute URL: the product chain's is a path of the site (/rpc), and
  // WalletConnect's provider, which takes its chains' RPCs from these transports, refuses a path
  // (its HTTP connection throws, and the session the wallet approved never reaches the app)
  transports: Object.fromEntries(
    supportedChains.map((c) => [
      c.id,
      withSteadyRetry(http(absoluteUrl(c.rpcUrls.default.http[0]!), { timeout: WALLET_STALL_TIMEOUT_MS }), {
        count: WALLET_RETRY_COUNT,
        delayMs: WALLET_RETRY_DELAY_MS,
      }),
    ]),
  ),
});

declare module "wagmi" {
  interface Register {
    config: typeof wagmiConfig;
  }
}
