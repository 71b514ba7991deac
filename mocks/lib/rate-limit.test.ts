import { describe, expect, it } from "vitest";
import { fail, HttpError } from "./http";
import { clearHits, hit, hits, limit, limitFailures, retryAfter } from "./rate-limit";
import { holdClock } from "../test-utils";

/**
 * The sliding window of mocks/lib/rate-limit.ts to the millisecond: a hit counts for exactly its
 * window, the wait is the oldest hit's time left in whole seconds (at least 1), and guessing counts
 * only refusals. The clock is held still (Date.now, which the mock's clock reads).
 */
const T = 1_800_000_000_000;
let n = 0;
const freshKey = () => `rl-test-${++n}`;

describe("the sliding window", () => {
  it("a hit counts for its window to the millisecond; a key emptied by time is forgotten", () => {
    const key = freshKey();
    holdClock(T);
    hit(key);
    holdClock(T + 500);
    hit(key);
    expect(hits(key, 1_000)).toBe(2);
    holdClock(T + 999);
    expect(hits(key, 1_000)).toBe(2);
    holdClock(T + 1_000);
    expect(hits(key, 1_000)).toBe(1);
    holdClock(T + 1_500);
    expect(hits(key, 1_000)).toBe(0);
    // pruned for good: a wider window later does not bring them back
    expect(hits(key, 10_000)).toBe(0);
    expect(retryAfter(key, 10_000)).toBe(1);
  });

  it("the wait: the oldest hit's time left in the window, rounded up to a second, at least 1", () => {
    const key = freshKey();
    holdClock(T);
    hit(key);
    holdClock(T + 100);
    hit(key);
    holdClock(T + 1_500);
    expect(retryAfter(key, 60_000)).toBe(59);
    holdClock(T + 59_999);
    expect(retryAfter(key, 60_000)).toBe(1);
    expect(retryAfter(freshKey(), 60_000)).toBe(1);
    clearHits(key);
    expect(hits(key, 60_000)).toBe(0);
  });

  it("a limit lets max uses through, then 429 with its message and wait", async () => {
    const key = freshKey();
    holdClock(T);
    const rate = { max: 2, windowMs: 10_000 };
    limit(key, rate);
    limit(key, rate);
    let refused: unknown;
    try {
      limit(key, rate);
    } catch (e) {
      refused = e;
    }
    const response = (refused as HttpError).response;
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("10");
    expect(await response.json()).toEqual({ status: false, message: "Too many requests. Please try again later." });
  });

  it("guessing: only refusals count, against every key; other errors pass through uncounted", () => {
    const [a, b] = [freshKey(), freshKey()];
    holdClock(T);
    const rate = { max: 5, windowMs: 10_000 };
    expect(limitFailures([a, b], rate, "stop", () => "ok")).toBe("ok");
    expect(() =>
      limitFailures([a, b], rate, "stop", () => {
        throw new HttpError(fail(401, "no"));
      }),
    ).toThrow(HttpError);
    expect(() =>
      limitFailures([a, b], rate, "stop", () => {
        throw new Error("a bug");
      }),
    ).toThrow("a bug");
    expect([hits(a, 10_000), hits(b, 10_000)]).toEqual([1, 1]);
  });
});
