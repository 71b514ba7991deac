// The mutation score per area of the rules, from the results per file (reports/mutation-results.json,
// written by scripts/quality/mutation-gate.ts), and a failure when an area is below the target. Score =
// (killed + timed out) / (killed + timed out + survived + no coverage), as Stryker counts it.
//
//   --write       the table in docs/mutation-scores.md (npm run test:mutation)
//   --survivors   every mutant no test kills, by file and line
import { readFileSync } from "node:fs";
import { writeTable } from "../lib/generated-table.ts";

const TARGET = 80;
interface FileResult {
  killed: number;
  survived: number;
  noCoverage: number;
  survivors: string[];
}
const { files } = JSON.parse(readFileSync("reports/mutation-results.json", "utf8")) as { files: Record<string, FileResult> };

/** The area of a file: src/lib, or a feature's lib/ or schemas/. */
const areaOf = (path: string) => {
  const feature = /^src\/features\/([^/]+)\/(lib|schemas)\//.exec(path);
  if (feature) return `src/features/${feature[1]}/${feature[2]}`;
  return path.startsWith("src/lib/") ? "src/lib" : path.split("/").slice(0, 2).join("/");
};

const areas = new Map<string, { killed: number; survived: number; noCoverage: number }>();
const survivors: string[] = [];
for (const [path, file] of Object.entries(files)) {
  const area = areas.get(areaOf(path)) ?? { killed: 0, survived: 0, noCoverage: 0 };
  area.killed += file.killed;
  area.survived += file.survived;
  area.noCoverage += file.noCoverage;
  areas.set(areaOf(path), area);
  survivors.push(...file.survivors.map((s) => `${path}:${s}`));
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
if (process.argv.includes("--write")) writeTable("docs/mutation-scores.md", "mutation-table", table);
if (process.argv.includes("--survivors")) console.log(`\n${survivors.join("\n")}`);
if (below) {
  console.error(`\n${below} area(s) below the ${TARGET} % target (tsx scripts/quality/mutation-scores.ts --survivors)`);
  process.exitCode = 1;
}
