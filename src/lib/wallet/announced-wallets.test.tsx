// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

// The wallets this browser has, as EIP-6963 announces them, for the wallet list's preview.
async function load() {
  vi.resetModules();
  return (await import("./announced-wallets")).useAnnouncedWallets;
}
const announce = (info: unknown) => act(() => void window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: { info } })));
afterEach(() => vi.restoreAllMocks());

describe("the announced wallets", () => {
  it("asks the wallets that loaded first to announce again, and lists each one that does, once, with its icon", async () => {
    const asked = vi.fn();
    window.addEventListener("eip6963:requestProvider", asked);
    const useAnnouncedWallets = await load();
    const { result, unmount } = renderHook(() => useAnnouncedWallets());
    expect(asked).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual([]);
    announce({ rdns: "io.metamask", icon: "data:image/svg+xml,m" });
    announce({ rdns: "io.metamask", icon: "data:image/svg+xml,again" });
    announce({ rdns: "app.phantom" });
    expect(result.current).toEqual([
      { rdns: "io.metamask", icon: "data:image/svg+xml,m" },
      { rdns: "app.phantom", icon: "" },
    ]);
    // a second reader shares the list and the one listener: the wallets are not asked again
    const second = renderHook(() => useAnnouncedWallets());
    expect(second.result.current).toEqual(result.current);
    expect(asked).toHaveBeenCalledTimes(1);
    second.unmount();
    unmount();
    window.removeEventListener("eip6963:requestProvider", asked);
  });

  it("ignores an announcement without a reverse-DNS id", async () => {
    const useAnnouncedWallets = await load();
    const { result } = renderHook(() => useAnnouncedWallets());
    announce({ icon: "data:image/svg+xml,x" });
    announce({ rdns: 42 });
    announce(undefined);
    expect(result.current).toEqual([]);
  });

  it("a reader that left is not told of later wallets", async () => {
    const useAnnouncedWallets = await load();
    let renders = 0;
    const { unmount } = renderHook(() => {
      renders++;
      return useAnnouncedWallets();
    });
    unmount();
    const before = renders;
    announce({ rdns: "com.okex.wallet" });
    expect(renders).toBe(before);
  });
});
