import { afterEach, describe, expect, it, vi } from "vitest";
import { copyText } from "./clipboard";

afterEach(() => vi.unstubAllGlobals());

describe("copying to the clipboard never throws (no navigator.clipboard outside a secure context)", () => {
  it("no Clipboard API (a page over plain http): not copied, no throw", async () => {
    vi.stubGlobal("navigator", {});
    expect(await copyText("0xabc")).toBe(false);
  });

  it("no navigator at all (the prerender, on the server): not copied, no throw", async () => {
    vi.stubGlobal("navigator", undefined);
    expect(await copyText("0xabc")).toBe(false);
  });

  it("a browser that refuses the write: not copied, no throw", async () => {
    vi.stubGlobal("navigator", { clipboard: { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) } });
    expect(await copyText("0xabc")).toBe(false);
  });

  it("copied where the browser allows it", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    expect(await copyText("0xabc")).toBe(true);
    expect(writeText).toHaveBeenCalledWith("0xabc");
  });
});
