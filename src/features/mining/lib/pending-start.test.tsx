// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CountdownLoader } from "../components/countdown-loader";
import { pendingStart, useStartLock, type PendingStart } from "./pending-start";

const START: PendingStart = {
  player: "ada",
  hash: `0x${"ab".repeat(32)}`,
  address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  mode: "fee",
  nfts: ["nft-1"],
  tokens: [],
};

describe("the pending mining start kept in this browser", () => {
  afterEach(() => localStorage.clear());

  it("is read back by the player who sent it, and by no one else", () => {
    pendingStart.save(START);
    expect(pendingStart.read("ada")).toEqual(START);
    expect(pendingStart.read("bob")).toBeNull();
    expect(pendingStart.read("ada")).toEqual(START); // another player's look does not drop it
  });

  it("follows a sped-up transaction to its replacement, and is gone once cleared", () => {
    pendingStart.save(START);
    const replacement = `0x${"cd".repeat(32)}` as const;
    pendingStart.replace(replacement);
    expect(pendingStart.read("ada")?.hash).toBe(replacement);
    pendingStart.clear();
    expect(pendingStart.read("ada")).toBeNull();
  });

  it("a replacement with nothing kept keeps nothing (the start already registered or forgotten)", () => {
    pendingStart.replace(`0x${"cd".repeat(32)}`);
    expect(localStorage.getItem("mining_pending_start")).toBeNull();
  });

  it("a record that is not one (edited by hand, an older shape) is dropped, not trusted", () => {
    for (const raw of ["{", JSON.stringify({ ...START, hash: "0x12" }), JSON.stringify({ ...START, mode: "free" })]) {
      localStorage.setItem("mining_pending_start", raw);
      expect(pendingStart.read("ada")).toBeNull();
      expect(localStorage.getItem("mining_pending_start")).toBeNull();
    }
  });
});

describe("the start's store locks the picks while a start is under way", () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    pendingStart.setActive(false);
  });

  it("under way from Confirm to its end in this page; kept while a sent one waits for its registration, for its player (after a reload too)", () => {
    const { result } = renderHook(() => useStartLock("ada"));
    expect(result.current).toBeNull();
    act(() => pendingStart.setActive(true));
    expect(result.current).toBe("under-way");
    act(() => pendingStart.setActive(false));
    expect(result.current).toBeNull();
    act(() => pendingStart.save(START));
    expect(result.current).toBe("kept");
    act(() => pendingStart.setActive(true));
    expect(result.current).toBe("under-way");
    act(() => pendingStart.setActive(false));
    expect(renderHook(() => useStartLock("bob")).result.current).toBeNull();
    act(() => pendingStart.clear());
    expect(result.current).toBeNull();
  });

  it("follows another tab of the browser: a start it keeps or forgets locks or frees the picks here, other keys change nothing", () => {
    const { result } = renderHook(() => useStartLock("ada"));
    // what the other tab wrote is in the shared storage; this page hears of it through the storage event
    localStorage.setItem("mining_pending_start", JSON.stringify(START));
    act(() => void window.dispatchEvent(new StorageEvent("storage", { key: "another_key" })));
    expect(result.current).toBeNull();
    act(() => void window.dispatchEvent(new StorageEvent("storage", { key: "mining_pending_start" })));
    expect(result.current).toBe("kept");
    localStorage.removeItem("mining_pending_start");
    act(() => void window.dispatchEvent(new StorageEvent("storage", { key: "mining_pending_start" })));
    expect(result.current).toBeNull();
  });

  it("stops listening to the other tabs when it unmounts", () => {
    const removed = vi.spyOn(window, "removeEventListener");
    renderHook(() => useStartLock("ada")).unmount();
    expect(removed.mock.calls.map(([kind]) => kind)).toContain("storage");
  });

  it("locks nothing on the server (the prerender), whatever a start is under way", () => {
    pendingStart.setActive(true);
    const Probe = () => createElement("p", null, String(useStartLock("ada")));
    expect(renderToString(createElement(Probe))).toBe("<p>null</p>");
  });

  it("the countdown goes on from the transaction's own time: 20 s after the send it shows 40, not 60 (K29)", () => {
    render(<CountdownLoader hash={START.hash} sentAt={Date.now() - 20_000} confirmations={0} />);
    expect(screen.getByText(/Verifying your transaction on chain/).textContent).toMatch(/: 4[01] s$/);
  });
});
