// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SUCCESS_INDICATOR_MS } from "@/config/constants";
import { SuccessIndicator } from "./badge-state";

describe("SuccessIndicator (K24: a success indicator stays 5 seconds)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows nothing before a success, the message for 5 s after it, then nothing", () => {
    const { rerender } = render(<SuccessIndicator at={0} message="Claimed!" />);
    expect(screen.getByRole("status").textContent).toBe("");
    rerender(<SuccessIndicator at={1} message="Claimed!" />);
    expect(screen.getByRole("status").textContent).toBe("Claimed!");
    act(() => void vi.advanceTimersByTime(SUCCESS_INDICATOR_MS - 1));
    expect(screen.getByRole("status").textContent).toBe("Claimed!");
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("a second success starts the 5 s again", () => {
    const { rerender } = render(<SuccessIndicator at={1} message="Claimed!" />);
    act(() => void vi.advanceTimersByTime(4_000));
    rerender(<SuccessIndicator at={2} message="Claimed!" />);
    act(() => void vi.advanceTimersByTime(4_000));
    expect(screen.getByRole("status").textContent).toBe("Claimed!");
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
