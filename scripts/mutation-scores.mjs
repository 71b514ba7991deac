// After `stryker run` (npm run test:mutation): the mutation score per area of the rules, from
// Stryker's JSON report, and a failure when an area is below the target. Score = (killed + timed
// out) / (killed + timed out + survived + no coverage), as Stryker counts it.
import { readFileSync } from "node:fs";
import { writeTable } from "./lib/generated-table.mjs";

const TARGET = 80;
// --from FILE: another report of the same form (the incremental file, which is committed)
const from = process.argv.indexOf("--from");
const report = JSON.parse(readFileSync(from >= 0 ? process.argv[from + 1] : "reports/mutation/mutation.json", "utf8"));

/** The area of a file: src/lib, or a feature's lib/ or schemas/. */
const areaOf = (path) => {
  const feature = /^src\/features\/([^/]+)\/(lib|schemas)\//.exec(path);
  if (feature) return `src/features/${feature[1]}/${feature[2]}`;
  return path.startsWith("src/lib/") ? "src/lib" : path.split("/").slice(0, 2).join("/");
};

const areas = new Map();
const survivors = [];
for (const [path, file] of Object.entries(report.files)) {
  const area = areas.get(areaOf(path)) ?? { killed: 0, survived: 0, noCoverage: 0 };
  for (const m of file.mutants) {
    if (m.status === "Killed" || m.status === "Timeout") area.killed++;
    else if (m.status === "Survived") area.survived++;
    else if (m.status === "NoCoverage") area.noCoverage++;
    if (m.status === "Survived" || m.status === "NoCoverage")
      survivors.push(
        `${path}:${m.location.start.line} ${m.mutatorName}${m.replacement ? ` → ${m.replacement.slice(0, 60).replace(/\s+/g, " ")}` : ""} (${m.status})`,
      );
  }
  areas.set(areaOf(path), area);
}

const rows = [...areas.entries()].sort(([a], [b]) => a.localeCompare(b));
let below = 0;
const table = ["| area | score | killed | survived | no coverage |", "| --- | --- | --- | --- | --- |"];
for (const [area, { killed, survived, noCoverage }] of rows) {
  const total = killed + survived + noCoverage;
  const score = total ? (100 * killed) / total : 100;
  if (score < TARGET) below++;
  table.push(`| ${area} | ${score.toFixed(1)} % | ${killed} | ${survived} | ${noCoverage} |`);
}
console.log(table.join("\n"));
// --write: the table in docs/mutation-scores.md (npm run test:mutation)
if (process.argv.includes("--write")) writeTable("docs/mutation-scores.md", "mutation-table", table);
if (process.argv.includes("--survivors")) console.log(`\n${survivors.join("\n")}`);
if (below) {
  console.error(`\n${below} area(s) below the ${TARGET} % target (npm run test:mutation -- then node scripts/mutation-scores.mjs --survivors)`);
  process.exitCode = 1;
}
