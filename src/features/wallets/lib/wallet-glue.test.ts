// @vitest-environment jsdom
import type { Wallet, WalletInfo } from "@tonconnect/sdk";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PRODUCT } from "@/config/brand";
import { PRODUCT_CHAIN } from "@/config/env";
import { chooseDevWallet, createDevWalletProvider, currentDevWallet, DEV_WALLET_ADDRESS } from "@/lib/wallet/dev-wallet";
import { bindMessage, LOGIN_STATEMENT, SIGN_UP_PHRASE, walletMessage } from "./messages";
import { isInjected, proofOf, tonConnector } from "./ton";
import { connectAndSignTron, detectTron, openInTronLink } from "./tron";

// the SDK itself is the wallets' business: what matters here is how the app sets it up
const TonConnect = vi.hoisted(() =>
  vi.fn(function (this: object, options: unknown) {
    Object.assign(this, { options });
  }),
);
vi.mock("@tonconnect/sdk", () => ({ TonConnect }));

type TronWindow = Window & { tronLink?: unknown; tronWeb?: unknown };
afterEach(() => {
  delete (window as TronWindow).tronLink;
  delete (window as TronWindow).tronWeb;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("TronLink", () => {
  it("opens this page in TronLink's DApp browser by its documented deep link", () => {
    const link = openInTronLink(new URL("https://play.pentagames.io/account?tab=wallets"));
    expect(link.startsWith("tronlinkoutside://pull.activity?param=")).toBe(true);
    expect(JSON.parse(decodeURIComponent(link.split("param=")[1]!))).toEqual({
      url: "https://play.pentagames.io/account?tab=wallets",
      action: "open",
      protocol: "tronlink",
      version: "1.0",
    });
  });

  it("is found when it injects itself within the wait, and not found after it", async () => {
    vi.useFakeTimers();
    const found = detectTron(2000);
    await vi.advanceTimersByTimeAsync(1000);
    (window as TronWindow).tronWeb = {};
    await vi.advanceTimersByTimeAsync(100);
    await expect(found).resolves.toBe("Found");
    delete (window as TronWindow).tronWeb;
    let state: string | null = null;
    void detectTron(2000).then((s) => (state = s));
    await vi.advanceTimersByTimeAsync(2000);
    expect(state).toBeNull();
    await vi.advanceTimersByTimeAsync(100);
    expect(state).toBe("NotFound");
    (window as TronWindow).tronLink = {};
    await expect(detectTron(0)).resolves.toBe("Found");
  });

  it("asks for the account, then signs with TronLink's own TronWeb; a locked TronLink is an error", async () => {
    const request = vi.fn().mockResolvedValue(undefined);
    const signMessageV2 = vi.fn().mockResolvedValue("0xsig");
    (window as TronWindow).tronLink = { request, tronWeb: { defaultAddress: { base58: "TXYZ" }, trx: { signMessageV2 } } };
    await expect(connectAndSignTron("bind me")).resolves.toEqual({ address: "TXYZ", signature: "0xsig" });
    expect(request).toHaveBeenCalledWith({ method: "tron_requestAccounts" });
    expect(signMessageV2).toHaveBeenCalledWith("bind me");
    // an older TronLink: window.tronWeb only
    (window as TronWindow).tronLink = undefined;
    (window as TronWindow).tronWeb = { defaultAddress: { base58: "TOLD" }, trx: { signMessageV2 } };
    await expect(connectAndSignTron("m")).resolves.toEqual({ address: "TOLD", signature: "0xsig" });
    (window as TronWindow).tronWeb = { defaultAddress: { base58: false }, trx: { signMessageV2 } };
    await expect(connectAndSignTron("m")).rejects.toThrow("TronLink is locked or did not share an address");
    delete (window as TronWindow).tronWeb;
    await expect(connectAndSignTron("m")).rejects.toThrow("TronLink is locked");
  });
});

describe("TON", () => {
  it("an injected wallet is one with a bridge key that says it is injected", () => {
    const base = { name: "Tonkeeper", appName: "tonkeeper", imageUrl: "", aboutUrl: "", platforms: [] } as unknown as WalletInfo;
    expect(isInjected({ ...base, jsBridgeKey: "tonkeeper", injected: true, embedded: false } as WalletInfo)).toBe(true);
    expect(isInjected({ ...base, jsBridgeKey: "tonkeeper", injected: false, embedded: false } as WalletInfo)).toBe(false);
    expect(isInjected(base)).toBe(false);
    // a wallet that says it is injected but has no bridge to reach it by is not
    expect(isInjected({ ...base, injected: true, embedded: false } as WalletInfo)).toBe(false);
  });

  it("TonConnect loads once, with the app's own manifest and wallets list (nothing fetched from elsewhere) and its analytics off", async () => {
    const connector = await tonConnector();
    expect(await tonConnector()).toBe(connector);
    expect(TonConnect).toHaveBeenCalledTimes(1);
    expect(TonConnect).toHaveBeenCalledWith({
      manifestUrl: `${window.location.origin}/tonconnect-manifest.json`,
      walletsListSource: "/tonconnect/wallets-v2.json",
      analytics: { mode: "off" },
    });
  });

  it("the ton_proof of a connected wallet in the bind call's shape; none without a proof", () => {
    const account = { address: "0:abc", chain: "-239", publicKey: "pk", walletStateInit: "te6cc" };
    const proof = { timestamp: 1767225600, domain: { lengthBytes: 20, value: "play.pentagames.io" }, payload: "nonce-1", signature: "sig" };
    const wallet = { account, device: {}, provider: "http", connectItems: { tonProof: { name: "ton_proof", proof } } } as unknown as Wallet;
    expect(proofOf(wallet)).toEqual({
      address: "0:abc",
      signature: "sig",
      message: "nonce-1",
      public_key: "pk",
      timestamp: 1767225600,
      domain: "play.pentagames.io",
      state_init: "te6cc",
    });
    expect(proofOf({ ...wallet, account: { ...account, publicKey: undefined } } as unknown as Wallet)?.public_key).toBe("");
    expect(proofOf({ ...wallet, connectItems: { tonProof: { name: "ton_proof", error: { code: 0 } } } } as unknown as Wallet)).toBeNull();
    expect(proofOf({ ...wallet, connectItems: undefined } as unknown as Wallet)).toBeNull();
  });
});

describe("the messages a wallet signs (K13)", () => {
  it("a bind names the site, the kind of wallet, the account, the nonce and the Unix time in seconds", () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T10:00:00.900Z") });
    expect(bindMessage("Tron wallet", "alice", "n-123", "play.pentagames.io")).toBe(
      `play.pentagames.io asks you to bind this Tron wallet to the ${PRODUCT} account alice.\n\nNonce: n-123\nIssued At: ${Date.UTC(2026, 10, 26, 10) / 1000}`,
    );
    expect(bindMessage("wallet", "bob", "n-1")).toContain(`${window.location.host} asks you to bind this wallet to the ${PRODUCT} account bob.`);
    expect(SIGN_UP_PHRASE).toBe(`Sign up to ${PRODUCT}`);
  });

  it("sign-in and sign-up sign an EIP-4361 message: the phrase as its statement, this site, the wallet and chain, the nonce and the time", () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T10:00:00.900Z") });
    const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
    const site = { host: "play.pentagames.io", origin: "https://play.pentagames.io" } as Location;
    expect(walletMessage(SIGN_UP_PHRASE, { address, chainId: 3344, nonce: "a1b2c3d4e5f6a7b8c9d0e1f2" }, site)).toBe(
      `play.pentagames.io wants you to sign in with your Ethereum account:\n${address}\n\nSign up to ${PRODUCT}\n\nURI: https://play.pentagames.io\nVersion: 1\nChain ID: 3344\nNonce: a1b2c3d4e5f6a7b8c9d0e1f2\nIssued At: 2026-11-26T10:00:00.900Z`,
    );
    expect(LOGIN_STATEMENT).toBe(`Sign in to ${PRODUCT}`);
    expect(walletMessage(LOGIN_STATEMENT, { address, chainId: 3344, nonce: "a1b2c3d4e5f6a7b8c9d0e1f2" })).toContain(
      `${window.location.host} wants you to sign in`,
    );
  });
});

