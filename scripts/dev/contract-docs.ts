// The contract's reference pages for backend teams (npm run docs:contract): Redoc's rendering of the
// bundled contract (generated/openapi/all.json), with each operation's promises (`x-promises`,
// docs/conformance.md) shown in its description, beside its schema, as a table a reader can check
// a server against. Written to contract-docs/index.html (not kept in the repository).
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Declared } from "../quality/conformance/contract";

type Operation = { operationId?: string; description?: string; "x-promises"?: Declared[] };
type Contract = { paths: Record<string, Record<string, Operation | unknown>> };

const METHODS = new Set(["get", "put", "post", "delete", "patch"]);
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");
/** The fields of a promise beyond the ones every promise has: its kind's numbers, statuses and names. */
const details = (p: Declared) =>
  Object.entries(p)
    .filter(([k]) => !["id", "kind", "says", "source", "from"].includes(k))
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(", ") : String(v)}`)
    .join("; ");

/** The promises of an operation, as the Markdown section its description ends with. */
export function promisesSection(promises: Declared[]): string {
  const rows = promises.map((p) => `| \`${p.id}\` | ${p.kind} | ${cell(p.says)} | ${cell(details(p))} | ${cell(p.source)} |`);
  return [
    "### Promises",
    "",
    "What this operation promises beyond its shapes; `npm run conformance` checks each (docs/conformance.md).",
    "",
    "| promise | kind | what it promises | its numbers | from |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}

/** The contract with every operation's promises appended to its description. */
export function withPromises(contract: Contract): Contract {
  const copy = structuredClone(contract);
  for (const item of Object.values(copy.paths))
    for (const [method, value] of Object.entries(item)) {
      const op = value as Operation;
      if (!METHODS.has(method) || !op["x-promises"]?.length) continue;
      op.description = `${op.description ?? ""}\n\n${promisesSection(op["x-promises"])}`.trim();
    }
  return copy;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const out = "contract-docs";
  mkdirSync(out, { recursive: true });
  const contract = JSON.parse(readFileSync("generated/openapi/all.json", "utf8")) as Contract;
  const source = join(out, "contract.json");
  writeFileSync(source, JSON.stringify(withPromises(contract), null, 2));
  const built = spawnSync("redocly", ["build-docs", source, "--inlineBundle", "--output", join(out, "index.html")], { stdio: "inherit", shell: false });
  if (built.status !== 0) process.exit(built.status ?? 1);
  console.log(`the contract's reference: ${join(out, "index.html")} (each operation's promises in its description)`);
}
