// Runs after openapi-ts (npm run generate): one copy of hey-api's client runtime for every service.
// Each generation job copies the runtime (client/ and core/) into its own output, so the app would
// ship and type-check it once per service; hey-api has no option for a runtime shared between jobs
// (its `bundle: false` imports the deprecated @hey-api/client-fetch package instead). This moves one
// copy to generated/api/_client/ and points each service's imports there. The copies must be byte
// for byte the same (one generator, one plugin configuration): a difference fails the step rather
// than silently picking one. Each service keeps its own client instance (client.gen.ts), created
// from the shared runtime with its own base URL through src/lib/api-config.ts.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, posix, relative, sep } from "node:path";

const API = "generated/api";
const SHARED = join(API, "_client");
/** The runtime's folders in each job's output, as hey-api writes them. */
const RUNTIME_DIRS = ["client", "core"];

const services = JSON.parse(readFileSync("openapi/services.json", "utf8")) as string[];

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/** The runtime of one service, relative path → content. */
const runtimeOf = (service: string): Map<string, string> => {
  const files = new Map<string, string>();
  for (const d of RUNTIME_DIRS) {
    const dir = join(API, service, d);
    if (!existsSync(dir)) throw new Error(`${dir} is missing: run openapi-ts first (npm run generate)`);
    for (const f of filesUnder(dir)) files.set(relative(join(API, service), f), readFileSync(f, "utf8"));
  }
  return files;
};

const [first, ...others] = services;
if (!first) throw new Error("openapi/services.json lists no service");
const reference = runtimeOf(first);
for (const service of others) {
  const runtime = runtimeOf(service);
  const keys = new Set([...reference.keys(), ...runtime.keys()]);
  const differing = [...keys].filter((k) => reference.get(k) !== runtime.get(k));
  if (differing.length)
    throw new Error(`the client runtime of ${service} differs from ${first}'s (${differing.join(", ")}): the services cannot share one copy`);
}

rmSync(SHARED, { recursive: true, force: true });
mkdirSync(SHARED, { recursive: true });
for (const d of RUNTIME_DIRS) renameSync(join(API, first, d), join(SHARED, d));
for (const service of others) for (const d of RUNTIME_DIRS) rmSync(join(API, service, d), { recursive: true });

const toPosix = (p: string) => p.split(sep).join(posix.sep);
/** A relative import of a service's own runtime, pointed at the shared copy instead. */
const redirect = (file: string, service: string, specifier: string): string => {
  const target = toPosix(relative(join(API, service), join(dirname(file), specifier)));
  if (!RUNTIME_DIRS.some((d) => target === d || target.startsWith(`${d}/`))) return specifier;
  const shared = toPosix(relative(dirname(file), join(SHARED, target)));
  return shared.startsWith(".") ? shared : `./${shared}`;
};

let rewritten = 0;
for (const service of services)
  for (const file of filesUnder(join(API, service))) {
    if (!file.endsWith(".ts")) continue;
    const before = readFileSync(file, "utf8");
    const after = before.replace(
      /(from\s+')(\.{1,2}\/[^']*)(')/g,
      (_, open: string, spec: string, close: string) => open + redirect(file, service, spec) + close,
    );
    if (after !== before) {
      writeFileSync(file, after);
      rewritten++;
    }
  }
console.log(`one client runtime (${SHARED}) for ${services.length} services; ${rewritten} files import it`);
