// `npm run test:mutation:gate` (a stage of `npm test`): the mutation scores must hold their target
// on the code as it is, without a cache in git. What is committed is small: the result per mutated
// file (reports/mutation-results.json: its counts, its survivors, the hash of the file's code and of
// every test file that covered one of its mutants). A file's result holds while its code and its own
// tests are unchanged (compared as code: comments, layout and test names aside;
// scripts/lib/code-hash.ts). The gate re-tests the stale files with Stryker on those files alone,
// within a bound (scripts/lib/mutation-plan.ts: five minutes): a re-test that would not fit fails at
// once, naming the files and the command that re-tests them, and so does one that runs past it. A result whose other
// covering tests changed has drifted: the gate names it, and the refresh re-tests it. Then every area
// is judged from the results (scripts/quality/mutation-scores.ts). Stryker's per-mutant cache lives
// outside git (.cache/stryker-incremental.json).
//
//   tsx scripts/quality/mutation-gate.ts            the gate (re-tests what is stale, within the bound)
//   tsx scripts/quality/mutation-gate.ts --refresh  every stale, drifted and deferred file, unbounded (npm run test:mutation:refresh)
//   tsx scripts/quality/mutation-gate.ts --stale    every stale file, unbounded (what a change made stale; the deferred stay deferred) (npm run test:mutation:stale)
//   tsx scripts/quality/mutation-gate.ts --deferred every stale and deferred file, unbounded (ends the deferral; the drifted keep their counts)
//   … --stale --only a.ts,b.ts                      of those, the files named alone
//   tsx scripts/quality/mutation-gate.ts --defer "why"  put off the re-test of what is stale now, in the open
//   tsx scripts/quality/mutation-gate.ts --record   after a full `stryker run` (npm run test:mutation)
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, globSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { matchesGlob } from "node:path";
import { runWithin } from "../lib/bounded-run.ts";
import { codeSha, codeShaOfText, codeShaWithLayout, configSha, sha, testSha, testShaOfText, testShaWithLayout } from "../lib/code-hash.ts";
import {
  deferralAfter,
  configsToRecord,
  GATE_BOUND_SECONDS,
  inCurrentForm,
  MUTATION_CONFIGS,
  planGate,
  REFRESH_COMMAND,
  STALE_COMMAND,
  tally,
  type FileResult,
  type ReportedMutant,
  type Results,
} from "../lib/mutation-plan.ts";
import stryker from "../../stryker.config.mjs";

const RESULTS_FILE = "reports/mutation-results.json";
const REPORT_FILE = "reports/mutation/mutation.json";
const CONFIG_FILES = Object.keys(MUTATION_CONFIGS);
/** A configuration's hash as the gate records it now. */
const configShaOf = (path: string) => configSha(path, MUTATION_CONFIGS[path]!);

/** Stryker's JSON report, as far as the gate reads it. */
interface Report {
  files: Record<
    string,
    {
      /** The file's text as Stryker read it at the run's start. */
      source?: string;
      mutants: ReportedMutant[];
    }
  >;
  testFiles?: Record<string, { tests: { id: string }[]; source?: string }>;
}

/**
 * Whether a file's code is the one a result was measured on: compared as TypeScript prints it
 * without comments (a comment, a blank line or a reformat changes no mutant), or by its bytes for a
 * result recorded before that.
 */
/** A hash of a file's code in a form recorded before: with its layout, or its bytes. */
const earlierForm = (path: string, recorded: string | null | undefined) => recorded === codeShaWithLayout(path) || recorded === sha(path);
const sameCode = (path: string, recorded: string | null | undefined) => recorded === codeSha(path) || earlierForm(path, recorded);
/**
 * Whether the configuration is the one a result was measured with: recorded by its code less the
 * options that shape no result, or, before that, by its whole code or its bytes.
 */
const sameConfig = (path: string, recorded: string | null | undefined) => recorded === configShaOf(path) || earlierForm(path, recorded);
/** The same for a covering test file, its tests' names left out. */
const sameTests = (path: string, recorded: string | null | undefined) =>
  recorded === testSha(path) || recorded === testShaWithLayout(path) || sameCode(path, recorded);

/** The files Stryker mutates (its own form of patterns: "!" excludes), sorted. */
function mutatedFiles(): string[] {
  const patterns = stryker.mutate as string[];
  const include = patterns.filter((p) => !p.startsWith("!"));
  const exclude = patterns.filter((p) => p.startsWith("!")).map((p) => p.slice(1));
  return [...new Set(include.flatMap((p) => globSync(p)))].filter((f) => !exclude.some((x) => matchesGlob(f, x))).sort();
}

