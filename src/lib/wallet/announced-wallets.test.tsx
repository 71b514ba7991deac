// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

// The wallets this browser has, as EIP-6963 announces them, for the wallet list's preview. The DOM
// tests share one window, where wagmi's own EIP-6963 store listens too: the module's listener is
// taken from its registration and called directly, so no announcement of this test reaches that store.
let announced: ((event: Event) => void) | undefined;
const asked = vi.fn();
beforeEach(() => {
  announced = undefined;
  asked.mockClear();
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, "addEventListener").mockImplementation(
    (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      if (type === "eip6963:announceProvider") announced = listener as (event: Event) => void;
      else add(type, listener, options);
    },
  );
  const dispatch = window.dispatchEvent.bind(window);
  vi.spyOn(window, "dispatchEvent").mockImplementation((event: Event) => {
    if (event.type !== "eip6963:requestProvider") return dispatch(event);
    asked();
    return true;
  });
});
async function load() {
  vi.resetModules();
  return (await import("./announced-wallets")).useAnnouncedWallets;
}
const announce = (info: unknown) => act(() => announced?.(new CustomEvent("eip6963:announceProvider", { detail: { info } })));

describe("the announced wallets", () => {
  it("asks the wallets that loaded first to announce again, and lists each one that does, once, with its icon", async () => {
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
