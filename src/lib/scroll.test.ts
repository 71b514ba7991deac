// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scrollToElement } from "./scroll";

/** A section `top` px (3000) down a 10000 px page, with a scroll margin of 80 px, the page scrolled to `from`, and a reduced-motion wish. */
function page({ reducedMotion, from = 0, top = 3000 }: { reducedMotion: boolean; from?: number; top?: number }) {
  const section = document.createElement("section");
  section.style.scrollMarginTop = "80px";
  document.body.append(section);
  let y = from;
  vi.spyOn(section, "getBoundingClientRect").mockImplementation(() => ({ top: top - y }) as DOMRect);
  Object.defineProperty(document.documentElement, "scrollHeight", { value: 10_000, configurable: true });
  Object.defineProperty(window, "scrollY", { get: () => y, configurable: true });
  const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(((_x: number, top: number) => void (y = top)) as typeof window.scrollTo);
  window.matchMedia = ((query: string) => ({ matches: reducedMotion && query.includes("reduce") })) as typeof window.matchMedia;
  return { section, scrollTo, at: () => y };
}

describe("scrollToElement (public-pages-mining.md §9: scroll-to-section 1500 ms)", () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance"] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it("eases to the section, less its scroll margin, in the time given: half way at half time, there at the end", async () => {
    const { section, at } = page({ reducedMotion: false });
    const done = scrollToElement(section, 1500);
    await vi.advanceTimersByTimeAsync(750);
    expect(at()).toBeGreaterThan(2920 * 0.45);
    expect(at()).toBeLessThan(2920 * 0.55);
    await vi.advanceTimersByTimeAsync(600);
    expect(at()).toBeLessThan(2920);
    await vi.advanceTimersByTimeAsync(200);
    await done;
    expect(at()).toBe(2920);
  });

  it("jumps at once for a player who asks for reduced motion", async () => {
    const { section, scrollTo, at } = page({ reducedMotion: true });
    await scrollToElement(section, 1500);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(at()).toBe(2920);
  });

  it("stops where it is when the player scrolls or presses a key", async () => {
    const { section, at } = page({ reducedMotion: false });
    const done = scrollToElement(section, 1500);
    await vi.advanceTimersByTimeAsync(500);
    window.dispatchEvent(new Event("wheel"));
    await done;
    const stopped = at();
    await vi.advanceTimersByTimeAsync(1500);
    expect(at()).toBe(stopped);
    expect(stopped).toBeLessThan(2920);
  });

  it("starts from where the page is and eases in and out: slow, then fast, then slow; on arrival it stops listening", async () => {
    await vi.advanceTimersByTimeAsync(10_000);
    const { section, at } = page({ reducedMotion: false, from: 1000 });
    const removed = vi.spyOn(window, "removeEventListener");
    const done = scrollToElement(section, 1500);
    const share = () => (at() - 1000) / (2920 - 1000);
    await vi.advanceTimersByTimeAsync(375);
    expect(share(), "a quarter of the time").toBeGreaterThan(0.1);
    expect(share()).toBeLessThan(0.15);
    await vi.advanceTimersByTimeAsync(750);
    expect(share(), "three quarters of the time").toBeGreaterThan(0.85);
    expect(share()).toBeLessThan(0.9);
    await vi.advanceTimersByTimeAsync(400);
    await done;
    expect(at()).toBe(2920);
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(["keydown", "mousedown", "touchstart", "wheel"]);
  });

  it("never past the page's end; no time given jumps at once", async () => {
    const { section, scrollTo, at } = page({ reducedMotion: false, top: 9900 });
    await scrollToElement(section, 0);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(at()).toBe(10_000 - window.innerHeight);
  });
});
