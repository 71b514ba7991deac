// The mutation gate's plan: what is stale, what has only drifted, and the bound inside npm test.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { configSha } from "./code-hash";
import {
  configsToRecord,
  FIRST_PASS_SECONDS,
  inCurrentForm,
  GATE_BOUND_SECONDS,
  MUTATION_CONFIGS,
  planGate,
  SECONDS_PER_MUTANT,
  tally,
  deferralAfter,
  type Look,
  type Results,
} from "./mutation-plan";

const result = (mutants: number, tests: Record<string, string> = {}) => ({ sha: "code", tests, killed: mutants, survived: 0, noCoverage: 0, survivors: [] });
const look = (changed: string[] = [], own: Record<string, string[]> = {}, configChanged = false): Look => ({
  configChanged,
  sameCode: (path) => !changed.includes(path),
  sameTests: (path) => !changed.includes(path),
  ownTests: (path) => own[path] ?? [],
});

describe("the mutation gate's plan", () => {
  const recorded: Results = {
    files: {
      "a.ts": result(10, { "a.test.ts": "t", "shared.test.ts": "t" }),
      "b.ts": result(20, { "shared.test.ts": "t" }),
      "c.ts": result(30, { "c.test.ts": "t" }),
    },
  };
  const own = { "a.ts": ["a.test.ts"], "c.ts": ["c.test.ts"] };

  it("a file's own code or own tests changed: stale; only another covering test changed: drifted, not re-tested", () => {
    const plan = planGate(recorded, ["a.ts", "b.ts", "c.ts"], look(["shared.test.ts", "c.test.ts"], own));
    expect(plan.stale).toEqual(["c.ts"]);
    expect(plan.drifted).toEqual(["a.ts", "b.ts"]);
    expect(plan.knownMutants).toBe(30);
  });

  it("a new file, or an own test its result never saw, is stale; a new file's mutants are unknown", () => {
    const plan = planGate(recorded, ["a.ts", "d.ts"], look([], { "a.ts": ["a.test.ts", "a.test.tsx"] }));
    expect(plan.stale).toEqual(["a.ts", "d.ts"]);
    expect(plan.unknown).toEqual(["d.ts"]);
    expect(plan.withinBound).toBe(false);
  });

  it("holds the bound: within it the gate re-tests, past it (or with unknown mutants) it fails at once", () => {
    const fits = Math.floor((GATE_BOUND_SECONDS - FIRST_PASS_SECONDS.app) / SECONDS_PER_MUTANT);
    const at = (mutants: number, path = "src/lib/x.ts") => planGate({ files: { [path]: result(mutants) } }, [path], look([path]));
    expect(at(fits).withinBound).toBe(true);
    expect(at(fits + 1).withinBound).toBe(false);
    expect(at(fits + 1).estimateSeconds).toBeGreaterThan(GATE_BOUND_SECONDS);
    // a rule of the mock: its first pass runs every test of the mock
    expect(at(1, "mocks/domain/x.ts").estimateSeconds).toBe(FIRST_PASS_SECONDS.mock + SECONDS_PER_MUTANT);
    expect(
      planGate(
        { files: { "src/lib/x.ts": result(1), "mocks/lib/y.ts": result(1) } },
        ["src/lib/x.ts", "mocks/lib/y.ts"],
        look(["src/lib/x.ts", "mocks/lib/y.ts"]),
      ).estimateSeconds,
    ).toBe(FIRST_PASS_SECONDS.mock + 2 * SECONDS_PER_MUTANT);
    expect(planGate(recorded, ["a.ts"], look()).withinBound).toBe(true);
    expect(planGate(recorded, ["a.ts"], look()).estimateSeconds).toBe(0);
  });

  it("a changed mutation configuration makes every file stale, of unknown cost", () => {
    const plan = planGate(recorded, ["a.ts", "b.ts"], look([], {}, true));
    expect(plan.stale).toEqual(["a.ts", "b.ts"]);
    expect(plan.withinBound).toBe(false);
  });

  it("a deferred file is named, not re-tested, while its code is the code it was deferred for; a change ends the deferral", () => {
    const deferredFor = (code: string): Results => ({ ...recorded, deferred: { reason: "no time", files: { "c.ts": code } } });
    const changedC = look(["c.ts"], own);
    expect(planGate(deferredFor("now"), ["c.ts"], { ...changedC, sameCode: (path, rec) => path !== "c.ts" || rec === "now" })).toMatchObject({
      stale: [],
      deferred: ["c.ts"],
      withinBound: true,
    });
    // changed again since it was deferred: stale
    expect(planGate(deferredFor("then"), ["c.ts"], { ...changedC, sameCode: (path, rec) => path !== "c.ts" || rec === "now" })).toMatchObject({
      stale: ["c.ts"],
      deferred: [],
    });
  });

  it("a static mutant that survives is ignored and counted apart; a dynamic one, or a killed static one, counts as it is", () => {
    const at = (line: number, status: string, isStatic?: boolean) => ({
      status,
      mutatorName: "StringLiteral",
      replacement: '""',
      static: isStatic,
      location: { start: { line } },
    });
    expect(tally([at(1, "Survived", true), at(2, "Killed", true), at(3, "Survived"), at(4, "Timeout"), at(5, "NoCoverage", true)])).toEqual({
      killed: 2,
      survived: 1,
      noCoverage: 1,
      staticIgnored: 1,
      survivors: ['1 StringLiteral → "" (static, ignored)', '3 StringLiteral → "" (Survived)', '5 StringLiteral → "" (NoCoverage)'],
    });
    expect(tally([at(3, "Survived", false)])).not.toHaveProperty("staticIgnored");
  });

  it("a re-test ends the deferral of the files it re-tested alone; the others stay deferred, with the reason", () => {
    const deferred: Results = { ...recorded, deferred: { reason: "no time", files: { "a.ts": "x", "b.ts": "y" } } };
    expect(deferralAfter(deferred, ["a.ts", "b.ts"], ["a.ts"])).toEqual({ reason: "no time", files: { "b.ts": "y" } });
    expect(deferralAfter(deferred, ["a.ts", "b.ts"], ["a.ts", "b.ts"])).toEqual({ reason: "no time", files: {} });
    expect(deferralAfter(recorded, [], ["a.ts"])).toBeUndefined();
  });
});

