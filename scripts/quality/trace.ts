// `npm run trace`: the requirements traceability report, after a Playwright run.
// Reads the run's JSON report (test-results/report.json) and the project's own requirement catalogue
// (requirements/: texts.tsv and constants.tsv from the specs, sections.tsv, and pending.tsv, the ids
// knowingly not proven yet with what will prove them) and writes test-results/trace.html (sortable,
// filterable, readable without a server) and test-results/trace.md, whose sections link to their
// entries in requirements/<spec>.md (what each requires, where it is built, what proves it).
// Counts tags only (`@ACC-T001` in a title or in `tag: [...]`), never strings in a file.
// A requirement is proven only by a tagged test that passed in the run read (a skipped one proves
// nothing). Fails when a tag names no requirement, when a tagged test never mentions what its tag
// claims (the text, or a value or constant of the limit: scripts/lib/tag-bodies.ts), when a
// requirement neither pending nor tagged has no passing test, or when a pending requirement is
// proven meanwhile (take it off the list).
// `tsx scripts/quality/trace.ts --sync` refreshes texts.tsv and constants.tsv from ../shared/spec.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { constantNames, mentions, testSources, type Requirement } from "../lib/tag-bodies.ts";

const dir = "requirements";
if (process.argv.includes("--sync")) {
  for (const f of ["texts.tsv", "constants.tsv"]) copyFileSync(`../shared/spec/${f}`, `${dir}/${f}`);
  console.log("requirements/texts.tsv and constants.tsv refreshed from ../shared/spec");
  process.exit(0);
}

type Row = Record<string, string>;
const tsv = (file: string): Row[] => {
  const [head = "", ...lines] = readFileSync(file.includes("/") ? file : `${dir}/${file}`, "utf8")
    .trim()
    .split("\n");
  const keys = head.split("\t");
  return lines.map((l) => Object.fromEntries(l.split("\t").map((v, i) => [keys[i], v])));
};
interface SpecRequirement extends Requirement {
  spec: string;
  section: string;
}
const requirement = (r: Row, kind: Requirement["kind"], what: string | undefined): SpecRequirement => ({
  id: r.id ?? "",
  kind,
  spec: r.spec ?? "",
  section: r.section ?? "",
  what: what ?? "",
});
const requirements: SpecRequirement[] = [
  ...tsv("texts.tsv").map((r) => requirement(r, "text", r.text)),
  ...tsv("constants.tsv").map((r) => requirement(r, "constant", r.constant)),
];
const byId = new Map(requirements.map((r) => [r.id, r]));
const sections = tsv("sections.tsv");
// `--pending <file>` reads another list (the gate's own test uses one)
const argAfter = (flag: string) => (process.argv.includes(flag) ? process.argv[process.argv.indexOf(flag) + 1] : undefined);
const pending = new Map(tsv(argAfter("--pending") ?? "pending.tsv").map((r) => [r.id ?? "", r]));

const reportFile = process.argv.find((a) => a.endsWith(".json")) ?? "test-results/report.json";
const outDir = argAfter("--out") ?? "test-results";
if (!existsSync(reportFile)) {
  console.error(`no Playwright report at ${reportFile}: run the acceptance suite first`);
  process.exit(1);
}
interface Suite {
  title: string;
  specs?: { title: string; file: string; line: number; tags: string[]; tests: { status: string; results: unknown[] }[] }[];
  suites?: Suite[];
}
const report = JSON.parse(readFileSync(reportFile, "utf8")) as { suites?: Suite[] };

interface TestRow {
  title: string;
  file: string;
  tags: string[];
  status: "failed" | "flaky" | "skipped" | "passed";
  runs: number;
}
/** Every test of the run: title path, tags, last result (the last retry of the last repetition). */
const tests: TestRow[] = [];
const walk = (suite: Suite, path: string[]) => {
  for (const spec of suite.specs ?? []) {
    const results = spec.tests.flatMap((t) => t.results);
    const statuses = spec.tests.map((t) => t.status); // expected, unexpected, flaky, skipped
    const status: TestRow["status"] = statuses.includes("unexpected")
      ? "failed"
      : statuses.includes("flaky")
        ? "flaky"
        : statuses.every((s) => s === "skipped")
          ? "skipped"
          : "passed";
    tests.push({
      title: [...path, spec.title].filter(Boolean).join(" › "),
      file: `${spec.file}:${spec.line}`,
      tags: [...new Set(spec.tags.map((t) => t.replace(/^@/, "")))],
      status,
      runs: results.length,
    });
  }
  for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
};
for (const suite of report.suites ?? []) walk(suite, []);
// repetitions (--repeat-each) appear once per spec entry: one row per distinct test
const unique = [...new Map(tests.map((t) => [t.file + t.title, t])).values()];

