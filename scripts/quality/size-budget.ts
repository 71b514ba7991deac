// Size budget of the production build (run after `vite build`, which writes hidden source maps
// and a manifest). The entry and everything it loads statically must stay within the budget,
// and no wallet SDK may be part of it. Source maps are deleted afterwards: they never ship.
import { readFileSync, readdirSync, rmSync, existsSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

// the entry chunk itself: the app's own start (the libraries every page starts with are a chunk of
// their own, vite.config.ts, counted in the initial load)
const ENTRY_BUDGET_KB = 25;
// the entry with everything it imports statically (first paint); it holds the data pages' frames:
// each route with its own pending layout adds its lazy stub to the route tree, a small price for a
// page that paints its frame before its data
const INITIAL_BUDGET_KB = 121;
const LAZY_BUDGET_KB = 260;
/** A route's whole load (the initial load plus the route's own chunks): what a page needs to work. */
const ROUTE_BUDGET_KB = 220;
const WALLET_SDKS = ["@tonconnect", "tronweb", "@walletconnect", "@reown", "@coinbase/wallet-sdk", "@metamask/sdk"];
const dist = "dist";
/** Vite's build manifest: each chunk by its source key. */
interface Chunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;
const chunk = (key: string): Chunk => {
  const found = manifest[key];
  if (!found) throw new Error(`no chunk ${key} in the build's manifest`);
  return found;
};

const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const entryKey = Object.keys(manifest).find((k) => chunk(k).isEntry) ?? "";
const initial = new Set<string>();
const walk = (key: string): void => {
  if (initial.has(key)) return;
  initial.add(key);
  for (const dep of chunk(key).imports ?? []) walk(dep);
};
walk(entryKey);

const modulesOf = (file: string): { id: string; kb: number }[] => {
  const map = join(dist, `${file}.map`);
  if (!existsSync(map)) return [];
  const { sources, sourcesContent } = JSON.parse(readFileSync(map, "utf8")) as { sources: string[]; sourcesContent?: (string | null)[] };
  return sources.map((s, i) => ({ id: s, kb: gzipSync(sourcesContent?.[i] ?? "").length / 1024 }));
};

let failed = false;
const initialFiles = [...initial].map((k) => chunk(k).file);
const entryKb = gz(chunk(entryKey).file);
const initialKb = initialFiles.reduce((sum, f) => sum + gz(f), 0);
console.log(`entry chunk: ${entryKb.toFixed(1)} kB gzip (budget ${ENTRY_BUDGET_KB} kB)`);
console.log(
  `initial load (entry + ${initialFiles.length - 1} static imports): ${initialKb.toFixed(1)} kB gzip (budget ${INITIAL_BUDGET_KB} kB); source share by package:`,
);
const byPackage: Record<string, number> = {};
for (const f of initialFiles)
  for (const m of modulesOf(f)) {
    const inPackage = m.id.split("node_modules/").pop() ?? "";
    const pkg = m.id.includes("node_modules/")
      ? inPackage
          .split("/")
          .slice(0, inPackage.startsWith("@") ? 2 : 1)
          .join("/")
      : "(app) " + m.id.replace(/^(\.\.\/)+/, "");
    byPackage[pkg] = (byPackage[pkg] ?? 0) + m.kb;
    if (WALLET_SDKS.some((sdk) => m.id.includes(`node_modules/${sdk}`))) {
      console.error(`  wallet SDK in the entry: ${m.id}`);
      failed = true;
    }
  }
for (const [pkg, kb] of Object.entries(byPackage)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 12))
  console.log(`  ${kb.toFixed(1).padStart(6)} kB  ${pkg}`);
if (entryKb > ENTRY_BUDGET_KB) {
  console.error(`the entry chunk is over budget by ${(entryKb - ENTRY_BUDGET_KB).toFixed(1)} kB`);
  failed = true;
}
if (initialKb > INITIAL_BUDGET_KB) {
  console.error(`the initial load is over budget by ${(initialKb - INITIAL_BUDGET_KB).toFixed(1)} kB`);
  failed = true;
}
// Every route's load: the entry with its static imports, plus the route's own chunks (its component
// and loader, each with what they import statically): what a visitor downloads before the page
// works. Lazy parts (wallet panels, the toaster, clients loaded on submit) come after.
const closureOf = (key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk(key).imports ?? []) closureOf(dep, seen);
  return seen;
};
const routeChunks: Record<string, string[]> = {};
for (const key of Object.keys(manifest)) {
  const route = /^src\/app\/routes\/(.+)\.tsx\?tsr-split=/.exec(key)?.[1];
  if (route && !route.startsWith("-")) (routeChunks[route] ??= []).push(key);
}
const routeLoads = Object.entries(routeChunks).map(([route, keys]) => {
  const all = new Set(initial);
  for (const k of keys) closureOf(k, all);
  return { route, kb: [...all].reduce((sum, k) => sum + gz(chunk(k).file), 0) };
});
routeLoads.sort((a, b) => b.kb - a.kb);
console.log(`heaviest route loads (budget ${ROUTE_BUDGET_KB} kB each):`);
for (const r of routeLoads.slice(0, 6)) console.log(`  ${r.kb.toFixed(1).padStart(6)} kB  ${r.route}`);
for (const r of routeLoads)
  if (r.kb > ROUTE_BUDGET_KB) {
    console.error(`the load of route ${r.route} is over budget by ${(r.kb - ROUTE_BUDGET_KB).toFixed(1)} kB`);
    failed = true;
  }

