import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** The traceability gate fails for the right reasons (scripts/trace.mjs). */
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

function run(tags: string[][], status = "expected") {
  const file = join(dir, `report-${Math.random()}.json`);
  const specs = tags.map((t, i) => ({
    title: `test ${i}`,
    file: "x.spec.ts",
    line: i + 1,
    tags: t.map((id) => `@${id}`),
    tests: [{ status, results: [{ status: "passed" }] }],
  }));
  writeFileSync(file, JSON.stringify({ suites: [{ title: "x.spec.ts", specs }] }));
  return spawnSync("node", ["scripts/trace.mjs", file, "--out", dir, "--pending", pendingFile], { encoding: "utf8" });
}

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
});
