// `npm test`: every check, one stage after another (stops at the first that fails), with the time
// each took printed as it ends and as a table at the end, so a run that grows says where.
// Most stages keep CI's two cores busy and run alone (see scripts/lib/parallel.ts); a stage of several
// scripts runs them side by side (each one's output printed whole as it ends), where one leaves a
// core idle: the conformance run (a client and the mock, half the machine) beside the build, with
// the contract tests. The performance stage runs
// alone: Lighthouse measures the main thread's work, which a neighbour would lengthen.
// Before the stages, the Debian packages they need (scripts/lib/system-packages.ts): what is missing
// is installed when this user can, or the run stops at once with the command to type.
import { spawn } from "node:child_process";
import { runAll } from "../lib/parallel.ts";
import { ensureSystemPackages } from "../lib/system-packages.ts";

const STAGES = [
  "check",
  "lint:openapi",
  "test:unit",
  "test:mutation:gate",
  ["build", "conformance", "test:contracts"],
  "perf",
  ["size", "build:host-test"],
  "test:acceptance",
  "trace",
];

const times: [string, number][] = [];
const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);

function table(failed?: string): void {
  console.log("\n== npm test: time per stage");
  for (const [stage, ms] of times) console.log(`${seconds(ms)} s  ${stage}`);
  const total = times.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`${seconds(total)} s  ${failed ? `stopped: ${failed} failed` : "in all"}`);
}

/** Runs one script with its output as it comes, or several side by side; resolves its exit code. */
function runStage(stage: string | string[]): Promise<number> {
  if (Array.isArray(stage)) return runAll(stage).then((passed) => (passed ? 0 : 1));
  return new Promise<number>((resolve) => {
    const child = spawn("npm", ["run", stage], { stdio: "inherit" });
    child.on("close", (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
}

if (!ensureSystemPackages()) process.exit(1);

for (const entry of STAGES) {
  const stage = [entry].flat().join(" + ");
  console.log(`\n== ${stage}`);
  const started = Date.now();
  const code = await runStage(entry);
  times.push([stage, Date.now() - started]);
  if (code !== 0) {
    table(stage);
    process.exit(code);
  }
}
table();
