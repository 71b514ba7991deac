import { readFileSync, writeFileSync } from "node:fs";

/**
 * Replaces what `file` (a page of docs/ a command writes: the performance table, the constants'
 * tags, the mutation scores) holds between `<!-- {name}:start -->` and `<!-- {name}:end -->` with
 * `lines`.
 */
export function writeTable(file: string, name: string, lines: string[]): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const text = readFileSync(file, "utf8");
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} has no ${name} markers`);
  writeFileSync(file, `${text.slice(0, from + start.length)}\n${lines.join("\n")}\n${text.slice(to)}`);
}
