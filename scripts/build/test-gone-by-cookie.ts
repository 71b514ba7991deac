// A new release as the acceptance suite's engines see it: a test's cookie names the build's files
// that are gone from the site (by the name before their hash), and the dev and preview servers the
// suite starts answer 404 for them, as a host does once a new release has replaced them. Playwright's
// Chromium can route a page's requests itself; the engines driven outside it (Firefox, WebKit) cannot.
// Only the servers the suite starts have it (ACCEPTANCE_CHAIN_COOKIE=1).
import type { Connect, Plugin } from "vite";

export const TEST_GONE_COOKIE = "acceptance_gone";

const GONE_COOKIE = new RegExp(`(?:^|;\\s*)${TEST_GONE_COOKIE}=([\\w,-]+)(?:;|$)`);
/** A built file of the app: /assets/<name>-<hash>.js */
const ASSET = /^\/assets\/([\w-]+)-[\w-]{8}\.js(?:\?|$)/;

/** Whether the cookie names the file at `url` as gone. */
export function goneByCookie(url: string | undefined, cookieHeader: string | undefined): boolean {
  const names = GONE_COOKIE.exec(cookieHeader ?? "")?.[1]?.split(",") ?? [];
  const name = ASSET.exec(url ?? "")?.[1];
  return name !== undefined && names.includes(name);
}

const middleware: Connect.NextHandleFunction = (req, res, next) => {
  if (!goneByCookie(req.url, req.headers.cookie)) return next();
  res.writeHead(404, { "content-type": "text/plain", "cache-control": "no-store" });
  res.end("Not Found");
};

export const testGoneByCookie = (): Plugin => ({
  name: "test-gone-by-cookie",
  configureServer: (server) => void server.middlewares.use(middleware),
  configurePreviewServer: (server) => void server.middlewares.use(middleware),
});
