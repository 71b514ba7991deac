// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAppRouter, recentTouch } from "./router";

/** A document stand-in that dispatches the touch events a test names. */
function screen() {
  const listeners = new Map<string, ((e: Event) => void)[]>();
  return {
    addEventListener: (type: string, listener: (e: Event) => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    fire: (type: string, touches = 0) => listeners.get(type)?.forEach((l) => l({ type, touches: { length: touches } } as unknown as Event)),
  };
}

describe("a touch is not a link's intent to preload (recentTouch)", () => {
  afterEach(() => vi.restoreAllMocks());
  const at = (ms: number) => vi.spyOn(performance, "now").mockReturnValue(ms);

  it("is false before any touch, true while a finger is down and for a second after it lifts", () => {
    const s = screen();
    const touch = recentTouch(s as unknown as Document);
    at(5_000);
    expect(touch.now()).toBe(false);
    s.fire("touchstart", 1);
    at(60_000);
    expect(touch.now()).toBe(true);
    at(10_000);
    s.fire("touchend");
    at(10_999);
    expect(touch.now()).toBe(true);
    at(11_000);
    expect(touch.now()).toBe(false);
  });

  it("stays true while another finger is still down, and after a cancelled touch", () => {
    const s = screen();
    const touch = recentTouch(s as unknown as Document);
    s.fire("touchstart", 2);
    at(1_000);
    s.fire("touchend", 1);
    at(9_000);
    expect(touch.now()).toBe(true);
    s.fire("touchcancel", 0);
    at(9_500);
    expect(touch.now()).toBe(true);
    at(10_000);
    expect(touch.now()).toBe(false);
  });

  it("is false where there is no document", () => {
    expect(recentTouch(null).now()).toBe(false);
  });
});

describe("the app's router takes no touch for a link's intent", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a preload asked during a touch does nothing; one asked well after it goes to the router", async () => {
    const router = createAppRouter(new QueryClient(), createMemoryHistory({ initialEntries: ["/"] }));
    // the router's own preload starts by building the location: here it says it was reached
    const reached = vi.spyOn(router, "buildLocation").mockImplementation(() => {
      throw new Error("the router preloads");
    });
    const now = vi.spyOn(performance, "now").mockReturnValue(1_000);
    document.dispatchEvent(new Event("touchstart"));
    await expect(router.preloadRoute({ to: "/faq" })).resolves.toBeUndefined();
    document.dispatchEvent(Object.assign(new Event("touchend"), { touches: [] }));
    await expect(router.preloadRoute({ to: "/faq" })).resolves.toBeUndefined();
    expect(reached).not.toHaveBeenCalled();
    now.mockReturnValue(2_000);
    await expect(router.preloadRoute({ to: "/faq" })).rejects.toThrow("the router preloads");
    expect(reached).toHaveBeenCalledOnce();
  });
});
