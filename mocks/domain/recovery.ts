import { db, type UserRecord } from "../db";
import { appUrl, brand, limits, rates } from "../config";
import { now } from "../lib/clock";
import { checkPassword, storedPassword, tokenKey, type StoredPassword } from "../lib/crypto";
import { HttpError, refuse, userOfToken } from "../lib/http";
import { assertPasswordAllowed } from "./password-policy";
import { clearLoginFailures, endAllSessions, sessionRules } from "./sessions";
import { limit, limitFailures, limitFailuresAsync } from "../lib/rate-limit";
import { consumeCaptcha } from "./captcha";
import { limitMailsTo, sendMail } from "./mail";
import { consumeOneTime, issueOneTime, oneTimeRecord, revokeAllOneTimes, revokeOneTimes } from "./one-time";
import { lower } from "./users";

/** Passwords: the reset mail (no enumeration), the new password from its key, and a signed-in change. */
/**
 * Always the same answer, whether or not the email has an account (no enumeration). Limited per
 * client; the mails to one address are limited too, and past that limit no mail goes out but the
 * answer stays the same.
 */
export function forgotPassword(input: { email: string; captcha_id: string; captcha_answer: string }, client: string) {
  limit(`forgot:${client}`, rates.forgotPassword);
  consumeCaptcha(input.captcha_id, input.captcha_answer);
  const user = db.user.findFirst({ where: { email: { equals: lower(input.email) } } });
  if (!user) return recoveryRules.answerUnknownAddress();
  try {
    limitMailsTo(user.email);
  } catch {
    // past the address's mail limit: no mail goes out, and the answer stays the same
    return true;
  }
  recoveryRules.endEarlierKeys(user);
  const token = issueOneTime("reset_password", user.id, limits.resetTokenTtlMs, "rt");
  sendMail(
    user.email,
    `Reset your ${brand.name} password`,
    `Hi ${user.username}, open the link below to choose a new password. It works once and expires in 1 hour. If you did not ask for this, ignore this mail.`,
    `${appUrl()}/create-new-password?key=${encodeURIComponent(token)}`,
  );
  return true;
}

/** A reset key's record while it can set a password (issued, unused, within its lifetime), or null. */
function liveResetKey(token: string) {
  const record = oneTimeRecord(token, "reset_password");
  return record && !record.used && recoveryRules.keyUnexpired(record) ? record : null;
}

/** A live reset key's record, or 422 with `refusal`: a failure counts against the client's key guesses (429 past the limit). */
function resetKeyOf(token: string, client: string, refusal: string) {
  return recoveryRules.limitKeyGuesses(client, () => {
    const found = liveResetKey(token);
    if (!found) throw refuse(422, refusal);
    return found;
  });
}

/** Why a reset key cannot set a password (unknown, used, expired): counted as a failed guess. */
const RESET_KEY_INVALID = "This reset link is invalid, expired or already used";

/**
 * Whether a reset key can still set a password, before the form is shown; nothing is used up. A
 * failed check counts with failed resets against the client's key guesses.
 */
export function checkResetKey(input: { resetToken: string }, client: string) {
  try {
    const record = resetKeyOf(input.resetToken, client, RESET_KEY_INVALID);
    return { status: true as const, valid: true, expires_at: new Date(record.expiresAt).toISOString() };
  } catch (error) {
    // a bad key is a verdict, not an error (the failure was counted); the limit's 429 stays an error
    if (error instanceof HttpError && error.response.status === 422) return { status: true as const, valid: false, expires_at: null };
    throw error;
  }
}

