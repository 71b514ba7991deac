// How busy the whole machine was over a span: the processors' time from /proc/stat's first line
// (every process's, browsers and their helpers included), so a stage that keeps every core busy
// (where more workers cannot help) tells itself apart from one that waits; and how fast the
// machine is, so that a run's times are read beside the machine they ran on.
import { spawnSync } from "node:child_process";
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

/** What one reading of the machine's speed measured, in ms (undefined where the reading failed). */
export interface MachineSpeed {
  /** a fixed loop of arithmetic on one core */
  loopMs: number;
  /** writing one byte into each page of 256 MiB of new memory: what the kernel and the host take to give a process memory */
  newMemoryMs: number;
}

/**
 * The machine's speed, read in a child process (its memory goes back with it): a stage's time
 * scales with both figures, so two runs' tables compare only beside their readings. The second
 * tells a host whose memory comes slowly (every process, browser tab and compiler asks for
 * memory as it starts) from one whose processors are slow, which a busy share does not.
 */
export function machineSpeed(): MachineSpeed | undefined {
  const probe = `
    let t = performance.now(), x = 0;
    for (let i = 0; i < 5e7; i++) x = (x + i * 7) % 1000003;
    const loopMs = performance.now() - t;
    t = performance.now();
    const memory = Buffer.allocUnsafe(256 * 1024 * 1024);
    for (let i = 0; i < memory.length; i += 4096) memory[i] = x & 1;
    console.log(JSON.stringify({ loopMs, newMemoryMs: performance.now() - t }));`;
  const run = spawnSync(process.execPath, ["-e", probe], { encoding: "utf8", timeout: 60_000 });
  try {
    const reading = JSON.parse(run.stdout) as MachineSpeed;
    return Number.isFinite(reading.loopMs) && Number.isFinite(reading.newMemoryMs) ? reading : undefined;
  } catch {
    return undefined;
  }
}

/** A reading as the stage table prints it. */
export const describeSpeed = (speed: MachineSpeed | undefined): string =>
  speed
    ? `a fixed loop on one core ${Math.round(speed.loopMs)} ms, 256 MiB of new memory ${Math.round(speed.newMemoryMs)} ms`
    : "the machine's speed could not be read";
