import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { db, type UserRecord } from "../db";
import { appUrl, oauthProviders, telegram, type OAuthNetwork } from "../config";
import { now } from "../lib/clock";
import { randomToken } from "../lib/crypto";
import { fail, HttpError, refuse } from "../lib/http";
import { consumeOneTime, findOneTime, issueOneTime, storeOneTime } from "./one-time";
import { extraData } from "./users";

/**
 * Social connections (accounts-identity.md §4, §7), as real OAuth code flows (RFC 9700): a state
 * bound to the player's session and single use, PKCE (S256) where the provider supports it, the
 * code exchanged on the server with the client secret. Telegram's login data is checked as
 * Telegram specifies. One player per social account.
 */
const STATE_TTL_MS = 10 * 60_000;
const NETWORK_NAMES: Record<OAuthNetwork | "telegram", string> = { twitter: "X", discord: "Discord", linkedin: "LinkedIn", telegram: "Telegram" };
const HANDLE_KEYS: Record<OAuthNetwork | "telegram", string> = {
  twitter: "twitter_username",
  discord: "discord_username",
  linkedin: "linkedin_username",
  telegram: "telegram_username",
};

const sha256 = (s: string) => createHash("sha256").update(s).digest();
const b64url = (b: Buffer) => b.toString("base64url");

/** The account's redirect URI: the app's /account page (accounts-identity.md §4: the callback returns there). */
export const redirectUri = () => `${appUrl()}/account`;

/** Starts a connection: Telegram's login page, or an OAuth code flow (below). */
export function startConnect(user: UserRecord, sessionToken: string, network: OAuthNetwork | "telegram") {
  if (network !== "telegram") return startOAuth(user, sessionToken, network);
  // Telegram's login has no state: the app keeps this one to know the return is its own; the hash proves the data
  const state = `telegram.${randomToken("s", 18).slice(2)}`;
  const url = new URL(telegram.authUrl());
  url.searchParams.set("bot_id", telegram.botId());
  url.searchParams.set("origin", new URL(appUrl()).origin);
  url.searchParams.set("return_to", `${redirectUri()}?state=${state}`);
  url.searchParams.set("request_access", "write");
  return { status: true, authorize_url: url.toString(), state };
}

/** Starts a code flow: the provider's authorize URL with a state bound to this session. */
function startOAuth(user: UserRecord, sessionToken: string, network: OAuthNetwork) {
  const provider = oauthProviders[network];
  const verifier = provider.pkce ? randomToken("v", 32).slice(2) : null;
  const state = `${network}.${randomToken("s", 18).slice(2)}`;
  storeOneTime(state, "oauth_state", user.id, STATE_TTL_MS, JSON.stringify({ network, verifier, session: b64url(sha256(sessionToken)) }));
  const url = new URL(provider.authorizeUrl());
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", provider.clientId);
  url.searchParams.set("redirect_uri", redirectUri());
  url.searchParams.set("scope", provider.scope);
  url.searchParams.set("state", state);
  if (verifier) {
    url.searchParams.set("code_challenge", b64url(sha256(verifier)));
    url.searchParams.set("code_challenge_method", "S256");
  }
  return { status: true, authorize_url: url.toString(), state };
}

