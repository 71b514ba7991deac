import { HttpResponse } from "msw";
import type { z } from "zod";
import { db, type OneTimeKind, type UserRecord } from "../db";
import { now } from "./clock";

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 501;

/** The one error body of the contract. */
export const fail = (status: ErrorStatus, message: string, extra: { errors?: { path: string; message: string }[]; headers?: Record<string, string> } = {}) =>
  HttpResponse.json({ status: false as const, message, ...(extra.errors ? { errors: extra.errors } : {}) }, { status, headers: extra.headers });

export const ok = <T>(body: T) => HttpResponse.json(body as never, { status: 200 });

export class HttpError extends Error {
  constructor(readonly response: Response) {
    super("http error");
  }
}

/** Runs a handler body; a thrown HttpError becomes its response. */
export function handle(fn: (request: Request, params: Record<string, string>) => Promise<Response> | Response) {
  return async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
    try {
      return await fn(request, params as Record<string, string>);
    } catch (error) {
      if (error instanceof HttpError) return error.response;
      throw error;
    }
  };
}

/** Parses and validates a JSON body with a generated zod schema; 400 with field errors otherwise. */
export async function body<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    throw new HttpError(fail(400, "Invalid request: the body must be JSON"));
  }
  const parsed = await schema.safeParseAsync(raw);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    throw new HttpError(fail(400, `Invalid request: ${errors.map((e) => e.path || "body").join(", ")}`, { errors }));
  }
  return parsed.data;
}

export function bearer(request: Request): string | null {
  const header = request.headers.get("authorization") ?? "";
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1] : null;
}

/** The signed-in user of a valid session token, or 401 UNAUTHENTICATED_USER. */
export function requireUser(request: Request): UserRecord {
  const token = bearer(request);
  const session = token ? db.session.findFirst({ where: { token: { equals: token } } }) : null;
  const user = session && !session.revoked ? db.user.findFirst({ where: { id: { equals: session.userId } } }) : null;
  if (!user) throw new HttpError(fail(401, "UNAUTHENTICATED_USER"));
  return user;
}

export function optionalUser(request: Request): UserRecord | null {
  try {
    return bearer(request) ? requireUser(request) : null;
  } catch {
    return null;
  }
}

/** Finds an unused, unexpired single-use token of a kind (without using it up). */
export function findOneTime(token: string | null | undefined, kind: OneTimeKind) {
  if (!token) return null;
  const record = db.oneTime.findFirst({ where: { token: { equals: token }, kind: { equals: kind } } });
  if (!record || record.used || record.expiresAt < now()) return null;
  return record;
}

export function consumeOneTime(token: string) {
  db.oneTime.update({ where: { token: { equals: token } }, data: { used: true } });
}

/** Who is calling, for per-client limits. The HTTP server sets x-forwarded-for from the socket. */
export const clientId = (request: Request) => request.headers.get("x-forwarded-for")?.split(",")[0].trim() || "local";

/** Validates the query string with a generated zod schema; numbers and booleans arrive as text. */
export function query<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of new URL(request.url).searchParams)
    raw[key] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value === "true" ? true : value === "false" ? false : value;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    throw new HttpError(fail(400, `Invalid request: ${errors.map((e) => e.path || "query").join(", ")}`, { errors }));
  }
  return parsed.data;
}
