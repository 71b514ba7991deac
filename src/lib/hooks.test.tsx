// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PRODUCT } from "@/config/brand";
import { useDebouncedCallback } from "./use-debounced-callback";
import { useDebouncedValue } from "./use-debounced-value";
import { useDocumentTitle } from "./use-document-title";

/** The small hooks that time and title the pages (K06's debounces, the public-pages-mining.md §5 search delay). */
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a debounced callback", () => {
  it("runs once, with the last call's arguments, when calls have stopped for the delay", () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(fn, 1000));
    result.current("a");
    vi.advanceTimersByTime(999);
    result.current("b");
    vi.advanceTimersByTime(999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith("b");
    // and again for a later call
    result.current("c");
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenLastCalledWith("c");
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("calls the latest function given, and nothing after unmount", () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender, unmount } = renderHook(({ fn }) => useDebouncedCallback(fn, 500), { initialProps: { fn: first } });
    result.current();
    rerender({ fn: second });
    vi.advanceTimersByTime(500);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    result.current();
    unmount();
    vi.advanceTimersByTime(500);
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe("a debounced value", () => {
  it("follows the value once it has stopped changing for the delay", () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 500), { initialProps: { v: "a" } });
    expect(result.current).toBe("a");
    rerender({ v: "ab" });
    act(() => vi.advanceTimersByTime(499));
    rerender({ v: "abc" });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe("a");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe("abc");
  });
});

describe("the page's title and description", () => {
  it("names the page and the product once; no title is the product alone", () => {
    document.head.replaceChildren(Object.assign(document.createElement("meta"), { name: "description", content: "before" }));
    const { rerender } = renderHook(({ title, description }) => useDocumentTitle(title, description), {
      initialProps: { title: "alice", description: "alice's card" as string | undefined },
    });
    expect(document.title).toBe(`alice · ${PRODUCT}`);
    expect(document.querySelector('meta[name="description"]')!.getAttribute("content")).toBe("alice's card");
    rerender({ title: "", description: undefined });
    expect(document.title).toBe(PRODUCT);
    expect(document.querySelector('meta[name="description"]')!.getAttribute("content")).toBe("alice's card");
  });
});
