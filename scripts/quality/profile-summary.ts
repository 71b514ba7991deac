// The functions that took the most time in a CPU profile that `PERF_PROFILE=1 npm run perf` kept
// (.tmp/perf/<interaction>.cpuprofile), each named by its source through the build's source maps
// where they are (a build made with `npx tsx scripts/build/build.ts --out-dir <dir> --no-prerender`
// keeps them beside its files; measure it with PERF_DIST=<dir>).
//
//   npx tsx scripts/quality/profile-summary.ts .tmp/perf/<name>.cpuprofile [--dist <dir>] [--top 40]
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { SourceMap } from "node:module";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dist: { type: "string", default: "dist" }, top: { type: "string", default: "40" } },
});
const file = positionals[0];
if (!file) throw new Error("name a .cpuprofile");

interface Profile {
  nodes: { callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; hitCount: number }[];
  samples: number[];
  startTime: number;
  endTime: number;
}
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const maps = new Map<string, SourceMap | null>();
const mapOf = (url: string) => {
  if (!maps.has(url)) {
    const map = `${values.dist}${new URL(url).pathname}.map`;
    maps.set(url, existsSync(map) ? new SourceMap(JSON.parse(readFileSync(map, "utf8"))) : null);
  }
  return maps.get(url);
};
/** ms per sample */
const interval = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
const self = new Map<string, number>();
for (const { callFrame, hitCount } of profile.nodes) {
  let name = callFrame.functionName || "(anonymous)";
  if (callFrame.url.startsWith("http")) {
    // (both zero-based, as the profile's)
    const at = mapOf(callFrame.url)?.findEntry(callFrame.lineNumber, callFrame.columnNumber);
    name =
      at && "originalSource" in at && at.originalSource
        ? `${(at as { name?: string }).name ?? callFrame.functionName} ${at.originalSource.replace(/^.*node_modules\//, "").replace(/^.*\/src\//, "src/")}:${at.originalLine + 1}`
        : `${callFrame.functionName} ${callFrame.url.split("/").pop()}`;
  }
  self.set(name, (self.get(name) ?? 0) + hitCount * interval);
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log(`${Math.round(total)} ms sampled; the functions that took the most of it (their own time):`);
for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
