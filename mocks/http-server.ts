import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { isIPv6 } from "node:net";
import { getResponse, type RequestHandler } from "msw";
import { limits } from "./config";
import { bodyRules } from "./lib/http";
import { StateWriteError } from "./state";
import { isWrite, writeLane } from "./lib/write-lane";

export interface MockServerOptions {
  handlers: RequestHandler[];
  /** The server's own origin: every request URL is built from it (never from the Host header). */
  origin: string;
  /**
   * The shared secret of the proxies whose forwarding headers are trusted (the app's dev and
   * preview proxies send it as X-Mock-Proxy). Without it the client is the socket's address.
   */
  proxySecret?: string;
  /** How long a request may take to arrive whole (headers and body): past it, 408. Default 30 s. */
  requestTimeoutMs?: number;
  /**
   * Runs each request's handling as one transaction (mocks/state.ts): its changes are durable
   * before the answer is sent, or it throws StateWriteError and the client gets a 503 (the change
   * undone) instead of the answer.
   */
  transaction?: (work: () => Promise<Response | undefined>) => Promise<Response | undefined>;
  /** Whether the dev helpers answer (at /__dev/ at the root only). Default: devRoutesOn(). */
  devRoutes?: boolean;
}

/**
 * The dev helpers (mailbox, login keys, captcha answers, the clock...) answer only when switched
 * on: on for `npm start` and the tests, off with MOCK_DEV_ROUTES=0, and always off with
 * NODE_ENV=production.
 */
export const devRoutesOn = () => process.env.NODE_ENV !== "production" && process.env.MOCK_DEV_ROUTES !== "0";

/** Whether a request path names the dev helpers anywhere, in any spelling (percent-encoded, any case, after `;` or `//`). */
export function namesDevHelpers(path: string): boolean {
  let decoded = path;
  for (let i = 0; i < 4; i++)
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      break;
    }
  return /__dev/i.test(decoded);
}

/** The header through which the HTTP layer tells the handlers who the client is. */
export const CLIENT_HEADER = "x-mock-client";
/** The header carrying MOCK_PROXY_SECRET: a request with it is trusted to name its client in X-Forwarded-For. */
export const PROXY_HEADER = "x-mock-proxy";

/**
 * What every answer carries: never sniffed as another type, and never kept by a cache unless the
 * handler says so (an answer with account data must not outlive the session in a shared cache).
 */
const BASE_HEADERS = { "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" };
/** A JSON answer is no page: nothing loads or frames it (OWASP's REST headers). The stand-in pages of the dev helpers set their own. */
const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The HTTP layer's promises that the conformance runner checks by behaviour (a fault switch can replace one: mocks/faults.ts). */
export const serverRules = {
  /** The dev helpers answer at /__dev/ at the root of this server, when switched on, and under no prefix, in no other spelling. */
  devHelpersAnswer: (path: string, pathname: string, devRoutes: boolean) => devRoutes && path.startsWith("/__dev/") && pathname.startsWith("/__dev/"),
};

const json = (res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, { ...BASE_HEADERS, "Content-Type": "application/json", "Content-Security-Policy": JSON_CSP, ...headers });
  res.end(JSON.stringify({ status: false, message }));
};

class TooLarge extends Error {}

/** How many writes start in one turn of the event loop (mocks/lib/write-lane.ts): reads wait behind at most these. */
const WRITES_PER_TURN = 1;

/** The body, read up to `max` bytes: past that the request is refused (and the rest dropped: linger). */
async function readBody(req: IncomingMessage, max: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > max) throw new TooLarge();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const reading = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) return void chunks.push(chunk);
      req.off("data", reading);
      reject(new TooLarge());
    };
    req.on("data", reading);
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
}

/**
 * After a 413 the rest of the body is read and dropped, for a while (at most 8 MB, 2 s), so a
 * client still sending reads the answer instead of a reset connection; past that it is cut.
 */
function linger(req: IncomingMessage) {
  let dropped = 0;
  const end = () => req.destroy();
  const timer = setTimeout(end, 2_000);
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped <= 8 * 1024 * 1024) return;
    clearTimeout(timer);
    end();
  });
  req.once("end", () => clearTimeout(timer));
  req.resume();
}

/**
 * The client an address stands for, as limits count it: an IPv4 address itself (an IPv4-mapped
 * IPv6 one as its IPv4), IPv6 loopback itself, any other IPv6 address its /64: one subscriber's
 * network, whose hosts may take any address in it, so a count per address would count nothing.
 */
export function clientOf(address: string): string {
  const bare = address.replace(/%.*$/, "");
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  // ::ffff:0:0/96, however written: the IPv4 client it carries
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  if (groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1) return "::1";
  const network = groups.slice(0, 4).map((g) => g.toString(16));
  return `${network.join(":")}::/64`;
}

/** A valid IPv6 address (isIPv6) as its 8 groups of 16 bits: `::` filled in, a dotted IPv4 tail as its two groups. */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  const hex = dotted
    ? address.slice(0, dotted.index) + [((+dotted[1]! << 8) | +dotted[2]!).toString(16), ((+dotted[3]! << 8) | +dotted[4]!).toString(16)].join(":")
    : address;
  const [head = "", tail] = hex.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const words = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return words.map((g) => Number.parseInt(g, 16));
}

