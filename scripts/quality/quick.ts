// `npm run test:quick`: the daily loop's check of what changed, in about a minute on two cores.
//   npm run test:quick                  what changed against HEAD, and the untracked files
//   npm run test:quick -- FILE...       these files instead
//   npm run test:quick -- --watch       the same for each batch of files saved, until Ctrl-C
//   npm run test:quick -- --all         also the tests that start the mock as a process (minutes)
// Side by side: Prettier's check and ESLint of the changed files, the types (`npm run typecheck`,
// incremental), and the unit, component and mock tests the change reaches through the import graph
// (quick-graph.ts), run by vitest with vitest.quick.config.ts. Whatever a change reaches only through
// the mock's HTTP answers, the build or a browser is left to `npm test`.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, watch } from "node:fs";
import { resolve } from "node:path";
import { createVitest } from "vitest/node";
import { acceptanceCommands, closure, type Graph, listRepositoryFiles, relatedTests, repositoryGraph, TEST_FILE } from "./quick-graph.ts";

/** A change to one of these reaches every test file: vitest's configurations, setup files and the dependencies. */
const EVERY_TEST = /^(vitest\.(config|quick\.config|setup|dom-setup)\.ts|env\.config\.ts|package-lock\.json|tsconfig[\w.]*\.json)$/;
const LINTED = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const TYPED = /\.(ts|tsx|mts|cts|json)$/;

/** The files changed against HEAD (staged or not, deleted included) and the untracked ones. */
export function changedFiles(): string[] {
  const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).split("\0").filter(Boolean);
  return [...new Set([...git("diff", "--name-only", "-z", "HEAD"), ...git("ls-files", "-z", "--others", "--exclude-standard")])].sort();
}

interface Outcome {
  name: string;
  ok: boolean;
  ms: number;
}

const bin = (name: string) => resolve("node_modules/.bin", name);

/** Runs a command with its output held back and printed whole when it ends, so side-by-side runs do not interleave. */
function runHeld(name: string, command: string, args: string[]): Promise<Outcome> {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => {
      const ms = Date.now() - started;
      const said = output
        .split("\n")
        .filter((line) => !/^npm warn Unknown (env|user) config/.test(line))
        .join("\n")
        .trim();
      console.log(`${code === 0 ? "ok  " : "FAIL"} ${name} (${(ms / 1000).toFixed(1)} s)${said && code !== 0 ? `\n${said}\n` : ""}`);
      done({ name, ok: code === 0, ms });
    });
  });
}

/**
 * The TypeScript projects a change can break (tsconfig.json's three): the app's for src/ and
 * generated/, the Node side's for mocks/, scripts/ and the configs, and the tests' for any of them.
 */
