// The contract's lint: Redocly over every service document (the list is openapi/services.json, its
// one source), then Spectral's spectral:oas ruleset with the project's rules (.spectral.yaml: every
// parameter has an example) over every document, common.yaml and the bundle included, where a
// warning fails as an error does; every service document names the servers and the contact of
// common.yaml, which the bundle takes from there; and every link of the bundle names what exists
// (openapi-links.ts).
import { execFileSync } from "node:child_process";
import { isDeepStrictEqual } from "node:util";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { brokenLinks } from "./openapi-links";

const services = JSON.parse(readFileSync("openapi/services.json", "utf8")) as string[];
const documents = services.map((s) => `openapi/${s}.yaml`);
execFileSync("redocly", ["lint", "--format=stylish", ...documents], { stdio: "inherit" });
execFileSync(
  "spectral",
  ["lint", "--ruleset=.spectral.yaml", "--fail-severity=warn", "--format=stylish", "openapi/common.yaml", ...documents, "generated/openapi/all.json"],
  {
    stdio: "inherit",
  },
);

interface Head {
  info?: { contact?: unknown };
  servers?: unknown;
}
const read = (path: string) => parse(readFileSync(path, "utf8")) as Head;
const common = read("openapi/common.yaml");
const differ = documents.filter((path) => {
  const doc = read(path);
  return !isDeepStrictEqual(doc.servers, common.servers) || !isDeepStrictEqual(doc.info?.contact, common.info?.contact);
});
if (differ.length) {
  console.error(`These documents do not name common.yaml's servers and contact: ${differ.join(", ")}`);
  process.exit(1);
}
const links = brokenLinks(JSON.parse(readFileSync("generated/openapi/all.json", "utf8")) as Record<string, unknown>);
if (links.length) {
  console.error(`Links that name what the contract does not have:\n${links.join("\n")}`);
  process.exit(1);
}
console.log(
  "Spectral (spectral:oas and .spectral.yaml): no warning; every document names common.yaml's servers and contact; every link names an operation, its parameters and what the response has.",
);