const problems: string[] = [];
const testsOf = new Map<string, TestRow[]>();
const testsDir = argAfter("--tests-dir") ?? "acceptance";
const sources = testSources(testsDir, unique);
const said = { product: (JSON.parse(readFileSync("brand.json", "utf8")) as { name: string }).name, constants: constantNames() };
/** A tag that means a requirement id (ACC-T001, AIR-T012, PUB-T043, K27); Playwright also reads any
 * other `@word` of a title as a tag (an e-mail-like test input, say), which is not ours. */
const ID_SHAPE = /^([A-Z]{2,5}-T\d+|K\d+)$/;
for (const t of unique)
  for (const tag of t.tags.filter((x) => ID_SHAPE.test(x))) {
    const claimed = byId.get(tag);
    if (!claimed) {
      problems.push(`${t.file} "${t.title}" is tagged @${tag}, which is no requirement`);
      continue;
    }
    const source = sources.get(t);
    if (source !== undefined && !mentions(source, claimed, said))
      problems.push(`${t.file} "${t.title}" is tagged @${tag} but never mentions it (${claimed.what})`);
    testsOf.set(tag, [...(testsOf.get(tag) ?? []), t]);
  }
const rows = requirements.map((r) => {
  const ts = testsOf.get(r.id) ?? [];
  const passed = ts.some((t) => t.status === "passed" || t.status === "flaky");
  const status = ts.some((t) => t.status === "failed") ? "failing" : passed ? "proven" : pending.has(r.id) ? "pending" : ts.length ? "skipped" : "untested";
  return { ...r, tests: ts, status, issue: pending.get(r.id)?.issue ?? "" };
});
for (const r of rows) {
  if (r.status === "untested") problems.push(`${r.id} (${r.spec} ${r.section}: ${r.what}) has no test and is not pending`);
  if (r.status === "failing") problems.push(`${r.id} has a failing test`);
  if (r.status === "skipped") problems.push(`${r.id}'s tests were all skipped in this run: nothing proved it`);
  if (pending.has(r.id) && r.tests.length) problems.push(`${r.id} is proven now: take it off requirements/pending.tsv`);
}
for (const id of pending.keys()) if (!byId.has(id)) problems.push(`requirements/pending.tsv names ${id}, which is no requirement`);

// ---------------------------------------------------------------- Markdown
const count = (list: { status: string }[], s: string) => list.filter((r) => r.status === s).length;
const perSection = sections.map((s) => {
  const list = rows.filter((r) => r.spec === s.spec && r.section === s.section);
  return {
    spec: s.spec ?? "",
    section: s.section ?? "",
    title: s.title ?? "",
    total: list.length,
    proven: count(list, "proven"),
    pending: count(list, "pending"),
    other: list.length - count(list, "proven") - count(list, "pending"),
  };
});
/** The section's entry in requirements/<spec> (what it requires, where it is built, what proves it),
 * by its heading's anchor as Markdown renderers make it, from the report's folder. */
const sectionLink = (s: { spec: string; section: string; title: string }) => {
  const heading = `${s.section} ${s.title}`;
  const anchor = heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
  return `[${heading}](${relative(outDir, dir)}/${s.spec}#${anchor})`;
};
const md = [
  "# Requirements traceability",
  "",
  `From ${reportFile} (${unique.length} tests). Requirements: ${rows.length}; proven ${count(rows, "proven")}, pending ${count(rows, "pending")}, untested ${count(rows, "untested")}, failing ${count(rows, "failing")}.`,
  "",
  "## Per spec section",
  "",
  "| spec | section | requirements | proven | pending | untested or failing |",
  "| --- | --- | --- | --- | --- | --- |",
  ...perSection.filter((s) => s.total).map((s) => `| ${s.spec} | ${sectionLink(s)} | ${s.total} | ${s.proven} | ${s.pending} | ${s.other} |`),
  "",
  "## Requirements not proven",
  "",
  "| id | spec | what | status | issue |",
  "| --- | --- | --- | --- | --- |",
  ...rows.filter((r) => r.status !== "proven").map((r) => `| ${r.id} | ${r.spec} ${r.section} | ${r.what.replace(/\|/g, "\\|")} | ${r.status} | ${r.issue} |`),
  "",
  ...(problems.length ? ["## Problems", "", ...problems.map((p) => `- ${p}`), ""] : []),
].join("\n");

