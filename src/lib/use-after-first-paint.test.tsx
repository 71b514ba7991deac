// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * What waits for the first paint (the wallet stack, say): false until a frame has painted and the
 * browser is idle (idle asked with a 1.5 s deadline), a timer where there is no idle callback
 * (Safari), never while prerendering. Frames and idle callbacks are stand-ins run by hand.
 */
let frames: Map<number, FrameRequestCallback>;
let idles: Map<number, { run: IdleRequestCallback; timeout?: number }>;
let nextId: number;

beforeEach(() => {
  vi.useFakeTimers();
  frames = new Map();
  idles = new Map();
  nextId = 1;
  vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => (frames.set(nextId, cb), nextId++));
  vi.stubGlobal("cancelAnimationFrame", (id: number) => frames.delete(id));
  vi.stubGlobal("requestIdleCallback", (run: IdleRequestCallback, o?: IdleRequestOptions) => (idles.set(nextId, { run, timeout: o?.timeout }), nextId++));
  vi.stubGlobal("cancelIdleCallback", (id: number) => idles.delete(id));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
  vi.doUnmock("./prerender");
});

const paint = () => act(() => [...frames.values()].forEach((cb) => cb(0)));
const idle = () => act(() => [...idles.values()].forEach(({ run }) => run({ didTimeout: false, timeRemaining: () => 10 })));

async function hook(prerendering = false) {
  vi.doMock("./prerender", () => ({ prerendering }));
  const { useAfterFirstPaint } = await import("./use-after-first-paint");
  return renderHook(() => useAfterFirstPaint());
}

describe("after the first paint", () => {
  it("is false until a frame has painted and then the browser is idle; idle is asked with a 1.5 s deadline", async () => {
    const { result } = await hook();
    expect(result.current).toBe(false);
    expect(idles.size).toBe(0);
    paint();
    expect(result.current).toBe(false);
    expect([...idles.values()].map((i) => i.timeout)).toEqual([1500]);
    idle();
    expect(result.current).toBe(true);
  });

  it("without requestIdleCallback (Safari), a timer after the frame", async () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    const { result } = await hook();
    paint();
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it("never while a page is prerendered: nothing is even asked for", async () => {
    const { result } = await hook(true);
    expect(frames.size).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(false);
  });

  it("unmounted before it fires: the frame, then the idle callback or the timer, are cancelled", async () => {
    const early = await hook();
    early.unmount();
    expect(frames.size).toBe(0);

    const late = await hook();
    paint();
    expect(idles.size).toBe(1);
    late.unmount();
    expect(idles.size).toBe(0);

    vi.stubGlobal("requestIdleCallback", undefined);
    const safari = await hook();
    paint();
    expect(vi.getTimerCount()).toBe(1);
    safari.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