/**
 * Each file's result from a Stryker JSON report: counts, survivors and what it was measured on (the
 * code and tests as the run read them, so that one changed meanwhile is stale, not taken as tested).
 */
function resultsOf(report: Report): Record<string, FileResult> {
  const testFileOf = new Map<string, string>();
  for (const [path, { tests }] of Object.entries(report.testFiles ?? {})) for (const test of tests) testFileOf.set(test.id, path);
  const testShaAsRun = (path: string) => {
    const source = report.testFiles?.[path]?.source;
    return source === undefined ? testSha(path) : testShaOfText(path, source);
  };
  const files: Record<string, FileResult> = {};
  for (const [path, file] of Object.entries(report.files)) {
    const sha = file.source === undefined ? codeSha(path) : codeShaOfText(path, file.source);
    const tests: Record<string, string | null> = {};
    for (const m of file.mutants)
      for (const id of m.coveredBy ?? []) {
        const testFile = testFileOf.get(id);
        if (testFile) tests[testFile] = testShaAsRun(testFile);
      }
    const sorted = Object.fromEntries(Object.entries(tests).sort(([a], [b]) => a.localeCompare(b)));
    files[path] = { sha, tests: sorted, ...tally(file.mutants) };
  }
  return files;
}

/**
 * The results of a run over `paths`: from its report, and for a file the report leaves out (one
 * whose every mutant is static, which the configuration ignores) a result of nothing to test.
 */
function resultsOfRun(paths: string[]): Record<string, FileResult> {
  const reported = resultsOf(JSON.parse(readFileSync(REPORT_FILE, "utf8")) as Report);
  return Object.fromEntries(
    paths.map((path) => [path, reported[path] ?? { sha: codeSha(path), tests: {}, killed: 0, survived: 0, noCoverage: 0, survivors: [] }]),
  );
}

/** The configurations as they are now, by the hash the gate records. */
const configsNow = () => Object.fromEntries(CONFIG_FILES.map((c) => [c, configShaOf(c)]));

