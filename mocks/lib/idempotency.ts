import { createHash } from "node:crypto";
import { getResponse, http, type RequestHandler } from "msw";
import { db } from "../db";
import { now, oncePerMinute } from "./clock";
import { seal, tokenKey, unseal } from "./crypto";
import { bearer, clientId, fail } from "./http";

/**
 * One effect per intent (openapi/common.yaml, parameters/IdempotencyKey; Stripe's model): a write
 * sent with an `Idempotency-Key` is done once; its first answer is kept for 24 hours and given,
 * status, headers and body, to every repeat of the same request with the same key. It wraps the
 * whole handler array once (mocks/handlers/index.ts), so every write operation has it, a new one
 * included. The kept answer is written in the same transaction as the request's own changes (it is
 * durable when they are, and undone with them), sealed, since some answers hold session tokens,
 * SSO codes and recovery codes.
 */
export const KEPT_FOR_MS = 24 * 60 * 60 * 1000;
export const HEADER = "idempotency-key";
/** Set on an answer that was kept from the first request, not made for this one (Stripe's header). */
export const REPLAYED_HEADER = "Idempotent-Replayed";
export const MISMATCH = "This Idempotency-Key was used for another request";
export const IN_PROGRESS = "A request with this Idempotency-Key is still being handled";
export const INVALID_KEY = "Invalid request: Idempotency-Key must be 1 to 255 visible ASCII characters";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const sha256 = (...parts: (string | Uint8Array)[]) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex");
};

interface KeptAnswer {
  status: number;
  headers: [string, string][];
  /** base64 */
  body: string;
}

/** The keys whose first request is being handled now: a repeat meanwhile is 409. */
const running = new Set<string>();

/** The promises the conformance runner checks by behaviour (a fault switch can replace one: mocks/faults.ts). */
export const idempotencyRules = {
  /** What was already made of a key: nothing yet, a first request still running, or its kept answer. */
  recall(id: string): "none" | "running" | { fingerprint: string; answer: KeptAnswer } {
    if (running.has(id)) return "running";
    const row = db.keptAnswer.findFirst({ where: { id: { equals: id } } });
    if (!row || now() - row.createdAt >= KEPT_FOR_MS) return "none";
    return { fingerprint: row.fingerprint, answer: JSON.parse(unseal(row.answer)) as KeptAnswer };
  },
};

/**
 * Whose key it is: the account of the session the request names (in the Authorization header or,
 * for the site's routes, a `token` field of the body), live or not, so a repeat of a sign-out or a
 * password change (which end that session) still gets its first answer; else the client, for the
 * calls made without a session (sign-up, sign-in, forgot password).
 */
function scopeOf(request: Request, body: Uint8Array): string {
  let token = bearer(request);
  if (!token && body.length > 0 && body.length < 65_536 && /json/i.test(request.headers.get("content-type") ?? ""))
    try {
      const parsed = JSON.parse(new TextDecoder().decode(body)) as { token?: unknown };
      if (typeof parsed?.token === "string") token = parsed.token;
    } catch {
      /* not JSON: the handler answers it */
    }
  const session = token ? db.session.findFirst({ where: { token: { equals: tokenKey(token) } } }) : null;
  return session ? `account:${session.userId}` : `client:${clientId(request)}`;
}

/**
 * What makes two requests the same: method, path with query, and body. A multipart body's boundary
 * is chosen afresh by each attempt of the browser, so it is left out.
 */
function fingerprintOf(request: Request, body: Uint8Array): string {
  const url = new URL(request.url);
  const boundary = /boundary=("?)([^";]+)\1/i.exec(request.headers.get("content-type") ?? "")?.[2];
  let content: string | Uint8Array = body;
  if (boundary) content = Buffer.from(body).toString("latin1").split(boundary).join("");
  return sha256(request.method, url.pathname + url.search, content);
}

/** Answers that did not happen are not kept: a 5xx changed nothing (its changes are undone), a 429 tried nothing. */
const keeps = (status: number) => status < 500 && status !== 429;

const replay = (answer: KeptAnswer) => {
  const headers = new Headers(answer.headers);
  headers.set(REPLAYED_HEADER, "true");
  return new Response(answer.status === 204 ? null : Buffer.from(answer.body, "base64"), { status: answer.status, headers });
};

/** Kept answers past their 24 hours are removed, at most once a minute (with a request's own transaction). */
const purgeExpired = oncePerMinute(removeExpired);
function removeExpired(at: number) {
  db.keptAnswer.deleteMany({ where: { createdAt: { lt: at - KEPT_FOR_MS } } });
}

/** Forgets what is running (tests that restart the state; the purge runs again once their clock is set back). */
export function resetIdempotency() {
  running.clear();
}

/** The answer to a write with a key: the kept one, a refusal, or the handlers' own (then kept). */
async function once(request: Request, key: string, inner: RequestHandler[]): Promise<Response | undefined> {
  if (!/^[\x21-\x7E]{1,255}$/.test(key)) return fail(400, INVALID_KEY, { errors: [{ path: "Idempotency-Key", message: INVALID_KEY }] });
  const body = new Uint8Array(await request.clone().arrayBuffer());
  const id = sha256(scopeOf(request, body), key);
  const fingerprint = fingerprintOf(request, body);
  // from here to `running.add` nothing awaits: two requests with one key cannot both pass
  const before = idempotencyRules.recall(id);
  if (before === "running") return fail(409, IN_PROGRESS, { headers: { "Retry-After": "1" } });
  if (before !== "none") return before.fingerprint === fingerprint ? replay(before.answer) : fail(422, MISMATCH);
  running.add(id);
  try {
    const response = await getResponse(inner, request);
    if (!response || !keeps(response.status)) return response;
    const bytes = Buffer.from(await response.clone().arrayBuffer());
    const answer: KeptAnswer = { status: response.status, headers: [...response.headers], body: bytes.toString("base64") };
    purgeExpired();
    const row = { fingerprint, answer: seal(JSON.stringify(answer)), createdAt: now() };
    if (db.keptAnswer.findFirst({ where: { id: { equals: id } } })) db.keptAnswer.update({ where: { id: { equals: id } }, data: row });
    else db.keptAnswer.create({ id, ...row });
    return response;
  } finally {
    running.delete(id);
  }
}

/**
 * The handler array with its writes done once per key: one handler in front takes every write that
 * carries the header (the dev helpers aside) and runs the rest of the array itself; anything else
 * falls through to the array as before.
 */
export function withIdempotency(inner: RequestHandler[]): RequestHandler[] {
  const front = http.all("*", async ({ request }) => {
    const key = request.headers.get(HEADER);
    if (key === null || !WRITES.has(request.method) || new URL(request.url).pathname.startsWith("/__dev/")) return undefined;
    return once(request, key, inner);
  });
  return [front, ...inner];
}
