// What the mutation gate (scripts/quality/mutation-gate.ts) re-tests, and whether that fits its
// bound inside `npm test`. Pure, so that the rules and the bound are tested without running Stryker.

/** What git keeps of a mutated file's run. */
export interface FileResult {
  sha: string | null;
  tests: Record<string, string | null>;
  killed: number;
  survived: number;
  noCoverage: number;
  /** Static mutants a test reaches but a shared worker cannot switch on: out of the score. */
  staticIgnored?: number;
  survivors: string[];
}
export interface Results {
  configs?: Record<string, string | null>;
  files: Record<string, FileResult>;
  /**
   * Files whose re-test was put off, said in the open (`--defer`): each with the code it was put off
   * for and why. A deferred file keeps its last result only while its code is that code; every run
   * names them, and the refresh re-tests them and ends the deferral.
   */
  deferred?: { reason: string; files: Record<string, string | null> };
}

/** How long the gate may re-test inside `npm test`: past it, it fails at once and names STALE_COMMAND. */
export const GATE_BOUND_SECONDS = 300;
/**
 * What a re-test costs on a two-core host: Stryker's first pass over the tests related to the files
 * (to learn which tests cover which mutant), then each mutant's covering tests. The app's rules are
 * related to their own tests and the pages that use them; the mock's rules to every test of the mock,
 * which is nearly the whole unit suite.
 */
export const FIRST_PASS_SECONDS = { app: 60, mock: 320 };
export const SECONDS_PER_MUTANT = 2.6;
const firstPass = (paths: string[]) => (paths.some((path) => path.startsWith("mocks/")) ? FIRST_PASS_SECONDS.mock : FIRST_PASS_SECONDS.app);
/**
 * What shapes every mutant's run: a change of their code re-tests every file (a comment's does not,
 * nor one of the options each leaves out here, which change no mutant's result).
 */
export const MUTATION_CONFIGS: Record<string, readonly string[]> = {
  "stryker.config.mjs": [
    // where and how the run reports, and how the gate's run is judged (by area, after it)
    "reporters",
    "htmlReporter",
    "jsonReporter",
    "clearTextReporter",
    "thresholds",
    "logLevel",
    "fileLogLevel",
    // how many workers, how long the first run may take, where it works and keeps its cache
    "concurrency",
    "dryRunTimeoutMinutes",
    "tempDirName",
    "cleanTempDir",
    "incrementalFile",
    // which files: each has its own result (a file added has none yet, one taken out loses its own)
    "mutate",
  ],
  // what it overrides shapes every run: nothing left out
  "vitest.stryker.config.ts": [],
  // its projects are replaced by Stryker's one (vitest.stryker.config.ts); the number of workers
  // changes what a test takes, not what it kills, and so does a test's time limit, as in a test file
  // (a mutant that only slowed a test past the limit counted as killed keeps that count until the
  // file is re-tested; Stryker's own limit for a mutant, timeoutMS, is not left out)
  "vitest.config.ts": ["projects", "maxWorkers", "minWorkers", "testTimeout", "hookTimeout", "reporters"],
  "vitest.setup.ts": [],
};

export const REFRESH_COMMAND = "npm run test:mutation:refresh";
/** What re-tests the stale files alone, unbounded: what a change made stale, without the drifted results the refresh adds. */
export const STALE_COMMAND = "npm run test:mutation:stale";

export interface Look {
  /** The mutation configuration changed since the results were recorded: every result is stale. */
  configChanged: boolean;
  /** Whether a file's code is the one its result was measured on. */
  sameCode: (path: string, recorded: string | null | undefined) => boolean;
  /** Whether a covering test file is the one the result saw (its tests' names and time limits aside). */
  sameTests: (path: string, recorded: string | null | undefined) => boolean;
  /** The file's own test files (`x.test.ts`, `x.test.tsx` beside `x.ts`). */
  ownTests: (path: string) => string[];
}

export interface Plan {
  /** Results that no longer hold: the file's code, or its own tests, changed (or it has no result). */
  stale: string[];
  /** Results whose file and own tests are unchanged, but another test file that covered them changed. */
  drifted: string[];
  /** Stale results whose re-test was put off for the code they have now (Results.deferred). */
  deferred: string[];
  /** The mutants of the stale files, as recorded; files without a recorded count are `unknown`. */
  knownMutants: number;
  unknown: string[];
  estimateSeconds: number;
  /** Whether re-testing `stale` fits the gate's bound (always true with nothing stale). */
  withinBound: boolean;
}

/**
 * The deferral that stands after a re-test: the deferred files it did not re-test keep theirs (a
 * re-test of some files with --only ends the deferral of those alone), with its reason.
 */