/** Social connections' promises that the conformance runner checks by behaviour (a fault switch can replace each: mocks/faults.ts). */
export const socialRules = {
  /** A state is found while it lives (STATE_TTL_MS from its start) and is unused. */
  liveState: (state: string) => findOneTime(state, "oauth_state"),
  /** A state connects for the player, the session and the network it was started for: no one else's call. */
  stateOfThisSession: (record: { userId: string }, data: { network: string; session: string }, user: UserRecord, sessionToken: string, network: OAuthNetwork) =>
    record.userId === user.id && data.session === b64url(sha256(sessionToken)) && data.network === network,
  /** A state connects once. */
  useState(record: { token: string }) {
    consumeOneTime(record);
  },
  /** What Telegram signs: every field but the hash, as `key=value`, sorted, one per line (its data-check string). */
  telegramSignedText: (fields: Record<string, string | number>) =>
    Object.keys(fields)
      .filter((k) => k !== "hash")
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join("\n"),
  /** Telegram's login data is signed by Telegram: its hash is the HMAC of the other fields keyed with the bot token's SHA-256. */
  telegramSigned: (hash: string, expected: Buffer) => {
    const given = /^[0-9a-f]{64}$/.test(hash) ? Buffer.from(hash, "hex") : Buffer.alloc(0);
    return given.length === expected.length && timingSafeEqual(given, expected);
  },
  /** Telegram's login data connects within a day of its auth_date (a minute ahead allowed for clocks). */
  telegramFresh: (authDate: unknown) => {
    const age = now() / 1000 - Number(authDate);
    return Number.isFinite(age) && age <= 86_400 && age >= -60;
  },
  /** A social account is connected to one player: another player's connection of it is refused (409). */
  onePlayer(existing: { id: string; userId: string } | null, user: UserRecord, network: OAuthNetwork | "telegram") {
    if (existing && existing.userId !== user.id) throw refuse(409, `This ${NETWORK_NAMES[network]} account is already connected to another player`);
  },
};

/** The callback: the state must be this session's, for this network, unused; then the code is exchanged. */
export function connectOAuth(user: UserRecord, sessionToken: string, network: OAuthNetwork, input: { code: string; redirect_uri: string; state: string }) {
  const record = socialRules.liveState(input.state);
  const data = record ? (JSON.parse(record.data!) as { network: string; verifier: string | null; session: string }) : null;
  if (!record || !data || !socialRules.stateOfThisSession(record, data, user, sessionToken, network))
    throw refuse(422, `This ${NETWORK_NAMES[network]} connection was not started in this session, or was already used`);
  socialRules.useState(record);
  if (input.redirect_uri !== redirectUri()) throw refuse(422, "The redirect URI does not match the one of the request");
  const provider = oauthProviders[network];
  const account = exchangeCode(network, {
    code: input.code,
    redirectUri: input.redirect_uri,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    verifier: data.verifier,
  });
  link(user, network, account.id, account.handle);
  return { status: true, message: `${NETWORK_NAMES[network]} connected as ${account.handle}` };
}

/** One player per social account; the handle shows in the player's extra_data. */
function link(user: UserRecord, network: OAuthNetwork | "telegram", accountId: string, handle: string) {
  const id = `${network}:${accountId}`;
  const existing = db.socialLink.findFirst({ where: { id: { equals: id } } });
  socialRules.onePlayer(existing, user, network);
  disconnect(user, network);
  db.socialLink.create({ id, network, userId: user.id, handle });
  const extra = { ...extraData(user), [HANDLE_KEYS[network]]: handle, ...(network === "twitter" ? { twitter_id: accountId } : {}) };
  db.user.update({ where: { id: { equals: user.id } }, data: { extraDataJson: JSON.stringify(extra) } });
}

/** Whether another player has connected this handle on the network (typed handles may not take it). */
export function handleTakenByOther(user: UserRecord, network: OAuthNetwork | "telegram", handle: string) {
  return db.socialLink
    .findMany({ where: { network: { equals: network } } })
    .some((l) => l.userId !== user.id && l.handle.toLowerCase() === handle.toLowerCase());
}

/** Ends the player's connection on the network (the handle stays, as typed, not verified). */
export function disconnect(user: UserRecord, network: OAuthNetwork | "telegram") {
  db.socialLink.deleteMany({ where: { userId: { equals: user.id }, network: { equals: network } } });
}

export const isConnected = (user: UserRecord, network: OAuthNetwork | "telegram") =>
  !!db.socialLink.findFirst({ where: { userId: { equals: user.id }, network: { equals: network } } });

// ---------------------------------------------------------------- the providers, stood in

/** The stand-in provider's account for a handle: the same handle is the same account. */
const accountIdOf = (network: string, handle: string) => `${network}-${sha256(handle.toLowerCase()).toString("hex").slice(0, 12)}`;

