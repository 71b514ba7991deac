import { afterEach, describe, expect, it, vi } from "vitest";
import { advanceClock, now, oncePerMinute, resetClock } from "./clock";

afterEach(() => {
  resetClock();
  vi.useRealTimers();
});

describe("the mock's clock", () => {
  it("moves forward by what a test asks, and back to the real time on reset", () => {
    const before = Date.now();
    advanceClock(90_000);
    expect(now() - before).toBeGreaterThanOrEqual(90_000);
    resetClock();
    expect(now() - Date.now()).toBeLessThanOrEqual(0);
  });

  it("runs a purge at most once a minute, given the time it runs at; again a minute later, or with the clock set back", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1_000_000 });
    const runs: number[] = [];
    const purge = oncePerMinute((at) => runs.push(at));
    purge();
    expect(runs).toEqual([1_000_000]);
    advanceClock(59_999);
    purge();
    expect(runs).toHaveLength(1);
    advanceClock(1);
    purge();
    expect(runs).toEqual([1_000_000, 1_060_000]);
    // the clock set back (a test restarting the state): the next call runs it
    resetClock();
    purge();
    expect(runs).toHaveLength(3);
    purge();
    expect(runs).toHaveLength(3);
  });

  it("keeps each purge's minute of its own", () => {
    const [a, b] = [[] as number[], [] as number[]];
    const purgeA = oncePerMinute((at) => a.push(at));
    const purgeB = oncePerMinute((at) => b.push(at));
    purgeA();
    purgeB();
    purgeA();
    expect([a.length, b.length]).toEqual([1, 1]);
  });
});
