// `npm test`: every check, one stage after another (stops at the first that fails), with the time
// each took printed as it ends and as a table at the end, so a run that grows says where.
// A stage of several scripts runs them side by side (scripts/lib/parallel.ts: each one's output
// printed whole as it ends), so that no core waits: `npm run check`'s rounds (check-rounds.ts), the
// second beside the unit tests with the contract's lint (the unit tests take the longest, so the
// others run at a lower priority and take what processor time they leave); the conformance run (a
// client and the mock, half the machine) beside the build (and the size budget after it, on what it
// built), with the contract tests and the release build of the acceptance suite's host (two builds,
// into two folders; the host's at a lower priority, so that the first ends early enough for the
// size budget to run beside the second's end). The performance stage runs
// alone: Lighthouse measures the main thread's work, which a neighbour would lengthen. So does the
// acceptance suite, which keeps both cores busy.
// The table's head reads the machine's speed before and after (scripts/lib/machine-load.ts): a
// loop on one core and the time new memory takes, so that a slow host is told from a grown suite.
// Before the stages, the Debian packages they need (scripts/lib/system-packages.ts): what is missing
// is installed when this user can, or the run stops at once with the command to type.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { runAll, scriptName, type Script } from "../lib/parallel.ts";
import { busyShare, describeSpeed, machineSpeed, machineTicks } from "../lib/machine-load.ts";
import { ensureSystemPackages } from "../lib/system-packages.ts";
import { compileCacheDir } from "../lib/compile-cache.ts";
import { CHECK_ROUNDS } from "./check-rounds.ts";

/** What runs beside the unit tests, at a lower priority. */
const besideUnit = (entry: Script): Script => (typeof entry === "string" ? { script: entry, nice: 10 } : { ...entry, nice: 10 });
const [drift, lintAndTypes] = CHECK_ROUNDS;
const STAGES: (string | readonly Script[])[] = [
  drift,
  ["test:unit", ...[...lintAndTypes, "lint:openapi"].map(besideUnit)],
  // alone: a re-test it may run (within its bound) takes the whole machine
  "test:mutation:gate",
  [{ script: "build", then: "size" }, "conformance", "test:contracts", { script: "build:host-test", nice: 5 }],
  "perf",
  "test:acceptance",
  "trace",
];

const times: [string, number, number, number][] = [];
const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);

/**
 * The processor time the stages' processes have used so far, in ms: Linux's user and system time of
 * the children this process has waited for, theirs included (fields 16 and 17 of /proc/self/stat,
 * in ticks of 10 ms). Beside the wall time it tells a stage that works from one that waits, and a
 * slow run's busy neighbours (the same processor time, a longer wall time) from a grown stage.
 */
function childrenCpu(): number {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return NaN;
  }
}

/** The machine's busy share as a percentage, padded (blank where it could not be read). */
const percent = (share: number) => (Number.isFinite(share) ? `${Math.round(share * 100)} %` : "").padStart(5);

function table(failed?: string): void {
  console.log("\n== npm test: time per stage (wall, processor time of its processes, and how busy the machine's cores were)");
  console.log(`   the machine, before: ${describeSpeed(speedBefore)}; after: ${describeSpeed(machineSpeed())}`);
  for (const [stage, ms, cpu, busy] of times) console.log(`${seconds(ms)} s  ${seconds(cpu)} s cpu  ${percent(busy)} busy  ${stage}`);
  const total = (i: 1 | 2) => times.reduce((sum, row) => sum + row[i], 0);
  console.log(
    `${seconds(total(1))} s  ${seconds(total(2))} s cpu  ${percent(busyShare(firstTicks, machineTicks()))} busy  ${failed ? `stopped: ${failed} failed` : "in all"}`,
  );
}

/** Runs one script with its output as it comes, or several side by side; resolves its exit code. */
function runStage(stage: string | readonly Script[]): Promise<number> {
  if (typeof stage !== "string") return runAll(stage).then((passed) => (passed ? 0 : 1));
  return new Promise<number>((resolve) => {
    const child = spawn("npm", ["run", stage], { stdio: "inherit" });
    child.on("close", (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
}

// Node's on-disk cache of compiled code (NODE_COMPILE_CACHE), shared by every Node process of the
// run: each stage starts many (test workers, servers, tools), and each would compile the same
// libraries again (scripts/lib/compile-cache.ts: what it keeps, and its bound).
process.env.NODE_COMPILE_CACHE ??= compileCacheDir(resolve("node_modules/.cache/node-compile"));
if (!ensureSystemPackages()) process.exit(1);
const speedBefore = machineSpeed();
const firstTicks = machineTicks();

for (const entry of STAGES) {
  const stage = typeof entry === "string" ? entry : entry.map(scriptName).join(" + ");
  console.log(`\n== ${stage}`);
  const [started, cpu, ticks] = [Date.now(), childrenCpu(), machineTicks()];
  const code = await runStage(entry);
  times.push([stage, Date.now() - started, childrenCpu() - cpu, busyShare(ticks, machineTicks())]);
  if (code !== 0) {
    table(stage);
    process.exit(code);
  }
}
table();
