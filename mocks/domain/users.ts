import { zEmail } from "../../generated/api/user/zod.gen";
import { db, type UserRecord } from "../db";
import { now } from "../lib/clock";
import { checkPassword, randomToken, storedPasswordNow, type StoredPassword } from "../lib/crypto";

/**
 * Identity: finding accounts by name or login and creating them. Usernames and emails are kept
 * lower-cased, so every lookup is case-insensitive.
 */
export const lower = (s: string) => s.trim().toLowerCase();

export const findUserByLogin = (login: string) =>
  db.user.findFirst({ where: { username: { equals: lower(login) } } }) ?? db.user.findFirst({ where: { email: { equals: lower(login) } } });

export const findUserByName = (username: string) => db.user.findFirst({ where: { username: { equals: lower(username) } } });

export interface NewUser {
  username: string;
  email: string;
  password: string;
  userFrom: string;
  referredBy?: string | null;
  verified?: boolean;
  referralVerified?: boolean;
  mmAddress?: string | null;
  walletType?: string | null;
  userAvatar?: number | null;
  extraData?: Record<string, string | null>;
  centralisedWallet?: string | null;
  id?: string;
  salt?: string;
  /** The password as stored, hashed off the event loop by a request (storedPassword); without it the hash runs in line (the seed, tests). */
  stored?: StoredPassword;
}

export function createUser(u: NewUser): UserRecord {
  return db.user.create({
    id: u.id ?? randomToken("u", 9),
    username: lower(u.username),
    email: lower(u.email),
    ...(u.stored ?? storedPasswordNow(u.password, u.salt)),
    verified: u.verified ?? false,
    emailValidatedAt: u.verified ? new Date(now()).toISOString() : null,
    referredBy: u.referredBy ?? null,
    referralVerified: u.referralVerified ?? true,
    userFrom: u.userFrom,
    mmAddress: u.mmAddress ?? null,
    walletType: u.walletType ?? null,
    userAvatar: u.userAvatar ?? null,
    extraDataJson: JSON.stringify(u.extraData ?? {}),
    externalWalletsJson: "{}",
    interestText: null,
    profilePicture: null,
    pendingEmail: null,
    centralisedWallet: u.centralisedWallet ?? null,
    createdAt: new Date(now()).toISOString(),
  });
}

/** The account email rule (accounts-identity.md §5: something@something): the contract's `Email` schema, as the app's forms check it. */
export const isEmail = (value: string) => zEmail.safeParse(value).success;

export const extraData = (u: UserRecord) => JSON.parse(u.extraDataJson) as Record<string, string | null>;

/** The placeholder address of a wallet without an email, at the email-wallet provider. */
export const emailWalletAddress = (wallet: string) => `${wallet.toLowerCase()}@ethermail.io`;

/**
 * The account now, if `password` (checked against `seen`'s hash) still opens it: a hash changed
 * meanwhile (a reset, a change, or another sign-in's redo at today's cost) is checked again.
 */
export async function stillOpens(seen: UserRecord, password: string): Promise<UserRecord | null> {
  for (let checked = seen; ;) {
    const fresh = db.user.findFirst({ where: { id: { equals: checked.id } } });
    if (!fresh || fresh.passwordHash === checked.passwordHash) return fresh;
    if (!(await checkPassword(password, fresh.salt, fresh.passwordHash))) return null;
    checked = fresh;
  }
}
