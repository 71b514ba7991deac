// Merges the service documents into generated/openapi/all.json: one document for the
// conformance proxy (`prism proxy --errors`) and for the mock's list of operations.
// Components are prefixed with their document's name so equal names never collide.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { parse } from "yaml";

type Json = unknown;
type Entries = Record<string, Json>;
interface Doc {
  info?: { contact?: Json };
  servers?: Json[];
  tags?: { name: string }[];
  components?: Record<string, Entries>;
  paths?: Entries;
  security?: Json[];
}

const services = JSON.parse(readFileSync("openapi/services.json", "utf8")) as string[];
const docs: Record<string, Doc> = Object.fromEntries(["common", ...services].map((name) => [name, parse(readFileSync(`openapi/${name}.yaml`, "utf8")) as Doc]));

const rewrite = (node: Json, docName: string): Json => {
  if (Array.isArray(node)) return node.map((n) => rewrite(n, docName));
  if (node === null || typeof node !== "object") return node;
  const out: Entries = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$ref" && typeof value === "string") {
      const m = /^(?:\.\/([\w-]+)\.yaml)?#\/components\/(\w+)\/(.+)$/.exec(value);
      if (!m) throw new Error(`unsupported $ref ${value} in ${docName}`);
      out.$ref = `#/components/${m[2]}/${m[1] ?? docName}__${m[3]}`;
    } else out[key] = rewrite(value, docName);
  }
  return out;
};

// the servers and the contact are common.yaml's, which every service document repeats (lint-openapi.ts checks)
const all: { openapi: string; info: Entries; servers: Json[]; tags: { name: string }[]; paths: Entries; components: Record<string, Entries> } = {
  openapi: "3.1.0",
  info: {
    title: "All services (bundled)",
    version: "1.0.0",
    description: "Generated from openapi/*.yaml by scripts/dev/bundle-openapi.ts. Do not edit.",
    contact: docs.common?.info?.contact,
  },
  servers: docs.common?.servers ?? [],
  tags: [],
  paths: {},
  components: { securitySchemes: { ...docs.common?.components?.securitySchemes } },
};
for (const [name, doc] of Object.entries(docs)) {
  for (const tag of doc.tags ?? []) if (!all.tags.some((t) => t.name === tag.name)) all.tags.push(tag);
  for (const [kind, entries] of Object.entries(doc.components ?? {})) {
    if (kind === "securitySchemes") {
      // one namespace for schemes (operations name them bare): common's first, then any a service adds
      const schemes = (all.components.securitySchemes ??= {});
      for (const [key, value] of Object.entries(entries)) schemes[key] ??= value;
      continue;
    }
    const kindEntries = (all.components[kind] ??= {});
    for (const [key, value] of Object.entries(entries)) kindEntries[`${name}__${key}`] = rewrite(value, name);
  }
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (all.paths[path]) throw new Error(`path ${path} is defined twice`);
    const copy = rewrite(item, name) as Record<string, { security?: Json[] } | null>;
    for (const op of Object.values(copy)) if (op && typeof op === "object" && !op.security) op.security = doc.security ?? [];
    all.paths[path] = copy;
  }
}
mkdirSync("generated/openapi", { recursive: true });
writeFileSync("generated/openapi/all.json", JSON.stringify(all, null, 2) + "\n");
