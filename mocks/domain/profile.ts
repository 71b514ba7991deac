import { db, type UserRecord } from "../db";
import { appUrl, brand, limits } from "../config";
import { now } from "../lib/clock";
import { refuse } from "../lib/http";
import { imageInfo } from "../lib/png";
import { limitMailsTo, sendMail } from "./mail";
import { issueOneTime, oneTimeRecord, revokeAllOneTimes, revokeOneTimes } from "./one-time";
import { endAllSessions } from "./sessions";
import { extraData, isEmail } from "./users";
import { mask } from "./user-views";
import { PICTURE_SIZE } from "./ai";
import { disconnect, handleTakenByOther, isConnected } from "./social";
import { cleanText } from "../lib/text";

/** The account's own edits (accounts-identity.md §4, §7): email, handles, avatar, interest, picture. */
const update = (user: UserRecord, data: Partial<UserRecord>) => db.user.update({ where: { id: { equals: user.id } }, data })!;

/** A new email waits for its link; the old one stays in use until then (designed, user.yaml changeEmail). */
export function changeEmail(user: UserRecord, input: string) {
  const email = input.trim().toLowerCase();
  if (!isEmail(email)) throw refuse(400, "Please enter email address", "email");
  if (email === user.email) throw refuse(400, "This is already your email", "email");
  limitMailsTo(email);
  // the account's own address is told of every change asked (a stolen session's too); its limit
  // bounds how often that can be sent to it
  limitMailsTo(user.email);
  profileRules.endEarlierChanges(user);
  update(user, { pendingEmail: email });
  sendMail(
    user.email,
    `Your ${brand.name} email address is being changed`,
    `Hi ${user.username}, someone signed in to your ${brand.name} account asked to use ${mask(email)} instead of this address. Nothing changes until that address is confirmed. If this was not you, open the link below within 7 days: it keeps this address and signs your account out everywhere.`,
    keepEmailLink(user),
  );
  const holder = db.user.findFirst({ where: { email: { equals: email } } });
  if (holder || keptForItsAccount(email)) return profileRules.takenAddress(email);
  const token = issueOneTime("change_email", user.id, limits.verifyEmailTtlMs, "ce", email);
  sendMail(
    email,
    `Confirm your new email address for ${brand.name}`,
    `Hi ${user.username}, open the link below to use this address for your ${brand.name} account. It works once and expires in 24 hours; until then your old address stays in use.`,
    `${appUrl()}/validate-email?token=${encodeURIComponent(token)}`,
  );
  return changeSent(email);
}

const HANDLE_RULES = {
  twitter: { key: "twitter_username", pattern: /^[A-Za-z0-9_]{1,15}$/, message: "An X id has 1 to 15 letters, digits or underscores" },
  telegram: { key: "telegram_username", pattern: /^[A-Za-z0-9_]{5,32}$/, message: "A Telegram username has 5 to 32 letters, digits or underscores" },
} as const;

/** The X id or Telegram username typed in the profile form (not verified; a connected one of another player is refused). */
export function updateHandle(user: UserRecord, network: keyof typeof HANDLE_RULES, input: string) {
  const rule = HANDLE_RULES[network];
  const handle = input.trim().replace(/^@/, "");
  if (!rule.pattern.test(handle)) throw refuse(400, rule.message, "username");
  if (handleTakenByOther(user, network, handle)) throw refuse(409, "This account is already connected to another player", "username");
  // another handle typed over a connected one: the connection no longer proves what is shown
  if ((extraData(user)[rule.key] ?? "").toLowerCase() !== handle.toLowerCase()) disconnect(user, network);
  update(user, { extraDataJson: JSON.stringify({ ...extraData(user), [rule.key]: handle }) });
  return { status: true, message: "Updated!" };
}

/** The avatar chosen last is the player's picture: a saved AI picture is put away (user.yaml setAvatar). */
export function setAvatar(user: UserRecord, avatar: number) {
  update(user, { userAvatar: avatar, profilePicture: null });
  return { status: true, message: "Avatar updated!" };
}

export function saveInterest(user: UserRecord, text: string) {
  const value = cleanText(text, { multiline: true });
  if (!value) throw refuse(400, "The text must not be empty", "text");
  update(user, { interestText: value });
  return { status: true, message: "Saved" };
}

/** At most 100 kB and 128x128: the picture is shown small everywhere. */
export const PICTURE_MAX_BYTES = 100 * 1024;

/** A real PNG or JPEG of at most 128x128 pixels and 100 kB becomes the profile picture (a data URL). */
export function saveProfilePicture(user: UserRecord, input: string) {
  const base64 = input.replace(/^data:image\/(png|jpeg);base64,/, "");
  const bad = () => refuse(400, `The picture must be a PNG or JPEG of at most ${PICTURE_SIZE}x${PICTURE_SIZE} pixels and 100 kB`, "image_base64");
  // the length of the text first (nothing longer is decoded), then the bytes it decodes to
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length > Math.ceil(PICTURE_MAX_BYTES / 3) * 4) throw bad();
  const bytes = Buffer.from(base64, "base64");
  const info = imageInfo(bytes);
  if (bytes.length > PICTURE_MAX_BYTES || !info || info.width < 1 || info.height < 1 || info.width > PICTURE_SIZE || info.height > PICTURE_SIZE) throw bad();
  update(user, { profilePicture: `data:image/${info.type};base64,${base64}` });
  return { status: true, message: "Saved" };
}

