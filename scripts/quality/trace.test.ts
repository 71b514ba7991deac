import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** The traceability gate fails for the right reasons (scripts/quality/trace.ts). */
const dir = mkdtempSync(join(tmpdir(), "trace-"));
const all = ["texts.tsv", "constants.tsv"].flatMap((f) =>
  readFileSync(`requirements/${f}`, "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((l) => l.split("\t")[0]),
);
// a pending list of its own, so the gate is tested whatever requirements/pending.tsv holds today
const pending = [all.at(-1)!];
const pendingFile = join(dir, "pending.tsv");
writeFileSync(pendingFile, `id\tissue\twhat will prove it\n${pending[0]}\t0\ta later issue\n`);
const provable = all.filter((id) => !pending.includes(id));

function run(tags: string[][], status = "expected", extra: { file: string; line: number; tags: string[] }[] = []) {
  const file = join(dir, `report-${Math.random()}.json`);
  const specs = [
    ...tags.map((t, i) => ({
      title: `test ${i}`,
      file: "x.spec.ts",
      line: i + 1,
      tags: t.map((id) => `@${id}`),
      tests: [{ status, results: [{ status: "passed" }] }],
    })),
    ...extra.map((e, i) => ({
      title: `source ${i}`,
      ...e,
      tags: e.tags.map((id) => `@${id}`),
      tests: [{ status: "expected", results: [{ status: "passed" }] }],
    })),
  ];
  writeFileSync(file, JSON.stringify({ suites: [{ title: "x.spec.ts", specs }] }));
  return spawnSync("tsx", ["scripts/quality/trace.ts", file, "--out", dir, "--pending", pendingFile, "--tests-dir", join(dir, "tests")], { encoding: "utf8" });
}

// a spec file of the run, for the check that a tagged test mentions what its tag claims
mkdirSync(join(dir, "tests"));
writeFileSync(
  join(dir, "tests", "y.spec.ts"),
  [
    'test("says the text", { tag: ["@ACC-T001"] }, async ({ page }) => {',
    '  await expect(page.getByText("Email or Username is required")).toBeVisible();',
    "});",
    'test("says another", { tag: ["@ACC-T002"] }, async ({ page }) => {',
    '  await expect(page.getByText("Email or Username is required")).toBeVisible(); // not ACC-T002\'s text',
    "});",
    'test("the page size", { tag: ["@K04"] }, async ({ page }) => {',
    '  await expect(page.getByRole("link")).toHaveCount(7);',
    "});",
    'test("nothing of K04", { tag: ["@K04"] }, async ({ page }) => {',
    '  await expect(page.getByRole("dialog", { name: "Friends" })).toBeVisible();',
    "});",
  ].join("\n"),
);

describe("npm run trace", () => {
  it("passes when every requirement that is not pending has a passing test", () => {
    const result = run([provable]);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("fails on a tag that names no requirement", () => {
    const result = run([provable, ["ACC-T999"]]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("is tagged @ACC-T999, which is no requirement");
  });

  it("fails on a requirement that is neither tested nor pending, and on a failing test", () => {
    const missing = run([provable.slice(1)]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain(`${provable[0]} (`);
    const failing = run([provable], "unexpected");
    expect(failing.stderr).toContain("has a failing test");
  });

  it("fails when a pending requirement is proven meanwhile (the list must shrink)", () => {
    const result = run([provable, [pending[0]]]);
    expect(result.stderr).toContain(`${pending[0]} is proven now`);
  });

  it("a skipped test proves nothing", () => {
    const result = run([provable], "skipped");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${provable[0]}'s tests were all skipped in this run`);
  });

  it("fails on a tag whose test never mentions what it claims: the text, or a value or constant of the limit", () => {
    const source = (line: number, tag: string) => ({ file: "y.spec.ts", line, tags: [tag] });
    const result = run([provable], "expected", [source(1, "ACC-T001"), source(4, "ACC-T002"), source(7, "K04"), source(10, "K04")]);
    expect(result.status).toBe(1);
    const flagged = result.stderr.split("\n").filter((l) => l.includes("never mentions"));
    expect(flagged).toEqual([
      expect.stringContaining('y.spec.ts:4 "source 1" is tagged @ACC-T002 but never mentions it'),
      expect.stringContaining('y.spec.ts:10 "source 3" is tagged @K04 but never mentions it'),
    ]);
  });
});
