import { HttpResponse } from "msw";
import * as z from "zod/mini";
import en from "zod/v4/locales/en.js";
import contract from "../../generated/openapi/all.json" with { type: "json" };
import { limits } from "../config";
import { db, type SessionRecord, type UserRecord } from "../db";
import { now } from "./clock";
import { tokenKey } from "./crypto";
import { deviceName } from "./device";
import { incidentally } from "../store/changes";

// the generated schemas are zod mini, which sets no locale of its own: field errors in English,
// said here where they are made (classic zod, which the dev handlers import, sets the same today)
z.config(en());

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 422 | 429 | 501 | 503;

type FailExtra = { errors?: { path: string; message: string }[]; headers?: Record<string, string> };

/** The one error body of the contract. */
export const fail = (status: ErrorStatus, message: string, extra: FailExtra = {}) =>
  HttpResponse.json({ status: false as const, message, ...(extra.errors ? { errors: extra.errors } : {}) }, { status, headers: extra.headers });

/** A 200 with its JSON body (a promise is refused by its type: await it first). */
export const ok = <T>(body: T extends PromiseLike<unknown> ? never : T) => HttpResponse.json(body as never, { status: 200 });

/** The contract's caching of public answers (common.yaml, components/headers); every other answer is no-store. */
export type PublicCache = "CacheListing" | "CacheLive" | "CachePublicPage";
const cacheControl = (policy: PublicCache) => contract.components.headers[`common__${policy}`].schema.const;

/** A public answer, the same for every visitor, with the Cache-Control the contract declares for it. */
export const okPublic = <T>(body: T extends PromiseLike<unknown> ? never : T, policy: PublicCache) =>
  HttpResponse.json(body as never, { status: 200, headers: { "Cache-Control": cacheControl(policy) } });

export class HttpError extends Error {
  constructor(readonly response: Response) {
    super("http error");
  }
}

/**
 * The one way a rule refuses: throw `refuse(status, message)`; `field` names the request field the
 * refusal is about (it comes back in `errors`, for the form to show beside that field), or gives
 * the error body's extras (several fields, headers).
 */
export const refuse = (status: ErrorStatus, message: string, field?: string | FailExtra) =>
  new HttpError(fail(status, message, typeof field === "string" ? { errors: [{ path: field, message }] } : field));

/**
 * Runs a handler body; a thrown HttpError becomes its response. `P` names the route's path
 * parameters (`handle<"username">(…)` for `/info/:username`): MSW matched them, so each is a string.
 */
export function handle<P extends string = never>(fn: (request: Request, params: Readonly<Record<P, string>>) => Promise<Response> | Response) {
  return async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
    try {
      return await fn(request, params as Record<P, string>);
    } catch (error) {
      if (error instanceof HttpError) return error.response;
      throw error;
    }
  };
}

/**
 * The largest body read: a multipart upload's, or a JSON body's; past it the answer is 413 (a fault
 * switch can lift it: mocks/faults.ts).
 */
export const bodyRules = {
  bodyLimit: (multipart: boolean) => (multipart ? limits.maxUploadBytes : limits.maxJsonBytes),
};

/** True when the request says its body is JSON (`application/json`, with or without parameters). */
export const isJson = (request: Request) => /^application\/json\s*(;|$)/i.test(request.headers.get("content-type") ?? "");

/**
 * Parses and validates a JSON body with a generated zod schema: 415 unless it is declared JSON,
 * 413 past the size limit (the HTTP server stops reading earlier), 400 with field errors otherwise.
 */
export async function body<S extends z.core.$ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  if (!isJson(request)) throw refuse(415, "Unsupported media type: the body must be application/json");
  let raw: unknown;
  try {
    const text = await request.text();
    if (text.length > bodyRules.bodyLimit(false)) throw refuse(413, "The request body is too large");
    raw = JSON.parse(text);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw refuse(400, "Invalid request: the body must be JSON");
  }
  const parsed = await z.safeParseAsync(schema, raw);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    throw refuse(400, `Invalid request: ${errors.map((e) => e.path || "body").join(", ")}`, { errors });
  }
  return parsed.data;
}

export function bearer(request: Request): string | null {
  const header = request.headers.get("authorization") ?? "";
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m?.[1] ?? null;
}