const TASK_DONE: Record<string, (u: UserRecord) => boolean> = {
  CONNECT_TWITTER: (u) => isConnected(u, "twitter"),
  CONNECT_DISCORD: (u) => isConnected(u, "discord"),
  CONNECT_LINKEDIN: (u) => isConnected(u, "linkedin"),
  CONNECT_TELEGRAM: (u) => isConnected(u, "telegram"),
  // following cannot be checked from here (the X API does not say); the app asks twice (K19)
  FOLLOW_TWITTER: () => true,
};

/**
 * The way back of an email change's notice to the account's address: a link that keeps that
 * address for the account (keepEmail), single use, for a week.
 */
export function keepEmailLink(user: UserRecord) {
  const token = issueOneTime("keep_email", user.id, limits.keepEmailTtlMs, "ke", user.email);
  return `${appUrl()}/keep-email?token=${encodeURIComponent(token)}`;
}

export const KEEP_EMAIL_DONE =
  "Your email address is kept and your account is signed out everywhere. If someone may know your password, reset it with Forgot password.";

/**
 * "This was not me" (user.yaml keepEmail), without a session: the account keeps, or gets back, the
 * address the link was mailed to (its owner opened it, so it is verified); a pending change ends;
 * every session ends, with every open link, key and read-only token of the account.
 */
export function keepEmail(token: string) {
  const record = oneTimeRecord(token, "keep_email");
  if (!record || !profileRules.keepLinkOpen(record)) throw refuse(422, "This link is invalid or has expired");
  const address = record.data!;
  const holder = db.user.findFirst({ where: { email: { equals: address } } });
  if (holder && holder.id !== record.userId) throw refuse(409, "This address is now another account's: sign in with the address your account uses now");
  // used up, and the earlier address wins: the link ends itself and the keep links mailed after it
  // (to the addresses the account was moved to since), never one mailed before it
  revokeOneTimes("keep_email", record.userId, record.expiresAt);
  db.user.update({ where: { id: { equals: record.userId } }, data: { email: address, pendingEmail: null, verified: true } });
  profileRules.keepEndsAccess({ id: record.userId });
  return { status: true, message: KEEP_EMAIL_DONE };
}

/**
 * An address with a live keep link (an account moved away from it in the last 7 days, or is being
 * moved) stays its account's: a sign-up or an email change to it is answered as for a taken address,
 * so nobody can hold it while its owner may still keep it.
 */
export const keptForItsAccount = (email: string) =>
  db.oneTime.findFirst({
    where: { kind: { equals: "keep_email" }, data: { equals: email }, used: { equals: false }, expiresAt: { gte: now() } },
  }) !== null;

const changeSent = (email: string) => ({ status: true, message: `We sent a verification link to ${email}` });

/** The email change's promise that the conformance runner checks by behaviour (a fault switch can replace it: mocks/faults.ts). */
export const profileRules = {
  /** A keep link works once, within its week. */
  keepLinkOpen: (record: { used: boolean; expiresAt: number }) => !record.used && record.expiresAt >= now(),
  /** A kept address ends every session of the account, and every open link, key and read-only token. */
  keepEndsAccess(user: { id: string }) {
    endAllSessions(user);
    revokeAllOneTimes(user.id);
  },
  /** A new email change ends the links of the earlier ones. */
  endEarlierChanges(user: { id: string }) {
    revokeOneTimes("change_email", user.id);
  },
  /**
   * Another account's address is answered as any other (the same message, the same pending state),
   * and the address's owner is told; no link is made, so it can never become this account's.
   */
  takenAddress(email: string) {
    sendMail(
      email,
      `Someone tried to use your email address on ${brand.name}`,
      `Someone (maybe you) asked to move another ${brand.name} account to this address, which already has an account. Nothing was changed. If it was not you, you can ignore this mail.`,
      `${appUrl()}/sign-in`,
    );
    return changeSent(email);
  },
};

/** Campaign points' promise that the conformance runner checks by behaviour (a fault switch can replace it: mocks/faults.ts). */
export const pointRules = {
  /** Each template's points are claimed once per account: a claimed one is refused (409). */
  claimedOnce(user: UserRecord, template: string) {
    if (db.pointClaim.findFirst({ where: { userId: { equals: user.id }, template: { equals: template } } }))
      throw refuse(409, `The points of ${template} were already claimed`, "template_name");
  },
  /** A claim's id is the player's and the template's, so the store holds one claim of each. */
  claimId: (user: UserRecord, template: string) => `${user.id}:${template}`,
};

/** Campaign points: once per template, for a task that is done (site.yaml claimPoint). */
export function claimPoints(user: UserRecord, templates: string[]) {
  for (const t of templates) {
    if (!TASK_DONE[t]?.(user)) throw refuse(400, `The task ${t} is not done yet`, "template_name");
    pointRules.claimedOnce(user, t);
  }
  for (const t of new Set(templates))
    db.pointClaim.create({ id: pointRules.claimId(user, t), userId: user.id, template: t, createdAt: new Date(now()).toISOString() });
  return { status: true, message: "Points claimed" };
}