// ---------------------------------------------------------------- HTML (self-contained)
const esc = (s: unknown) => String(s).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const data = rows.map((r) => ({
  id: r.id,
  kind: r.kind,
  spec: r.spec,
  section: r.section,
  what: r.what,
  status: r.status,
  issue: r.issue,
  tests: r.tests.map((t) => ({ title: t.title, file: t.file, status: t.status })),
}));
const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Requirements traceability</title>
<style>body{font:14px system-ui,sans-serif;margin:1.5rem;color:#1b1d36}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}th button{font:inherit;font-weight:700;background:none;border:0;cursor:pointer;padding:0}
.proven{color:#0a7a3b}.pending{color:#8a6d00}.untested,.failing{color:#b00020;font-weight:700}label{margin-right:1rem}ul{margin:0;padding-left:1rem}</style></head><body>
<h1>Requirements traceability</h1><p>${esc(`${unique.length} tests; ${rows.length} requirements: ${count(rows, "proven")} proven, ${count(rows, "pending")} pending, ${count(rows, "untested")} untested, ${count(rows, "failing")} failing.`)}</p>
<p><label>Spec <select id="spec"><option value="">all</option>${[...new Set(rows.map((r) => r.spec))].map((s) => `<option>${esc(s)}</option>`).join("")}</select></label>
<label>Section <select id="section"><option value="">all</option>${[...new Set(rows.map((r) => r.section))]
  .sort()
  .map((s) => `<option>${esc(s)}</option>`)
  .join("")}</select></label>
<label>Status <select id="status"><option value="">all</option><option>proven</option><option>pending</option><option>untested</option><option>failing</option></select></label>
<label>Search <input id="q" type="search"></label></p>
<table><thead><tr>${["id", "spec", "section", "requirement", "status", "tests"].map((h, i) => `<th><button data-col="${i}">${h}</button></th>`).join("")}</tr></thead><tbody id="rows"></tbody></table>
<script>const $=(id)=>document.getElementById(id);const data=${JSON.stringify(data).replace(/</g, "\\u003c")};
const e=(s)=>String(s).replace(/[&<>"]/g,(c)=>"&#"+c.charCodeAt(0)+";");let sortCol=0,dir=1;
const keyOf=(r,c)=>[r.id,r.spec,r.section,r.what,r.status,r.tests.length][c];
function draw(){const f={spec:$("spec").value,section:$("section").value,status:$("status").value,q:$("q").value.toLowerCase()};
const list=data.filter(r=>(!f.spec||r.spec===f.spec)&&(!f.section||r.section===f.section)&&(!f.status||r.status===f.status)&&(!f.q||(r.id+" "+r.what).toLowerCase().includes(f.q)))
.sort((a,b)=>{const x=keyOf(a,sortCol),y=keyOf(b,sortCol);return (x>y?1:x<y?-1:0)*dir});
$("rows").innerHTML=list.map(r=>"<tr><td>"+e(r.id)+"</td><td>"+e(r.spec)+"</td><td>"+e(r.section)+"</td><td>"+e(r.what)+"</td><td class='"+r.status+"'>"+r.status+(r.issue?" (issue "+e(r.issue)+")":"")+"</td><td><ul>"+r.tests.map(t=>"<li>"+e(t.title)+" <small>"+e(t.file)+" · "+t.status+"</small></li>").join("")+"</ul></td></tr>").join("")}
for(const id of ["spec","section","status","q"])$(id).addEventListener("input",draw);
document.querySelectorAll("th button").forEach(b=>b.addEventListener("click",()=>{const c=+b.dataset.col;dir=sortCol===c?-dir:1;sortCol=c;draw()}));draw();</script></body></html>
`;
mkdirSync(outDir, { recursive: true });
writeFileSync(`${outDir}/trace.md`, md + "\n");
writeFileSync(`${outDir}/trace.html`, html);
console.log(
  `traceability: ${count(rows, "proven")} proven, ${count(rows, "pending")} pending, ${count(rows, "untested")} untested, ${count(rows, "failing")} failing of ${rows.length} requirements (${unique.length} tests); test-results/trace.html, trace.md`,
);
if (problems.length) {
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
