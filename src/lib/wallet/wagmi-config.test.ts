// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { WALLET_POLLING_MS } from "@/config/constants";
import { PRODUCT_CHAIN_ID } from "@/config/env";

/** The wallet stack's configuration: which connectors, on which chains, polling how often (K16). */
async function load() {
  vi.resetModules();
  return (await import("./wagmi-config")).wagmiConfig;
}
afterEach(() => vi.unstubAllEnvs());

describe("the wagmi config", () => {
  it("injected wallets (EIP-6963) and Coinbase always; WalletConnect only with a project id, set up only when used", async () => {
    vi.stubEnv("VITE_WALLETCONNECT_PROJECT_ID", "");
    vi.stubEnv("VITE_DEV_WALLET", "false");
    let config = await load();
    expect(config.connectors.map((c) => c.id)).toEqual(["injected", "coinbaseWalletSDK"]);
    vi.stubEnv("VITE_WALLETCONNECT_PROJECT_ID", "3f1c6b0e2a8d4c5e9b7a1d2c3e4f5a6b");
    config = await load();
    expect(config.connectors.map((c) => c.id)).toEqual(["injected", "walletConnect", "coinbaseWalletSDK"]);
    // set up only when used: no SDK and no relay connection on a page that shows the panel
    expect(config.connectors.find((c) => c.id === "walletConnect")!.setup).toBeUndefined();
  });

  it("the dev wallet only when the local stack asks for it", async () => {
    vi.stubEnv("VITE_WALLETCONNECT_PROJECT_ID", "");
    vi.stubEnv("VITE_DEV_WALLET", "true");
    const config = await load();
    const dev = config.connectors.find((c) => c.id === "devWallet");
    expect(dev?.name).toBe("Dev wallet (local)");
  });

  it("WalletConnect's relay: WalletConnect's own, unless the local stack names its stand-in (a path on the app's origin, as a WebSocket)", async () => {
    vi.stubEnv("VITE_WALLETCONNECT_RELAY_URL", "");
    vi.resetModules();
    let options = (await import("./wagmi-config")).walletConnectOptions("3f1c6b0e2a8d4c5e9b7a1d2c3e4f5a6b");
    expect(options).not.toHaveProperty("relayUrl");
    expect(options).toMatchObject({ showQrModal: false, telemetryEnabled: false });
    vi.stubEnv("VITE_WALLETCONNECT_RELAY_URL", "/__dev/walletconnect/relay");
    vi.resetModules();
    options = (await import("./wagmi-config")).walletConnectOptions("3f1c6b0e2a8d4c5e9b7a1d2c3e4f5a6b");
    expect(options).toHaveProperty("relayUrl", `ws://${window.location.host}/__dev/walletconnect/relay`);
  });

  it("every chain's RPC is an absolute URL (WalletConnect's provider takes them from the transports and refuses a path)", async () => {
    const config = await load();
    for (const chain of config.chains) expect(config.getClient({ chainId: chain.id }).transport.url).toMatch(/^https?:\/\//);
    expect(config.getClient({ chainId: PRODUCT_CHAIN_ID }).transport.url).toBe(`${window.location.origin}/rpc`);
  });

  it("the product chain first, polled every 15 s (K16)", async () => {
    const config = await load();
    expect(config.chains[0].id).toBe(PRODUCT_CHAIN_ID);
    expect(WALLET_POLLING_MS).toBe(15_000);
    expect(config.getClient().pollingInterval).toBe(WALLET_POLLING_MS);
  });
});
