// The host's routes.conf, written from the build's hosting rules (src/config/prerender.ts,
// `hostingRules`; the route table of scripts/lib/route-table.ts): vite preview's middleware
// (vite.config.ts) reads the same rules.
import type { HostingRules } from "../../src/config/prerender.ts";

/** A value as an nginx string: double-quoted, its backslashes and quotes escaped. */
export const quoted = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

/**
 * The host's routes.conf for this build: `$app_route` (1 for the paths the app has a route for,
 * else a real 404) and `$param_frame` (the prerendered frame of a page under a parameter, else empty).
 */
export function routesConf(hosting: HostingRules): string {
  const frames = hosting.frames.map(({ pattern, file }) => `  ${quoted(`~${pattern}`)} ${quoted(file)};\n`);
  return (
    `# Written by scripts/build/deploy-artifacts.ts for this build: 1 for the paths the app has a route for.\nmap $uri $app_route {\n  default 0;\n  ${quoted(`~${hosting.appRoute}`)} 1;\n}\n` +
    `# The prerendered frame of a page with a parameter (a route's prerender values "any"), else empty.\nmap $uri $param_frame {\n  default "";\n${frames.join("")}}\n`
  );
}
