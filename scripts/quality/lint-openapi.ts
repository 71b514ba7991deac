// Redocly lint of every service document (the list is openapi/services.json, its one source).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const services = JSON.parse(readFileSync("openapi/services.json", "utf8")) as string[];
execFileSync("redocly", ["lint", "--format=stylish", ...services.map((s) => `openapi/${s}.yaml`)], { stdio: "inherit" });