export function deferralAfter(recorded: Results, deferred: string[], retested: string[]): Results["deferred"] {
  if (!recorded.deferred) return undefined;
  const kept = deferred.filter((path) => !retested.includes(path));
  return { reason: recorded.deferred.reason, files: Object.fromEntries(kept.map((path) => [path, recorded.deferred!.files[path] ?? null])) };
}

const mutantsOf = (r: FileResult) => r.killed + r.survived + r.noCoverage + (r.staticIgnored ?? 0);

/** A mutant as Stryker's JSON report gives it. */
export interface ReportedMutant {
  status: string;
  mutatorName: string;
  replacement?: string;
  coveredBy?: string[];
  static?: boolean;
  location: { start: { line: number } };
}

/**
 * Brings the hashes of each result that still holds to the form the gate records now (`now`): a
 * result recorded by an earlier form (its layout kept) is still recognised, but a reformat would
 * then make it stale. A hash of other code is left as it is (that result is stale, or drifted).
 * Says whether anything was brought forward.
 */
export function inCurrentForm(
  results: Record<string, FileResult>,
  look: Pick<Look, "sameCode" | "sameTests">,
  now: { code: (path: string) => string | null; tests: (path: string) => string | null },
): boolean {
  let moved = false;
  for (const [path, result] of Object.entries(results)) {
    const code = now.code(path);
    if (code !== null && result.sha !== code && look.sameCode(path, result.sha)) [result.sha, moved] = [code, true];
    for (const [test, recorded] of Object.entries(result.tests)) {
      const hash = now.tests(test);
      if (hash !== null && recorded !== hash && look.sameTests(test, recorded)) [result.tests[test], moved] = [hash, true];
    }
  }
  return moved;
}

/**
 * The configurations a written record names: after a change of the configuration, the new one only
 * once every stale file was re-tested with it (a re-test of some, `--only`, leaves the others stale).
 */
export function configsToRecord(
  configChanged: boolean,
  stale: readonly string[],
  retested: readonly string[],
  recorded: Results["configs"],
  now: Results["configs"],
): Results["configs"] {
  return configChanged && !stale.every((path) => retested.includes(path)) ? recorded : now;
}

/**
 * A file's counts and survivors. A static mutant (a module-level value) that some test also reaches
 * is run with that test, but the shared worker loaded its module before, so it can never be switched
 * on: it is ignored like the static mutants the configuration ignores (ignoreStatic), counted apart.
 */
export function tally(mutants: ReportedMutant[]): Pick<FileResult, "killed" | "survived" | "noCoverage" | "staticIgnored" | "survivors"> {
  const result = { killed: 0, survived: 0, noCoverage: 0, staticIgnored: 0, survivors: [] as string[] };
  for (const m of mutants) {
    const ignored = m.static === true && m.status === "Survived";
    if (ignored) result.staticIgnored++;
    else if (m.status === "Killed" || m.status === "Timeout") result.killed++;
    else if (m.status === "Survived") result.survived++;
    else if (m.status === "NoCoverage") result.noCoverage++;
    if (m.status === "Survived" || m.status === "NoCoverage") {
      const replacement = m.replacement ? ` → ${m.replacement.slice(0, 60).replace(/\s+/g, " ")}` : "";
      result.survivors.push(`${m.location.start.line} ${m.mutatorName}${replacement} (${ignored ? "static, ignored" : m.status})`);
    }
  }
  const { staticIgnored, ...counts } = result;
  return staticIgnored ? { ...counts, staticIgnored } : counts;
}

export function planGate(recorded: Results, current: string[], look: Look): Plan {
  const stale: string[] = [];
  const drifted: string[] = [];
  const deferred: string[] = [];
  const putOff = recorded.deferred?.files ?? {};
  for (const path of current) {
    const result = recorded.files[path];
    const own = look.ownTests(path);
    const ownChanged = !!result && own.some((test) => (test in result.tests ? !look.sameTests(test, result.tests[test]) : mutantsOf(result) > 0));
    if (look.configChanged || !result || !look.sameCode(path, result.sha) || ownChanged) {
      if (!look.configChanged && path in putOff && look.sameCode(path, putOff[path])) deferred.push(path);
      else stale.push(path);
    } else if (Object.entries(result.tests).some(([test, hash]) => !look.sameTests(test, hash))) drifted.push(path);
  }
  const unknown = stale.filter((path) => !recorded.files[path] || look.configChanged);
  const knownMutants = stale.filter((path) => !unknown.includes(path)).reduce((n, path) => n + mutantsOf(recorded.files[path]!), 0);
  const estimateSeconds = stale.length === 0 ? 0 : firstPass(stale) + knownMutants * SECONDS_PER_MUTANT;
  return {
    stale,
    drifted,
    deferred,
    knownMutants,
    unknown,
    estimateSeconds,
    withinBound: stale.length === 0 || (unknown.length === 0 && estimateSeconds <= GATE_BOUND_SECONDS),
  };
}
