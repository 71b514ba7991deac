// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { storage, STORAGE_KEYS } from "@/lib/storage-keys";
import { afterSignIn, loginWidgetMode, startAirdropSignIn } from "./after-sign-in";

/** Where a sign-in goes (accounts-identity.md §4): the widget's mode, the airdrop's flags, the redirect. */
describe("after a sign-in", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("goes to the redirect URL when it is a path of the site, else to /account", () => {
    expect(afterSignIn("/mine/stats?tab=1")).toBe("/mine/stats?tab=1");
    expect(afterSignIn("https://evil.example/")).toBe("/account");
    expect(afterSignIn("//evil.example")).toBe("/account");
    expect(afterSignIn()).toBe("/account");
  });

  it("goes nowhere in login-widget mode (the widget goes on to its approve prompt), and keeps the airdrop's flags", () => {
    loginWidgetMode.set(true);
    startAirdropSignIn();
    expect(afterSignIn("/mine")).toBeNull();
    expect(storage.get(STORAGE_KEYS.isLoginVerifyAirdrop)).toBe("true");
    loginWidgetMode.set(false);
    expect(afterSignIn("/mine")).toBe("/verify-airdrop");
  });

  it("the airdrop sign-in sets both flags; its sign-in goes to /verify-airdrop once and ends them", () => {
    startAirdropSignIn();
    expect(storage.get(STORAGE_KEYS.isFromAirdrop)).toBe("true");
    expect(storage.get(STORAGE_KEYS.isLoginVerifyAirdrop)).toBe("true");
    expect(afterSignIn("/mine")).toBe("/verify-airdrop");
    expect(storage.get(STORAGE_KEYS.isFromAirdrop)).toBeNull();
    expect(storage.get(STORAGE_KEYS.isLoginVerifyAirdrop)).toBeNull();
    expect(afterSignIn("/mine")).toBe("/mine");
  });

  it("only the value 'true' sends to /verify-airdrop, and any value of the flags is ended", () => {
    storage.set(STORAGE_KEYS.isLoginVerifyAirdrop, "false");
    storage.set(STORAGE_KEYS.isFromAirdrop, "true");
    expect(afterSignIn()).toBe("/account");
    expect(storage.get(STORAGE_KEYS.isLoginVerifyAirdrop)).toBeNull();
    expect(storage.get(STORAGE_KEYS.isFromAirdrop)).toBeNull();
  });
});
