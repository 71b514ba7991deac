// The acceptance suite's chains, one per worker: a test's browser context carries the port of its
// worker's chain in a cookie, and the app's same-origin /rpc goes there. Routing /rpc in the
// browser (Playwright's page.route) would do the same, but a route makes every request of the page,
// not only /rpc, a round trip through the test runner. Only the dev and preview servers the suite
// starts have it (ACCEPTANCE_CHAIN_COOKIE=1); without the cookie /rpc goes to the configured chain.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Connect, Plugin } from "vite";

export const TEST_CHAIN_COOKIE = "acceptance_chain";

/** The value of the cookie `name` in a request's Cookie header, or null without it. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const [key, ...value] = pair.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}

/** A plugin that puts one of the suite's middlewares before the dev and preview servers' own. */
export const suiteMiddleware = (name: string, middleware: Connect.NextHandleFunction): Plugin => ({
  name,
  configureServer: (server) => void server.middlewares.use(middleware),
  configurePreviewServer: (server) => void server.middlewares.use(middleware),
});

/** The chain port a request's cookie names, when it names one on this machine's unprivileged ports. */
export function chainPortOf(cookieHeader: string | undefined): number | null {
  const value = cookieValue(cookieHeader, TEST_CHAIN_COOKIE) ?? "";
  const port = /^\d{4,5}$/.test(value) ? Number(value) : NaN;
  return port >= 1024 && port <= 65535 ? port : null;
}

async function forward(req: IncomingMessage, res: ServerResponse, port: number) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/`, {
      method: req.method,
      headers: { "content-type": req.headers["content-type"] ?? "application/json" },
      body: req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks),
    });
    res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
    res.end(Buffer.from(await answer.arrayBuffer()));
  } catch (error) {
    res.writeHead(502, { "content-type": "text/plain" });
    res.end(`the test chain on port ${port} did not answer: ${(error as Error).message}`);
  }
}

const middleware: Connect.NextHandleFunction = (req, res, next) => {
  const port = (req.url ?? "").startsWith("/rpc") ? chainPortOf(req.headers.cookie) : null;
  if (port === null) return next();
  void forward(req, res, port);
};

export const testChainByCookie = (): Plugin => suiteMiddleware("test-chain-by-cookie", middleware);
