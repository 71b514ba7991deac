// What a tagged test says about its requirement (scripts/quality/trace.ts): a cheap check that catches a
// tag on a test that never mentions what the tag claims. A text's tag needs the text in what the
// test says (its body, and its file outside the other tests: a loop's data, a helper, a constant);
// a constant's tag needs one of the constant's values or the name of a constant that carries its id
// in src/config/constants.ts.
import { existsSync, readFileSync } from "node:fs";

/**
 * Skips code from `i` to the bracket that closes at depth 0 (`closer`: ")" or "}"), stepping over
 * strings, template literals (with their `${…}` expressions), comments and regex literals. Returns
 * the index of that closing bracket (or the end of the source).
 */
function skipCode(src: string, i: number, closer: string): number {
  let depth = 0;
  for (; i < src.length; i++) {
    const c = src[i];
    if (c === "/" && src[i + 1] === "/") i = src.indexOf("\n", i) < 0 ? src.length : src.indexOf("\n", i);
    else if (c === "/" && src[i + 1] === "*") i = src.indexOf("*/", i + 2) + 1;
    else if (c === '"' || c === "'") {
      for (i++; i < src.length && src[i] !== c; i++) if (src[i] === "\\") i++;
    } else if (c === "`") {
      for (i++; i < src.length && src[i] !== "`"; i++) {
        if (src[i] === "\\") i++;
        else if (src[i] === "$" && src[i + 1] === "{") i = skipCode(src, i + 2, "}");
      }
    } else if (c === "/" && /[(,=:[!&|?{};]\s*$/.test(src.slice(Math.max(0, i - 20), i))) {
      // a regex literal
      for (i++; i < src.length && src[i] !== "/"; i++) {
        if (src[i] === "\\") i++;
        else if (src[i] === "[") while (i < src.length && src[i] !== "]") i += src[i] === "\\" ? 2 : 1;
      }
    } else if (c === "(" || c === "{" || c === "[") depth++;
    else if (c === ")" || c === "}" || c === "]") {
      if (depth === 0 && c === closer) return i;
      depth--;
    }
  }
  return src.length;
}

/** The index just past the call that opens at `from` (the first "(" from there). */
export function endOfCall(src: string, from: number): number {
  const open = src.indexOf("(", from);
  return open < 0 ? src.length : skipCode(src, open + 1, ")") + 1;
}

/**
 * What each test says: its file without the other tests' bodies (its own body, and what the file
 * holds outside tests: a loop's data, a helper, a constant of the texts it uses).
 */
export function testSources<T extends { file: string }>(testsDir: string, tests: T[]): Map<T, string> {
  const byFile = new Map<string, { t: T; line: number }[]>();
  for (const t of tests) {
    const [file = "", line] = t.file.split(":");
    byFile.set(file, [...(byFile.get(file) ?? []), { t, line: Number(line) }]);
  }
  const sources = new Map<T, string>();
  for (const [file, list] of byFile) {
    const path = `${testsDir}/${file}`;
    if (!existsSync(path)) continue;
    const src = readFileSync(path, "utf8");
    const lineStarts = [0];
    for (let i = 0; i < src.length; i++) if (src[i] === "\n") lineStarts.push(i + 1);
    const spans = new Map<number, [number, number]>(
      [...new Set(list.map((x) => x.line))].map((l) => [l, [lineStarts[l - 1] ?? 0, endOfCall(src, lineStarts[l - 1] ?? 0)]]),
    );
    for (const { t, line } of list) {
      let said = "";
      let at = 0;
      for (const [l, [from, to]] of [...spans].sort((a, b) => a[1][0] - b[1][0])) {
        if (l === line || from < at) continue;
        said += src.slice(at, from);
        at = to;
      }
      sources.set(t, said + src.slice(at));
    }
  }
  return sources;
}

/** The constants of src/config/constants.ts by the K ids their comments name. */
export function constantNames(file = "src/config/constants.ts"): Map<string, string[]> {
  const names = new Map<string, string[]>();
  let ids: string[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const comment = line.match(/\bK\d+\b/g);
    if (/^\s*(\/\*\*|\*)/.test(line)) {
      if (/^\s*\/\*\*/.test(line)) ids = [];
      if (comment) ids.push(...comment);
      continue;
    }
    const name = /^export const (\w+)/.exec(line)?.[1];
    if (name) for (const id of ids) names.set(id, [...(names.get(id) ?? []), name]);
    if (line.trim() === "") ids = [];
  }
  return names;
}

const plain = (s: string) => s.replace(/\\(.)/g, "$1");

/** Whether `source` mentions the requirement: its text (the longest literal part), or a value or constant of it. */
/** A requirement of the specs: a text (texts.tsv) or a constant (constants.tsv). */
export interface Requirement {
  id: string;
  kind: "text" | "constant";
  what: string;
}

export function mentions(source: string, requirement: Requirement, { product, constants }: { product: string; constants: Map<string, string[]> }): boolean {
  const body = plain(source);
  if (requirement.kind === "text") {
    const parts = requirement.what
      .replaceAll("{product}", product)
      .split(/\{[^}]*\}/)
      .map((p) => p.trim())
      .sort((a, b) => b.length - a.length);
    return body.includes(parts[0] ?? "");
  }
  if ((constants.get(requirement.id) ?? []).some((name) => body.includes(name))) return true;
  const numbers = [...new Set(requirement.what.replace(/(\d),(?=\d{3})/g, "$1").match(/\d+(?:\.\d+)?/g) ?? [])];
  if (numbers.length === 0) return true; // a rule without a value (K13's message contents): the tag is taken at its word
  const digits = body.replace(/(\d)_(?=\d)/g, "$1").replace(/(\d),(?=\d{3}\b)/g, "$1"); // 1_200_000, 1,200,000
  return numbers.some((n) => {
    const forms = [n];
    if (Number(n) >= 1000 && Number(n) % 1000 === 0) forms.push(`${Number(n) / 1000} s`, `${Number(n) / 1000}s`, `${Number(n) / 1000} second`);
    return forms.some((f) => new RegExp(`(^|[^\\d.])${f.replace(/\./g, "\\.")}($|[^\\d])`).test(digits));
  });
}
