// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { newSessionEpoch, readKept, writeKept } from "./kept-intents";

describe("kept intents (the keys of unanswered writes across a reload)", () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it("one per name, in the tab's sessionStorage; null forgets it; a broken one reads as none", () => {
    writeKept("sign-up", { key: "k1", digest: "d1" });
    writeKept("other", { key: "k2", digest: "d2" });
    expect(readKept("sign-up")).toEqual({ key: "k1", digest: "d1" });
    expect(JSON.parse(sessionStorage.getItem("intent:other")!)).toEqual({ key: "k2", digest: "d2" });
    writeKept("sign-up", null);
    expect(readKept("sign-up")).toBeNull();
    expect(sessionStorage.getItem("intent:sign-up")).toBeNull();
    expect(readKept("other")).toEqual({ key: "k2", digest: "d2" });
    sessionStorage.setItem("intent:sign-up", "{not json");
    expect(readKept("sign-up")).toBeNull();
  });

  it("kept within the session: read back until a new session epoch, which leaves the keys kept without one", () => {
    writeKept("sign-in-link", { key: "k1", digest: "d1" }, true);
    writeKept("sign-up", { key: "k2", digest: "d2" });
    const epoch = localStorage.getItem("intent_epoch");
    expect(epoch).toMatch(/^[0-9a-f-]{36}$/);
    expect(readKept("sign-in-link", true)).toEqual({ key: "k1", digest: "d1", epoch });
    newSessionEpoch();
    expect(localStorage.getItem("intent_epoch")).not.toBe(epoch);
    expect(readKept("sign-in-link", true)).toBeNull();
    expect(readKept("sign-up")).toEqual({ key: "k2", digest: "d2" });
    // one kept without an epoch is not one of this session's
    sessionStorage.setItem("intent:sign-in-link", JSON.stringify({ key: "k3", digest: "d3" }));
    expect(readKept("sign-in-link", true)).toBeNull();
    // storage cleared by the player: another epoch is drawn, and the key kept before is none
    writeKept("sign-in-link", { key: "k4", digest: "d4" }, true);
    localStorage.clear();
    expect(readKept("sign-in-link", true)).toBeNull();
  });

  it("storage that refuses (a private mode, a sandboxed frame) reads as nothing kept and throws nowhere", () => {
    const refuse = () => {
      throw new DOMException("denied", "SecurityError");
    };
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(refuse);
    vi.spyOn(window, "localStorage", "get").mockImplementation(refuse);
    expect(readKept("sign-up")).toBeNull();
    expect(readKept("sign-in-link", true)).toBeNull();
    expect(() => writeKept("sign-up", { key: "k", digest: "d" })).not.toThrow();
    expect(() => writeKept("sign-in-link", { key: "k", digest: "d" }, true)).not.toThrow();
    expect(() => writeKept("sign-up", null)).not.toThrow();
    expect(() => newSessionEpoch()).not.toThrow();
    // the storage back before the file's clean-up (vitest.dom-setup.ts) empties it
    vi.restoreAllMocks();
  });
});
