import { readFileSync, writeFileSync } from "node:fs";

/**
 * Replaces what README.md holds between `<!-- {name}:start -->` and `<!-- {name}:end -->` (a table
 * a command writes: perf, test:constants) with `lines`.
 */
export function writeReadmeSection(name: string, lines: string[]) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const readme = readFileSync("README.md", "utf8");
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${name} markers`);
  writeFileSync("README.md", `${readme.slice(0, from + start.length)}\n${lines.join("\n")}\n${readme.slice(to)}`);
}
