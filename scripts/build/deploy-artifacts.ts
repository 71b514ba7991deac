// Part of `npm run build` (after the prerender): the host's files that depend on the build,
// written to <dist>/_deploy/ (the nginx config includes them; nginx never serves that folder):
// - csp.conf: `map $uri $csp` with the Content-Security-Policy for this build's configuration
//   (scripts/lib/csp.ts), the sha256 of every inline script the pages carry included;
// - csp.txt: the same policy, one line (vite preview sends it; the smoke check compares it);
// - routes.conf: `map $uri $app_route`: 1 for every path the app has a route for, so the host
//   answers a real 404 for any other, and `$param_frame` (scripts/lib/app-routes.ts, from the
//   hosting rules of the build's route table, <dist>/_deploy/routes.json).
// A release is audited last (scripts/lib/release-audit.ts): a source map, a stand-in or a Hardhat
// address in it fails the build.
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadEnv } from "vite";
import brand from "../../brand.json" with { type: "json" };
import { buildEnv } from "../../env.config.ts";
import { quoted, routesConf } from "../lib/app-routes.ts";
import { readRouteTable, routeTableFile } from "../lib/route-table.ts";
import { cspHeader, inlineScriptHashes, tonBridgeOrigins } from "../lib/csp.ts";
import { auditRelease } from "../lib/release-audit.ts";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return (i >= 0 ? process.argv[i + 1] : undefined) ?? fallback;
};
const dist = arg("--dist", "dist");
const mode = arg("--mode", "production");
const values = buildEnv(loadEnv(mode, process.cwd(), "VITE_"), mode === "release");

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === "assets" || e.name === "_deploy" ? [] : htmlFiles(join(dir, e.name))) : e.name.endsWith(".html") ? [join(dir, e.name)] : [],
  );

const policy = cspHeader({ values, scriptHashes: inlineScriptHashes(htmlFiles(dist)), tonBridges: tonBridgeOrigins() });
const out = join(dist, "_deploy");
mkdirSync(out, { recursive: true });
writeFileSync(join(out, "csp.txt"), `${policy}\n`);
writeFileSync(
  join(out, "csp.conf"),
  `# Written by scripts/build/deploy-artifacts.ts for this build: its Content-Security-Policy.\nmap $uri $csp {\n  default ${quoted(policy)};\n}\n`,
);
const table = readRouteTable(dist);
if (!table) throw new Error(`${routeTableFile(dist)}: no route table (npm run build writes it first)`);
writeFileSync(join(out, "routes.conf"), routesConf(table.hosting));
// TonConnect's manifest names the site: a release writes it for its own origin (the file in
// public/ is the local stack's)
if (values.VITE_SITE_URL && values.VITE_TONCONNECT_MANIFEST_URL === "/tonconnect-manifest.json")
  writeFileSync(
    join(dist, "tonconnect-manifest.json"),
    `${JSON.stringify({ url: values.VITE_SITE_URL, name: brand.name, iconUrl: `${values.VITE_SITE_URL}/brand-kit/icon-based-logo-256.png` }, null, 2)}\n`,
  );
console.log(`deploy artifacts in ${out}/ (csp, routes)`);

// a release holds nothing of the local stack: the build fails otherwise
if (mode === "release") {
  const findings = auditRelease(dist);
  if (findings.length) {
    console.error(`The release build holds what must not ship:\n${findings.map((f) => `  ${f}`).join("\n")}`);
    process.exit(1);
  }
  console.log("release audit: no source map, no stand-in, no Hardhat address");
}
