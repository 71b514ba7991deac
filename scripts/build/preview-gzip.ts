// `vite preview` gzips every text file it serves as it sends it, again for each request: the
// acceptance suite loads the app's code some thousands of times a run, each time compressed anew.
// This middleware answers those files from a memory of their gzipped bytes instead (the same
// level as Vite's compression, so the same bytes cross the network), checked against the file's
// size and modification time on each request. Everything else (pages, small or binary files, a
// client that takes no gzip) goes on to Vite as before.
import { readFileSync, statSync } from "node:fs";
import type { OutgoingHttpHeaders } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
import { gzipSync } from "node:zlib";
import type { Connect, Plugin } from "vite";

/** The text files it keeps, by extension, with the type Vite's static server gives them. */
const TYPES: Record<string, string> = {
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};
/** Vite's compression leaves smaller answers as they are. */
const THRESHOLD = 1024;

interface Kept {
  key: string;
  gzipped: Buffer;
}

/** The middleware over `dist`, setting `headers` (the preview's own) on what it answers. */
export function gzipOnceMiddleware(dist: string, headers: OutgoingHttpHeaders = {}): Connect.NextHandleFunction {
  const kept = new Map<string, Kept>();
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "http://host").pathname);
    } catch {
      // a malformed address: Vite answers it as it would without this middleware
      return next();
    }
    const type = TYPES[extname(pathname)];
    if (!type || !/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) return next();
    const file = join(dist, normalize(pathname));
    if (!file.startsWith(dist + sep)) return next();
    let stats;
    try {
      stats = statSync(file);
    } catch {
      return next();
    }
    if (!stats.isFile() || stats.size < THRESHOLD) return next();
    const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`;
    let entry = kept.get(file);
    if (entry?.key !== etag) {
      entry = { key: etag, gzipped: gzipSync(readFileSync(file)) };
      kept.set(file, entry);
    }
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    res.setHeader("Content-Type", type);
    res.setHeader("Last-Modified", stats.mtime.toUTCString());
    res.setHeader("ETag", etag);
    const vary = res.getHeader("Vary");
    res.setHeader("Vary", vary ? `${String(vary)}, Accept-Encoding` : "Accept-Encoding");
    if (req.headers["if-none-match"] === etag) {
      res.statusCode = 304;
      return res.end();
    }
    res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", entry.gzipped.length);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : entry.gzipped);
  };
}

/** The plugin: the middleware on the preview server only (the dev server serves sources). */
export const gzipOnce = (): Plugin => ({
  name: "preview-gzip-once",
  configurePreviewServer(server) {
    const dist = resolve(server.config.root, server.config.build.outDir);
    server.middlewares.use(gzipOnceMiddleware(dist, server.config.preview.headers ?? {}));
  },
});
