import { db, type UserRecord } from "../db";
import { appUrl, brand, limits, rates } from "../config";
import { checkPassword, hashPassword, randomToken } from "../lib/crypto";
import { fail, HttpError } from "../lib/http";
import { assertPasswordAllowed } from "./password-policy";
import { clearLoginFailures, rotateSessions } from "./sessions";
import { limit, limitFailures } from "../lib/rate-limit";
import { consumeCaptcha } from "./captcha";
import { limitMailsTo, sendMail } from "./mail";
import { consumeOneTime, findOneTime, issueOneTime, revokeAllOneTimes, revokeOneTimes } from "./one-time";
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
  let mailAllowed = true;
  if (user)
    try {
      limitMailsTo(user.email);
    } catch {
      mailAllowed = false;
    }
  if (user && mailAllowed) {
    revokeOneTimes("reset_password", user.id);
    const token = issueOneTime("reset_password", user.id, limits.resetTokenTtlMs, "rt");
    sendMail(
      user.email,
      `Reset your ${brand.name} password`,
      `Hi ${user.username}, open the link below to choose a new password. It works once and expires in 1 hour. If you did not ask for this, ignore this mail.`,
      `${appUrl()}/create-new-password?key=${encodeURIComponent(token)}`,
    );
  }
  return true;
}

/** A new password with a reset key; a client guessing at keys is stopped after a few failures. */
export function resetPassword(input: { password: string; resetToken: string }, client: string) {
  const record = limitFailures([`reset-key:${client}`], rates.keyGuessFailures, "Too many failed attempts. Please try again later.", () => {
    const found = findOneTime(input.resetToken, "reset_password");
    if (!found) throw new HttpError(fail(422, "Could not reset password"));
    return found;
  });
  const account = db.user.findFirst({ where: { id: { equals: record.userId } } })!;
  // a refused password leaves the key usable: the player chooses another with the same link
  assertPasswordAllowed(input.password, account);
  consumeOneTime(record);
  const salt = randomToken("s", 12);
  // what the old password opened ends with it: every session, a partner's read-only token, login
  // keys, pending codes (an email change waiting for its link included)
  db.user.update({ where: { id: { equals: record.userId } }, data: { salt, passwordHash: hashPassword(input.password, salt), pendingEmail: null } });
  db.session.updateMany({ where: { userId: { equals: record.userId } }, data: { revoked: true } });
  revokeAllOneTimes(record.userId);
  clearLoginFailures({ id: record.userId });
  return true;
}

/**
 * A signed-in player's password change: the current password first (wrong ones are limited per
 * account), the new one by the sign-up's rules and not the current one. What the old password
 * opened ends (every session, read-only tokens, login keys, pending codes); this device goes on
 * with a new session (the answer's token).
 */
export function changePassword(user: UserRecord, currentToken: string, input: { current_password: string; new_password: string }) {
  limitFailures([`password-change:${user.id}`], rates.passwordChangeFailures, "Too many failed attempts. Please try again later.", () => {
    if (!checkPassword(input.current_password, user.salt, user.passwordHash))
      throw new HttpError(fail(422, CURRENT_PASSWORD_WRONG, { errors: [{ path: "current_password", message: CURRENT_PASSWORD_WRONG }] }));
  });
  if (input.new_password === input.current_password)
    throw new HttpError(fail(400, SAME_PASSWORD, { errors: [{ path: "new_password", message: SAME_PASSWORD }] }));
  assertPasswordAllowed(input.new_password, user, "new_password");
  const salt = randomToken("s", 12);
  db.user.update({ where: { id: { equals: user.id } }, data: { salt, passwordHash: hashPassword(input.new_password, salt), pendingEmail: null } });
  revokeAllOneTimes(user.id);
  const { token } = rotateSessions(user, currentToken);
  return { status: true as const, message: "Your password is changed. You are signed out everywhere else.", token };
}
export const CURRENT_PASSWORD_WRONG = "Your current password is not right.";
export const SAME_PASSWORD = "Choose a new password, not the one you have now.";
