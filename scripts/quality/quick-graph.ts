// The repository's import graph, read with regular expressions (no transform, no type checker), for
// the quick loop (`npm run test:quick`, vitest.quick.config.ts): which tests a change reaches, and
// which test files need neither the in-process mock nor the test chain.
//
// Over-inclusive on purpose: an `import` in a comment or a string counts, as does a `vi.mock` path
// and a file named in another's text (a test that reads `README.md` or spawns `scripts/dev/chain.ts`
// depends on it). What it cannot see is a test that reaches a module only through the mock's HTTP
// answers: a page test that shows what a handler in mocks/ returns. The quick loop leaves those to
// `npm run test:unit`; vitest's own `--changed` treats every file behind a setup file as a change to
// every test, and vitest.setup.ts imports the whole mock.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize, resolve } from "node:path";

export interface SourceFile {
  /** repository-relative paths of the local files it imports */
  deps: Set<string>;
  /** the packages it imports (`react`, `@tanstack/react-query`), built-ins excluded */
  packages: Set<string>;
  text: string;
}

export interface Graph {
  /** every file of the repository (tracked, and untracked but not ignored) */
  all: Set<string>;
  /** the code files that were read, by repository-relative path */
  files: Map<string, SourceFile>;
}

/** Where the code that vitest runs lives; acceptance/ and contracts/ have runners of their own. */
const CODE_ROOTS = ["src/", "mocks/", "scripts/", "generated/", "vendor-stand-ins/"];
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
/** What vitest runs (vitest.config.ts's projects). */
export const TEST_FILE = /^(src|mocks|scripts)\/.*\.test\.tsx?$/;

const SPECIFIERS = [
  /\bfrom\s*["']([^"'\n]+)["']/g,
  /\bimport\s*["']([^"'\n]+)["']/g,
  /\bimport\s*\(\s*["']([^"'\n]+)["']\s*\)/g,
  /\brequire\(\s*["']([^"'\n]+)["']\s*\)/g,
  /\bvi\.(?:do)?[mM]ock\(\s*["']([^"'\n]+)["']/g,
  /\bnew URL\(\s*["'](\.[^"'\n]+)["']\s*,\s*import\.meta\.url/g,
];

const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".js", ".mjs", ".json", "/index.ts", "/index.tsx"];

export function isCodeFile(path: string): boolean {
  return CODE.test(path) && (CODE_ROOTS.some((root) => path.startsWith(root)) || !path.includes("/"));
}

/** The package an import names, or null for a built-in (`node:fs`, `fs`'s bare name is kept: harmless). */
function packageName(specifier: string): string | null {
  if (specifier.startsWith("node:")) return null;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

/** The repository file an import of `specifier` from `from` loads, a package name, or null. */
export function resolveImport(specifier: string, from: string, all: Set<string>): { file: string } | { package: string } | null {
  const bare = specifier.replace(/[?#].*$/, "");
  let base: string;
  if (bare.startsWith(".")) base = normalize(join(dirname(from), bare));
  else if (bare.startsWith("@/")) base = `src/${bare.slice(2)}`;
  else if (bare.startsWith("@generated/")) base = `generated/${bare.slice("@generated/".length)}`;
  else if (bare.startsWith("/") || bare.startsWith("virtual:") || bare === "") return null;
  else {
    const name = packageName(bare);
    return name ? { package: name } : null;
  }
  for (const ext of EXTENSIONS) if (all.has(base + ext)) return { file: base + ext };
  // TypeScript's convention: `./x.js` names `./x.ts`
  const swapped = base.replace(/\.(m?)js$/, ".$1ts");
  if (swapped !== base && all.has(swapped)) return { file: swapped };
  return null;
}

export function parseFile(path: string, text: string, all: Set<string>): SourceFile {
  const deps = new Set<string>();
  const packages = new Set<string>();
  for (const pattern of SPECIFIERS) {
    for (const match of text.matchAll(pattern)) {
      const resolved = resolveImport(match[1]!, path, all);
      if (resolved && "file" in resolved) deps.add(resolved.file);
      else if (resolved) packages.add(resolved.package);
    }
  }
  return { deps, packages, text };
}

/** Every file git knows here or would add (tracked, untracked and not ignored), that exists. */
export function listRepositoryFiles(root = process.cwd()): string[] {
  const out = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 << 20,
  });
  return [...new Set(out.split("\0").filter(Boolean))];
}

export function buildGraph(paths: string[], read: (path: string) => string | null): Graph {
  const all = new Set(paths);
  const files = new Map<string, SourceFile>();
  for (const path of paths) {
    if (!isCodeFile(path)) continue;
    const text = read(path);
    if (text !== null) files.set(path, parseFile(path, text, all));
  }
  return { all, files };
}

export function repositoryGraph(root = process.cwd()): Graph {
  return buildGraph(listRepositoryFiles(root), (path) => {
    const full = join(root, path);
    return existsSync(full) ? readFileSync(full, "utf8") : null;
  });
}

/** The local files `start` loads, itself included. */
export function closure(graph: Graph, start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const dep of graph.files.get(file)?.deps ?? []) stack.push(dep);
  }
  return seen;
}

