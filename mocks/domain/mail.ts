import { db, nextId, type UserRecord } from "../db";
import { appUrl, brand, limits, rates } from "../config";
import { now } from "../lib/clock";
import { seal, unseal } from "../lib/crypto";
import { limit } from "../lib/rate-limit";
import { issueOneTime } from "./one-time";
import { lower } from "./users";

/** The mails a backend sends (they land in the dev mailbox), and the per-address limit on them. */
/** Mails to one address (verification, reset) are limited per address, whoever asks. */
export function limitMailsTo(address: string) {
  limit(`mails:${lower(address)}`, rates.mailsPerAddress, "Too many emails were sent to this address. Please try again later.");
}

/**
 * A mail as the dev mailbox shows it. Its link carries a key (a verification link, a reset key) and
 * is stored sealed (AES-256-GCM under MOCK_SECRETS_KEY): the saved state opens no account, and the
 * developer still reads the link in the mailbox.
 */
export function sendMail(to: string, subject: string, text: string, link: string) {
  const id = nextId("mail");
  db.mail.create({ id, to, subject, text, link: seal(link), createdAt: new Date(now()).toISOString() });
}

/** The mails to `to` (all without it), newest first, their links unsealed for the dev mailbox. */
export function mailbox(to?: string) {
  return db.mail
    .findMany({ where: to ? { to: { equals: to } } : {}, orderBy: { id: "desc" } })
    .map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, link: unseal(m.link), createdAt: m.createdAt }));
}

/** The verification mail (after registration, or resent; the caller checks the per-address limit of a resend). */
export function sendVerificationMail(user: UserRecord) {
  const token = issueOneTime("verify_email", user.id, limits.verifyEmailTtlMs, "vt");
  const link = `${appUrl()}/validate-email?token=${encodeURIComponent(token)}`;
  sendMail(
    user.email,
    `Validate your email address for ${brand.name}`,
    `Hi ${user.username}, please validate your email address to login to ${brand.name}: open the link below. It works once and expires in 24 hours.`,
    link,
  );
}
