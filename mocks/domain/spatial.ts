import { db, type UserRecord } from "../db";
import { appUrl, brand, rates } from "../config";
import { now } from "../lib/clock";
import { refuse } from "../lib/http";
import { limit } from "../lib/rate-limit";
import { limitMailsTo, sendMail } from "./mail";
import { isValidReferralCode } from "./referral";
import { findUserByName, isEmail } from "./users";

type SpaceRecord = NonNullable<ReturnType<typeof db.space.findFirst>>;

const spaceView = (space: SpaceRecord, owner: UserRecord) => ({
  id: space.id,
  name: space.name,
  url: `/spatial/${owner.username}`,
  about: space.about,
  visits: space.visits,
  likes: space.likes,
});

/** A player's public spaces (none: an empty list); an unknown player is a 404. */
export function publicSpaces(username: string, client: string) {
  limit(`public-spaces:${client}`, rates.publicSpaces);
  const owner = findUserByName(username);
  if (!owner) throw refuse(404, "There was an issue getting the user info");
  return db.space.findMany({ where: { ownerId: { equals: owner.id } }, orderBy: { id: "asc" } }).map((s) => spaceView(s, owner));
}

export function createSpace(owner: UserRecord, input: { name: string; about: string; visits?: number; likes?: number }) {
  const id = `sp_${db.space.count() + 1}`;
  return spaceView(db.space.create({ id, ownerId: owner.id, name: input.name, about: input.about, visits: input.visits ?? 0, likes: input.likes ?? 0 }), owner);
}

/**
 * The spatial early-access list (site.yaml joinSpatialWhitelist): an address joins once, the
 * referral code must be a real one, and the link goes to the address (the sign-up page of the
 * spatial campaign, carrying the invite).
 */
export function joinWhitelist(input: { email: string; space_owner: string; referral_code?: string }, client: string) {
  // every attempt counts against the client, before anything is looked up: the list probes no
  // address, referral code or username at will
  limit(`spatial-join:${client}`, rates.spatialJoins);
  const email = input.email.trim().toLowerCase();
  if (!isEmail(email)) throw refuse(400, "Please enter email address", "email");
  const code = input.referral_code?.trim() || null;
  if (code && !isValidReferralCode(code)) throw refuse(400, "This invite code is not valid", "referral_code");
  const owner = findUserByName(input.space_owner);
  if (!owner) throw refuse(404, "There was an issue getting the user info");
  if (db.spatialWhitelist.findFirst({ where: { email: { equals: email } } })) throw refuse(409, "This email is already on the early-access list", "email");
  limitMailsTo(email);
  db.spatialWhitelist.create({ email, spaceOwnerId: owner.id, referralCode: code, createdAt: new Date(now()).toISOString() });
  const link = `${appUrl()}/sign-up?campaign=spatial${code ? `&ref=${encodeURIComponent(code)}` : ""}`;
  sendMail(
    email,
    `Your early access to ${brand.name} Spaces`,
    `You asked for early access after visiting ${owner.username}'s space. Open the link below to create your account; we will email you again when your access is ready.`,
    link,
  );
  return { status: true, message: `We sent the link to ${email}` };
}
