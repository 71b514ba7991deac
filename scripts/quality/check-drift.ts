// Regenerates everything generated from the contract (API clients, the OpenAPI bundle, the route
// tree, the contract's hooks) and from the configuration's schema (.env.example), and fails when
// the result differs from the files that were there before.
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const roots = ["generated", "src/app/route-tree.gen.ts", ".env.example"];
function snapshot() {
  const files = new Map<string, string>();
  const walk = (p: string): void => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory()) for (const name of readdirSync(p)) walk(join(p, name));
    else files.set(p, createHash("sha256").update(readFileSync(p)).digest("hex"));
  };
  roots.forEach(walk);
  return files;
}

const before = snapshot();
execSync("npm run generate", { stdio: ["ignore", "ignore", "inherit"] });
const after = snapshot();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
if (changed.length) {
  console.error(`Generated code was out of date (now regenerated; commit it):\n${changed.map((f) => `  ${f}`).join("\n")}`);
  process.exit(1);
}
console.log(`generated code is up to date (${after.size} files)`);
