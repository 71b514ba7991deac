// How busy the whole machine was over a span: the processors' time from /proc/stat's first line
// (every process's, browsers and their helpers included), so a stage that keeps every core busy
// (where more workers cannot help) tells itself apart from one that waits.
import { readFileSync } from "node:fs";

/** The processors' busy and total time so far, in ticks, from the text of /proc/stat. */
export interface MachineTicks {
  busy: number;
  total: number;
}

/** The first line of /proc/stat: user nice system idle iowait irq softirq steal (guest time is inside user). */
export function parseProcStat(text: string): MachineTicks | undefined {
  const line = text.split("\n").find((l) => l.startsWith("cpu "));
  if (!line) return undefined;
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  if ([user, nice, system, idle].some((n) => n === undefined || !Number.isFinite(n))) return undefined;
  const waiting = idle! + iowait;
  const total = user! + nice! + system! + waiting + irq + softirq + steal;
  return { busy: total - waiting, total };
}

/** The machine's ticks now (undefined where there is no /proc/stat). */
export function machineTicks(): MachineTicks | undefined {
  try {
    return parseProcStat(readFileSync("/proc/stat", "utf8"));
  } catch {
    return undefined;
  }
}

/** The share of the processors' time that was busy between two readings (NaN without both). */
export function busyShare(before: MachineTicks | undefined, after: MachineTicks | undefined): number {
  if (!before || !after || after.total <= before.total) return NaN;
  return (after.busy - before.busy) / (after.total - before.total);
}
