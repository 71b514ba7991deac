/**
 * The tagged constants of a source file, each with the careless change `npm run test:constants`
 * makes to it (scripts/quality/test-constants.ts). A constant is tagged when the doc comment of its block
 * names a requirement id of constants.tsv (K01-K99): the comment's ids hold for every constant
 * that follows it up to a blank line or the next comment. A constant is a number (`= 10_000`, `:
 * 111`), a number in quotes (`= "0.05"`), or each number of a one-line object
 * (`{ no_fee: 1.5, fee: 2 }`); anything else (a sentence, a list) is not changed here.
 */
export type ConstantMutant = {
  file: string;
  /** 1-based */
  line: number;
  name: string;
  ids: string[];
  from: string;
  to: string;
  /** the file's text with this one change */
  mutated: string;
};

const NUMBER = String.raw`\d[\d_]*(?:\.\d+)?`;
const DECLARATION = new RegExp(
  String.raw`^(\s*)(?:export const\s+)?([A-Za-z_]\w*)(\s*(?:=|:)\s*)(\{[^{}]*\}|"${NUMBER}"|${NUMBER})(\s*(?:as const)?\s*[;,]?\s*(?:\/\/.*)?)$`,
);

/** The changed value: a timing or a value of 100 and more doubled, a count one more, a fraction doubled. */
export function changed(name: string, literal: string): string {
  const quoted = literal.startsWith('"');
  const text = quoted ? literal.slice(1, -1) : literal;
  const value = Number(text.replaceAll("_", ""));
  const timing = /(MS|Ms|_HOURS|_SECONDS)$/.test(name);
  const next = timing || value >= 100 || !Number.isInteger(value) ? value * 2 : value + 1;
  const out = Number.isInteger(next) ? String(next) : String(Number(next.toPrecision(12)));
  return quoted ? `"${out}"` : out;
}

export function constantMutants(file: string, text: string): ConstantMutant[] {
  const lines = text.split("\n");
  const mutants: ConstantMutant[] = [];
  let ids: string[] = [];
  let comment: string | null = null;
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    if (comment !== null || trimmed.startsWith("/*") || trimmed.startsWith("//")) {
      comment = `${comment ?? ""} ${trimmed}`;
      if (trimmed.startsWith("//") || trimmed.includes("*/")) {
        ids = [...new Set(comment.match(/\bK\d\d\b/g) ?? [])];
        comment = null;
      }
      return;
    }
    if (trimmed === "") {
      ids = [];
      return;
    }
    if (!ids.length) return;
    const match = DECLARATION.exec(line);
    if (!match) return;
    const [, indent, name, assign, value, rest] = match as unknown as [string, string, string, string, string, string];
    const replaceLine = (newValue: string) => {
      const copy = [...lines];
      copy[index] = `${indent}${line.slice(indent.length).startsWith("export const") ? "export const " : ""}${name}${assign}${newValue}${rest}`;
      return copy.join("\n");
    };
    const at = { file, line: index + 1, ids };
    if (value.startsWith("{")) {
      for (const prop of value.matchAll(new RegExp(String.raw`(\w+)\s*:\s*(${NUMBER})`, "g"))) {
        const [whole, key, number] = prop as unknown as [string, string, string];
        const to = changed(key, number);
        const start = prop.index;
        const newValue = `${value.slice(0, start)}${whole.replace(number, to)}${value.slice(start + whole.length)}`;
        mutants.push({ ...at, name: `${name}.${key}`, from: number, to, mutated: replaceLine(newValue) });
      }
    } else {
      const to = changed(name, value);
      mutants.push({ ...at, name, from: value, to, mutated: replaceLine(to) });
    }
  });
  return mutants;
}
