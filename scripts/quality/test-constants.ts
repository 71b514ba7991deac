// `npm run test:constants`: does a tag on a constant hold? Each constant of src/config/constants.ts
// and mocks/config.ts whose comment names a requirement id (K01-K99, constants.tsv) is changed, one
// at a time (scripts/lib/constant-mutants.ts: a timing doubled, a count one more), and the tests
// that carry its id are run against the change: the unit tests that name it, then (when they all
// pass) the acceptance tests tagged with it, against a production build of the change. A change
// that no test notices SURVIVED: its tag claims more than its tests assert. The file is restored
// after each change, whatever happens.
//
//   npm run test:constants                  every tagged constant (about 40; an hour on two cores)
//   npm run test:constants -- --only K04    the constants of one or more ids (comma-separated)
//   npm run test:constants -- --list        the changes it would make, and the tests of each
//   npm run test:constants -- --readme      also writes docs/constants-table.md (between its markers); with
//                                           --only, the other rows keep their last run's result
//   npm run test:constants -- --table       only writes docs/constants-table.md from the last report
//
// Before any change, the tests of the chosen ids are run once as they are: a test that fails
// unchanged would count every change as caught, so the command stops there. The mutants' builds go
// to .tmp/constants/dist (the acceptance suite serves them: ACCEPTANCE_DIST); dist/ is not touched.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type ConstantMutant, constantMutants } from "../lib/constant-mutants.ts";
import { writeTable } from "../lib/generated-table.ts";

const FILES = ["src/config/constants.ts", "mocks/config.ts"];
const OUT = ".tmp/constants";
const DIST = `${OUT}/dist`;
/** The acceptance servers of this run on their own ports, beside a suite that may be running. */
const PORT_OFFSET = "40";
/** This script's own unit test names ids as examples. */
const NOT_TAGGED_TESTS = new Set(["scripts/lib/constant-mutants.test.ts"]);

const { values: args } = parseArgs({
  options: {
    only: { type: "string" },
    list: { type: "boolean", default: false },
    readme: { type: "boolean", default: false },
    table: { type: "boolean", default: false },
  },
});
const only = args.only ? new Set(args.only.split(",").map((id) => id.trim().toUpperCase())) : null;

function files(dir: string, suffix: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && suffix.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.includes("node_modules"));
}
const unitFiles = ["src", "mocks", "scripts"].flatMap((dir) => files(dir, /\.test\.tsx?$/)).filter((f) => !NOT_TAGGED_TESTS.has(f));
const specFiles = files("acceptance", /\.spec\.ts$/);
const texts = new Map([...unitFiles, ...specFiles].map((f) => [f, readFileSync(f, "utf8")]));
const idPattern = (id: string, prefix = "") => new RegExp(`${prefix}\\b${id}\\b`);
const unitTestsOf = (ids: string[]) => unitFiles.filter((f) => ids.some((id) => idPattern(id).test(texts.get(f)!)));
const specsOf = (ids: string[]) => specFiles.filter((f) => ids.some((id) => idPattern(id, "@").test(texts.get(f)!)));
const grepOf = (ids: string[]) => ids.map((id) => `@${id}\\b`).join("|");

const everyMutant: ConstantMutant[] = FILES.flatMap((file) => constantMutants(file, readFileSync(file, "utf8")));
const mutants = everyMutant.filter((m) => !only || m.ids.some((id) => only.has(id)));
if (!mutants.length) {
  console.error(`no tagged constant${only ? ` of ${[...only].join(", ")}` : ""}`);
  process.exit(1);
}

if (args.list) {
  for (const m of mutants)
    console.log(
      `${m.ids.join(",")}  ${m.file}:${m.line}  ${m.name} ${m.from} -> ${m.to}\n      unit: ${unitTestsOf(m.ids).join(" ") || "none"}\n      acceptance: ${specsOf(m.ids).join(" ") || "none"}`,
    );
  process.exit(0);
}

type Outcome = { caughtBy: "unit" | "acceptance" | null; seconds: number; failed: string[] };
type Reported = Omit<ConstantMutant, "mutated"> & Outcome & { date: string };
const reportFile = `${OUT}/report.json`;

