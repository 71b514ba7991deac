import { db, type OneTimeKind } from "../db";
import { DAY_MS } from "../config";
import { now, oncePerMinute } from "../lib/clock";
import { randomToken, tokenKey } from "../lib/crypto";

/**
 * Single-use tokens and keys (verification links, reset keys, login keys, sign-in tokens, OAuth
 * states, email-wallet tokens): issued with a lifetime, found while unused and unexpired, used up
 * once.
 */
export function issueOneTime(kind: OneTimeKind, userId: string, ttlMs: number, prefix: string, data: string | null = null): string {
  return storeOneTime(randomToken(prefix), kind, userId, ttlMs, data);
}

/**
 * How long a row is kept past its end: a link used or expired still answers as such for a week; then
 * it is removed, so the table holds what can still answer, not every token ever issued. A used
 * verification link stays: the contract promises that it answers EMAIL_ALREADY_VERIFIED whenever it
 * is clicked again (one row per address verified).
 */
export const KEPT_PAST_EXPIRY_MS = 7 * DAY_MS;

/** Removes the rows past their end and KEPT_PAST_EXPIRY_MS, at most once a minute. */
const purgeExpired = oncePerMinute(removeExpired);
function removeExpired(at: number) {
  const expiresAt = { lt: at - KEPT_PAST_EXPIRY_MS };
  db.oneTime.deleteMany({ where: { expiresAt, kind: { notEquals: "verify_email" } } });
  db.oneTime.deleteMany({ where: { expiresAt, kind: { equals: "verify_email" }, used: { equals: false } } });
}

/** Keeps a single-use value made elsewhere (a nonce, an OAuth state): stored as its key (tokenKey), returned as is. */
export function storeOneTime(token: string, kind: OneTimeKind, userId: string, ttlMs: number, data: string | null = null): string {
  purgeExpired();
  db.oneTime.create({ token: tokenKey(token), kind, userId, expiresAt: now() + ttlMs, used: false, data });
  return token;
}

/** The record of a single-use token of a kind, used or not (null when unknown). */
export function oneTimeRecord(token: string, kind: OneTimeKind) {
  return db.oneTime.findFirst({ where: { token: { equals: tokenKey(token) }, kind: { equals: kind } } });
}

/**
 * Marks every open token of a kind for a user as used (a new link replaces the old ones); with
 * `expiringFrom`, only those that expire then or later (issued with the same lifetime: then or later).
 */
export function revokeOneTimes(kind: OneTimeKind, userId: string, expiringFrom = 0) {
  db.oneTime.updateMany({
    where: { kind: { equals: kind }, userId: { equals: userId }, used: { equals: false }, expiresAt: { gte: expiringFrom } },
    data: { used: true },
  });
}

/**
 * Marks every open token and key of a user as used, whatever its kind (a password reset ends them
 * all), but the keep links of email changes: a reset, or a keep, asked by whoever took the account
 * must not end its owner's way back (profile.ts keepEmail ends them in its own order).
 */
export function revokeAllOneTimes(userId: string) {
  db.oneTime.updateMany({
    where: { userId: { equals: userId }, used: { equals: false }, kind: { notEquals: "keep_email" } },
    data: { used: true },
  });
}

/** Finds an unused, unexpired single-use token of a kind (without using it up). */
export function findOneTime(token: string | null | undefined, kind: OneTimeKind) {
  if (!token) return null;
  const record = oneTimeRecord(token, kind);
  if (!record || record.used || record.expiresAt < now()) return null;
  return record;
}

/** Uses up a single-use token (its record, as findOneTime gave it). */
export function consumeOneTime(record: { token: string }) {
  db.oneTime.update({ where: { token: { equals: record.token } }, data: { used: true } });
}

/** The email-wallet provider's stand-in issues a token for a wallet address. */
export const issueEmailWalletToken = (address: string) => issueOneTime("ethermail", "", 10 * 60_000, "em", address.toLowerCase());
