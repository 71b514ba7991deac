import { describe, expect, it } from "vitest";
import { busyShare, describeSpeed, machineSpeed, machineTicks, parseProcStat } from "./machine-load";

const stat = (user: number, idle: number, iowait = 0) => `cpu  ${user} 0 0 ${idle} ${iowait} 0 0 0 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 12\n`;

describe("the machine's busy share (npm test's stage table)", () => {
  it("reads the processors' busy and total time from /proc/stat's first line, waiting for I/O counted as idle", () => {
    expect(parseProcStat("cpu  10 2 3 50 5 1 1 0 0 0\n")).toEqual({ busy: 17, total: 72 });
    expect(parseProcStat("intr 1\n")).toBeUndefined();
    expect(parseProcStat("cpu  x y z\n")).toBeUndefined();
  });

  it("is the busy share of the time between two readings", () => {
    expect(busyShare(parseProcStat(stat(100, 100)), parseProcStat(stat(250, 150)))).toBeCloseTo(0.75);
    expect(busyShare(parseProcStat(stat(100, 100)), parseProcStat(stat(100, 200, 100)))).toBe(0);
    expect(busyShare(undefined, parseProcStat(stat(1, 1)))).toBeNaN();
    expect(busyShare(parseProcStat(stat(1, 1)), parseProcStat(stat(1, 1)))).toBeNaN();
  });

  it("reads this machine's", () => {
    const ticks = machineTicks();
    expect(ticks && ticks.total >= ticks.busy && ticks.busy > 0).toBe(true);
  });

  it("reads the machine's speed in a child process: a loop on one core and new memory, each in ms", () => {
    const speed = machineSpeed();
    expect(speed?.loopMs).toBeGreaterThan(0);
    expect(speed?.newMemoryMs).toBeGreaterThan(0);
    expect(describeSpeed({ loopMs: 231.4, newMemoryMs: 62.6 })).toBe("a fixed loop on one core 231 ms, 256 MiB of new memory 63 ms");
    expect(describeSpeed(undefined)).toBe("the machine's speed could not be read");
  });
});
