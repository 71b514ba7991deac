import { randomInt } from "node:crypto";
import { getAddress, isAddress, verifyMessage, type Hex } from "viem";
import { db, type OneTimeKind, type UserRecord } from "../db";
import { appUrl, brand, limits, rates } from "../config";
import { renderCaptcha } from "../lib/captcha-image";
import { now } from "../lib/clock";
import { hashPassword, randomToken } from "../lib/crypto";
import { fail, findOneTime, HttpError, consumeOneTime } from "../lib/http";
import { limit } from "../lib/rate-limit";

/** Referral codes of campaigns (accounts-identity.md §9); any username is a referral code too. */
export const CAMPAIGN_CODES = ["borgo2024", "coin98", "airdrop_me3", "hkconnect25", "consensus25", "cryptoknights"];

const lower = (s: string) => s.trim().toLowerCase();

export const findUserByLogin = (login: string) =>
  db.user.findFirst({ where: { username: { equals: lower(login) } } }) ?? db.user.findFirst({ where: { email: { equals: lower(login) } } });

export const findUserByName = (username: string) => db.user.findFirst({ where: { username: { equals: lower(username) } } });

/** The referral-code check a client may call: limited per client (a code can be a username). */
export function checkReferralCode(code: string, client: string): boolean {
  limit(`referral-check:${client}`, rates.referralCheck);
  return isValidReferralCode(code);
}

/** Mails to one address (verification, reset) are limited per address, whoever asks. */
export function limitMailsTo(address: string) {
  limit(`mails:${lower(address)}`, rates.mailsPerAddress, "Too many emails were sent to this address. Please try again later.");
}

export function isValidReferralCode(code: string): boolean {
  const c = lower(code);
  return c.length > 0 && (CAMPAIGN_CODES.includes(c) || !!findUserByName(c));
}

export function issueOneTime(kind: OneTimeKind, userId: string, ttlMs: number, prefix: string, data: string | null = null): string {
  const token = randomToken(prefix);
  db.oneTime.create({ token, kind, userId, expiresAt: now() + ttlMs, used: false, data });
  return token;
}

/** Marks every open token of a kind for a user as used (a new link replaces the old ones). */
export function revokeOneTimes(kind: OneTimeKind, userId: string) {
  db.oneTime.updateMany({ where: { kind: { equals: kind }, userId: { equals: userId }, used: { equals: false } }, data: { used: true } });
}

export function sendMail(to: string, subject: string, text: string, link: string) {
  const id = Math.max(0, ...db.mail.getAll().map((m) => m.id)) + 1;
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

// ---------------------------------------------------------------- captcha

export function createCaptcha() {
  const answer = String(randomInt(10000, 100000));
  const id = randomToken("cap", 9);
  db.captcha.create({ id, answer, expiresAt: now() + limits.captchaTtlMs });
  return { status: true, captcha_id: id, image: renderCaptcha(answer, randomInt(1, 2 ** 31)) };
}

/** Single use: any attempt consumes the captcha; wrong or expired answers are 422. */
export function consumeCaptcha(id: string, answer: string) {
  const captcha = db.captcha.findFirst({ where: { id: { equals: id } } });
  if (captcha) db.captcha.delete({ where: { id: { equals: id } } });
  if (!captcha || captcha.expiresAt < now() || captcha.answer !== answer.trim())
    throw new HttpError(fail(422, "The captcha answer is wrong or has expired. Please try the new captcha."));
}

// ---------------------------------------------------------------- users

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
}

