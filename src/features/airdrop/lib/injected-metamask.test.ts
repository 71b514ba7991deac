// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { findMetaMask } from "./injected-metamask";
import { badgeOfType, BADGES } from "./badges";

/** MetaMask for the airdrop's wallet steps: announced (EIP-6963) first, else the legacy injection. */
describe("finding MetaMask", () => {
  const provider = (name: string) => ({ name, request: vi.fn() });
  const announce = (rdns: string, p: object) => (e: Event) =>
    e.type === "eip6963:requestProvider" &&
    window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: { info: { rdns, name: rdns, uuid: rdns, icon: "" }, provider: p } }));
  const listeners: ((e: Event) => void)[] = [];
  const wallet = (rdns: string, p: object) => {
    const l = announce(rdns, p);
    listeners.push(l);
    window.addEventListener("eip6963:requestProvider", l);
  };
  afterEach(() => {
    for (const l of listeners.splice(0)) window.removeEventListener("eip6963:requestProvider", l);
    delete (window as { ethereum?: unknown }).ethereum;
    vi.useRealTimers();
  });

  it("takes the provider announced as io.metamask, not another wallet's, nor the legacy one", async () => {
    const metamask = provider("metamask");
    wallet("com.okex.wallet", provider("okx"));
    wallet("io.metamask", metamask);
    (window as { ethereum?: unknown }).ethereum = { ...provider("legacy"), isMetaMask: true };
    expect(await findMetaMask(10)).toBe(metamask);
  });

  it("else a legacy window.ethereum that says it is MetaMask; else none", async () => {
    wallet("com.okex.wallet", provider("okx"));
    const legacy = { ...provider("legacy"), isMetaMask: true };
    (window as { ethereum?: unknown }).ethereum = legacy;
    expect(await findMetaMask(10)).toBe(legacy);
    (window as { ethereum?: unknown }).ethereum = { ...provider("other") };
    expect(await findMetaMask(10)).toBeNull();
  });

  it("waits the given time for announcements, and answers when it is over", async () => {
    vi.useFakeTimers();
    const metamask = provider("late");
    let settled: unknown = "pending";
    void findMetaMask(300).then((p) => (settled = p));
    // a wallet that answers late, within the wait
    await vi.advanceTimersByTimeAsync(299);
    window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: { info: { rdns: "io.metamask" }, provider: metamask } }));
    expect(settled).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(metamask);
    // a wallet that answers after the wait is too late
    settled = "pending";
    void findMetaMask(300).then((p) => (settled = p));
    await vi.advanceTimersByTimeAsync(300);
    window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: { info: { rdns: "io.metamask" }, provider: metamask } }));
    expect(settled).toBeNull();
  });
});

describe("announcements that say nothing", () => {
  it("one without a body or without its info is ignored, raises no error of its own on the page, and the listener goes with the wait", async () => {
    // this module's own errors: other listeners of the page may throw on such announcements (wagmi's
    // EIP-6963 store, when a test file before this one in the worker loaded it)
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => String((e.error as Error | undefined)?.stack).includes("injected-metamask.ts") && errors.push(e.error);
    window.addEventListener("error", onError);
    const removed = vi.spyOn(window, "removeEventListener");
    const metamask = { request: vi.fn() };
    const found = findMetaMask(10);
    window.dispatchEvent(new Event("eip6963:announceProvider"));
    window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: { provider: {} } }));
    window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: { info: { rdns: "io.metamask" }, provider: metamask } }));
    expect(await found).toBe(metamask);
    window.removeEventListener("error", onError);
    expect(errors).toEqual([]);
    expect(removed.mock.calls.map(([type]) => type)).toContain("eip6963:announceProvider");
    removed.mockRestore();
  });
});

describe("badges by their route's type", () => {
  it("finds each badge by its type, and nothing for another", () => {
    for (const b of BADGES) expect(badgeOfType(b.type)).toBe(b);
    expect(badgeOfType("legendary")).toBeUndefined();
    expect(badgeOfType("COMMON")).toBeUndefined();
  });
});
