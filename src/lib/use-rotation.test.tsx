// @vitest-environment jsdom
import { act, cleanup, render, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockMatchMedia } from "@/components/testing/jsdom-gaps";
import { prefersReducedMotion, useRotation } from "./use-rotation";

const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

/** A box of two controls that holds the rotation, as a banner does with its dots and its pause button. */
function Box({ onIndex }: { onIndex: (index: number) => void }) {
  const { index, holdHandlers } = useRotation(3, 1000);
  onIndex(index);
  return (
    <div {...holdHandlers}>
      <button type="button">first</button>
      <button type="button">second</button>
    </div>
  );
}

describe("useRotation (WCAG 2.2.2: what moves by itself holds for the player)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("a browser without matchMedia, or no window at all (the prerender), has not asked for reduced motion", () => {
    vi.stubGlobal("matchMedia", undefined);
    expect(prefersReducedMotion()).toBe(false);
    vi.stubGlobal("window", undefined);
    expect(prefersReducedMotion()).toBe(false);
    vi.unstubAllGlobals();
    mockMatchMedia(true);
    expect(prefersReducedMotion()).toBe(true);
  });

  it("focus moving from one control to another inside the box keeps it still; focus leaving the box lets it move", () => {
    mockMatchMedia(false);
    let shown = -1;
    const { getByText } = render(<Box onIndex={(i) => (shown = i)} />);
    const [first, second] = [getByText("first"), getByText("second")];
    act(() => first.focus());
    wait(2500);
    expect(shown).toBe(0);
    act(() => second.focus());
    wait(2500);
    expect(shown, "focus within").toBe(0);
    act(() => second.blur());
    wait(1000);
    expect(shown).toBe(1);
  });

  it("a single item never starts a timer", () => {
    mockMatchMedia(false);
    renderHook(() => useRotation(1, 1000));
    expect(vi.getTimerCount()).toBe(0);
    renderHook(() => useRotation(2, 1000));
    expect(vi.getTimerCount()).toBe(1);
  });
});
