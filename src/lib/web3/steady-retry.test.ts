import { custom, HttpRequestError, RpcRequestError, TimeoutError } from "viem";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withSteadyRetry } from "./steady-retry";

// K16: a stalled call is retried 3 times, 10 s apart (not viem's doubling delays)
describe("the wallet transport's retry", () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  const transport = (fail: (call: number) => Error | null) => {
    const calls: number[] = [];
    const t = withSteadyRetry(
      custom({
        request: async () => {
          calls.push(Date.now());
          const error = fail(calls.length);
          if (error) throw error;
          return "0x1";
        },
      }),
      { count: 3, delayMs: 10_000 },
    )({ retryCount: 5 });
    return { calls, request: () => t.request({ method: "eth_blockNumber" }) };
  };
  const stalled = () => new TimeoutError({ body: {}, url: "http://chain/rpc" });

  it("a call that stalls is tried again 3 times, 10 s apart, then its error stands", async () => {
    const { calls, request } = transport(() => stalled());
    const answer = request().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await answer).toBeInstanceOf(Error);
    expect(calls).toEqual([0, 10_000, 20_000, 30_000]);
  });

  it("a retry that gets through answers; a dropped connection and a 5xx are retried too", async () => {
    const { calls, request } = transport((n) =>
      n === 1 ? new HttpRequestError({ url: "http://chain/rpc" }) : n === 2 ? new HttpRequestError({ url: "x", status: 502 }) : null,
    );
    const answer = request();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await answer).toBe("0x1");
    expect(calls).toEqual([0, 10_000, 20_000]);
  });

  it("an answer is never retried: a JSON-RPC error (a revert), a 4xx other than 429", async () => {
    for (const error of [
      new RpcRequestError({ body: {}, url: "x", error: { code: 3, message: "execution reverted" } }),
      new HttpRequestError({ url: "x", status: 404 }),
    ]) {
      const { calls, request } = transport(() => error);
      await expect(request()).rejects.toThrow();
      expect(calls).toHaveLength(1);
    }
  });
});
