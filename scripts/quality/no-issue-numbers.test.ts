import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Comments, test titles and docs say why, not which ticket asked: the repository has no issue
 * tracker, so a ticket's number names nothing a reader can open (the history of a change belongs in
 * its commit message). This fails on a ticket's number or an "(issue: ...)" aside in the source and
 * the docs; an upstream project's report is cited by its address instead (github.com/<owner>/<repo>/issues/<n>).
 */
const TICKET = new RegExp(["\\bissues?", "\\s+#?\\d+"].join(""), "i");
const ASIDE = new RegExp(["\\(", "issue:"].join(""), "i");
const DIRS = ["src", "mocks", "scripts", "acceptance", "docs", "requirements", "partner-demo", "deploy", "contracts", "ignition", ".ci"];
const SKIP_DIRS = new Set(["node_modules", "generated", "screens", "__snapshots__"]);
const TEXT = /\.(ts|tsx|mts|mjs|js|cjs|css|md|sol|conf|sh|yaml|yml)$|^run$/;
function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIP_DIRS.has(name) ? [] : files(path);
    return TEXT.test(name) ? [path] : [];
  });
}
const rootFiles = readdirSync(".").filter((name) => /\.config\.(ts|mts|mjs|js)$|^[A-Z]+\.md$/.test(name));
const hits = (path: string) =>
  readFileSync(path, "utf8")
    .split("\n")
    .map((line, i) => ({ line, at: `${path}:${i + 1}` }))
    .filter(({ line }) => TICKET.test(line) || ASIDE.test(line));

describe("no ticket numbers in comments, test titles and docs", () => {
  it("names no issue by number and makes no (issue: ...) aside", () => {
    const found = [...DIRS.flatMap(files), ...rootFiles]
      .filter((path) => path !== "scripts/quality/no-issue-numbers.test.ts")
      .flatMap(hits)
      .map(({ at, line }) => `${at}: ${line.trim()}`);
    expect(found).toEqual([]);
  });
});