/** Who is calling: the socket's address, or the address a trusted proxy appended last, as the client it stands for (clientOf). */
function clientAddress(req: IncomingMessage, proxySecret: string | undefined): string {
  const socket = req.socket.remoteAddress ?? "unknown";
  if (!proxySecret || req.headers[PROXY_HEADER] !== proxySecret) return clientOf(socket);
  const forwarded = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return clientOf(forwarded.at(-1) ?? socket);
}

/**
 * The mock backend over real HTTP: the same MSW handlers as in-process, behind what a hardened
 * server does first. The URL comes from the server's own origin and the request line's path;
 * a request line that is no path (or too long) is refused; bodies are limited before they are
 * read; the client's address is the socket's unless a configured proxy vouches for another; and
 * nothing a client sends makes it answer 500 (a handler's own failure still does, and is logged).
 */
export function createMockServer({
  handlers,
  origin,
  proxySecret,
  transaction = (work) => work(),
  requestTimeoutMs = 30_000,
  devRoutes = devRoutesOn(),
}: MockServerOptions): Server {
  const writeTurn = writeLane(WRITES_PER_TURN);
  const server = createServer({ connectionsCheckingInterval: Math.min(30_000, Math.max(100, requestTimeoutMs / 4)) }, async (req, res) => {
    const path = req.url ?? "";
    if (path.length > limits.maxUrlLength) return json(res, 414, `The URL is longer than ${limits.maxUrlLength} characters`);
    let url: URL;
    try {
      if (!path.startsWith("/") || path.startsWith("//")) throw new Error("not a path");
      url = new URL(path, origin);
      if (url.origin !== origin) throw new Error("another origin");
    } catch {
      return json(res, 400, "The request target must be a path");
    }
    const method = req.method ?? "GET";
    // the dev helpers exist at /__dev/ at the root of this server, when switched on, and nowhere
    // else: not under a service's prefix (a host proxies those), in no other spelling
    if (namesDevHelpers(path) && !serverRules.devHelpersAnswer(path, url.pathname, devRoutes))
      return json(res, 404, `No such route: ${method} ${url.pathname}`);
    const multipart = /^multipart\/form-data/i.test(String(req.headers["content-type"] ?? ""));
    const max = bodyRules.bodyLimit(multipart);
    let body: Buffer;
    try {
      body = await readBody(req, max);
    } catch (error) {
      if (error instanceof TooLarge) {
        // the connection stays open while the rest is dropped: closing it with the body unread would
        // reset it, and a client still sending would lose the answer
        json(res, 413, `The request body is larger than ${Math.round(max / 1024)} KB`);
        linger(req);
        return;
      }
      return json(res, 400, "The request body could not be read");
    }
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers))
      if (value !== undefined && key !== CLIENT_HEADER && key !== PROXY_HEADER && !key.startsWith(":"))
        try {
          headers.set(key, Array.isArray(value) ? value.join(", ") : value);
        } catch {
          return json(res, 400, `The header ${key} is not valid`);
        }
    headers.set(CLIENT_HEADER, clientAddress(req, proxySecret));
    const hasBody = method !== "GET" && method !== "HEAD" && body.length > 0;
    try {
      const request = new Request(url, { method, headers, body: hasBody ? new Uint8Array(body) : undefined });
      let response: Response;
      if (isWrite(method)) await writeTurn();
      try {
        response =
          (await transaction(() => getResponse(handlers, request))) ??
          Response.json({ status: false, message: `No such route: ${method} ${url.pathname}` }, { status: 404 });
      } catch (error) {
        if (!(error instanceof StateWriteError)) throw error;
        console.error(`mock: a change could not be saved, answered 503 and undone: ${error.message}`);
        return json(res, 503, "The change could not be saved, so nothing was changed. Please try again in a moment.", { "Retry-After": "5" });
      }
      const answer = Buffer.from(await response.arrayBuffer());
      const out: Record<string, string> = { ...BASE_HEADERS };
      response.headers.forEach(
        (value, key) =>
          (out[key.replace(/^(x-content-type-options|cache-control)$/, (k) => (k === "cache-control" ? "Cache-Control" : "X-Content-Type-Options"))] = value),
      );
      if (/json/.test(out["content-type"] ?? "") && !out["content-security-policy"]) out["Content-Security-Policy"] = JSON_CSP;
      res.writeHead(response.status, out);
      res.end(answer);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) json(res, 500, "Internal error in the mock backend");
      else res.end();
    }
  });
  // idle keep-alive sockets stay open longer than a client's pool keeps them (Node's 5 s default
  // closed sockets a client was about to reuse: an ECONNRESET for a request that never arrived)
  server.keepAliveTimeout = 65_000;
  // a request that stops arriving midway (headers or body) is answered 408 and closed, instead of
  // holding a socket for Node's default 300 s
  server.requestTimeout = requestTimeoutMs;
  server.headersTimeout = Math.min(66_000, requestTimeoutMs);
  return server;
}