/** Writes the results; `configs`, the configurations they were measured with (by default the current ones). */
function write(files: Record<string, FileResult>, deferred?: Results["deferred"], configs: Results["configs"] = configsNow()): void {
  const kept = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ configs, files: kept, ...(deferred && Object.keys(deferred.files).length ? { deferred } : {}) }, null, 1)}\n`,
  );
}

/** The test files beside a file (its own: `x.ts` has `x.test.ts(x)`, and `x.<aspect>.test.ts(x)` for a test that needs another set-up). */
const ownTests = (path: string) => globSync(`${path.replace(/\.tsx?$/, "")}{,.*}.test.{ts,tsx}`).sort();

if (process.argv.includes("--record")) {
  // what Stryker mutates now (a file the configuration no longer mutates has no result)
  const files = resultsOfRun(mutatedFiles());
  write(files);
  console.log(`results of ${Object.keys(files).length} files written to ${RESULTS_FILE}`);
  process.exit(0);
}

const recorded: Results = existsSync(RESULTS_FILE) ? (JSON.parse(readFileSync(RESULTS_FILE, "utf8")) as Results) : { files: {} };
const current = mutatedFiles();
const refresh = process.argv.includes("--refresh");
const staleOnly = process.argv.includes("--stale");
// the stale files and the deferred ones (which ends the deferral), unbounded, the drifted left as they are
const withDeferred = process.argv.includes("--deferred");
const configChanged = CONFIG_FILES.some((c) => !sameConfig(c, recorded.configs?.[c]));
const plan = planGate(recorded, current, {
  configChanged,
  sameCode,
  sameTests,
  ownTests,
});
const list = (paths: string[]) => `${paths.slice(0, 8).join(", ")}${paths.length > 8 ? `, … (${paths.length} in all)` : ""}`;
if (plan.drifted.length > 0 && !refresh)
  console.log(
    `mutation testing: ${plan.drifted.length} result(s) whose other covering tests changed keep their counts until ${REFRESH_COMMAND}: ${list(plan.drifted)}`,
  );
// --only a,b: of what the mode would re-test, these files alone (the others stay as they are: stale, or deferred)
const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex >= 0 ? new Set((process.argv[onlyIndex + 1] ?? "").split(",")) : null;
const retest = (refresh ? [...plan.stale, ...plan.drifted, ...plan.deferred] : withDeferred ? [...plan.stale, ...plan.deferred] : plan.stale).filter(
  (path) => !only || only.has(path),
);
// a file that is no longer mutated has no result
const files = Object.fromEntries(Object.entries(recorded.files).filter(([path]) => current.includes(path)));

/** Brings a holding result's hashes to the form the gate records now (inCurrentForm). */
const bringForward = (results: Record<string, FileResult>) => inCurrentForm(results, { sameCode, sameTests }, { code: codeSha, tests: testSha });
if (plan.deferred.length > 0 && !refresh && !withDeferred)
  console.log(
    `mutation testing: DEFERRED, not re-tested since their code changed (${recorded.deferred?.reason}): ${list(plan.deferred)}; their last results are judged until ${REFRESH_COMMAND}`,
  );
const deferIndex = process.argv.indexOf("--defer");
if (deferIndex >= 0) {
  // puts off the re-test of what is stale now, for its code now, with the reason given: said in every run after
  const reason = process.argv[deferIndex + 1];
  if (!reason) throw new Error('--defer needs the reason: --defer "why"');
  const deferred = {
    reason,
    files: { ...deferralAfter(recorded, plan.deferred, [])?.files, ...Object.fromEntries(plan.stale.map((path) => [path, codeSha(path)])) },
  };
  write(files, deferred);
  console.log(`mutation testing: ${plan.stale.length} file(s) deferred in ${RESULTS_FILE}: ${list(plan.stale)}`);
  process.exit(0);
}
/** What a gate that cannot re-test within its bound asks for: the stale files alone, then the commit. */
const retestAdvice =
  `Run ${STALE_COMMAND} (the stale files alone, unbounded) and commit ${RESULTS_FILE}` +
  (plan.drifted.length > 0 ? `; ${REFRESH_COMMAND} re-tests the ${plan.drifted.length} drifted result(s) as well, which takes longer.` : ".");
if (retest.length === 0 && plan.stale.length > 0) {
  // --only named none of the stale files: nothing is re-tested, and nothing recorded
  console.log(`mutation testing: none of the files named is stale; ${plan.stale.length} stale file(s) left: ${list(plan.stale)}`);
} else if (retest.length === 0) {
  console.log(`mutation testing: every ${plan.deferred.length ? "other " : ""}file's result holds (${RESULTS_FILE}); they are judged`);
  // a record in an earlier form (the configurations' bytes or whole code, a file's layout) is brought forward
  const configsMoved = CONFIG_FILES.some((c) => recorded.configs?.[c] !== configShaOf(c));
  if (bringForward(files) || configsMoved) write(files, deferralAfter(recorded, plan.deferred, []));
} else {
  if (!refresh && !staleOnly && !withDeferred && !plan.withinBound) {
    const cost =
      plan.unknown.length > 0 ? `${plan.unknown.length} of them not tested before` : `about ${Math.ceil(plan.estimateSeconds / 60)} minutes of re-testing`;
    console.error(
      `mutation testing: ${plan.stale.length} file(s) to re-test, ${cost}, more than the gate's ${GATE_BOUND_SECONDS / 60} minutes: ${list(plan.stale)}.\n` +
        retestAdvice,
    );
    process.exit(1);
  }
  console.log(`mutation testing: ${retest.length} file(s) to re-test (${list(retest)})`);
  // Stryker overwrites its incremental file with what it ran: the gate's run reads a copy
  mkdirSync(".cache", { recursive: true });
  const cache = stryker.incrementalFile as string;
  if (existsSync(cache)) copyFileSync(cache, ".cache/stryker-gate.json");
  const run = await runWithin("npx", ["stryker", "run", "--mutate", retest.join(","), "--incrementalFile", ".cache/stryker-gate.json"], {
    // the areas are judged below, not each file on its own by Stryker's break threshold
    env: { ...process.env, MUTATION_GATE: "1" },
    // inside npm test the re-test never runs past the bound (Stryker's workers killed with it)
    boundSeconds: refresh || staleOnly || withDeferred ? undefined : GATE_BOUND_SECONDS,
  });
  if (run.outcome === "past-bound") {
    console.error(`mutation testing: the re-test ran past the gate's ${GATE_BOUND_SECONDS / 60} minutes: ${list(retest)}.\n${retestAdvice}`);
    process.exit(1);
  }
  if (run.outcome === "not-started" || run.status !== 0) {
    console.error(`stryker ${run.outcome === "not-started" ? `did not start (${run.error.message})` : `exited with ${run.status}`}: the mutation gate fails`);
    process.exit(1);
  }
  bringForward(files);
  Object.assign(files, resultsOfRun(retest));
  write(files, deferralAfter(recorded, plan.deferred, retest), configsToRecord(configChanged, plan.stale, retest, recorded.configs, configsNow()));
  console.log(`${RESULTS_FILE} updated: commit it, and the next run judges these results without re-testing`);
}
const scores = spawnSync("tsx", ["scripts/quality/mutation-scores.ts"], { stdio: "inherit" });
process.exit(scores.status ?? 1);
