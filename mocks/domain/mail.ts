import { db, nextId, type UserRecord } from "../db";
import { appUrl, brand, limits, rates } from "../config";
import { now } from "../lib/clock";
import { limit } from "../lib/rate-limit";
import { issueOneTime, revokeOneTimes } from "./one-time";
import { lower } from "./users";

/** The mails a backend sends (they land in the dev mailbox), and the per-address limit on them. */
/** Mails to one address (verification, reset) are limited per address, whoever asks. */
export function limitMailsTo(address: string) {
  limit(`mails:${lower(address)}`, rates.mailsPerAddress, "Too many emails were sent to this address. Please try again later.");
}

export function sendMail(to: string, subject: string, text: string, link: string) {
  const id = nextId("mail");
  db.mail.create({ id, to, subject, text, link, createdAt: new Date(now()).toISOString() });
}

/** The verification mail (after registration, or resent; the caller checks the per-address limit of a resend). */
export function sendVerificationMail(user: UserRecord) {
  revokeOneTimes("verify_email", user.id);
  const token = issueOneTime("verify_email", user.id, limits.verifyEmailTtlMs, "vt");
  const link = `${appUrl()}/validate-email?token=${encodeURIComponent(token)}`;
  sendMail(
    user.email,
    `Validate your email address for ${brand.name}`,
    `Hi ${user.username}, please validate your email address to login to ${brand.name}: open the link below. It works once and expires in 24 hours.`,
    link,
  );
}
