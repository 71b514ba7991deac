import { db, type UserRecord } from "../db";
import { limits, rates } from "../config";
import { now } from "../lib/clock";
import { checkPassword, needsRehash, randomToken, storedPassword, tokenKey, unknownAccountHash, UNKNOWN_ACCOUNT_SALT } from "../lib/crypto";
import { deviceName } from "../lib/device";
import { fail, HttpError, isLive, refuse } from "../lib/http";
import { clearHits, clearHitsWithPrefix, clientMax, hit, hits, limitFailures, retryAfter, unhit } from "../lib/rate-limit";
import { consumeOneTime, findOneTime, issueOneTime } from "./one-time";
import { readOnlyUser } from "./sso";
import { sessionUser } from "./user-views";
import { emailWalletAddress, findUserByLogin, stillOpens } from "./users";

const GENERIC_LOGIN_ERROR = "Incorrect username, email or password";

/** What every sign-in path checks once the account is known (sessions.ts: these checks, the session token, the token and email-wallet logins). */
export function signInChecks(user: UserRecord) {
  sessionRules.refuseUnverifiedEmail(user);
  if (!user.referralVerified) throw refuse(403, `REFERRAL_CODE_UNVERIFIED:${issueOneTime("referral_unverified", user.id, limits.signInTokenTtlMs, "rc")}`);
}

/**
 * A new session of the account; past the account's cap of live sessions, the oldest end. Its device
 * and place are recorded by its first use (userOfToken), unless it carries on an ended one's (`seen`).
 */
export function startSession(user: UserRecord, seen?: { device: string; place: string }) {
  const token = randomToken("st", 24);
  db.session.create({
    token: tokenKey(token),
    id: randomToken("ss", 12),
    userId: user.id,
    device: seen?.device ?? deviceName(null),
    place: seen?.place ?? "Unknown",
    createdAt: now(),
    lastSeenAt: now(),
    revoked: false,
  });
  sessionRules.capLiveSessions(user);
  return { status: true as const, token, user: sessionUser(user) };
}

const liveSessionsOf = (user: UserRecord) => db.session.findMany({ where: { userId: { equals: user.id } } }).filter(isLive);
/** Ends a session (its stored key): its token is refused from now on. */
const end = (session: { token: string }) => db.session.update({ where: { token: { equals: session.token } }, data: { revoked: true } });

/** The account's live sessions (listSessions): the caller's first, then by last use; never a token. */
export function listSessions(user: UserRecord, currentToken: string) {
  const current = tokenKey(currentToken);
  const result = liveSessionsOf(user)
    .sort((a, b) => Number(b.token === current) - Number(a.token === current) || b.lastSeenAt - a.lastSeenAt)
    .map((s) => ({
      id: s.id,
      device: s.device,
      place: s.place,
      signed_in_at: new Date(s.createdAt).toISOString(),
      last_used_at: new Date(s.lastSeenAt).toISOString(),
      current: s.token === current,
    }));
  return { status: true, result };
}

/** Ends one live session of the account by its public id (another account's ids are not found). */
export function endSessionById(user: UserRecord, id: string) {
  const session = sessionRules.liveSessionOfOwner(user, id);
  if (!session) throw refuse(404, "This session has already ended");
  end(session);
  return { status: true, message: `Signed out of ${session.device}` };
}

/** Ends every live session of the account but the caller's. */
export function endOtherSessions(user: UserRecord, currentToken: string) {
  const others = sessionRules.othersOf(user, currentToken);
  for (const s of others) end(s);
  return { status: true, message: `Signed out of ${others.length} other session${others.length === 1 ? "" : "s"}` };
}

/**
 * After a password change: every session of the account ends, the caller's own included, and the
 * caller gets a new one for the same device (its token is new: whoever copied the old one is out).
 */
export function rotateSessions(user: UserRecord, currentToken: string) {
  const current = db.session.findFirst({ where: { token: { equals: tokenKey(currentToken) } } });
  endAllSessions(user);
  return startSession(user, current ?? undefined);
}

