// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getBadgesQueryKey } from "@generated/api/campaign/@tanstack/react-query.gen";
import { getMiningTokensQueryKey } from "@generated/api/mining/@tanstack/react-query.gen";
import { getUserInfoByUsernameQueryKey, getUserInfoQueryKey } from "@generated/api/user/@tanstack/react-query.gen";
import { UNREACHABLE_SENTENCE } from "@/lib/api-error";
import { bindFailure, useUnbindWallet } from "./wallets";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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

describe("an unbind refused", () => {
  it("(the wallet unbound in another tab): said in a toast and in the dialog, and everything that follows the account's wallets is read again", async () => {
    const error = vi.spyOn(toast, "error");
    const refusal = "No EVM wallet is bound to this account";
    vi.stubGlobal("fetch", async () => Response.json({ status: false, message: refusal }, { status: 404 }));
    const client = new QueryClient();
    // the account's own view, its card, the badges it may claim (a claim needs a wallet), what it can mine
    const views = [getUserInfoQueryKey(), getUserInfoByUsernameQueryKey({ path: { username: "frank" } }), getBadgesQueryKey(), getMiningTokensQueryKey()];
    for (const key of views) client.setQueryData(key, { status: true });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useUnbindWallet(), { wrapper });
    result.current.mutate({ body: { kind: "evm" } });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(error).toHaveBeenCalledWith(refusal);
    expect(result.current.failure).toBe(refusal);
    expect(views.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, true, true]);
  });
});
