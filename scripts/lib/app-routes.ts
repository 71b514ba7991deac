// The paths the app has a route for, as one regular expression (for the host's real 404): read
// from the generated route tree (src/app/route-tree.gen.ts, `fullPaths`); a `$param` segment is
// any one segment, except the slug pages (`/$page`), which are exactly SLUG_PAGE_NAMES.
import { readFileSync } from "node:fs";
import { SLUG_PAGE_NAMES } from "../../src/config/menu.ts";
import { PARAM_FRAME_ROUTES } from "../../src/config/prerender.ts";

export function appRoutePaths(routeTree = "src/app/route-tree.gen.ts"): string[] {
  const source = readFileSync(routeTree, "utf8");
  const union = /fullPaths:\s*((?:\|\s*"[^"]*"\s*)+)/.exec(source);
  if (!union) throw new Error(`${routeTree}: no fullPaths union (was the route tree generated?)`);
  return [...(union[1] ?? "").matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? "");
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One path as a pattern: `$param` segments match one segment, `/$page` only the slug pages. */
function pattern(path: string): string {
  if (path === "/$page") return `/(?:${SLUG_PAGE_NAMES.map(escape).join("|")})`;
  const trimmed = path.length > 1 ? path.replace(/\/$/, "") : "";
  return trimmed
    .split("/")
    .map((segment) => (segment.startsWith("$") ? "[^/]+" : escape(segment)))
    .join("/");
}

/** Every app route, one anchored expression; a trailing slash is allowed. */
export function appRouteRegex(paths = appRoutePaths()): string {
  const alternatives = [...new Set(paths.map(pattern))].sort();
  return `^(?:${alternatives.join("|")})/?$`;
}

/** A value as an nginx string: double-quoted, its backslashes and quotes escaped. */
export const quoted = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

/**
 * The host's routes.conf for this build: `$app_route` (1 for the paths the app has a route for,
 * else a real 404) and `$param_frame` (the prerendered frame of a page under a parameter,
 * PARAM_FRAMES, else empty).
 */
export function routesConf(paths = appRoutePaths()): string {
  const frames = PARAM_FRAME_ROUTES.map(({ pattern, file }) => `  ${quoted(`~${pattern}`)} ${quoted(file)};\n`);
  return (
    `# Written by scripts/deploy-artifacts.ts for this build: 1 for the paths the app has a route for.\nmap $uri $app_route {\n  default 0;\n  ${quoted(`~${appRouteRegex(paths)}`)} 1;\n}\n` +
    `# The prerendered frame of a page with a parameter (src/config/prerender.ts, PARAM_FRAMES), else empty.\nmap $uri $param_frame {\n  default "";\n${frames.join("")}}\n`
  );
}