/** The files that name `changed` in their text: by its path, or, for a file that is not code, by its name. */
function filesNaming(graph: Graph, changed: string): string[] {
  const name = changed.split("/").at(-1)!;
  const names = isCodeFile(changed) || /^index\./.test(name) ? [changed] : [changed, name];
  return [...graph.files].filter(([path, file]) => path !== changed && names.some((n) => file.text.includes(n))).map(([path]) => path);
}

/** The test files a change to `changed` (repository-relative paths) reaches, sorted. */
export function relatedTests(graph: Graph, changed: string[], isTest: (path: string) => boolean = (p) => TEST_FILE.test(p)): string[] {
  const importers = new Map<string, string[]>();
  for (const [path, file] of graph.files) {
    for (const dep of file.deps) {
      const list = importers.get(dep);
      if (list) list.push(path);
      else importers.set(dep, [path]);
    }
  }
  const reached = new Set<string>();
  const stack = changed.flatMap((file) => [file, ...filesNaming(graph, file)]);
  while (stack.length) {
    const file = stack.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    stack.push(...(importers.get(file) ?? []));
  }
  return [...reached].filter(isTest).sort();
}

/** Packages that reach the network or the chain: a test that loads one wants the in-process mock. */
const NETWORK_PACKAGES = new Set([
  "msw",
  "@mswjs/data",
  "@tanstack/react-query",
  "@tanstack/react-router",
  "viem",
  "wagmi",
  "@wagmi/core",
  "@wagmi/connectors",
  "@walletconnect/ethereum-provider",
  "@coinbase/wallet-sdk",
  "@tonconnect/sdk",
  "@ton/ton",
  "tronweb",
  "@sentry/browser",
  "@plausible-analytics/tracker",
]);
const NETWORK_CALL = /\bfetch\s*\(|XMLHttpRequest|WebSocket|EventSource|sendBeacon|serviceWorker/;

/**
 * True when a test file needs neither vitest.setup.ts (the in-process mock, reseeded before each test)
 * nor anything it sets up: nothing it loads is the mock, the generated API client, a package that
 * talks to a server or a chain, or code that makes a request itself.
 */
export function isPure(graph: Graph, test: string): boolean {
  const seen = new Set<string>();
  const stack = [test];
  while (stack.length) {
    const path = stack.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    if (path.startsWith("mocks/") || path.startsWith("generated/api/") || path === "vitest.setup.ts") return false;
    const file = graph.files.get(path);
    if (!file) continue;
    for (const p of file.packages) if (NETWORK_PACKAGES.has(p)) return false;
    if (NETWORK_CALL.test(file.text)) return false;
    stack.push(...file.deps);
  }
  return true;
}

/** True when a test file reaches the run's local chain (mocks/testing/chain.ts, started by chain-setup.ts). */
export function needsChain(graph: Graph, test: string): boolean {
  return closure(graph, test).has("mocks/testing/chain.ts");
}

/** A project of the acceptance suite as playwright.config.ts declares it: the spec files it runs. */
export interface AcceptanceProject {
  name?: string;
  testMatch?: unknown;
  testIgnore?: unknown;
}

/** A project's testMatch or testIgnore: one pattern, or none (every spec). */
function specPattern(value: unknown): RegExp | null {
  if (value === undefined) return null;
  if (value instanceof RegExp) return value;
  throw new Error(`an acceptance project's testMatch or testIgnore is not one pattern (test:quick reads only those): ${String(value)}`);
}

/** The commands that run these acceptance specs in the projects that hold them, one per set of projects. */
export function acceptanceCommands(specs: string[], projects: readonly AcceptanceProject[]): string[] {
  const bySet = new Map<string, string[]>();
  for (const spec of specs) {
    // Playwright matches a project's patterns against the file's absolute path
    const path = resolve(spec);
    const flags = projects
      .filter(({ testMatch, testIgnore }) => (specPattern(testMatch)?.test(path) ?? true) && !specPattern(testIgnore)?.test(path))
      .map(({ name }) => `--project ${name ?? ""}`)
      .join(" ");
    bySet.set(flags, [...(bySet.get(flags) ?? []), spec]);
  }
  return [...bySet].map(([flags, files]) => `npx playwright test ${files.join(" ")} ${flags}`);
}