export function typeProjects(changed: string[]): string[] {
  const typed = changed.filter((file) => TYPED.test(file));
  if (!typed.length) return [];
  if (typed.some((file) => /^tsconfig[\w.]*\.json$|^package(-lock)?\.json$/.test(file))) return ["app", "node", "tests"];
  const projects = new Set(["tests"]);
  for (const file of typed) {
    if (/^(src|generated)\//.test(file) && !/\.test\.tsx?$|^src\/app\/testing\//.test(file)) projects.add("app");
    if (/^(mocks|scripts)\/|^[^/]+\.ts$/.test(file) && !/\.test\.ts$/.test(file)) projects.add("node");
  }
  return ["app", "node", "tests"].filter((p) => projects.has(p));
}

/**
 * The types, as `npm run typecheck` checks them, but incremental: `tsc -b` over these noEmit
 * projects finds no output to compare and checks everything again each time, while `tsc -p
 * --incremental` with a build-info file of its own (node_modules/.tmp/quick/) rechecks what changed.
 */
async function runTypes(projects: string[]): Promise<Outcome> {
  const started = Date.now();
  const tsc = resolve("node_modules/typescript-native/bin/tsc");
  const outcomes = await Promise.all(
    projects.map((p) =>
      runHeld(`types: tsconfig.${p}.json`, process.execPath, [
        tsc,
        "-p",
        `tsconfig.${p}.json`,
        "--incremental",
        "--tsBuildInfoFile",
        `node_modules/.tmp/quick/${p}.tsbuildinfo`,
      ]),
    ),
  );
  return { name: `types (${projects.join(", ")})`, ok: outcomes.every((o) => o.ok), ms: Date.now() - started };
}

/**
 * The tests that start the mock backend as processes of their own (mocks/testing/spawn-mock.ts: the
 * conformance runner against the mock with each fault on) take minutes on two cores; the loop names
 * them instead of running them.
 */
export function splitBackendRuns(graph: Graph, tests: string[]): [run: string[], left: string[]] {
  const spawnsMock = (test: string) => closure(graph, test).has("mocks/testing/spawn-mock.ts");
  return [tests.filter((t) => !spawnsMock(t)), tests.filter(spawnsMock)];
}

async function runTests(files: string[]): Promise<Outcome> {
  const started = Date.now();
  // the time limit of `npm run test:unit`: a limit here is no speed check, and the checks beside share the cores
  const vitest = await createVitest("test", { config: "vitest.quick.config.ts", watch: false, testTimeout: 30_000 });
  let ok: boolean;
  try {
    await vitest.standalone();
    const specs = files.flatMap((file) => vitest.getModuleSpecifications(resolve(file)));
    const result = await vitest.runTestSpecifications(specs);
    ok = result.unhandledErrors.length === 0 && result.testModules.every((m) => m.ok());
  } catch (error) {
    console.error(error);
    ok = false;
  } finally {
    await vitest.close();
  }
  const ms = Date.now() - started;
  console.log(`${ok ? "ok  " : "FAIL"} tests: ${files.length} file(s) (${(ms / 1000).toFixed(1)} s)`);
  return { name: `tests (${files.length})`, ok, ms };
}

/** One pass of the loop over `changed` (repository-relative paths); resolves true when everything passed. */
export async function quick(changed: string[], { all = false } = {}): Promise<boolean> {
  const started = Date.now();
  const existing = changed.filter((file) => existsSync(file));
  const graph = repositoryGraph();
  const everything = changed.filter((file) => EVERY_TEST.test(file));
  const reached = everything.length
    ? [...graph.files.keys()].filter((file) => TEST_FILE.test(file)).sort()
    : relatedTests(graph, changed).filter((file) => existsSync(file));
  const [tests, left] = all ? [reached, []] : splitBackendRuns(graph, reached);
  const linted = existing.filter((file) => LINTED.test(file));
  const acceptance = existing.filter((file) => /^acceptance\/.*\.spec\.ts$/.test(file));

  console.log(`== test:quick: ${changed.length} changed file(s)${changed.length <= 8 ? `: ${changed.join(" ")}` : ""}`);
  if (everything.length) console.log(`   ${everything.join(", ")} reach(es) every test: all ${tests.length} test files`);
  else console.log(`   ${tests.length} related test file(s)${tests.length && tests.length <= 12 ? `: ${tests.join(" ")}` : ""}`);
  if (left.length) console.log(`   left to npm run test:unit (they start the mock as processes; -- --all runs them here): ${left.join(" ")}`);

  const steps: Promise<Outcome>[] = [];
  if (existing.length) steps.push(runHeld("format", bin("prettier"), ["--check", "--ignore-unknown", "--no-error-on-unmatched-pattern", ...existing]));
  if (linted.length) steps.push(runHeld(`lint (${linted.length})`, bin("eslint"), ["--max-warnings", "0", "--no-warn-ignored", ...linted]));
  const projects = typeProjects(changed);
  if (projects.length) steps.push(runTypes(projects));
  if (tests.length) steps.push(runTests(tests));
  const outcomes = await Promise.all(steps);

  console.log("\n== test:quick: time per step (side by side)");
  for (const { name, ok, ms } of outcomes) console.log(`${(ms / 1000).toFixed(1).padStart(6)} s  ${ok ? "" : "FAILED "}${name}`);
  const passed = outcomes.every((o) => o.ok);
  console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${passed ? "passed" : "failed"}`);
  if (acceptance.length) {
    const { default: suite } = await import("../../playwright.config.ts");
    console.log("   acceptance specs changed, not run here (those on the production build: npm run build first):");
    for (const command of acceptanceCommands(acceptance, suite.projects ?? [])) console.log(`     ${command}`);
  }
  return passed;
}

/** Where edits that matter land; the rest of the tree (builds, reports, caches) is not watched. */
const WATCHED = ["src", "mocks", "scripts", "generated", "openapi", "acceptance", "vendor-stand-ins"];

/** Runs the loop on each batch of saved files (after a short quiet spell), one pass at a time. */
function watchLoop(all: boolean): void {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const flush = async () => {
    if (running || pending.size === 0) return;
    const known = new Set(listRepositoryFiles());
    const batch = [...pending].filter((file) => known.has(file) || !existsSync(file));
    pending = new Set();
    if (!batch.length) return;
    running = true;
    // a pass of its own each time: vitest and the graph see the files as they are now
    const child = spawn(bin("tsx"), ["scripts/quality/quick.ts", ...(all ? ["--all"] : []), ...batch], { stdio: "inherit" });
    await new Promise((done) => child.on("close", done));
    running = false;
    console.log("\n== test:quick --watch: waiting for changes (Ctrl-C to stop)");
    void flush();
  };
  const onChange = (dir: string) => (_event: string, name: string | null) => {
    if (!name) return;
    pending.add(dir === "." ? name : `${dir}/${name}`);
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), 300);
  };
  for (const dir of WATCHED) if (existsSync(dir)) watch(dir, { recursive: true }, onChange(dir));
  watch(".", { recursive: false }, onChange("."));
  console.log(`== test:quick --watch: watching ${WATCHED.join(", ")} and the top-level files (Ctrl-C to stop)`);
}

async function main(args: string[]): Promise<void> {
  const watching = args.includes("--watch");
  const all = args.includes("--all");
  const named = args.filter((a) => a !== "--watch" && a !== "--all");
  const files = named.length ? named : changedFiles();
  if (watching) {
    if (files.length) await quick(files, { all });
    watchLoop(all);
    return;
  }
  if (!files.length) {
    console.log("test:quick: nothing changed against HEAD");
    process.exit(0);
  }
  process.exit((await quick(files, { all })) ? 0 : 1);
}

// run, not imported (its test imports it)
if (process.argv[1]?.endsWith("quick.ts")) await main(process.argv.slice(2));
