import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The README is the front door: one page a newcomer reads whole. It keeps to 150
 * lines, names every top-level folder of the repository, and links every page of docs/; the
 * rest lives in docs/, one topic a file.
 */
const readme = readFileSync("README.md", "utf8");
const folders = execFileSync("git", ["ls-tree", "-d", "--name-only", "HEAD"], { encoding: "utf8" }).split("\n").filter(Boolean);

describe("the README, the front door", () => {
  it("is at most 150 lines", () => {
    expect(readme.trimEnd().split("\n").length).toBeLessThanOrEqual(150);
  });

  it("names every top-level folder", () => {
    expect(folders.length).toBeGreaterThan(10);
    const unnamed = folders.filter((f) => !new RegExp(`(^|[\\s(\`])${f.replace(".", "\\.")}/`, "m").test(readme));
    expect(unnamed).toEqual([]);
  });

  it("links every page of docs/", () => {
    const pages = readdirSync("docs").filter((f) => f.endsWith(".md"));
    expect(pages.length).toBeGreaterThan(5);
    expect(pages.filter((p) => !readme.includes(`](docs/${p})`))).toEqual([]);
  });

  it("holds no diary: no measured run of a day (history belongs in commit messages)", () => {
    expect(readme).not.toMatch(/\bat index \d{3,}|\b\d{3,} s at\b|on 20\d\d-\d\d-\d\d/);
  });
});

describe("the table of npm scripts (docs/scripts.md)", () => {
  it("has one row for every script of package.json, and none for a script that is gone", () => {
    const scripts = Object.keys((JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts).sort();
    const rows = [...readFileSync("docs/scripts.md", "utf8").matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]).sort();
    expect(rows).toEqual(scripts);
  });
});

describe("the repository's weight", () => {
  it("keeps no file over 500 kB in git but the lockfile (its size follows the dependencies; a cache or a report that grows lives outside git)", () => {
    const sizes = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8", maxBuffer: 64 << 20 })
      .split("\0")
      .filter((path) => path && existsSync(path))
      .map((path) => [statSync(path).size, path] as const);
    expect(sizes.length).toBeGreaterThan(100);
    const limit = (path: string) => (path === "package-lock.json" ? 1_000_000 : 500_000);
    expect(sizes.filter(([size, path]) => Number(size) > limit(path)).map(([size, path]) => `${path} (${size} bytes)`)).toEqual([]);
  });
});
