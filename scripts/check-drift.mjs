// Regenerates everything generated from the contract (and the route tree) and fails
// when the result differs from what is committed.
import { execSync } from "node:child_process";

execSync("npm run generate", { stdio: "inherit" });
const paths = "generated src/app/route-tree.gen.ts";
const changed = execSync(`git status --porcelain -- ${paths}`, { encoding: "utf8" }).trim();
if (changed) {
  console.error(`Generated code is out of date; run \`npm run generate\` and commit:\n${changed}`);
  execSync(`git --no-pager diff --stat -- ${paths}`, { stdio: "inherit" });
  process.exit(1);
}
console.log("generated code is up to date");