/** The stand-in's consent: a single-use code for this client, redirect URI and PKCE challenge. */
export function issueProviderCode(network: OAuthNetwork, q: { clientId: string; redirectUri: string; challenge: string | null; handle: string }) {
  return issueOneTime(
    "oauth_code",
    "",
    STATE_TTL_MS,
    "oc",
    JSON.stringify({ network, clientId: q.clientId, redirectUri: q.redirectUri, challenge: q.challenge, handle: q.handle }),
  );
}

/** The token endpoint: the code once, for its client (secret), redirect URI and PKCE verifier. */
function exchangeCode(network: OAuthNetwork, q: { code: string; redirectUri: string; clientId: string; clientSecret: string; verifier: string | null }) {
  const record = findOneTime(q.code, "oauth_code");
  const data = record
    ? (JSON.parse(record.data!) as { network: string; clientId: string; redirectUri: string; challenge: string | null; handle: string })
    : null;
  if (record) consumeOneTime(record);
  const provider = oauthProviders[network];
  const pkceOk = !data?.challenge || (!!q.verifier && b64url(sha256(q.verifier)) === data.challenge);
  if (
    !data ||
    data.network !== network ||
    data.clientId !== q.clientId ||
    q.clientSecret !== provider.clientSecret ||
    data.redirectUri !== q.redirectUri ||
    !pkceOk
  )
    throw refuse(422, `${NETWORK_NAMES[network]} refused the authorization code`);
  return { id: accountIdOf(network, data.handle), handle: data.handle };
}

/** Validates a stand-in authorize request as the provider would (its client and a redirect URI of the app). */
export function checkAuthorizeRequest(network: OAuthNetwork, clientId: string | null, redirect: string | null) {
  if (clientId !== oauthProviders[network].clientId) return "unknown client_id";
  if (redirect !== redirectUri()) return "redirect_uri is not registered for this client";
  return null;
}

// ---------------------------------------------------------------- Telegram

export type TelegramFields = Record<string, string | number>;

/** Telegram's hash of login data: HMAC-SHA-256 of its data-check string keyed with the SHA-256 of the bot token. */
const telegramHash = (fields: TelegramFields) => createHmac("sha256", sha256(telegram.botToken())).update(socialRules.telegramSignedText(fields)).digest();

/** Telegram's check: the hash is Telegram's of the other fields; auth_date under a day old. */
export function verifyTelegram(fields: TelegramFields) {
  if (!socialRules.telegramSigned(String(fields.hash ?? ""), telegramHash(fields))) throw refuse(422, "The Telegram login data is not signed by Telegram");
  if (!socialRules.telegramFresh(fields.auth_date)) throw refuse(422, "The Telegram login data has expired");
}

/** Signs login data as Telegram does (the stand-in of Telegram's login page). */
export function signTelegram(fields: TelegramFields): TelegramFields {
  return { ...fields, hash: telegramHash(fields).toString("hex") };
}

export const TELEGRAM_NO_USERNAME = "Your Telegram account has no username: set one in Telegram (Settings, then Username), then connect again";

export function connectTelegram(user: UserRecord, fields: TelegramFields, username: string) {
  verifyTelegram(fields);
  const handle = String(fields.username ?? "");
  const refuseUsername = (message: string) => new HttpError(fail(400, message, { errors: [{ path: "username", message }] }));
  // a Telegram account may have no username: there is then no handle to show, and the player can set one
  if (!handle) throw refuseUsername(TELEGRAM_NO_USERNAME);
  if (handle.toLowerCase() !== username.replace(/^@/, "").toLowerCase()) throw refuseUsername("The username is not the one Telegram signed");
  link(user, "telegram", String(fields.id), handle);
  return { status: true, message: `Telegram connected as ${handle}` };
}

/** `tgAuthResult` as Telegram's login page returns it: base64url of the JSON fields. */
export function decodeTelegramResult(encoded: string): TelegramFields {
  try {
    const value = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as unknown;
    if (value && typeof value === "object" && !Array.isArray(value) && Object.values(value).every((v) => typeof v === "string" || typeof v === "number"))
      return value as TelegramFields;
  } catch {
    /* refused below */
  }
  throw refuse(400, "encoded is not Telegram login data", "encoded");
}
