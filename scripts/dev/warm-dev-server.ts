/**
 * Warms the dev server up the way a browser's first page would, before a developer opens one: the
 * page's HTML, then every module it imports, and theirs, down to the last (and each route's split
 * pieces, which the router asks for on a page). The server transforms each module once and keeps
 * it, and pre-bundles every dependency the crawl reaches (a fresh clone's first start does all of
 * it here, and a dependency found late re-bundles here rather than reloading the developer's page).
 * `npm start` awaits it before it says the stack is up, and `npm run bench:dev` measures the page after it.
 */
const STATIC_IMPORT = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;
/** the router's split pieces of a route: a page asks for its own, the crawl takes them all */
const ROUTE_SPLIT = /[?&]tsr-split=/;

/** The module URLs a served module (or page) imports: its static imports, and its route pieces. */
export function importsOf(code: string): string[] {
  const urls = [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]!);
  urls.push(...[...code.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]!).filter((url) => ROUTE_SPLIT.test(url)));
  return urls.filter((url) => url.startsWith("/"));
}

/** The module scripts of a page: their sources, and the imports of the inline ones. */
export function scriptsOf(html: string): string[] {
  const sources = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
  const inline = [...html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => importsOf(m[1]!));
  return [...sources, ...inline].filter((url) => url.startsWith("/"));
}

/** Fetches `page` and every module it reaches, a few at a time; resolves with how many modules were served. */
export async function warmDevServer(appUrl: string, page = "/", parallel = 6): Promise<number> {
  const html = await (await fetch(new URL(page, appUrl))).text();
  const seen = new Set<string>();
  const queue = scriptsOf(html);
  let served = 0;
  const worker = async (): Promise<void> => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (seen.has(url)) continue;
      seen.add(url);
      const answer = await fetch(new URL(url, appUrl)).catch(() => null);
      if (!answer?.ok) continue;
      served++;
      queue.push(...importsOf(await answer.text()).filter((next) => !seen.has(next)));
    }
  };
  // a worker that finds the queue empty while another is still reading a module comes back for more
  while (queue.length) await Promise.all(Array.from({ length: parallel }, worker));
  return served;
}
