// `npm run build`: the production bundle (vite build), the route table (scripts/build/route-table.ts),
// the prerendered public pages with their share cards
// (scripts/build/prerender.ts) and the host's files derived from both (scripts/build/deploy-artifacts.ts:
// the Content-Security-Policy and the app's routes, under dist/_deploy/).
//
// A release: `npm run build:release`, or any `npm run build` with NODE_ENV=production set by the
// caller. It starts from the given configuration alone and refuses local or placeholder values,
// naming each variable (env.config.ts); its source maps go to <outDir>-sourcemaps/.
//
//   --out-dir DIR    build into DIR instead of dist/
//   --env-file FILE  read the configuration from FILE too (the environment still wins)
//   --no-prerender   every page from the app shell (npm run test:constants: a build per change)
import { spawnSync } from "node:child_process";
import { loadEnv } from "vite";
import { buildEnv } from "../../env.config.ts";

const args = process.argv.slice(2);
const release = args.includes("--release") || process.env.NODE_ENV === "production";
const outIndex = args.indexOf("--out-dir");
const outDir = (outIndex >= 0 ? args[outIndex + 1] : undefined) ?? "dist";
const mode = release ? "release" : "production";
const envFile = args.indexOf("--env-file");
if (envFile >= 0) process.loadEnvFile(args[envFile + 1] ?? "");

// the configuration first, with every refusal named (vite.config.ts checks it again)
try {
  buildEnv(loadEnv(mode, process.cwd(), "VITE_"), release);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

function run(command: string, commandArgs: string[]): void {
  const result = spawnSync(command, commandArgs, { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("vite", ["build", "--mode", mode, "--outDir", outDir, "--emptyOutDir"]);
// the route table: what each route declares about its prerender, and the host's rules from it
run("tsx", ["scripts/build/route-table.ts", "--dist", outDir]);
if (!args.includes("--no-prerender")) run("tsx", ["scripts/build/prerender.ts", "--dist", outDir, "--mode", mode]);
run("tsx", ["scripts/build/deploy-artifacts.ts", "--dist", outDir, "--mode", mode]);
if (release) console.log(`release build in ${outDir}/ (source maps in ${outDir}-sourcemaps/, for the error reporter)`);
