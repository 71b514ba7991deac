import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { copyText, copyWithToast, COPY_REFUSED } from "./clipboard";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

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

describe("a copy button's toast (accounts-identity.md §8, ACC-T054)", () => {
  it("copied: 'Coppied {value}', the spec's spelling, for any copied value", async () => {
    vi.stubGlobal("navigator", { clipboard: { writeText: () => Promise.resolve() } });
    await copyWithToast("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
    expect(toast.success).toHaveBeenCalledWith("Coppied 0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("not copied: says so, and how to copy it instead", async () => {
    vi.stubGlobal("navigator", {});
    await copyWithToast("0xabc");
    expect(toast.error).toHaveBeenCalledWith(COPY_REFUSED);
    expect(toast.success).not.toHaveBeenCalled();
  });
});
