import { afterEach, describe, expect, it, vi } from "vitest";
import { brandOf, offeredBrands, onPhone, WALLET_BRANDS, WALLETCONNECT_APPS } from "./brands";
import { walletError } from "./wallet-error";

/** The wallet panel's data (accounts-identity.md §2): each wallet's links, and who is offered what. */
describe("the wallets' links", () => {
  const page = new URL("https://play.pentagames.io/sign-in?redirectUrl=%2Fmine#x");
  const openIn = (name: string) => WALLET_BRANDS.find((b) => b.name === name)!.openIn!(page);

  it("a connector's id names its wallet (an EIP-6963 rdns); another id, or none, names none", () => {
    expect(brandOf("io.metamask")?.name).toBe("MetaMask");
    expect(brandOf("com.okex.wallet")?.name).toBe("OKX");
    expect(brandOf("injected")).toBeUndefined();
    expect(brandOf(undefined)).toBeUndefined();
  });

  it("open this page in each wallet's in-app browser by its documented universal link", () => {
    expect(openIn("MetaMask")).toBe("https://link.metamask.io/dapp/play.pentagames.io/sign-in?redirectUrl=%2Fmine");
    expect(openIn("OKX")).toBe(
      `https://web3.okx.com/download?deeplink=${encodeURIComponent(`okx://wallet/dapp/url?dappUrl=${encodeURIComponent(page.href)}`)}`,
    );
    expect(decodeURIComponent(new URL(openIn("OKX")).searchParams.get("deeplink")!)).toBe(`okx://wallet/dapp/url?dappUrl=${page.href}`);
    expect(openIn("Phantom")).toBe(`https://phantom.app/ul/browse/${encodeURIComponent(page.href)}?ref=${encodeURIComponent("https://play.pentagames.io")}`);
    expect(WALLET_BRANDS.filter((b) => b.openIn).map((b) => b.name)).toEqual(["MetaMask", "OKX", "Phantom"]);
  });

  it("hand a WalletConnect pairing link to the phone's wallet apps", () => {
    const uri = "wc:abc@2?relay-protocol=irn&symKey=k";
    expect(WALLETCONNECT_APPS.map((a) => a.link(uri))).toEqual([
      `metamask://wc?uri=${encodeURIComponent(uri)}`,
      `https://link.trustwallet.com/wc?uri=${encodeURIComponent(uri)}`,
      uri,
    ]);
  });
});

describe("who is offered what", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it("WalletConnect only with a project id; every other wallet always, in the panel's order", () => {
    vi.stubEnv("VITE_WALLETCONNECT_PROJECT_ID", "");
    expect(offeredBrands().map((b) => b.name)).toEqual(["Coin98", "MetaMask", "OKX", "Phantom"]);
    vi.stubEnv("VITE_WALLETCONNECT_PROJECT_ID", "3f1c6b0e2a8d4c5e9b7a1d2c3e4f5a6b");
    expect(offeredBrands().map((b) => b.name)).toEqual(["Coin98", "MetaMask", "OKX", "WalletConnect", "Phantom"]);
  });

  it("a phone is told by the browser's hint, else by its user agent; no browser is no phone", () => {
    vi.stubGlobal("navigator", { userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36" });
    expect(onPhone()).toBe(true);
    vi.stubGlobal("navigator", { userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)" });
    expect(onPhone()).toBe(true);
    vi.stubGlobal("navigator", { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0" });
    expect(onPhone()).toBe(false);
    vi.stubGlobal("navigator", { userAgent: "Mozilla/5.0 (Linux; Android 14) Mobile", userAgentData: { mobile: false } });
    expect(onPhone()).toBe(false);
    vi.stubGlobal("navigator", { userAgent: "Mozilla/5.0 (X11; Linux x86_64)", userAgentData: { mobile: true } });
    expect(onPhone()).toBe(true);
    vi.stubGlobal("navigator", undefined);
    expect(onPhone()).toBe(false);
  });
});

describe("a wallet's failure as the player reads it", () => {
  it("viem's short message, else the caller's text", () => {
    expect(walletError({ shortMessage: "User rejected the request." }, "Could not connect")).toBe("User rejected the request.");
    for (const error of [{ shortMessage: "" }, { shortMessage: 5 }, { message: "long" }, new Error("x"), null, undefined, "text"])
      expect(walletError(error, "Could not connect"), JSON.stringify(error)).toBe("Could not connect");
  });
});
