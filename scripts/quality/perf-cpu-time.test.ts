import { describe, expect, it } from "vitest";
import { onCpuTime } from "./perf-cpu-time.ts";

const main = { pid: 1, tid: 7 };
const trace = () => [
  { ...main, ph: "M", name: "thread_name", ts: 0, args: { name: "CrRendererMain" } },
  { pid: 2, tid: 3, ph: "M", name: "thread_name", ts: 0, args: { name: "CrBrowserMain" } },
  // a task of 100 ms wall with 40 ms of CPU, a call inside it, a mark inside it
  { ...main, ph: "X", name: "RunTask", ts: 1000, dur: 100_000, tdur: 40_000 },
  { ...main, ph: "X", name: "FunctionCall", ts: 51_000, dur: 40_000, tdur: 16_000 },
  { ...main, ph: "I", name: "mark", ts: 81_000 },
  // a task that ran all the time it took
  { ...main, ph: "X", name: "RunTask", ts: 200_000, dur: 10_000, tdur: 10_000 },
  // the browser's thread is not the page's
  { pid: 2, tid: 3, ph: "X", name: "RunTask", ts: 1000, dur: 100_000, tdur: 1000 },
];

describe("a load at the CPU time the host gave its main thread", () => {
  it("shortens each task of a renderer's main thread to its CPU time and scales what is inside it", () => {
    const { events, offCpu } = onCpuTime(trace());
    const at = (name: string, ts?: number) => events.find((e) => e.name === name && (ts === undefined || e.ts === ts));
    expect(at("RunTask", 1000)).toMatchObject({ pid: 1, dur: 40_000 });
    expect(at("FunctionCall")).toMatchObject({ ts: 1000 + 50_000 * 0.4, dur: 16_000 });
    expect(at("mark")).toMatchObject({ ts: 1000 + 80_000 * 0.4 });
    expect(at("RunTask", 200_000)).toMatchObject({ dur: 10_000 });
    expect(events.find((e) => e.pid === 2 && e.name === "RunTask")).toMatchObject({ dur: 100_000 });
    // 60 of the 110 ms the page's tasks took, the thread was off the CPU
    expect(offCpu).toBeCloseTo(60 / 110, 5);
  });

  it("leaves the trace it was given as it was", () => {
    const given = trace();
    onCpuTime(given);
    expect(given).toEqual(trace());
  });

  it("keeps the end of a begin/end pair that closes a task inside it", () => {
    const { events } = onCpuTime([
      trace()[0]!,
      { ...main, ph: "X", name: "RunTask", ts: 0, dur: 10_000, tdur: 5000 },
      { ...main, ph: "B", name: "Layout", ts: 2000 },
      { ...main, ph: "E", name: "Layout", ts: 10_000 },
      // the next task, starting where the first ended, is a task of its own
      { ...main, ph: "X", name: "RunTask", ts: 10_000, dur: 4000, tdur: 4000 },
    ]);
    expect(events.map((e) => [e.ph, e.ts, e.dur])).toEqual([
      ["M", 0, undefined],
      ["X", 0, 5000],
      ["B", 1000, undefined],
      ["E", 5000, undefined],
      ["X", 10_000, 4000],
    ]);
  });

  it("never lengthens a task whose CPU time reads over its wall time", () => {
    const { events, offCpu } = onCpuTime([trace()[0]!, { ...main, ph: "X", name: "RunTask", ts: 0, dur: 5000, tdur: 5100 }]);
    expect(events[1]).toMatchObject({ dur: 5000 });
    expect(offCpu).toBe(0);
  });
});
