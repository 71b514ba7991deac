import { db, nextId, type UserRecord } from "../db";
import { now } from "../lib/clock";
import { refuse } from "../lib/http";
import { consumeOneTime, issueOneTime, oneTimeRecord } from "./one-time";
import { findUserByName } from "./users";

/**
 * Become-friend codes (accounts-identity.md §4; designed in openapi/user.yaml friends/invite):
 * bound to the inviter, valid 7 days, single use.
 */
export const BECOME_FRIEND_TTL_MS = 7 * 24 * 60 * 60_000;
/** How long a player whose friend request was declined waits before asking that player again (designed). */
export const ASK_AGAIN_AFTER_DECLINE_MS = 7 * 24 * 60 * 60_000;

export function createInvite(inviter: UserRecord) {
  const code = issueOneTime("become_friend", inviter.id, BECOME_FRIEND_TTL_MS, "bf");
  return { status: true, code, expires_at: new Date(now() + BECOME_FRIEND_TTL_MS).toISOString() };
}

export function connect(me: UserRecord, code: string) {
  const record = oneTimeRecord(code, "become_friend");
  if (!record || record.expiresAt < now()) throw refuse(404, "This invitation is unknown or has expired");
  if (record.used) {
    // the code's purpose met for this caller (its own earlier use, whose answer may have been lost):
    // said in the answer's own field, beside the spec's text
    const made = between(me.id, record.userId)?.status === "accepted";
    return { status: false, message: "Data Already Used", ...(made ? { friend: userById(record.userId).username } : {}) };
  }
  if (record.userId === me.id) throw refuse(400, "This is your own invitation");
  friendRules.useBecomeFriendCode(record);
  const open = between(me.id, record.userId);
  if (open) db.friendship.update({ where: { id: { equals: open.id } }, data: { status: "accepted", answeredAt: now() } });
  else db.friendship.create({ id: nextId("friendship"), fromId: record.userId, toId: me.id, status: "accepted", answeredAt: now() });
  return { status: true, message: "Friends Connected" };
}

/**
 * Players who signed up with this player's referral code and verified their email (the New Friend
 * badge, the referral board and its points count them): an unverified sign-up is free to make in
 * bulk, so it earns nothing until a real inbox confirms it.
 */
export const referralCount = (user: UserRecord) => friendRules.referralCount(user);

const between = (a: string, b: string) =>
  db.friendship.findMany({ where: { status: { notEquals: "rejected" } } }).find((f) => (f.fromId === a && f.toId === b) || (f.fromId === b && f.toId === a));

const userById = (id: string) => db.user.findFirst({ where: { id: { equals: id } } })!;

/** A player's accepted friends, by username, paged (K04: 7 a page unless asked). */
export function friendsOf(user: UserRecord, page: number, perPage: number) {
  const friends = db.friendship
    .findMany({ where: { status: { equals: "accepted" } } })
    .filter((f) => f.fromId === user.id || f.toId === user.id)
    .map((f) => userById(f.fromId === user.id ? f.toId : f.fromId))
    .sort((a, b) => a.username.localeCompare(b.username));
  const items = friends
    .slice((page - 1) * perPage, page * perPage)
    .map((f) => ({ username: f.username, email: f.email, avatarSrc: f.profilePicture ?? `/avatars/${f.userAvatar ?? 1}.svg` }));
  return { status: true, result: { items, total_page: Math.ceil(friends.length / perPage) } };
}

/** The requests waiting for this player's answer. */
export function pendingRequestsTo(user: UserRecord) {
  const result = db.friendship.findMany({ where: { toId: { equals: user.id }, status: { equals: "pending" } } }).map((f) => ({
    id: f.id,
    friendship_id: f.id,
    username: userById(f.fromId).username,
    status: "pending" as const,
  }));
  return { status: true, result };
}

/** A friend request: to an existing player, not oneself, once while one is open or accepted. */
/** Friendship's promises that the conformance runner checks by behaviour (a fault switch can replace one: mocks/faults.ts). */
export const friendRules = {
  /** One request (or friendship) between two players. */
  oneRequestBetween(me: UserRecord, target: UserRecord) {
    if (between(me.id, target.id)) throw refuse(409, "Friend request already present");
  },
  /** A declined request is not asked again by its sender for a while: a refusal is not met with the same request at once, without end. */
  askAgainAfterDecline(me: UserRecord, target: UserRecord) {
    const declined = db.friendship.findMany({ where: { fromId: { equals: me.id }, toId: { equals: target.id }, status: { equals: "rejected" } } });
    if (declined.some((f) => f.answeredAt != null && now() - f.answeredAt < ASK_AGAIN_AFTER_DECLINE_MS))
      throw refuse(409, "This player declined your friend request: you can ask again 7 days after they declined it");
  },
  /** The players a referral code brought in, counted once each has verified the email. */
  referralCount(user: UserRecord) {
    return db.user.count({ where: { referredBy: { equals: user.username }, verified: { equals: true } } });
  },
  /** A become-friend code connects once: used, it answers 'Data Already Used'. */
  useBecomeFriendCode(record: { token: string }) {
    consumeOneTime(record);
  },
  /** Only the receiver answers a request. */
  answeredByReceiver(me: UserRecord, request: { toId: string }) {
    if (request.toId !== me.id) throw refuse(403, "Only the receiver can answer a friend request");
  },
  /** The same answer again (the receiver's second tap, another tab): what already happened, not an error. */
  sameAnswerAgain(request: { status: string }, status: string) {
    return request.status === status;
  },
};

export function sendRequest(me: UserRecord, username: string) {
  const target = findUserByName(username);
  if (!target) throw refuse(404, "User not found");
  if (target.id === me.id) throw refuse(400, "You cannot send a friend request to yourself");
  friendRules.oneRequestBetween(me, target);
  friendRules.askAgainAfterDecline(me, target);
  const id = nextId("friendship");
  db.friendship.create({ id, fromId: me.id, toId: target.id, status: "pending", answeredAt: null });
  return { status: true, message: "Friend request sent" };
}

/**
 * The receiver (and only the receiver) accepts or rejects a pending request. The same answer again
 * (a second tap, another tab) is what already happened, not an error: the request as it stands,
 * with `already`.
 */
export function answerRequest(me: UserRecord, friendshipId: number, status: "accepted" | "rejected") {
  const f = db.friendship.findFirst({ where: { id: { equals: friendshipId } } });
  const already = !!f && friendRules.sameAnswerAgain(f, status);
  if (!f || (f.status !== "pending" && !already)) throw refuse(404, "Friend request not found");
  friendRules.answeredByReceiver(me, f);
  if (!already) db.friendship.update({ where: { id: { equals: f.id } }, data: { status, answeredAt: now() } });
  return { status: true, already, result: { id: f.id, friendship_id: f.id, username: userById(f.fromId).username, status } };
}

/** A player's referral count, to that player only. */
export function ownReferralCount(me: UserRecord, username: string) {
  if (me.username !== username.toLowerCase()) throw refuse(403, "You can only see your own referrals");
  return { status: true, result: referralCount(me) };
}