/** Ends every session of the account (a password reset, and a change before its new session). */
export function endAllSessions(user: { id: string }) {
  db.session.updateMany({ where: { userId: { equals: user.id } }, data: { revoked: true } });
}

/** An account's failures over every client (its ceiling), and one client's failures for it. */
const accountLoginKey = (account: string) => `login:account:${account}`;
const accountClientLoginKey = (account: string, client: string) => `login:account-client:${account}:${client}`;

/**
 * The owner's way past a lockout (the account's ceiling, or a shared address's count): a password reset (a
 * mailed, single-use link, so only the mailbox's owner has it) clears the account's failed sign-ins;
 * each guessing client stays throttled by its own limits.
 */
export function clearLoginFailures(user: { id: string }) {
  clearHits(accountLoginKey(user.id));
  clearHitsWithPrefix(accountClientLoginKey(user.id, ""));
}

/** Sessions' promises that the conformance runner checks by behaviour (a fault switch can replace one: mocks/faults.ts). */
export const sessionRules = {
  /** An account whose email is not verified signs in nowhere: 403 `EMAIL_VERIFICATION:<token>`, the token only sends the mail again. */
  refuseUnverifiedEmail(user: UserRecord) {
    if (!user.verified) throw refuse(403, `EMAIL_VERIFICATION:${issueOneTime("email_verification_login", user.id, limits.signInTokenTtlMs, "ev")}`);
  },
  /** Refuses (429, with Retry-After) once any of the keys has failed `max` times in its window. */
  limitFailedSignIns(keys: [string, number, number][]) {
    for (const [key, max, windowMs] of keys)
      if (hits(key, windowMs) >= max) {
        const seconds = retryAfter(key, windowMs);
        throw refuse(429, `Too many sign-in attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`, {
          headers: { "Retry-After": String(seconds) },
        });
      }
  },
  /** A signed-out session is ended on the server: its token is refused from now on. */
  endOnSignOut(token: string) {
    end({ token: tokenKey(token) });
  },
  /** A session a player names (to end it) is one of the player's own live sessions: another player's is not found. */
  liveSessionOfOwner(user: UserRecord, id: string): { token: string; device: string } | undefined {
    return liveSessionsOf(user).find((s) => s.id === id);
  },
  /** "Sign out everywhere else" ends the account's live sessions but the caller's own. */
  othersOf(user: UserRecord, currentToken: string) {
    const current = tokenKey(currentToken);
    return liveSessionsOf(user).filter((s) => s.token !== current);
  },
  /** A password change ends every session of the account, the caller's own included; the caller goes on with a new token. */
  rotateOnPasswordChange(user: UserRecord, currentToken: string): { token: string } {
    return rotateSessions(user, currentToken);
  },
  /** A client's failed login keys are counted: past rates.keyGuessFailures in the window, 429 before any key is looked at. */
  limitKeyGuesses<T>(client: string, attempt: () => T): T {
    return limitFailures([`token-login:${client}`], rates.keyGuessFailures, "Too many failed sign-ins. Please try again later.", attempt);
  },
  /** A login key signs in once. */
  useLoginKey(record: { token: string }) {
    consumeOneTime(record);
  },
  /** An account keeps at most limits.sessionsPerAccount live sessions: a new one ends the oldest. */
  capLiveSessions(user: UserRecord) {
    // oldest first (a stable sort: sessions of the same millisecond keep the order they were made in)
    const live = liveSessionsOf(user).sort((a, b) => a.createdAt - b.createdAt);
    for (const old of live.slice(0, Math.max(0, live.length - limits.sessionsPerAccount))) end(old);
  },
};

/**
 * Sign-in by username or email and password: failed attempts are limited per account and client
 * together (the account whichever identifier names it; an unknown identifier counts under its own
 * name), per client, and per account over all clients (a ceiling), so nobody can lock an owner out
 * of their own device by failing on purpose; the password hash runs whether or not the account
 * exists, and the refusal does not say which was wrong.
 */
