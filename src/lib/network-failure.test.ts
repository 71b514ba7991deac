import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, heldIfAnswered, isNetworkFailure, OFFLINE_SENTENCE, UNREACHABLE_SENTENCE, unreachableSentence, writeFailure } from "./api-error";

describe("a call that never got an answer", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is a fetch's TypeError, or a page's code that could not be loaded; an answer is not", () => {
    expect(isNetworkFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(isNetworkFailure(new TypeError("anything"))).toBe(true);
    for (const message of [
      "Failed to fetch dynamically imported module: /assets/x.js",
      "Importing a module script failed.",
      "Load failed",
      "NetworkError when attempting to fetch resource.",
    ])
      expect(isNetworkFailure(new Error(message)), message).toBe(true);
    expect(isNetworkFailure(new Error("Request failed with status 500"))).toBe(false);
    expect(isNetworkFailure({ message: "Failed to fetch" })).toBe(false);
    expect(isNetworkFailure("Failed to fetch")).toBe(false);
  });

  it("says offline when the browser is offline, else that the server could not be reached", () => {
    vi.stubGlobal("navigator", { onLine: false });
    expect(unreachableSentence()).toBe(OFFLINE_SENTENCE);
    vi.stubGlobal("navigator", { onLine: true });
    expect(unreachableSentence()).toBe(UNREACHABLE_SENTENCE);
    vi.stubGlobal("navigator", {});
    expect(unreachableSentence()).toBe(UNREACHABLE_SENTENCE);
    vi.stubGlobal("navigator", undefined);
    expect(unreachableSentence()).toBe(UNREACHABLE_SENTENCE);
  });
});

describe("a failed call as the UI sees it", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("the contract's error body: its message and its field errors", () => {
    expect(apiError({ status: false, message: "Username is taken", errors: [{ path: "username", message: "Taken" }] }, "Could not register")).toEqual({
      message: "Username is taken",
      fields: { username: "Taken" },
      fromBackend: true,
    });
    // a body without field errors has none (strict: no field of an undefined path)
    expect(apiError({ status: false, message: "" }, "Could not register")).toStrictEqual({ message: "Could not register", fields: {}, fromBackend: true });
  });

  it("no answer: the caller's text, then what failed and what to do, in one sentence each", () => {
    vi.stubGlobal("navigator", { onLine: false });
    expect(apiError(new TypeError("Failed to fetch"), "Could not register.")).toEqual({
      message: `Could not register. ${OFFLINE_SENTENCE}`,
      fields: {},
      fromBackend: false,
    });
    vi.stubGlobal("navigator", { onLine: true });
    expect(apiError(new TypeError("Failed to fetch"), "Could not save").message).toBe(`Could not save. ${UNREACHABLE_SENTENCE}`);
    expect(apiError(new TypeError("Failed to fetch"), "").message).toBe(UNREACHABLE_SENTENCE);
    // the caller's "Please try again" gives way to what to do
    expect(apiError(new TypeError("Failed to fetch"), "Could not update your profile. Please try again.").message).toBe(
      `Could not update your profile. ${UNREACHABLE_SENTENCE}`,
    );
    expect(apiError(new TypeError("Failed to fetch"), "Could not save. Please try again").message).toBe(`Could not save. ${UNREACHABLE_SENTENCE}`);
    expect(apiError(new TypeError("Failed to fetch"), "Please try again.").message).toBe(UNREACHABLE_SENTENCE);
    // only a closing "Please try again" and the closing full stop give way: the rest of the text stays whole
    expect(apiError(new TypeError("Failed to fetch"), "Could not open v1.2. Please try again later.").message).toBe(
      `Could not open v1.2. Please try again later. ${UNREACHABLE_SENTENCE}`,
    );
  });

  it("anything else (a body the validator refused): the caller's text alone", () => {
    expect(apiError(new Error("ZodError"), "Could not save")).toEqual({ message: "Could not save", fields: {}, fromBackend: false });
  });
});

describe("a failed write", () => {
  afterEach(() => vi.unstubAllGlobals());
  const lost = new TypeError("Failed to fetch");
  const refusal = { status: false, message: "Badge already claimed elsewhere" };

  it("refused: the server's words, else the caller's; lost: that it may be done already, then why and what to do", () => {
    vi.stubGlobal("navigator", { onLine: true });
    expect(writeFailure(refusal, "Could not claim the badge", "the badge may be claimed already")).toBe("Badge already claimed elsewhere");
    expect(writeFailure({ status: false, message: "" }, "Could not claim the badge", "the badge may be claimed already")).toBe("Could not claim the badge");
    expect(writeFailure(lost, "Could not claim the badge", "the badge may be claimed already")).toBe(
      `No answer came: the badge may be claimed already. ${UNREACHABLE_SENTENCE}`,
    );
    vi.stubGlobal("navigator", { onLine: false });
    expect(writeFailure(lost, "x", "that session may be signed out already")).toBe(
      `No answer came: that session may be signed out already. ${OFFLINE_SENTENCE}`,
    );
  });

  it("its re-read holds it only when the server answered", () => {
    const reread = Promise.resolve("read");
    expect(heldIfAnswered(refusal, reread)).toBe(reread);
    expect(heldIfAnswered(new Error("Request failed with status 500"), reread)).toBe(reread);
    expect(heldIfAnswered(lost, reread)).toBeUndefined();
  });
});
