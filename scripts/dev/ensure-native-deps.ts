// postinstall: npm on the system Node 20 silently skips optional native packages that need Node
// 22+ (Hardhat's EDR binding). npm scripts run on the pinned Node 24 from node_modules/.bin, so when
// the binding is missing, install once more under Node 24 (scripts off, so this does not recurse).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
try {
  // eslint-disable-next-line import-x/no-extraneous-dependencies -- a probe of Hardhat's own native binding, not a dependency of ours
  require("@nomicfoundation/edr");
} catch {
  console.log(`postinstall: installing the native packages skipped by npm on an older Node (now ${process.version})`);
  const npmCli = process.env.npm_execpath;
  const result = npmCli
    ? spawnSync(process.execPath, [npmCli, "install", "--no-audit", "--no-fund", "--ignore-scripts"], { stdio: "inherit" })
    : spawnSync("npm", ["install", "--no-audit", "--no-fund", "--ignore-scripts"], { stdio: "inherit" });
  process.exit(result.status ?? 1);
}