export async function passwordLogin(input: { username?: string; password?: string }, client: string) {
  const login = input.username?.trim() ?? "";
  const password = input.password ?? "";
  if (!login || !password)
    throw new HttpError(
      fail(400, "Email or Username and Password are required", {
        errors: [
          ...(!login ? [{ path: "username", message: "Email or Username is required" }] : []),
          ...(!password ? [{ path: "password", message: "Password is required" }] : []),
        ],
      }),
    );
  const user = findUserByLogin(login);
  const account = user ? user.id : `unknown:${login.toLowerCase()}`;
  const keys = [accountClientLoginKey(account, client), `login:client:${client}`, accountLoginKey(account)];
  sessionRules.limitFailedSignIns([
    [keys[0]!, limits.failedLoginsPerAccount, limits.failedLoginWindowMs],
    [keys[1]!, clientMax(limits.failedLoginsPerClient, client), limits.failedLoginWindowMs],
    [keys[2]!, limits.failedLoginsAccountCeiling, limits.failedLoginCeilingWindowMs],
  ]);
  // counted before the hash runs (off the event loop), so guesses sent in parallel cannot all pass
  // the limit while their hashes run; a right password takes its count back
  for (const key of keys) hit(key);
  const passwordOk = await checkPassword(password, user?.salt ?? UNKNOWN_ACCOUNT_SALT, user?.passwordHash ?? unknownAccountHash());
  // the account again after the hash: a reset or a change saved while it ran made the password
  // checked an old one, which opens nothing (whoever held a session was meant to be out)
  let current = user && passwordOk ? await stillOpens(user, password) : null;
  if (!current) throw refuse(401, GENERIC_LOGIN_ERROR);
  for (const key of keys) unhit(key);
  signInChecks(current);
  clearHits(keys[0]!);
  // a hash made with less than today's cost is redone now, while the password is at hand, and
  // written only over the hash that was checked (never over a reset's, nor another sign-in's redo)
  if (needsRehash(current.passwordHash)) {
    const stronger = await storedPassword(password);
    const still = await stillOpens(current, password);
    if (!still) throw refuse(401, GENERIC_LOGIN_ERROR);
    if (still.passwordHash === current.passwordHash) db.user.update({ where: { id: { equals: still.id } }, data: stronger });
    current = still;
  }
  return startSession(current);
}

/** Ends a session on the server: its token is refused from now on. */
export function endSession(token: string) {
  sessionRules.endOnSignOut(token);
  return { status: true, message: "Signed out" };
}

/** The player a session token names, or the read-only reader a partner's `ro_` token names (openapi/sso.yaml). */
export function readerOf(token: string | null, sessionUserOf: () => UserRecord): UserRecord {
  if (!token?.startsWith("ro_")) return sessionUserOf();
  const reader = readOnlyUser(token);
  if (!reader) throw refuse(401, "UNAUTHENTICATED_USER");
  return reader;
}

/** Token login by a client: login keys are single use and random, so a client guessing them is stopped after a few failures. */
export function tokenLoginFrom(client: string, key: string) {
  return sessionRules.limitKeyGuesses(client, () => tokenLogin(key));
}

/** Token login: a single-use login key (from submit-referral-code, or a link from a game). */
export function tokenLogin(key: string) {
  const record = findOneTime(key, "login_key");
  if (!record) throw refuse(401, "This login link is invalid or has already been used");
  sessionRules.useLoginKey(record);
  const user = db.user.findFirst({ where: { id: { equals: record.userId } } })!;
  signInChecks(user);
  return startSession(user);
}

/**
 * Email-wallet sign-in: the provider's single-use token names the wallet. A wallet with no account
 * leaves the token unused: the sign-up's email-wallet variant takes it (registration.ts).
 */
export function emailWalletLogin(token: string) {
  const record = findOneTime(token, "ethermail");
  if (!record?.data) throw refuse(401, "The email-wallet token is invalid or has expired");
  const user = db.user.findFirst({ where: { email: { equals: emailWalletAddress(record.data) } } });
  if (!user) throw refuse(404, "USER_NOT_FOUND");
  consumeOneTime(record);
  signInChecks(user);
  return startSession(user);
}
