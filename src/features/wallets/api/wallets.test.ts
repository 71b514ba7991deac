import { describe, expect, it } from "vitest";
import { UNREACHABLE_SENTENCE } from "@/lib/api-error";
import { bindFailure } from "./wallets";

/** What a failed bind says (accounts-identity.md §8): the spec's text first, then what failed and what to do. */
describe("a bind's failure, in words", () => {
  it("the wallet declined or could not sign (nothing sent): its reason, and that nothing was sent", () => {
    expect(bindFailure("MetaMask", { name: "UserRejectedRequestError", shortMessage: "User rejected the request." })).toBe(
      "There was an issue binding your MetaMask account. User rejected the request. Nothing was sent: try again.",
    );
    expect(bindFailure("Tron", new Error("TronLink is locked or did not share an address"))).toBe(
      "There was an issue binding your Tron account. TronLink is locked or did not share an address. Nothing was sent: try again.",
    );
    expect(bindFailure("MetaMask", "declined")).toBe("There was an issue binding your MetaMask account. The wallet did not sign. Nothing was sent: try again.");
  });

  it("the server's refusal is said as the server said it, sent or not (the nonce is asked for before signing)", () => {
    const refusal = { status: false, message: "The bind message names another account" };
    expect(bindFailure("MetaMask", refusal, true)).toBe(refusal.message);
    expect(bindFailure("Tron", refusal)).toBe(refusal.message);
  });

  it("no answer: before sending, the server could not be reached; after, the bind may be done", () => {
    const lost = new TypeError("Failed to fetch");
    expect(bindFailure("Ton", lost)).toBe(`There was an issue binding your Ton account. ${UNREACHABLE_SENTENCE}`);
    expect(bindFailure("Ton", lost, true)).toMatch(/^There was an issue binding your Ton account\. The answer did not come back: it may be bound already\./);
  });

  it("a sent bind that failed another way says the spec's text alone", () => {
    expect(bindFailure("MetaMask", new Error("boom"), true)).toBe("There was an issue binding your MetaMask account.");
  });
});
