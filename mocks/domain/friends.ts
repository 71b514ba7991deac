import { db, type UserRecord } from "../db";
import { now } from "../lib/clock";
import { fail, HttpError } from "../lib/http";
import { issueOneTime } from "./one-time";

/**
 * Become-friend codes (accounts-identity.md §4; designed in openapi/user.yaml friends/invite):
 * bound to the inviter, valid 7 days, single use.
 */
export const BECOME_FRIEND_TTL_MS = 7 * 24 * 60 * 60_000;

export function createInvite(inviter: UserRecord) {
  const code = issueOneTime("become_friend", inviter.id, BECOME_FRIEND_TTL_MS, "bf");
  return { status: true, code, expires_at: new Date(now() + BECOME_FRIEND_TTL_MS).toISOString() };
}

export function connect(me: UserRecord, code: string) {
  const record = db.oneTime.findFirst({ where: { token: { equals: code }, kind: { equals: "become_friend" } } });
  if (!record || record.expiresAt < now()) throw new HttpError(fail(404, "This invitation is unknown or has expired"));
  if (record.used) return { status: false, message: "Data Already Used" };
  if (record.userId === me.id) throw new HttpError(fail(400, "This is your own invitation"));
  db.oneTime.update({ where: { token: { equals: code } }, data: { used: true } });
  const between = db.friendship
    .findMany({ where: { status: { notEquals: "rejected" } } })
    .find((f) => (f.fromId === me.id && f.toId === record.userId) || (f.fromId === record.userId && f.toId === me.id));
  if (between) db.friendship.update({ where: { id: { equals: between.id } }, data: { status: "accepted" } });
  else db.friendship.create({ id: Math.max(0, ...db.friendship.getAll().map((f) => f.id)) + 1, fromId: record.userId, toId: me.id, status: "accepted" });
  return { status: true, message: "Friends Connected" };
}

/** Players who signed up with this player's referral code (the New Friend badge counts them). */
export const referralCount = (user: UserRecord) => db.user.count({ where: { referredBy: { equals: user.username } } });
