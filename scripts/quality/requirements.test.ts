import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The code cites the specs by section ("accounts-identity.md §4"); requirements/<spec>.md says what
 * each section requires, where it is built and what proves it, so every citation resolves inside the
 * repository. This test fails when a cited section has no entry, when a section sign does not name
 * its document (the three specs share their numbering, so a section alone says nothing), when an
 * entry leaves out one of its parts or one of its section's text and constant ids, or when it names
 * a file that is gone.
 */
const PARTS = ["**Requires.**", "**Texts and constants.**", "**Implemented in.**", "**Proven by.**"];

const tsv = (file: string) => {
  const [head = "", ...lines] = readFileSync(`requirements/${file}`, "utf8").trim().split("\n");
  const keys = head.split("\t");
  return lines.map((l) => Object.fromEntries(l.split("\t").map((v, i) => [keys[i], v]))) as Record<string, string>[];
};
const sections = tsv("sections.tsv");
const ids = [...tsv("texts.tsv"), ...tsv("constants.tsv")];

/** One section, with what it covers in brackets if the text says so: "§N" or "§N (profile save)". */
const SECTION = String.raw`§\d+(?: \([^()§]*\))?`;
/** Between two sections of a list: "§2, §5", "§2 and §8", "§2, §5, and §8", "§4–§6" (a line may break between). */
const BETWEEN = String.raw`(?:,\s+(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|–|-)`;
/** The document a section is of: one of the specs, backticked or not (\x60), or an RFC. */
const SPEC_NAMES = [...new Set(sections.map((s) => s.spec!))].map((spec) => spec.replaceAll(".", "\\.")).join("|");
const DOCUMENT = String.raw`(?:\b(${SPEC_NAMES})\x60?|\bRFC \d+)`;
/**
 * A citation: the document's name, then its section or a list of them: "accounts-identity.md §4",
 * "`accounts-identity.md` §7", "accounts-identity.md §2, §5 and §8", "accounts-identity.md §4–§6",
 * "RFC 6238 §5.2"; the name and the section may be on two lines. Group 1 is the spec's name, group 2
 * the sections.
 */
const CITED = new RegExp(String.raw`${DOCUMENT}\s+(${SECTION}(?:${BETWEEN}${SECTION})*)`, "g");

/** The text files people write: every tracked one but what tools write (generated code, reports). */
const TEXT = /\.(ts|tsx|mts|mjs|js|cjs|css|md|ya?ml|sol|tsv|html|conf|sh)$/;
const WRITTEN_BY_TOOLS = /^(generated|reports)\//;

/** The files that may cite a spec section, with their text. */
function sources(): Map<string, string> {
  const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n");
  // this file's own examples of what it looks for are not citations
  const files = tracked.filter((f) => TEXT.test(f) && !WRITTEN_BY_TOOLS.test(f) && existsSync(f) && f !== "scripts/quality/requirements.test.ts");
  return new Map(files.map((file): [string, string] => [file, readFileSync(file, "utf8")]));
}

/** A requirements/<spec> heading ("## §4 States and transitions") is that spec's section, named by its file. */
const entryHeading = (file: string, text: string) => {
  const spec = /^requirements\/([\w-]+\.md)$/.exec(file)?.[1];
  return spec ? text.replace(/^## (§\d+) /gm, `## ${spec} $1 `) : text;
};

/** The entries of requirements/<spec>: the text under each `## §N title` heading (each file read once). */
const read = new Map<string, Map<string, string>>();
function entries(spec: string): Map<string, string> {
  const known = read.get(spec);
  if (known) return known;
  const file = `requirements/${spec}`;
  const found = new Map<string, string>();
  const parts = existsSync(file) ? readFileSync(file, "utf8").split(/^## /m).slice(1) : [];
  for (const part of parts) {
    const section = /^(§\d+) /.exec(part)?.[1];
    if (section) found.set(section, part);
  }
  read.set(spec, found);
  return found;
}

/** The ids an entry names, ranges (ACC-T062–ACC-T084, with an en dash) counted whole. */
function idsNamed(text: string): Set<string> {
  const named = new Set<string>();
  for (const [, from, to] of text.matchAll(/\b([A-Z]{2,5}-T\d+|K\d+)\s*–\s*([A-Z]{2,5}-T\d+|K\d+)\b/g)) {
    const [prefix, a] = [/^\D+/.exec(from!)![0], Number(/\d+$/.exec(from!)![0])];
    const b = Number(/\d+$/.exec(to!)![0]);
    const width = /\d+$/.exec(from!)![0].length;
    for (let n = a; n <= b; n++) named.add(`${prefix}${String(n).padStart(width, "0")}`);
  }
  for (const [id] of text.matchAll(/\b([A-Z]{2,5}-T\d+|K\d+)\b/g)) named.add(id);
  return named;
}

describe("requirements/: every spec section the code cites has an entry", () => {
  const texts = sources();

  it("resolves every citation of the code, the contract and the docs, each section of a list too", () => {
    const missing: string[] = [];
    const cited = new Set<string>();
    for (const [file, text] of texts)
      for (const [, spec, list] of entryHeading(file, text).matchAll(CITED)) {
        if (!spec) continue; // an RFC's section
        for (const [section] of list!.matchAll(/§\d+/g)) {
          cited.add(`${spec} ${section}`);
          if (!entries(spec!).has(section)) missing.push(`${file}: ${spec} ${section}`);
        }
      }
    expect(cited.size).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it("has no bare section sign: each names its document before it", () => {
    const bare: string[] = [];
    for (const [file, text] of texts) {
      // every citation blanked out, its line breaks kept: a section sign left over is a bare one
      const lines = entryHeading(file, text)
        .replace(CITED, (citation) => citation.replace(/./g, " "))
        .split("\n");
      lines.forEach((line, i) => {
        if (/§\s*\d/.test(line)) bare.push(`${file}:${i + 1}`);
      });
    }
    expect(bare).toEqual([]);
  });

  it("has an entry for every section of sections.tsv, with its four parts", () => {
    const problems: string[] = [];
    for (const s of sections) {
      const entry = entries(s.spec!).get(s.section!);
      if (!entry) problems.push(`${s.spec} ${s.section}: no entry`);
      else if (!entry.startsWith(`${s.section} ${s.title}`)) problems.push(`${s.spec} ${s.section}: the heading is not "${s.section} ${s.title}"`);
      else for (const part of PARTS) if (!entry.includes(part)) problems.push(`${s.spec} ${s.section}: no ${part}`);
    }
    expect(problems).toEqual([]);
  });

  it("names every text and constant of a section in its entry, and no id that does not exist", () => {
    const problems: string[] = [];
    for (const s of sections) {
      const entry = entries(s.spec!).get(s.section!) ?? "";
      const named = idsNamed(entry);
      for (const r of ids.filter((r) => r.spec === s.spec && r.section === s.section))
        if (!named.has(r.id!)) problems.push(`${s.spec} ${s.section} does not name ${r.id}`);
      for (const id of named) if (!ids.some((r) => r.id === id)) problems.push(`${s.spec} ${s.section} names ${id}, which is no requirement`);
    }
    expect(problems).toEqual([]);
  });

  it("names only files and folders that exist", () => {
    const gone: string[] = [];
    for (const spec of new Set(sections.map((s) => s.spec!)))
      for (const [, path] of readFileSync(`requirements/${spec}`, "utf8").matchAll(/`([a-z][\w.$/-]*\/[\w.$/-]*)`/g))
        if (!existsSync(path!)) gone.push(`requirements/${spec}: ${path}`);
    expect(gone).toEqual([]);
  });
});