/**
 * The signed-in user of a valid session token, or 401 UNAUTHENTICATED_USER. A session ends after
 * a day without use (idle timeout) and 30 days after sign-in whatever the use (absolute lifetime);
 * each use moves its idle deadline.
 */
export function requireUser(request: Request): UserRecord {
  return userOfToken(bearer(request), request, "header");
}

/** Whether a session still opens its account: not ended, within its idle timeout and its lifetime. */
export const isLive = (session: SessionRecord) => !session.revoked && tokenRules.withinLifetime(session) && tokenRules.usedLately(session);

/** Sessions' promises where a token is accepted and for how long, checked by behaviour (a fault switch can replace one: mocks/faults.ts). */
export const tokenRules = {
  /** An ended session opens nothing, wherever its token comes: the header, or a body's `token` (the site's routes). */
  opens: (session: SessionRecord, _at: "header" | "body") => isLive(session),
  /** A session ends limits.sessionLifetimeMs after its sign-in, however often it is used. */
  withinLifetime: (session: SessionRecord) => now() - session.createdAt < limits.sessionLifetimeMs,
  /** A session ends after limits.sessionIdleMs without use (its idle timeout): it was used within that time. */
  usedLately: (session: SessionRecord) => now() - session.lastSeenAt < limits.sessionIdleMs,
  /**
   * A token that is no session opens nothing where a session is asked for: a partner's read-only
   * token (openapi/sso.yaml), which reads the account and nothing else, a sign-in's
   * email-verification token, which only sends the mail again, or any other.
   */
  notASession: (token: string): UserRecord => {
    throw refuse(401, token.startsWith("ro_") ? "This token only reads the account (GET /api/v1/user/info and /api/v1/user/faucet)" : "UNAUTHENTICATED_USER");
  },
};

/**
 * The same check for a token sent in a body (the site's routes take `token`,
 * accounts-identity.md §7). A use moves the session's idle deadline and, with its request, records
 * the device and place of this last use (listSessions).
 */
export function userOfToken(token: string | null, request?: Request, at: "header" | "body" = "body"): UserRecord {
  const session = token ? db.session.findFirst({ where: { token: { equals: tokenKey(token) } } }) : null;
  if (token && !session) return tokenRules.notASession(token);
  const user = session && tokenRules.opens(session, at) ? db.user.findFirst({ where: { id: { equals: session.userId } } }) : null;
  if (!session || !user) throw refuse(401, "UNAUTHENTICATED_USER");
  const device = request ? { device: deviceName(request.headers.get("user-agent")), place: clientId(request) } : {};
  // the answer does not depend on it: a full disk does not fail the request for it
  incidentally(() => db.session.update({ where: { token: { equals: session.token } }, data: { lastSeenAt: now(), ...device } }));
  return user;
}

export function optionalUser(request: Request): UserRecord | null {
  try {
    return bearer(request) ? requireUser(request) : null;
  } catch {
    return null;
  }
}

/**
 * Who is calling, for per-client limits: the address the HTTP server determined (the socket's, or
 * the one a trusted proxy appended; see http-server.ts), which it sets in this header after
 * removing any the client sent. In-process (vitest) there is no socket: tests name the client.
 */
export const clientId = (request: Request) => request.headers.get("x-mock-client") || "in-process";

/** The base type a schema checks ("string", "number", ...), through optional and default wrappers. */
function baseType(schema: unknown): string | undefined {
  let def = (schema as { def?: { type: string; innerType?: unknown } } | undefined)?.def;
  while (def && (def.type === "optional" || def.type === "default" || def.type === "nullable"))
    def = (def.innerType as { def?: { type: string; innerType?: unknown } }).def;
  return def?.type;
}

/**
 * Validates the query string with a generated zod schema. Everything arrives as text: a value is
 * read as a number or boolean unless its field is a string (a block number "0012" stays text).
 */
export function query<S extends z.core.$ZodType>(request: Request, schema: S): z.infer<S> {
  const raw: Record<string, unknown> = {};
  const shape = (schema as { shape?: Record<string, unknown> }).shape ?? {};
  for (const [key, value] of new URL(request.url).searchParams)
    raw[key] =
      baseType(shape[key]) === "string" ? value : /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value === "true" ? true : value === "false" ? false : value;
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    throw refuse(400, `Invalid request: ${errors.map((e) => e.path || "query").join(", ")}`, { errors });
  }
  return parsed.data;
}