function run(command: string, commandArgs: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, commandArgs, {
    encoding: "utf8",
    env: { ...process.env, FORCE_COLOR: "0", ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.replace(/\u001b\[[0-9;]*m/g, "");
  return { ok: result.status === 0, output };
}
const unit = (tests: string[]) => run("vitest", ["run", "--reporter=dot", ...tests]);
const acceptance = (ids: string[]) =>
  run("playwright", ["test", "--project=chromium", "--grep", grepOf(ids), "--reporter=line", "--retries=0"], {
    CI: "1",
    ACCEPTANCE_DIST: DIST,
    ACCEPTANCE_HOST: "0",
    PW_PORT_OFFSET: PORT_OFFSET,
  });
function build() {
  // the prerendered first paint is not what a constant changes (and the prerender is the build's slowest part)
  const result = run("tsx", ["scripts/build/build.ts", "--out-dir", DIST, "--no-prerender"]);
  if (!result.ok) throw new Error(`the build failed:\n${result.output.slice(-3000)}`);
}
/**
 * The names of the tests that failed: vitest's `FAIL  |project| file > test` lines and Playwright's
 * numbered failure headers (`  1) [chromium] › file:line › test`), not its progress lines.
 */
const failedTests = (output: string) =>
  [...new Set([...output.matchAll(/^\s*(?:FAIL\s+|\d+\) )(\S.*?)\s*$/gm)].map((m) => m[1]!))].filter((line) => line.length < 300).slice(0, 5);

if (args.table) {
  writeReadme(JSON.parse(readFileSync(reportFile, "utf8")) as Reported[]);
  process.exit(0);
}

mkdirSync(OUT, { recursive: true });
const allIds = [...new Set(mutants.flatMap((m) => m.ids))];
console.log(`${mutants.length} tagged constants of ${allIds.join(", ")}\nthe tests as they are, first:`);
{
  const tests = unitTestsOf(allIds);
  const before = tests.length ? unit(tests) : { ok: true, output: "" };
  if (!before.ok) throw new Error(`the unit tests fail unchanged:\n${before.output.slice(-3000)}`);
  if (mutants.some((m) => specsOf(m.ids).length)) {
    build();
    const tagged = acceptance(allIds.filter((id) => specsOf([id]).length));
    if (!tagged.ok) throw new Error(`the tagged acceptance tests fail unchanged:\n${tagged.output.slice(-3000)}`);
  }
  console.log("  they pass");
}

const results: (ConstantMutant & Outcome)[] = [];
for (const m of mutants) {
  const began = Date.now();
  const original = readFileSync(m.file, "utf8");
  let outcome: Omit<Outcome, "seconds">;
  try {
    writeFileSync(m.file, m.mutated);
    const tests = unitTestsOf(m.ids);
    const unitRun = tests.length ? unit(tests) : { ok: true, output: "" };
    if (!unitRun.ok) outcome = { caughtBy: "unit", failed: failedTests(unitRun.output) };
    else if (specsOf(m.ids).length) {
      // the mock runs from its source; the app's constants need a build of the change
      if (m.file.startsWith("src/")) build();
      const acceptanceRun = acceptance(m.ids);
      outcome = acceptanceRun.ok ? { caughtBy: null, failed: [] } : { caughtBy: "acceptance", failed: failedTests(acceptanceRun.output) };
    } else outcome = { caughtBy: null, failed: [] };
  } finally {
    writeFileSync(m.file, original);
  }
  const result = { ...m, ...outcome, seconds: Math.round((Date.now() - began) / 1000) };
  results.push(result);
  console.log(
    `${result.caughtBy ? "caught  " : "SURVIVED"} ${m.ids.join(",").padEnd(7)} ${m.name} ${m.from} -> ${m.to}` +
      (result.caughtBy ? `  (${result.caughtBy}: ${result.failed[0] ?? "a test failed"})` : "") +
      `  ${result.seconds} s`,
  );
}
// the last build held a change: the next run builds again, but leave nothing misleading behind
if (mutants.some((m) => m.file.startsWith("src/") && specsOf(m.ids).length)) build();

const keyOf = (r: { file: string; name: string }) => `${r.file} ${r.name}`;
const fresh: Reported[] = results.map(({ mutated: _, ...r }) => ({ ...r, date: new Date().toISOString().slice(0, 10) }));
// a run of some ids (--only) keeps the last result of every other constant that still exists
const freshKeys = new Set(fresh.map(keyOf));
const previous: Reported[] = only && existsSync(reportFile) ? (JSON.parse(readFileSync(reportFile, "utf8")) as Reported[]) : [];
const order = everyMutant.map(keyOf);
const report = [...previous.filter((r) => !freshKeys.has(keyOf(r))), ...fresh]
  .filter((r) => order.includes(keyOf(r)))
  .sort((a, b) => order.indexOf(keyOf(a)) - order.indexOf(keyOf(b)));
writeFileSync(reportFile, JSON.stringify(report, null, 2));
const survived = results.filter((r) => !r.caughtBy);
console.log(`${results.length} changes: ${results.length - survived.length} caught, ${survived.length} survived (report: ${reportFile})`);
if (args.readme) writeReadme(report);
if (survived.length) process.exitCode = 1;

function writeReadme(all: Reported[]) {
  writeTable("docs/constants-table.md", "constants-table", [
    `Written by \`npm run test:constants -- --readme\` (each row from the last run of its constant): ${all.filter((r) => r.caughtBy).length} of ${all.length} changes caught.`,
    "",
    "| id | constant | change | caught by | run |",
    "|---|---|---|---|---|",
    ...all.map(
      (r) =>
        `| ${r.ids.join(", ")} | \`${r.name}\` (${r.file}) | ${r.from} → ${r.to} | ${r.caughtBy ? `${r.caughtBy}: ${r.failed[0] ?? ""}`.replaceAll("|", "\\|") : "**survived**"} | ${r.date} |`,
    ),
  ]);
}