/** Recovery's promise that the conformance runner checks by behaviour (a fault switch can replace it: mocks/faults.ts). */
export const recoveryRules = {
  /**
   * A new password ends what the old one opened besides sessions: a partner's read-only tokens,
   * login keys, pending codes (an email change waiting for its link).
   */
  endGrants(user: { id: string }) {
    db.user.update({ where: { id: { equals: user.id } }, data: { pendingEmail: null } });
    revokeAllOneTimes(user.id);
  },
  /** A new reset mail ends the keys of the earlier ones. */
  endEarlierKeys(user: { id: string }) {
    revokeOneTimes("reset_password", user.id);
  },
  /** A client's failed reset keys are counted: past rates.keyGuessFailures in the window, 429 before any key is looked at. */
  limitKeyGuesses<T>(client: string, attempt: () => T): T {
    return limitFailures([`reset-key:${client}`], rates.keyGuessFailures, "Too many failed attempts. Please try again later.", attempt);
  },
  /**
   * A session's wrong current passwords in a password change are counted: past
   * rates.passwordChangeFailures in the window, 429 before the password is looked at. Per session,
   * not per account: the guesser is a session (a change needs one), and a count of the account's
   * would let a stolen session hold its owner's own change at 429.
   */
  limitWrongCurrentPasswords<T>(session: string, attempt: () => Promise<T>): Promise<T> {
    return limitFailuresAsync([`password-change:${session}`], rates.passwordChangeFailures, "Too many failed attempts. Please try again later.", attempt);
  },
  /** An address with no account is answered as one with an account: the answer tells nobody who has an account. */
  answerUnknownAddress: () => true as const,
  /** A reset ends every session of the account (whoever held one is out). */
  endSessionsOnReset: (account: UserRecord) => endAllSessions(account),
  /** A reset clears the lockout that someone else's failed sign-ins caused: the owner's way back in. */
  clearLockoutOnReset: (account: UserRecord) => clearLoginFailures(account),
  /** A reset key sets a password within its lifetime (limits.resetTokenTtlMs from its mail), never after. */
  keyUnexpired: (record: { expiresAt: number }) => record.expiresAt >= now(),
  /** A reset key works once: the new password uses it up, with every other code the old password opened. */
  useResetKey(record: { token: string }, account: { id: string }, password: StoredPassword) {
    consumeOneTime(record);
    replacePassword(account, password);
  },
};

/** A new password with a reset key; a client guessing at keys is stopped after a few failures. */
export async function resetPassword(input: { password: string; resetToken: string }, client: string) {
  const record = resetKeyOf(input.resetToken, client, "Could not reset password");
  const account = db.user.findFirst({ where: { id: { equals: record.userId } } })!;
  // a refused password leaves the key usable: the player chooses another with the same link
  assertPasswordAllowed(input.password, account);
  const stored = await storedPassword(input.password);
  // the key again after the hash: a request that used it meanwhile leaves it used
  if (!liveResetKey(input.resetToken)) throw refuse(422, "Could not reset password");
  recoveryRules.useResetKey(record, account, stored);
  recoveryRules.endSessionsOnReset(account);
  recoveryRules.clearLockoutOnReset(account);
  return true;
}

/** A new password, and the end of what the old one opened but sessions (the caller ends or rotates them). */
function replacePassword(user: { id: string }, password: StoredPassword) {
  db.user.update({ where: { id: { equals: user.id } }, data: password });
  recoveryRules.endGrants(user);
}

/**
 * A signed-in player's password change: the current password first (wrong ones are limited per
 * session), the new one by the sign-up's rules and not the current one. What the old password
 * opened ends (every session, read-only tokens, login keys, pending codes); this device goes on
 * with a new session (the answer's token).
 */
export async function changePassword(user: UserRecord, currentToken: string, input: { current_password: string; new_password: string }) {
  await recoveryRules.limitWrongCurrentPasswords(tokenKey(currentToken), async () => {
    if (!(await checkPassword(input.current_password, user.salt, user.passwordHash))) throw refuse(422, CURRENT_PASSWORD_WRONG, "current_password");
  });
  if (input.new_password === input.current_password) throw refuse(400, SAME_PASSWORD, "new_password");
  assertPasswordAllowed(input.new_password, user, "new_password");
  const stored = await storedPassword(input.new_password);
  // the session again after the hashes: a reset, another change or a sign-out everywhere that ended
  // it meanwhile leaves this change undone, rather than over the owner's new password
  userOfToken(currentToken, undefined, "header");
  replacePassword(user, stored);
  const { token } = sessionRules.rotateOnPasswordChange(user, currentToken);
  return { status: true as const, message: "Your password is changed. You are signed out everywhere else.", token };
}
export const CURRENT_PASSWORD_WRONG = "Your current password is not right.";
export const SAME_PASSWORD = "Choose a new password, not the one you have now.";
