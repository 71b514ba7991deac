import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Comments, test titles and docs say why, not which ticket asked: the repository has no issue
 * tracker, so a ticket's number names nothing a reader can open (the history of a change belongs in
 * its commit message). This fails on a ticket's number, a bare reference to one (see #N, (#N), a
 * comment that starts with #N), an "(issue: ...)" aside, and a plan's wave named by its letter, in
 * the source and the docs. A number that names a thing (Hardhat account #1, an NFT's #12), a colour,
 * a heading or an address's fragment is none of these. An upstream project's report is cited by its
 * address instead (github.com/<owner>/<repo>/issues/<n>).
 */
const TICKET = new RegExp(["\\bissues?", "\\s+#?\\d+"].join(""), "i");
const ASIDE = new RegExp(["\\(", "issue:"].join(""), "i");
/**
 * #N where only a reference stands: at a comment's start (//, *, <!--, a shell's #), in brackets,
 * after "see", "in", "from"..., or right after "fixes", "closes", "PR" (with a colon or no space).
 * A line that starts with #N is a colour in a list, not a reference.
 */
const REFERENCE = new RegExp(
  [
    "(?:(?://|\\*|<!--|^\\s*#)\\s*|(?<![\\w-])[(\\[]|\\b(?:see|cf\\.?|in|per|from|after|since|by)\\s+|\\b(?:fix(?:es|ed)?|close[sd]?|resolve[sd]?|pr|pull request|ticket|task|bug):?\\s*)",
    "#\\d+(?![\\w-])",
  ].join(""),
  "i",
);
/** A plan's wave by its letter (A to E: "wave I" is a sentence's pronoun). */
const WAVE = new RegExp(["\\b[Ww]aves?", "[ -][A-E](?![\\w-])"].join(""));
const PATTERNS = [TICKET, ASIDE, REFERENCE, WAVE];
const named = (line: string) => PATTERNS.some((pattern) => pattern.test(line));
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
    .filter(({ line }) => named(line));

describe("no ticket numbers in comments, test titles and docs", () => {
  it("tells a ticket's reference from a number that names a thing", () => {
    const tickets = [
      "see #34",
      "// #34: the retry",
      "(#34)",
      "[#7]",
      "fixes #120",
      "PR #8",
      "PR#8",
      "Closes: #34",
      "# #34 in a shell",
      "wave B",
      "waves A and C",
      "Wave-C",
    ];
    expect(tickets.filter((line) => !named(line))).toEqual([]);
    const things = [
      "color: #fff;",
      "background: #1a2b3c",
      "linear-gradient(#000, #fff)",
      "## 34 pages",
      "docs/x.md#l34",
      "a.html#34",
      "  #000000 0%,",
      "a wave I saw",
    ];
    const numbered = ["Hardhat account #1", "Superhero #12", "PKCS #8", "accounts #1 and #2", "a wave of requests", "the waves' A"];
    expect([...things, ...numbered].filter(named)).toEqual([]);
  });

  it("names no issue by number, refers to none, makes no (issue: ...) aside and names no wave by letter", () => {
    const found = [...DIRS.flatMap(files), ...rootFiles]
      .filter((path) => path !== "scripts/quality/no-issue-numbers.test.ts")
      .flatMap(hits)
      .map(({ at, line }) => `${at}: ${line.trim()}`);
    expect(found).toEqual([]);
  });
});
