import { createHash, timingSafeEqual } from "node:crypto";
import { brand, rates } from "../config";
import { db, type UserRecord } from "../db";
import { now } from "../lib/clock";
import { refuse } from "../lib/http";
import { limitFailures } from "../lib/rate-limit";
import { consumeOneTime, issueOneTime, oneTimeRecord } from "./one-time";

/**
 * Single sign-on for partner sites (openapi/sso.yaml). Partners are registered with their exact
 * redirect URIs and a client secret; a code is single use, lives 60 seconds and is bound to the
 * client and the player; the token it buys reads the account for an hour.
 */
export const SSO_CODE_TTL_MS = 60_000;
export const SSO_TOKEN_TTL_MS = 60 * 60_000;

export interface SsoClient {
  client_id: string;
  name: string;
  redirect_uris: string[];
  /** Kept hashed, as a real backend keeps secrets. */
  secretHash: string;
}

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/**
 * The registered partners. The demo faucet of the local stack (partner-demo/, port 5180) and, for
 * the acceptance suite, the same page on the ports it names (SSO_DEMO_ORIGINS, comma separated).
 * Its secret is SSO_DEMO_SECRET (the demo partner's server holds the same; a local default).
 */
export const DEMO_CLIENT_ID = `${brand.slug}-faucet`;
export const demoSecret = () => process.env.SSO_DEMO_SECRET ?? "local-demo-faucet-secret";
const demoOrigins = () => (process.env.SSO_DEMO_ORIGINS ?? "http://127.0.0.1:5180").split(",").map((o) => o.trim().replace(/\/$/, ""));

/** Another partner, `client_id:secret:redirect_uri` (SSO_EXTRA_CLIENT): the conformance runner's second client when it starts the mock. */
function extraClient(): SsoClient[] {
  const [clientId = "", secret = "", ...uri] = (process.env.SSO_EXTRA_CLIENT ?? "").split(":");
  return clientId && secret ? [{ client_id: clientId, name: clientId, redirect_uris: [uri.join(":")], secretHash: sha256(secret) }] : [];
}

export function clients(): SsoClient[] {
  return [
    { client_id: DEMO_CLIENT_ID, name: `${brand.name} Faucet`, redirect_uris: demoOrigins().map((o) => `${o}/callback`), secretHash: sha256(demoSecret()) },
    ...extraClient(),
  ];
}

const unknown = () => refuse(403, "Unknown client or redirect URI");

/** SSO's promises that the conformance runner checks by behaviour (a fault switch can replace one: mocks/faults.ts). */
export const ssoRules = {
  /** A redirect URI is one the client registered, exactly: no prefix, no wildcard, no normalising. */
  registeredRedirect: (registered: string[], redirectUri: string) => registered.includes(redirectUri),
  /** A code is exchanged by the partner it was approved for, with that partner's secret: no other partner's. */
  codeOfClient: (bound: { clientId: string } | null, clientId: string) => bound?.clientId === clientId,
  /** A code is exchanged once. */
  useCode: (record: { token: string }) => consumeOneTime(record),
  /** A code is exchanged within its lifetime (SSO_CODE_TTL_MS from its approval), never after. */
  unexpired: (record: { expiresAt: number }) => record.expiresAt >= now(),
  /** An address's wrong client secrets are counted: past rates.keyGuessFailures in the window, 429 before the secret is looked at. */
  addressGuesses: <T>(from: string, attempt: () => T): T => limitFailures([`sso-token:${from}`], rates.keyGuessFailures, GUESSING, attempt),
  /**
   * A wrong code sent with a partner's own secret counts against nothing. A code is 192 random bits,
   * so no count is needed to stop its guessing; and a partner's server forwards the codes its
   * visitors' browsers give it, so a count of wrong codes (per address or per partner) would let
   * anyone lock every player out of that partner's sign-in with a few made-up codes.
   */
  wrongCodes: <T>(_from: string, attempt: () => T): T => attempt(),
};

/** The client whose redirect URIs include exactly this one (no prefix, no wildcard, no normalising). */
export function registeredClient(clientId: string, redirectUri: string) {
  const client = clients().find((c) => c.client_id === clientId);
  if (!client || !ssoRules.registeredRedirect(client.redirect_uris, redirectUri)) throw unknown();
  return { client_id: client.client_id, name: client.name, origin: new URL(redirectUri).origin, scope: "read" as const };
}

export function authorize(user: UserRecord, clientId: string, redirectUri: string) {
  registeredClient(clientId, redirectUri);
  const code = issueOneTime("sso_code", user.id, SSO_CODE_TTL_MS, "ac", JSON.stringify({ clientId, redirectUri }));
  return { status: true, token: code };
}

const GUESSING = "Too many failed exchanges. Please try again later.";

/**
 * A partner's server exchanges a code with its client secret. Guessing at secrets is stopped per
 * address; a wrong code is refused and counted against nothing (ssoRules.wrongCodes says why).
 */
export function exchange(code: string, secret: string, from: string) {
  const client = ssoRules.addressGuesses(from, () => {
    const presented = Buffer.from(sha256(secret), "hex");
    const found = clients().find((c) => timingSafeEqual(Buffer.from(c.secretHash, "hex"), presented));
    if (!found) throw refuse(401, "Unknown client secret");
    return found;
  });
  return ssoRules.wrongCodes(from, () => redeem(code, client.client_id));
}

function redeem(code: string, clientId: string) {
  const record = oneTimeRecord(code, "sso_code");
  const bound = record?.data ? (JSON.parse(record.data) as { clientId: string }) : null;
  if (!record || record.used || !ssoRules.unexpired(record) || !ssoRules.codeOfClient(bound, clientId))
    throw refuse(422, "The authorization code is invalid, already used or expired");
  ssoRules.useCode(record);
  const token = issueOneTime("sso_access", record.userId, SSO_TOKEN_TTL_MS, "ro", clientId);
  return { status: true, token, scope: "read" as const, expires_in: SSO_TOKEN_TTL_MS / 1000 };
}

/** The user of a live read-only token, or null. */
export function readOnlyUser(token: string) {
  const record = oneTimeRecord(token, "sso_access");
  if (!record || record.used || record.expiresAt < now()) return null;
  return db.user.findFirst({ where: { id: { equals: record.userId } } });
}
