// A page load as the calibrated phone would run it when this host shares its cores with others.
//
// Lighthouse simulates the phone from one observed load: every task the page's main thread ran is
// taken at its wall time and multiplied by the CPU slowdown. Part of that wall time the thread may
// have spent off the CPU: descheduled while the host's cores ran something else (a 2-core CI
// runner's neighbours, Chromium's own processes, a VM's hypervisor), or waiting (a synchronous
// call to another process, a lock). Multiplied by the slowdown, a task taken away from often stands
// for a phone several times slower than the one calibrated; the benchmark index reads the host's
// speed while it runs, not how often the thread is taken away.
//
// So each load is audited twice from the same artifacts: as Lighthouse measured it, and with every
// task of the page's main threads taken at the CPU time it had (the trace's `tdur`), what is inside
// it scaled in proportion. Only the CPU is corrected: the network, the server's answers and the
// page's dependencies are the observed ones. Both are printed; the gate judges the second, which a
// page's own extra work moves as much as the first (a task of 100 ms of CPU is 100 ms in both) and
// a busy neighbour does not. What CPU time leaves out, a main thread waiting, is held by the
// absolute floor on Lighthouse's own figures (perf.ts).
import { auditFlowArtifacts, type Artifacts, type Flags, type Result } from "lighthouse";

type TraceEvent = { pid: number; tid: number; ph: string; name: string; ts: number; dur?: number; tdur?: number; args?: { name?: string } };

/** The pid/tid of every renderer's main thread in the trace. */
function rendererMainThreads(events: TraceEvent[]) {
  return new Set(events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
}

/**
 * The trace with each top-level task of a renderer's main thread shortened to its CPU time, and
 * every event inside it moved and scaled in proportion (so nesting holds; an event that ends a
 * task, at its last microsecond, belongs to it). Also returns the share of those tasks' wall time
 * the thread was off the CPU.
 */
export function onCpuTime(events: TraceEvent[]): { events: TraceEvent[]; offCpu: number } {
  const mains = rendererMainThreads(events);
  const byThread = new Map<string, TraceEvent[]>();
  const out = events.map((e) => ({ ...e }));
  for (const e of out) {
    const id = `${e.pid}:${e.tid}`;
    if (!mains.has(id) || e.ph === "M") continue;
    const list = byThread.get(id) ?? [];
    list.push(e);
    byThread.set(id, list);
  }
  let wall = 0;
  let cpu = 0;
  for (const list of byThread.values()) {
    // by time; at one time, what ends (an E) before what begins, and a longer event before the ones inside it
    list.sort((a, b) => a.ts - b.ts || Number(b.ph === "E") - Number(a.ph === "E") || (b.dur ?? 0) - (a.dur ?? 0));
    let task: { ts: number; end: number; k: number } | null = null;
    for (const e of list) {
      if (task && (e.ts < task.end || (e.ts === task.end && e.ph !== "X"))) {
        e.ts = task.ts + (e.ts - task.ts) * task.k;
        if (e.dur !== undefined) e.dur *= task.k;
        continue;
      }
      task = null;
      if (e.ph !== "X" || !e.dur || e.tdur === undefined) continue;
      const k = Math.min(1, e.tdur / e.dur);
      wall += e.dur;
      cpu += e.dur * k;
      task = { ts: e.ts, end: e.ts + e.dur, k };
      e.dur *= k;
    }
  }
  return { events: out, offCpu: wall ? 1 - cpu / wall : 0 };
}

/** The same load audited again with the same settings, its main threads' tasks at their CPU time. */
export async function auditOnCpuTime(artifacts: Artifacts, flags: Flags): Promise<{ lhr: Result; offCpu: number }> {
  const { events, offCpu } = onCpuTime(artifacts.Trace.traceEvents as unknown as TraceEvent[]);
  const corrected = { ...artifacts, Trace: { ...artifacts.Trace, traceEvents: events as unknown as Artifacts["Trace"]["traceEvents"] } };
  const flow = await auditFlowArtifacts({ gatherSteps: [{ artifacts: corrected, flags }] }, undefined);
  return { lhr: flow.steps[0]!.lhr, offCpu };
}
