// `npm test`: every check, one stage after another (stops at the first that fails), with the time
// each took printed as it ends and as a table at the end, so a run that grows says where.
// The stages run one at a time: each keeps CI's two cores busy (see scripts/parallel.mjs).
import { spawn } from "node:child_process";

const STAGES = [
  "check",
  "lint:openapi",
  "test:unit",
  "test:mutation:gate",
  "conformance",
  "test:contracts",
  "build",
  "size",
  "perf",
  "build:host-test",
  "test:acceptance",
  "trace",
];

const times = [];
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(6);

function table(failed) {
  console.log("\n== npm test: time per stage");
  for (const [stage, ms] of times) console.log(`${seconds(ms)} s  ${stage}`);
  const total = times.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`${seconds(total)} s  ${failed ? `stopped: ${failed} failed` : "in all"}`);
}

for (const stage of STAGES) {
  console.log(`\n== ${stage}`);
  const started = Date.now();
  const code = await new Promise((resolve) => {
    const child = spawn("npm", ["run", stage], { stdio: "inherit" });
    child.on("close", (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
  times.push([stage, Date.now() - started]);
  if (code !== 0) {
    table(stage);
    process.exit(code);
  }
}
table();
