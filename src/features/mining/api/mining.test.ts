import { beforeEach, describe, expect, it, vi } from "vitest";

const sdk = vi.hoisted(() => ({ txCheck: vi.fn(), participateWithTx: vi.fn() }));
vi.mock("@generated/api/mining/sdk.gen", async (original) => ({ ...(await original<object>()), ...sdk }));
vi.mock("@/lib/analytics", () => ({ trackEvent: vi.fn() }));

const { isNotYet, isUnusedMineTx, parseRetryAfter, registerOnChainStart, retryAfterSeconds } = await import("./mining");

/** A generated call's result for a failed answer (throwOnError off): the parsed body, and the response. */
const answer = (status: number, error: object, headers: Record<string, string> = {}) => ({ error, response: new Response(null, { status, headers }) });

const start = { nfts: ["nft-1"], tokens: [], address: "0x00000000000000000000000000000000000000aa", mode: "fee" as const };
const keysSent = () =>
  [...sdk.txCheck.mock.calls, ...sdk.participateWithTx.mock.calls].map(
    ([options]) => (options as { headers: Record<string, string> }).headers["Idempotency-Key"],
  );

describe("an on-chain start tells the server once per transaction", () => {
  beforeEach(() => {
    sdk.txCheck.mockReset().mockResolvedValue({ data: { status: true }, response: new Response(null, { status: 200 }) });
    sdk.participateWithTx
      .mockReset()
      .mockResolvedValue({ data: { status: true, message: "Successfully started mining" }, response: new Response(null, { status: 200 }) });
  });

  it("both calls carry an Idempotency-Key that follows from the transaction: a retry or the resume after a reload sends the same keys, another transaction others", async () => {
    await registerOnChainStart({ ...start, txHash: "0xabc" });
    await registerOnChainStart({ ...start, txHash: "0xabc" });
    await registerOnChainStart({ ...start, txHash: "0xdef" });
    const [check1, check2, check3, start1, start2, start3] = keysSent();
    expect([check1, start1]).toEqual(["tx-check-0xabc", "mining-start-0xabc"]);
    expect([check2, start2]).toEqual([check1, start1]);
    expect([check3, start3]).toEqual(["tx-check-0xdef", "mining-start-0xdef"]);
    // within the contract's key (1-255 visible ASCII characters), one per operation
    for (const key of keysSent()) expect(key).toMatch(/^[\x21-\x7E]{1,255}$/);
  });

  it("after the server refused it, the next attempt asks anew (new keys: the kept refusal would answer the same ones); no answer keeps them", async () => {
    const refused = { status: false, message: "The transaction was sent by another address" };
    sdk.txCheck.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(answer(422, refused));
    await expect(registerOnChainStart({ ...start, txHash: "0x123" })).rejects.toThrow("Failed to fetch");
    await expect(registerOnChainStart({ ...start, txHash: "0x123" })).rejects.toEqual(refused);
    await registerOnChainStart({ ...start, txHash: "0x123" });
    const [lost, refusedKey, asked, started] = keysSent();
    // a resend after no answer is a repeat
    expect(refusedKey).toBe(lost);
    expect(refusedKey).toBe("tx-check-0x123");
    // after the refusal: new keys for both operations, within the contract's key
    expect(asked).toMatch(/^tx-check-0x123-[0-9a-f-]{36}$/);
    expect(started).toMatch(/^mining-start-0x123-[0-9a-f-]{36}$/);
    expect(started.slice("mining-start-0x123".length)).toBe(asked.slice("tx-check-0x123".length));
    expect(isNotYet(refused)).toBe(false);
  });

  it("an answer to try again later (a 503, or Retry-After: its blocks not there yet, the first request still handled) is no refusal: marked, and the next attempt sends the same keys", async () => {
    const early = { status: false, message: "The transaction needs 2 more blocks. Please try again in a moment." };
    const running = { status: false, message: "A request with this Idempotency-Key is still being handled" };
    sdk.txCheck.mockResolvedValueOnce(answer(503, early, { "Retry-After": "4" }));
    sdk.participateWithTx.mockResolvedValueOnce(answer(409, running, { "Retry-After": "1" }));
    await expect(registerOnChainStart({ ...start, txHash: "0x456" })).rejects.toBe(early);
    await expect(registerOnChainStart({ ...start, txHash: "0x456" })).rejects.toBe(running);
    await registerOnChainStart({ ...start, txHash: "0x456" });
    expect(isNotYet(early)).toBe(true);
    expect(isNotYet(running)).toBe(true);
    // with the wait each said, for the flow's own try again
    expect([retryAfterSeconds(early), retryAfterSeconds(running)]).toEqual([4, 1]);
    expect(new Set(keysSent())).toEqual(new Set(["tx-check-0x456", "mining-start-0x456"]));
  });

  it("the check of a transaction found on the chain: unused, used (a refusal), or thrown while the server says to try again later", async () => {
    const tx = { address: start.address, hash: "0x789" as const, mode: "no_fee" as const };
    expect(await isUnusedMineTx(tx)).toBe(true);
    sdk.txCheck.mockResolvedValueOnce(answer(422, { status: false, message: "This transaction was already used to start mining" }));
    expect(await isUnusedMineTx(tx)).toBe(false);
    const early = { status: false, message: "The transaction needs 2 more blocks. Please try again in a moment." };
    sdk.txCheck.mockResolvedValueOnce(answer(503, early, { "Retry-After": "2" }));
    await expect(isUnusedMineTx(tx)).rejects.toBe(early);
  });

  it("a 5xx with no Retry-After is marked too, with no wait said; a refusal has none", async () => {
    const down = { status: false, message: "Internal error" };
    const refused = { status: false, message: "The transaction was sent by another address" };
    sdk.txCheck.mockResolvedValueOnce(answer(500, down)).mockResolvedValueOnce(answer(422, refused));
    await expect(registerOnChainStart({ ...start, txHash: "0x5a" })).rejects.toBe(down);
    await expect(registerOnChainStart({ ...start, txHash: "0x5a" })).rejects.toBe(refused);
    expect([isNotYet(down), retryAfterSeconds(down)]).toEqual([true, undefined]);
    expect([isNotYet(refused), retryAfterSeconds(refused)]).toEqual([false, undefined]);
  });
});

describe("Retry-After", () => {
  const now = Date.parse("2026-12-07T12:00:00Z");
  it("is seconds, or an HTTP date counted from now (never below 0); absent or unreadable says nothing", () => {
    expect(parseRetryAfter("4", now)).toBe(4);
    expect(parseRetryAfter(" 120 ", now)).toBe(120);
    expect(parseRetryAfter("0", now)).toBe(0);
    expect(parseRetryAfter("Mon, 07 Dec 2026 12:00:09 GMT", now)).toBe(9);
    expect(parseRetryAfter("Mon, 07 Dec 2026 11:59:00 GMT", now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter("-3", now)).toBeUndefined();
  });
});
