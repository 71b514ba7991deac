// `npm run test:mutation:gate` (a stage of `npm test`): the mutation scores must hold their target
// on the code as it is. Mutation testing is incremental (stryker.config.mjs): its results are kept
// in reports/stryker-incremental.json, committed, with the fingerprint of everything they were
// measured on (reports/mutation-inputs.json: every mutated file, every test Stryker may run, the
// configurations). When nothing of that changed since, the kept results are the answer and the
// gate reads them (Stryker would re-test no mutant, after a minute and a half of its dry run).
// When something changed, it runs Stryker, which re-tests what the change touched and keeps the
// new results and fingerprint. Either way it fails when an area is under the target
// (scripts/mutation-scores.mjs).
//
//   node scripts/mutation-gate.mjs            the gate
//   node scripts/mutation-gate.mjs --record   after `npm run test:mutation`: fingerprint what it ran on
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, globSync, readFileSync, writeFileSync } from "node:fs";
import { matchesGlob } from "node:path";
import stryker from "../stryker.config.mjs";

const INPUTS_FILE = "reports/mutation-inputs.json";
/** Besides the mutated files: the tests Stryker runs and what shapes their run. */
const TEST_PATTERNS = ["src/**/*.test.ts", "src/**/*.test.tsx", "mocks/**/*.test.ts"];
const CONFIGS = ["stryker.config.mjs", "vitest.stryker.config.ts", "vitest.config.ts", "vitest.setup.ts", "package-lock.json"];

/** The files of the patterns (Stryker's own form: "!" excludes), sorted. */
function filesOf(patterns) {
  const include = patterns.filter((p) => !p.startsWith("!"));
  const exclude = patterns.filter((p) => p.startsWith("!")).map((p) => p.slice(1));
  return [...new Set(include.flatMap((p) => globSync(p)))].filter((f) => !exclude.some((x) => matchesGlob(f, x))).sort();
}

/** The fingerprint of every input: path -> sha256 of its content. */
function fingerprint() {
  const files = [...filesOf(stryker.mutate), ...filesOf(TEST_PATTERNS), ...CONFIGS];
  return Object.fromEntries(files.map((f) => [f, createHash("sha256").update(readFileSync(f)).digest("hex")]));
}

function changedSince(recorded) {
  const now = fingerprint();
  const paths = new Set([...Object.keys(now), ...Object.keys(recorded)]);
  return [...paths].filter((p) => now[p] !== recorded[p]).sort();
}

if (process.argv.includes("--record")) {
  const files = fingerprint();
  writeFileSync(INPUTS_FILE, `${JSON.stringify(files, null, 2)}\n`);
  console.log(`fingerprint of ${Object.keys(files).length} files written to ${INPUTS_FILE}`);
  process.exit(0);
}

const recorded = existsSync(INPUTS_FILE) ? JSON.parse(readFileSync(INPUTS_FILE, "utf8")) : {};
const changed = changedSince(recorded);
if (changed.length === 0) {
  console.log(`mutation testing: nothing it runs on changed since its last run (${INPUTS_FILE}); its kept results are judged`);
} else {
  console.log(
    `mutation testing: ${changed.length} file(s) changed since its last run (${changed.slice(0, 8).join(", ")}${changed.length > 8 ? ", …" : ""}): Stryker re-tests what they touch`,
  );
  const run = spawnSync("npx", ["stryker", "run"], { stdio: "inherit" });
  if (run.status !== 0) {
    // under Stryker's own break threshold, or it could not run: either way no verdict to keep
    console.error(`stryker exited with ${run.status ?? run.signal}: the mutation gate fails`);
    process.exit(1);
  }
  writeFileSync(INPUTS_FILE, `${JSON.stringify(fingerprint(), null, 2)}\n`);
}
const scores = spawnSync("node", ["scripts/mutation-scores.mjs", "--from", "reports/stryker-incremental.json"], { stdio: "inherit" });
process.exit(scores.status ?? 1);
