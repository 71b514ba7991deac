import { afterEach, describe, expect, it, vi } from "vitest";
import type { WalletRow } from "./wallet-rows";

// The wallet list's rows, as the preview and the real panel both draw them (the rows never change
// under the player's pointer): installed wallets first, each with what it offers here.
async function rowsWith(env: { walletConnect?: string; devWallet?: string }) {
  vi.stubEnv("VITE_WALLETCONNECT_PROJECT_ID", env.walletConnect ?? "");
  vi.stubEnv("VITE_DEV_WALLET", env.devWallet ?? "false");
  vi.resetModules();
  return (await import("./wallet-rows")).walletRows;
}
const PROJECT = "3f1c6b0e2a8d4c5e9b7a1d2c3e4f5a6b";
afterEach(() => vi.unstubAllEnvs());

/** The rows as a player reads them: a brand's id with what its button does, another's id. */
const read = (rows: WalletRow[]) => rows.map((row) => (row.kind === "brand" ? `${row.brand.id}:${row.action}${row.installed ? ":installed" : ""}` : row.id));

describe("the wallet rows", () => {
  it("on a computer without WalletConnect: announced wallets first to connect, the others to download, then Coinbase", async () => {
    const walletRows = await rowsWith({});
    expect(read(walletRows({ announced: new Set(["io.metamask"]), phone: false, injected: false }))).toEqual([
      "io.metamask:connect:installed",
      "coin98.com:download",
      "com.okex.wallet:download",
      "app.phantom:download",
      "coinbaseWalletSDK",
    ]);
  });

  it("an announced wallet later in the spec's order moves before the ones that did not announce; the order is kept among each", async () => {
    const walletRows = await rowsWith({});
    expect(read(walletRows({ announced: new Set(["app.phantom", "coin98.com"]), phone: false, injected: false })).slice(0, 4)).toEqual([
      "coin98.com:connect:installed",
      "app.phantom:connect:installed",
      "io.metamask:download",
      "com.okex.wallet:download",
    ]);
  });

  it("with WalletConnect: its row connects anywhere, without announcing; a phone opens wallets in their own browsers, else through WalletConnect", async () => {
    const walletRows = await rowsWith({ walletConnect: PROJECT });
    expect(read(walletRows({ announced: new Set(), phone: false, injected: false }))).toEqual([
      "walletConnect:connect",
      "coin98.com:download",
      "io.metamask:download",
      "com.okex.wallet:download",
      "app.phantom:download",
      "coinbaseWalletSDK",
    ]);
    expect(read(walletRows({ announced: new Set(), phone: true, injected: false }))).toEqual([
      "walletConnect:connect",
      "coin98.com:walletconnect",
      "io.metamask:open",
      "com.okex.wallet:open",
      "app.phantom:open",
      "coinbaseWalletSDK",
    ]);
  });

  it("a phone without WalletConnect: a wallet with its own browser opens there, the others download", async () => {
    const walletRows = await rowsWith({});
    expect(read(walletRows({ announced: new Set(), phone: true, injected: false }))).toEqual([
      "coin98.com:download",
      "io.metamask:open",
      "com.okex.wallet:open",
      "app.phantom:open",
      "coinbaseWalletSDK",
    ]);
  });

  it("a provider that did not announce itself is the browser wallet; the dev wallet only where the local stack asks for it", async () => {
    let walletRows = await rowsWith({});
    const others = (rows: WalletRow[]) => rows.filter((row) => row.kind === "other");
    expect(others(walletRows({ announced: new Set(), phone: false, injected: true }))).toEqual([
      { kind: "other", id: "coinbaseWalletSDK", name: "Coinbase Wallet" },
      { kind: "other", id: "injected", name: "Browser wallet" },
    ]);
    walletRows = await rowsWith({ devWallet: "true" });
    expect(others(walletRows({ announced: new Set(), phone: false, injected: false }))).toEqual([
      { kind: "other", id: "coinbaseWalletSDK", name: "Coinbase Wallet" },
      { kind: "other", id: "devWallet", name: "Dev wallet (local)" },
    ]);
  });
});