describe("the dev wallet (local stack)", () => {
  beforeEach(() => localStorage.clear());

  it("is on the product chain, switches only to it, and grants accounts when asked for permission", async () => {
    const wallet = createDevWalletProvider("http://127.0.0.1:1/rpc");
    expect(await wallet.request({ method: "eth_chainId" })).toBe(PRODUCT_CHAIN.hex);
    expect(
      await wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: PRODUCT_CHAIN.hex.toUpperCase().replace("0X", "0x") }] }),
    ).toBeNull();
    expect(await wallet.request({ method: "wallet_addEthereumChain", params: [{ chainId: PRODUCT_CHAIN.hex }] })).toBeNull();
    await expect(wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x1" }] })).rejects.toMatchObject({ code: 4902 });
    await expect(wallet.request({ method: "wallet_switchEthereumChain" })).rejects.toMatchObject({ code: 4902 });
    expect(await wallet.request({ method: "wallet_requestPermissions", params: [{ eth_accounts: {} }] })).toEqual([]);
    expect(await wallet.request({ method: "eth_accounts" })).toEqual([currentDevWallet()]);
  });

  it("forwards everything else to the local node, which signs; the node's error comes back with its code", async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const { method, id } = JSON.parse(init.body as string) as { method: string; id: number };
      const body = method === "eth_blockNumber" ? { jsonrpc: "2.0", id, result: "0x10" } : { jsonrpc: "2.0", id, error: { code: -32601, message: "nope" } };
      return new Response(JSON.stringify(body));
    });
    vi.stubGlobal("fetch", fetch);
    // the demo data's wallet: its key is the node's
    chooseDevWallet(DEV_WALLET_ADDRESS);
    const wallet = createDevWalletProvider("http://127.0.0.1:1/rpc");
    expect(await wallet.request({ method: "eth_blockNumber" })).toBe("0x10");
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("http://127.0.0.1:1/rpc");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(init.body as string)).toEqual({ jsonrpc: "2.0", id: 1, method: "eth_blockNumber", params: [] });
    await expect(wallet.request({ method: "personal_sign", params: ["0x68", DEV_WALLET_ADDRESS] })).rejects.toMatchObject({
      code: -32601,
      message: expect.stringContaining("nope"),
    });
    expect(JSON.parse(fetch.mock.calls[1]![1].body as string)).toMatchObject({ id: 2, method: "personal_sign", params: ["0x68", DEV_WALLET_ADDRESS] });
  });
});