describe("the mutation configuration: what a result depends on", () => {
  const dir = mkdtempSync(join(tmpdir(), "mutation-config-"));
  /** The hash the gate records for the real configuration file, once edited. */
  const edited = (file: string, from: string, to: string) => {
    const text = readFileSync(file, "utf8");
    expect(text).toContain(from);
    const copy = join(mkdtempSync(join(dir, "c-")), file);
    writeFileSync(copy, text.replace(from, to));
    return configSha(copy, MUTATION_CONFIGS[file]!);
  };
  const asIs = (file: string) => edited(file, "", "");

  it("Stryker's reports, workers and judging change no result; what a mutant runs with does", () => {
    const file = "stryker.config.mjs";
    expect(edited(file, "concurrency: 2", "concurrency: 1")).toBe(asIs(file));
    expect(edited(file, 'reporters: ["clear-text", "progress", "html", "json"]', 'reporters: ["json"]')).toBe(asIs(file));
    expect(edited(file, "dryRunTimeoutMinutes: 20", "dryRunTimeoutMinutes: 40")).toBe(asIs(file));
    expect(edited(file, "timeoutMS: 10_000", "timeoutMS: 20_000")).not.toBe(asIs(file));
    expect(edited(file, "ignoreStatic: true", "ignoreStatic: false")).not.toBe(asIs(file));
  });

  it("Vitest's projects (Stryker runs one of its own), workers and time limits change no result; its set-up does", () => {
    const file = "vitest.config.ts";
    expect(edited(file, 'maxWorkers: "100%"', 'maxWorkers: "50%"')).toBe(asIs(file));
    expect(edited(file, 'maxWorkers: "100%",', 'maxWorkers: "100%",\n    testTimeout: 30_000,')).toBe(asIs(file));
    expect(edited(file, 'name: "shared"', 'name: "node"')).toBe(asIs(file));
    expect(edited(file, "restoreMocks: true", "restoreMocks: false")).not.toBe(asIs(file));
    expect(edited(file, 'MOCK_AI_DELAY_MS: "0"', 'MOCK_AI_DELAY_MS: "5"')).not.toBe(asIs(file));
  });

  it("Stryker's own Vitest configuration leaves nothing out: it overrides what the run uses", () => {
    expect(MUTATION_CONFIGS["vitest.stryker.config.ts"]).toEqual([]);
    expect(edited("vitest.stryker.config.ts", "projects: undefined,", "")).not.toBe(asIs("vitest.stryker.config.ts"));
  });
});

describe("the record the gate writes", () => {
  it("a holding result recorded by an earlier form is brought to the current one; a hash of other code stays", () => {
    // "old:x" is the earlier form of the code "x"; "y" is other code
    const look = {
      sameCode: (path: string, rec: string | null | undefined) => rec === `old:${path}` || rec === path,
      sameTests: (path: string, rec: string | null | undefined) => rec === `old:${path}` || rec === path,
    };
    const now = { code: (path: string) => path, tests: (path: string) => path };
    const results = {
      "a.ts": { ...result(1, { "a.test.ts": "old:a.test.ts", "b.test.ts": "changed" }), sha: "old:a.ts" },
      "c.ts": { ...result(1, { "c.test.ts": "c.test.ts" }), sha: "changed" },
    };
    expect(inCurrentForm(results, look, now)).toBe(true);
    expect(results["a.ts"]).toMatchObject({ sha: "a.ts", tests: { "a.test.ts": "a.test.ts", "b.test.ts": "changed" } });
    expect(results["c.ts"].sha).toBe("changed");
    expect(inCurrentForm(results, look, now)).toBe(false);
  });

  it("after a configuration change, names the new configuration only once every stale file was re-tested", () => {
    const [before, after] = [{ "stryker.config.mjs": "1" }, { "stryker.config.mjs": "2" }];
    expect(configsToRecord(true, ["a.ts", "b.ts"], ["a.ts"], before, after)).toBe(before);
    expect(configsToRecord(true, ["a.ts", "b.ts"], ["b.ts", "a.ts"], before, after)).toBe(after);
    expect(configsToRecord(false, ["a.ts", "b.ts"], ["a.ts"], before, after)).toBe(after);
  });
});
