import { db, type UserRecord } from "../db";
import { limits } from "../config";
import { now } from "../lib/clock";
import { randomToken } from "../lib/crypto";
import { fail, HttpError } from "../lib/http";
import { consumeOneTime, findOneTime, issueOneTime } from "./one-time";
import { sessionUser } from "./user-views";
import { emailWalletAddress } from "./users";

/** Sessions: the checks every sign-in path makes, the session token, the token and email-wallet logins. */
/** What every sign-in path checks once the account is known: verified email, verified referral code. */
export function signInChecks(user: UserRecord) {
  if (!user.verified) throw new HttpError(fail(403, `EMAIL_VERIFICATION:${issueOneTime("email_verification_login", user.id, limits.signInTokenTtlMs, "ev")}`));
  if (!user.referralVerified)
    throw new HttpError(fail(403, `REFERRAL_CODE_UNVERIFIED:${issueOneTime("referral_unverified", user.id, limits.signInTokenTtlMs, "rc")}`));
}

export function startSession(user: UserRecord) {
  const token = randomToken("st", 24);
  db.session.create({ token, userId: user.id, createdAt: now(), lastSeenAt: now(), revoked: false });
  return { status: true as const, token, user: sessionUser(user) };
}

/** Token login: a single-use login key (from submit-referral-code, or a link from a game). */
export function tokenLogin(key: string) {
  const record = findOneTime(key, "login_key");
  if (!record) throw new HttpError(fail(401, "This login link is invalid or has already been used"));
  consumeOneTime(key);
  const user = db.user.findFirst({ where: { id: { equals: record.userId } } })!;
  signInChecks(user);
  return startSession(user);
}

/** Email-wallet sign-in: the provider's single-use token names the wallet. */
export function emailWalletLogin(token: string) {
  const record = findOneTime(token, "ethermail");
  if (!record?.data) throw new HttpError(fail(401, "The email-wallet token is invalid or has expired"));
  consumeOneTime(token);
  const user = db.user.findFirst({ where: { email: { equals: emailWalletAddress(record.data) } } });
  if (!user) throw new HttpError(fail(404, "USER_NOT_FOUND"));
  signInChecks(user);
  return startSession(user);
}
