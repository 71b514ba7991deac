// The app's route tree as the build reads it: each route's id and its prerender declaration
// (`staticData.prerender`, src/config/prerender.ts), loaded from the route files themselves through
// Vite's module loader (the route tree as the app runs it, with its imports resolved). The build
// writes what follows from it to `<dist>/_deploy/routes.json` (scripts/build/route-table.ts); the
// prerender, the host's files, vite preview and the tests read that file.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createServer } from "vite";
import { hostingRules, pathOf, prerenderPlan, type DeclaredRoute, type HostingRules, type PrerenderPlan } from "../../src/config/prerender.ts";

export interface RouteTable {
  /** every route of the tree, the root's children first */
  routes: DeclaredRoute[];
  /** the page paths the app has a route for (`$param` for a parameter) */
  paths: string[];
  plan: PrerenderPlan;
  hosting: HostingRules;
}

interface TreeRoute {
  options: { id?: string; staticData?: DeclaredRoute["prerender"] extends infer P ? { prerender?: P } : never };
  children?: TreeRoute[] | Record<string, TreeRoute>;
}

/** The routes of the tree with their full ids (an id in the generated tree is its parent's plus its own). */
function walk(route: TreeRoute, parentId: string, out: DeclaredRoute[]): DeclaredRoute[] {
  const id = route.options.id === undefined ? "__root__" : `${parentId === "__root__" ? "" : parentId}${route.options.id}`;
  out.push({ id, ...(route.options.staticData?.prerender ? { prerender: route.options.staticData.prerender } : {}) });
  for (const child of Object.values(route.children ?? {})) walk(child, id, out);
  return out;
}

/** Reads the route tree from the source (src/app/route-tree.gen.ts and the route files). */
export async function loadRouteTable(): Promise<RouteTable> {
  const server = await createServer({ server: { middlewareMode: true, hmr: false, ws: false, watch: null }, appType: "custom", logLevel: "error" });
  try {
    const { routeTree } = (await server.ssrLoadModule("/src/app/route-tree.gen.ts")) as { routeTree: TreeRoute };
    const routes = walk(routeTree, "", []);
    const paths = [...new Set(routes.filter(({ id }) => id !== "__root__" && !/\/_[^/]+$/.test(id)).map(({ id }) => pathOf(id)))].sort();
    const plan = prerenderPlan(routes);
    return { routes, paths, plan, hosting: hostingRules(routes, plan) };
  } finally {
    await server.close();
  }
}

export const routeTableFile = (dist: string) => join(dist, "_deploy", "routes.json");

/** The route table a build wrote (`npm run build`), or null when the build has none. */
export function readRouteTable(dist = "dist"): RouteTable | null {
  const file = routeTableFile(dist);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as RouteTable) : null;
}
