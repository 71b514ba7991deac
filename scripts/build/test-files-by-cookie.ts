// A new release or a network failure as the acceptance suite's engines see it: a test's cookie names
// the build's files (by the name before their hash, separated by dots: a cookie's value holds no
// comma) that are gone from the site, answered 404 as a host does once a new release has replaced
// them, or unreachable, whose load fails as a dropped connection does while the server still
// answers that the file is there (HEAD). Playwright's Chromium can route a page's requests itself;
// the engines driven outside it (Firefox, WebKit) cannot. Only the servers the suite starts have it
// (ACCEPTANCE_CHAIN_COOKIE=1); of those, only the preview serves built files.
import type { Connect, Plugin } from "vite";
import { cookieValue, suiteMiddleware } from "./test-chain-by-cookie.ts";

export const TEST_GONE_COOKIE = "acceptance_gone";
export const TEST_UNREACHABLE_COOKIE = "acceptance_unreachable";

/** A built file of the app: /assets/<name>-<hash>.js */
const ASSET = /^\/assets\/([\w-]+)-[\w-]{8}\.js(?:\?|$)/;

/** Whether the cookie `name` lists the file at `url`. */
export function namedByCookie(name: string, url: string | undefined, cookieHeader: string | undefined): boolean {
  const file = ASSET.exec(url ?? "")?.[1];
  return file !== undefined && (cookieValue(cookieHeader, name)?.split(".") ?? []).includes(file);
}

const middleware: Connect.NextHandleFunction = (req, res, next) => {
  if (namedByCookie(TEST_GONE_COOKIE, req.url, req.headers.cookie)) {
    res.writeHead(404, { "content-type": "text/plain", "cache-control": "no-store" });
    res.end("Not Found");
  } else if (req.method !== "HEAD" && namedByCookie(TEST_UNREACHABLE_COOKIE, req.url, req.headers.cookie)) req.socket.destroy();
  else next();
};

export const testFilesByCookie = (): Plugin => suiteMiddleware("test-files-by-cookie", middleware);
