import { serviceUrl, type Service } from "@/config/env";
import { session } from "@/lib/session";

/** The contract's security scheme of a signed-in session (openapi/*.yaml `bearerAuth`). */
const SESSION_SCHEME = "bearerAuth";

interface ClientConfigLike {
  baseUrl?: string;
  auth?: unknown;
  fetch?: unknown;
}

/**
 * fetch, watching for the end of the session: a 401 to a call that carried the session's own
 * token means the backend no longer accepts it (idle timeout, lifetime, revoked), so the app
 * forgets it (see session.refused). A 401 to anything else (a wrong password, another token) is the
 * caller's to handle. The token is the one in use when the answer comes: a call sent before a
 * password change swapped the token (which ends the old one on the server) answers 401 for the old
 * token, and must not end the new session, even when it lands before the change's own answer
 * has been read (session.replace decides then, without this answer waiting for it).
 */
export async function sessionAwareFetch(request: Request): Promise<Response> {
  const response = await fetch(request);
  const token = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
  if (response.status === 401 && token) session.refused(token);
  return response;
}

/**
 * The one runtime configuration of the generated clients (hey-api `runtimeConfigPath`, the
 * documented exception to "generated imports nothing of ours"). Each client is generated with its
 * service's name as base URL (openapi-ts.config.ts); here that name becomes the service's URL from
 * the zod-validated environment, and the bearer token comes from the session. hey-api calls it
 * when a client module first loads, so the clients (and zod) stay out of the entry chunk.
 */
export const createClientConfig = <T extends ClientConfigLike>(override?: T): T => ({
  ...(override as T),
  baseUrl: serviceUrl(override?.baseUrl as Service),
  // the session answers for the session scheme only; a call with another scheme's token (the
  // email-verification token of resend_verify_email) passes it in its own headers
  auth: (scheme: { key?: string }) => (scheme.key === undefined || scheme.key === SESSION_SCHEME ? (session.token() ?? undefined) : undefined),
  fetch: sessionAwareFetch,
});
