import { db } from "../db";
import { appUrl, brand, limits, rates } from "../config";
import { hashPassword, randomToken } from "../lib/crypto";
import { fail, HttpError } from "../lib/http";
import { assertPasswordAllowed } from "./password-policy";
import { limit, limitFailures } from "../lib/rate-limit";
import { consumeCaptcha } from "./captcha";
import { limitMailsTo, sendMail } from "./mail";
import { consumeOneTime, findOneTime, issueOneTime, revokeAllOneTimes, revokeOneTimes } from "./one-time";
import { lower } from "./users";

/** Password recovery: the reset mail (no enumeration) and the new password from its key. */
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
  return true;
}
