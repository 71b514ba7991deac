// The acceptance suite's `deploy` project serves the release build through the production host:
// the release built from acceptance/deploy/release.env (when not built yet; `npm test` rebuilds it
// first) and served by scripts/deploy/nginx-host.ts. Ports and upstreams come from playwright.config.ts.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const RELEASE_DIST = ".tmp/release/dist";
export const RELEASE_ENV = "acceptance/deploy/release.env";

const isMain = process.argv[1]?.endsWith("release-host.ts");
if (isMain) {
  if (!existsSync(`${RELEASE_DIST}/_deploy/csp.conf`)) {
    const built = spawnSync("tsx", ["scripts/build/build.ts", "--release", "--out-dir", RELEASE_DIST, "--env-file", RELEASE_ENV], { stdio: "inherit" });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const host = spawn("tsx", ["scripts/deploy/nginx-host.ts", "--dist", RELEASE_DIST, ...process.argv.slice(2)], { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => host.kill(signal));
  host.on("exit", (code) => process.exit(code ?? 0));
}