export function createUser(u: NewUser): UserRecord {
  const salt = u.salt ?? randomToken("s", 12);
  return db.user.create({
    id: u.id ?? randomToken("u", 9),
    username: lower(u.username),
    email: lower(u.email),
    salt,
    passwordHash: hashPassword(u.password, salt),
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

export interface RegisterInput {
  captcha_id: string;
  captcha_answer: string;
  email?: string;
  password: string;
  username: string;
  user_from: string;
  referral_code?: string;
  mm_address?: string;
  mm_signature?: string;
  wallet_type?: string;
  ethermail_token?: string;
}

/** The account email rule (accounts-identity.md §5: something@something). */
export const EMAIL = /^[^@\s]+@[^@\s]+$/;

/** The fixed phrase a wallet signs to sign up (K13: sign-up signs a fixed phrase). */
export const SIGN_UP_PHRASE = `Sign up to ${brand.name}`;

/** Registration as a real backend does it; shared by the user service and the site's /api/sign-up. */
export async function register(input: RegisterInput, client: string) {
  limit(`register:${client}`, rates.registrations, "Too many sign-ups from this address. Please try again later.");
  consumeCaptcha(input.captcha_id, input.captcha_answer);
  if (input.ethermail_token) return registerWithEmailWallet(input, input.ethermail_token);
  if (input.mm_address || input.mm_signature) return registerWithWallet(input);
  const email = input.email?.trim() ?? "";
  if (!email) throw new HttpError(fail(400, "Email is required", { errors: [{ path: "email", message: "Email is required" }] }));
  if (!EMAIL.test(email)) throw new HttpError(fail(400, "Please enter email address", { errors: [{ path: "email", message: "Please enter email address" }] }));
  if (input.user_from !== brand.slug)
    throw new HttpError(fail(400, `user_from must be '${brand.slug}'`, { errors: [{ path: "user_from", message: "Unknown origin" }] }));
  if (findUserByName(input.username)) throw new HttpError(fail(409, "Username is already taken"));
  if (db.user.findFirst({ where: { email: { equals: lower(email) } } })) throw new HttpError(fail(409, "Email is already registered"));
  const code = input.referral_code?.trim();
  if (code && !isValidReferralCode(code)) throw new HttpError(fail(422, "Could not validate referral code"));
  const user = createUser({ username: input.username, email, password: input.password, userFrom: input.user_from, referredBy: code ? lower(code) : null });
  sendVerificationMail(user);
  return { status: true, message: "Thanks for registering! Please validate your email address to login." };
}

/**
 * The wallet variant: the wallet signs the fixed sign-up phrase; without an email the account gets
 * the wallet's placeholder address at the email-wallet provider and needs no verification mail.
 */
async function registerWithWallet(input: RegisterInput) {
  const address = input.mm_address ?? "";
  if (!isAddress(address) || !/^0x[0-9a-fA-F]+$/.test(input.mm_signature ?? "") || !input.wallet_type)
    throw new HttpError(fail(400, "Invalid request: mm_address, mm_signature and wallet_type are required"));
  const valid = await verifyMessage({ address: getAddress(address), message: SIGN_UP_PHRASE, signature: input.mm_signature as Hex }).catch(() => false);
  if (!valid) throw new HttpError(fail(422, "The signature does not match the wallet address"));
  const wallet = address.toLowerCase();
  if (db.user.findFirst({ where: { mmAddress: { equals: wallet } } })) throw new HttpError(fail(409, "This wallet is already bound to another account"));
  const given = input.email?.trim() ?? "";
  if (given && !EMAIL.test(given))
    throw new HttpError(fail(400, "Please enter email address", { errors: [{ path: "email", message: "Please enter email address" }] }));
  const email = given || emailWalletAddress(wallet);
  if (findUserByName(input.username)) throw new HttpError(fail(409, "Username is already taken"));
  if (db.user.findFirst({ where: { email: { equals: lower(email) } } })) throw new HttpError(fail(409, "Email is already registered"));
  const code = input.referral_code?.trim();
  if (code && !isValidReferralCode(code)) throw new HttpError(fail(422, "Could not validate referral code"));
  const user = createUser({
    username: input.username,
    email,
    password: input.password,
    userFrom: input.user_from,
    referredBy: code ? lower(code) : null,
    verified: !given,
    mmAddress: wallet,
    walletType: input.wallet_type,
  });
  if (given) {
    sendVerificationMail(user);
    return { status: true, message: "Thanks for registering! Please validate your email address to login." };
  }
  return { status: true, message: "Thanks for registering! You can now sign in with your wallet." };
}

/** The placeholder address of a wallet without an email, at the email-wallet provider. */
export const emailWalletAddress = (wallet: string) => `${wallet.toLowerCase()}@ethermail.io`;

/**
 * The email-wallet variant: the provider's token proves the wallet; the account's email is the
 * wallet's address at the provider, verified by the provider (no verification mail).
 */
function registerWithEmailWallet(input: RegisterInput, token: string) {
  const record = findOneTime(token, "ethermail");
  if (!record?.data) throw new HttpError(fail(422, "The email-wallet token is invalid or has expired"));
  const email = emailWalletAddress(record.data);
  if (findUserByName(input.username)) throw new HttpError(fail(409, "Username is already taken"));
  if (db.user.findFirst({ where: { email: { equals: email } } })) throw new HttpError(fail(409, "Email is already registered"));
  const code = input.referral_code?.trim();
  if (code && !isValidReferralCode(code)) throw new HttpError(fail(422, "Could not validate referral code"));
  consumeOneTime(token);
  createUser({
    username: input.username,
    email,
    password: input.password,
    userFrom: input.user_from,
    referredBy: code ? lower(code) : null,
    verified: true,
    mmAddress: record.data.toLowerCase(),
    walletType: "ethermail",
  });
  return { status: true, message: "Thank for registering. Now please sign in with Ethermail." };
}

/** An unverified referral code is replaced by a valid one; the answer is a single-use login key. */
export function submitReferralCode(input: { code: string; token: string }) {
  const record = findOneTime(input.token, "referral_unverified");
  if (!record) throw new HttpError(fail(401, "UNAUTHENTICATED_USER"));
  const user = db.user.findFirst({ where: { id: { equals: record.userId } } })!;
  const code = lower(input.code);
  if (!isValidReferralCode(code) || code === user.username) throw new HttpError(fail(422, "Could not validate referral code"));
  consumeOneTime(input.token);
  db.user.update({ where: { id: { equals: user.id } }, data: { referralVerified: true, referredBy: code } });
  return { status: true, key: issueOneTime("login_key", user.id, limits.loginKeyTtlMs, "tl") };
}

export function verifyEmail(token: string) {
  const change = findOneTime(token, "change_email");
  if (change) return confirmEmailChange(change);
  const record = findOneTime(token, "verify_email");
  if (!record) throw new HttpError(fail(422, "This verification link is invalid or has expired"));
  consumeOneTime(token);
  const user = db.user.update({
    where: { id: { equals: record.userId } },
    data: { verified: true, emailValidatedAt: new Date(now()).toISOString() },
  });
  return { status: true, message: "Your email address is verified. You can now login!", username: user!.username };
}

/** A changed email's link: the new address replaces the old one (if still nobody else's). */
function confirmEmailChange(record: { token: string; userId: string; data: string | null }) {
  consumeOneTime(record.token);
  const email = record.data!;
  const user = db.user.findFirst({ where: { id: { equals: record.userId } } })!;
  if (db.user.findFirst({ where: { email: { equals: email } } }))
    throw new HttpError(fail(409, "This email is used by another account", { errors: [{ path: "email", message: "This email is used by another account" }] }));
  db.user.update({ where: { id: { equals: user.id } }, data: { email, pendingEmail: null, verified: true, emailValidatedAt: new Date(now()).toISOString() } });
  return { status: true, message: "Your new email address is verified.", username: user.username };
}

// ---------------------------------------------------------------- views

export const extraData = (u: UserRecord) => JSON.parse(u.extraDataJson) as Record<string, string | null>;

export function sessionUser(u: UserRecord) {
  return { username: u.username, email: u.email, mm_address: u.mmAddress, extra_data: extraData(u), wallet: u.centralisedWallet };
}

export function friendshipStatus(viewer: UserRecord | null, target: UserRecord): "none" | "pending" | "accept_pending" | "accepted" {
  if (!viewer || viewer.id === target.id) return "none";
  const f = db.friendship.findFirst({
    where: { fromId: { in: [viewer.id, target.id] }, toId: { in: [viewer.id, target.id] }, status: { notEquals: "rejected" } },
  });
  if (!f) return "none";
  if (f.status === "accepted") return "accepted";
  return f.fromId === viewer.id ? "pending" : "accept_pending";
}

/** Masks a value so it stays recognisable but unusable: keeps the first two characters of each part. */
export const mask = (value: string | null) =>
  value === null ? null : value.replace(/[^@.]+/g, (part) => part.slice(0, 2) + "*".repeat(Math.max(3, part.length - 2)));

export function userInfo(u: UserRecord, viewer: UserRecord | null) {
  const status = friendshipStatus(viewer, u);
  const clear = viewer?.id === u.id || status === "accepted";
  const extra = extraData(u);
  const wallets = JSON.parse(u.externalWalletsJson) as Record<string, { address: string }>;
  return {
    username: u.username,
    email: clear ? u.email : mask(u.email)!,
    mm_address: clear ? u.mmAddress : mask(u.mmAddress),
    metamask_bind: !!u.mmAddress,
    verified: u.verified,
    email_validated_at: u.emailValidatedAt,
    external_wallets: clear ? wallets : Object.fromEntries(Object.entries(wallets).map(([k, w]) => [k, { address: mask(w.address)! }])),
    extra_data: clear ? extra : Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, mask(v)])),
    interest_text: u.interestText,
    profile_picture: u.profilePicture,
    pending_email: viewer?.id === u.id ? u.pendingEmail : null,
    user_avatar: u.userAvatar,
    centralised_wallet_address: clear ? u.centralisedWallet : null,
    friendship_status: status,
    echovault_contract: null,
  };
}

