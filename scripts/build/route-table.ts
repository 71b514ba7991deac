// Part of `npm run build` (after vite build): the route table (scripts/lib/route-table.ts) written
// to <dist>/_deploy/routes.json, for the prerender, the host's files and vite preview.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { loadRouteTable, routeTableFile } from "../lib/route-table.ts";

const i = process.argv.indexOf("--dist");
const dist = (i >= 0 ? process.argv[i + 1] : undefined) ?? "dist";
const table = await loadRouteTable();
const file = routeTableFile(dist);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(table, null, 2)}\n`);
console.log(
  `route table in ${file}: ${table.paths.length} paths, ${table.plan.pages.length} pages and ${Object.keys(table.plan.framed).length} frames to prerender`,
);
