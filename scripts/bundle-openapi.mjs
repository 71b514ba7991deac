// Merges the service documents into generated/openapi/all.json: one document for the
// conformance proxy (`prism proxy --errors`) and for the mock's list of operations.
// Components are prefixed with their document's name so equal names never collide.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { parse } from "yaml";

const services = JSON.parse(readFileSync("openapi/services.json", "utf8"));
const docs = Object.fromEntries(["common", ...services].map((name) => [name, parse(readFileSync(`openapi/${name}.yaml`, "utf8"))]));

const rewrite = (node, docName) => {
  if (Array.isArray(node)) return node.map((n) => rewrite(n, docName));
  if (node === null || typeof node !== "object") return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$ref" && typeof value === "string") {
      const m = /^(?:\.\/([\w-]+)\.yaml)?#\/components\/(\w+)\/(.+)$/.exec(value);
      if (!m) throw new Error(`unsupported $ref ${value} in ${docName}`);
      out.$ref = `#/components/${m[2]}/${m[1] ?? docName}__${m[3]}`;
    } else out[key] = rewrite(value, docName);
  }
  return out;
};

const all = {
  openapi: "3.1.0",
  info: {
    title: "All services (bundled)",
    version: "1.0.0",
    description: "Generated from openapi/*.yaml by scripts/bundle-openapi.mjs. Do not edit.",
  },
  tags: [],
  paths: {},
  components: { securitySchemes: docs.common.components.securitySchemes },
};
for (const [name, doc] of Object.entries(docs)) {
  for (const tag of doc.tags ?? []) if (!all.tags.some((t) => t.name === tag.name)) all.tags.push(tag);
  for (const [kind, entries] of Object.entries(doc.components ?? {})) {
    if (kind === "securitySchemes") {
      // one namespace for schemes (operations name them bare): common's first, then any a service adds
      for (const [key, value] of Object.entries(entries)) all.components.securitySchemes[key] ??= value;
      continue;
    }
    all.components[kind] ??= {};
    for (const [key, value] of Object.entries(entries)) all.components[kind][`${name}__${key}`] = rewrite(value, name);
  }
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (all.paths[path]) throw new Error(`path ${path} is defined twice`);
    const copy = rewrite(item, name);
    for (const op of Object.values(copy)) if (op && typeof op === "object" && !op.security) op.security = doc.security ?? [];
    all.paths[path] = copy;
  }
}
mkdirSync("generated/openapi", { recursive: true });
writeFileSync("generated/openapi/all.json", JSON.stringify(all, null, 2) + "\n");