// ---------------------------------------------------------------- password reset

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

export function resetPassword(input: { password: string; resetToken: string }) {
  const record = findOneTime(input.resetToken, "reset_password");
  if (!record) throw new HttpError(fail(422, "Could not reset password"));
  consumeOneTime(input.resetToken);
  const salt = randomToken("s", 12);
  db.user.update({ where: { id: { equals: record.userId } }, data: { salt, passwordHash: hashPassword(input.password, salt) } });
  // every open session of the account ends with the old password
  db.session.updateMany({ where: { userId: { equals: record.userId } }, data: { revoked: true } });
  return true;
}

// ---------------------------------------------------------------- sessions

/** What every sign-in path checks once the account is known: verified email, verified referral code. */
export function signInChecks(user: UserRecord) {
  if (!user.verified) throw new HttpError(fail(403, `EMAIL_VERIFICATION:${issueOneTime("email_verification_login", user.id, limits.signInTokenTtlMs, "ev")}`));
  if (!user.referralVerified)
    throw new HttpError(fail(403, `REFERRAL_CODE_UNVERIFIED:${issueOneTime("referral_unverified", user.id, limits.signInTokenTtlMs, "rc")}`));
}

export function startSession(user: UserRecord) {
  const token = randomToken("st", 24);
  db.session.create({ token, userId: user.id, createdAt: now(), lastSeenAt: now(), revoked: false });
  return { status: true as const, token, user: sessionUser(user) };
}

/** Token login: a single-use login key (from submit-referral-code, or a link from a game). */
export function tokenLogin(key: string) {
  const record = findOneTime(key, "login_key");
  if (!record) throw new HttpError(fail(401, "This login link is invalid or has already been used"));
  consumeOneTime(key);
  const user = db.user.findFirst({ where: { id: { equals: record.userId } } })!;
  signInChecks(user);
  return startSession(user);
}

/** Email-wallet sign-in: the provider's single-use token names the wallet. */
export function emailWalletLogin(token: string) {
  const record = findOneTime(token, "ethermail");
  if (!record?.data) throw new HttpError(fail(401, "The email-wallet token is invalid or has expired"));
  consumeOneTime(token);
  const user = db.user.findFirst({ where: { email: { equals: emailWalletAddress(record.data) } } });
  if (!user) throw new HttpError(fail(404, "USER_NOT_FOUND"));
  signInChecks(user);
  return startSession(user);
}

/** The email-wallet provider's stand-in issues a token for a wallet address. */
export const issueEmailWalletToken = (address: string) => issueOneTime("ethermail", "", 10 * 60_000, "em", address.toLowerCase());