for (const key of Object.keys(manifest)) {
  const { file } = chunk(key);
  if (initial.has(key) || !file.endsWith(".js")) continue;
  const kb = gz(file);
  if (kb > LAZY_BUDGET_KB) {
    console.error(`lazy chunk ${file} is ${kb.toFixed(1)} kB gzip (budget ${LAZY_BUDGET_KB} kB)`);
    failed = true;
  }
}
// Wallet SDKs load only when picked: no chunk of our own code (routes, wallet panels) may import
// one statically; they are reached only through dynamic imports.
const sdkModules = (file: string) => modulesOf(file).filter((m) => WALLET_SDKS.some((sdk) => m.id.includes(`node_modules/${sdk}`)));
const ours = Object.keys(manifest).filter((k) => (chunk(k).isDynamicEntry || chunk(k).isEntry) && !k.includes("node_modules"));
for (const key of ours)
  for (const dep of closureOf(key)) {
    const found = sdkModules(chunk(dep).file);
    if (found[0]) {
      console.error(`${key} loads a wallet SDK statically (${chunk(dep).file}: ${found[0].id})`);
      failed = true;
    }
  }
const sdkChunks = Object.values(manifest).filter((c) => c.file.endsWith(".js") && sdkModules(c.file).length);
console.log(
  `wallet SDKs: ${sdkChunks.length} lazy chunks (${sdkChunks.reduce((n, c) => n + gz(c.file), 0).toFixed(0)} kB gzip), none loaded by a route or panel statically`,
);

// Each wallet's path, on top of what the page had: the connect panel (wagmi, viem; an injected
// wallet needs nothing more) on top of /sign-in's load, and each SDK picked from it on top of the
// panel, counting everything the SDK may load when used (its own dynamic imports too). Budgets sit
// just above what each path weighs, so nothing grows unseen. WalletConnect's holds because the
// install has one copy of @noble/curves (package.json overrides), the browser build leaves out the
// imports the app never uses (vite.config.ts, walletConnectTrims) and its vendor modal is not
// installed at all (vendor-stand-ins/no-appkit; docs/vendor-patches.md).
// (what the page already had is not followed: its own dynamic imports are other pages' code)
const reach = (key: string, on: Set<string>, seen = new Set<string>()): Set<string> => {
  if (seen.has(key) || on.has(key)) return seen;
  seen.add(key);
  for (const dep of [...(chunk(key).imports ?? []), ...(chunk(key).dynamicImports ?? [])]) reach(dep, on, seen);
  return seen;
};
const keyOf = (pattern: RegExp) => Object.keys(manifest).find((k) => pattern.test(k)) ?? "";
const signInRoute = new Set(initial);
for (const k of routeChunks["sign-in"] ?? []) closureOf(k, signInRoute);
const panelKey = keyOf(/^src\/features\/wallets\/components\/wallet-sign-in-panel\.tsx$/);
const withPanel = new Set([...signInRoute, ...closureOf(panelKey)]);
const WALLET_PATHS = [
  // the wallet sign-in's write goes through the one mechanism every write uses (src/lib/write.ts: one
  // request per intent, an Idempotency-Key), with TanStack Query's mutation code
  { name: "the connect panel (an injected wallet: MetaMask, OKX, ...)", keys: closureOf(panelKey), on: signInRoute, budget: 61 },
  {
    name: "WalletConnect (its SDK; the QR code and wallet list are the app's)",
    keys: reach(keyOf(/@walletconnect\/ethereum-provider\//), withPanel),
    on: withPanel,
    budget: 120,
  },
  { name: "Coinbase Wallet", keys: reach(keyOf(/@coinbase\/wallet-sdk\//), withPanel), on: withPanel, budget: 40 },
  { name: "TON (TonConnect)", keys: reach(keyOf(/@tonconnect\/sdk\//), new Set(initial)), on: new Set(initial), budget: 40 },
];
console.log("wallet paths (gzip, on top of what the page had):");
for (const { name, keys, on, budget } of WALLET_PATHS) {
  const kb = [...keys].filter((k) => !on.has(k)).reduce((sum, k) => sum + gz(chunk(k).file), 0);
  console.log(`  ${kb.toFixed(1).padStart(6)} kB  ${name} (budget ${budget} kB)`);
  if (kb > budget) {
    console.error(`the wallet path "${name}" is over budget by ${(kb - budget).toFixed(1)} kB`);
    failed = true;
  }
}
console.log("  Tron: no SDK in the browser (TronLink signs with its own TronWeb; the backend verifies)");
for (const f of readdirSync(join(dist, "assets"))) if (f.endsWith(".map")) rmSync(join(dist, "assets", f));
if (failed) process.exit(1);
console.log("size budget holds");
