import { isAddress } from "viem";
import { db } from "../db";
import { appUrl, brand, rates } from "../config";
import { now } from "../lib/clock";
import { storedPassword } from "../lib/crypto";
import { refuse } from "../lib/http";
import { hit, hits, limit } from "../lib/rate-limit";
import { consumeCaptcha } from "./captcha";
import { verifyEvmSignature } from "./chains";
import { checkSiwe, SIGN_UP_PHRASE } from "./siwe";
import { limitMailsTo, sendMail, sendVerificationMail } from "./mail";
import { consumeOneTime, findOneTime, oneTimeRecord, revokeOneTimes } from "./one-time";
import { assertPasswordAllowed } from "./password-policy";
import { keepEmailLink, keptForItsAccount } from "./profile";
import { isValidReferralCode, REFERRAL_UNVERIFIED } from "./referral";
import { createUser, emailWalletAddress, isEmail, findUserByName, lower, type NewUser } from "./users";
import { mask } from "./user-views";
import { walletRules } from "./wallets";

/** A taken username, said of the field it is about (the error body's errors[].path). */
const TAKEN = "Username is already taken";

/**
 * Registration's promises that the conformance runner checks by behaviour, one rule each (a fault
 * switch can replace one: mocks/faults.ts).
 */
export const registrationRules = {
  /** A username belongs to one account, in any case. */
  usernameFree(username: string) {
    if (findUserByName(username)) throw refuse(409, TAKEN, "username");
  },
  /** An account's verification mail is resent RESENDS_PER_WINDOW times in RESEND_WINDOW_MS; the next is 429 with Retry-After. */
  limitResends(user: { id: string }) {
    const key = `resend:${user.id}`;
    if (hits(key, RESEND_WINDOW_MS) >= RESENDS_PER_WINDOW)
      throw refuse(429, "Too many emails sent. Please try again in 10 minutes.", { headers: { "Retry-After": String(RESEND_WINDOW_MS / 1000) } });
    hit(key);
  },
  /** A sign-up with an address that has an account answers as one without (its owner is told by mail): nobody learns who has an account. */
  knownAddress: (email: string) => tellOwner(email),
  /** A resent verification mail ends the links of the earlier ones. */
  endEarlierLinks(user: { id: string }) {
    revokeOneTimes("verify_email", user.id);
  },
  /** A verification link works once. */
  useVerificationLink(record: { token: string }) {
    consumeOneTime(record);
  },
  /** A sign-up's referral code, if it gives one, is a campaign's or a player's (accounts-identity.md §8, ACC-T026). */
  referralCode(input: { referral_code?: string }): string | undefined {
    const code = input.referral_code?.trim();
    if (code && !isValidReferralCode(code)) throw refuse(422, REFERRAL_UNVERIFIED, "referral_code");
    return code;
  },
};

/** Registration (by email, by wallet, by the email-wallet provider) and email verification. */
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
  mm_message?: string;
  wallet_type?: string;
  ethermail_token?: string;
}

/** Registration as a real backend does it; shared by the user service and the site's /api/sign-up. */
export async function register(input: RegisterInput, client: string) {
  limit(`register:${client}`, rates.registrations, "Too many sign-ups from this address. Please try again later.");
  consumeCaptcha(input.captcha_id, input.captcha_answer);
  if (input.ethermail_token) return registerWithEmailWallet(input, input.ethermail_token);
  if (input.mm_address || input.mm_signature) return registerWithWallet(input);
  const email = input.email?.trim() ?? "";
  if (!email) throw refuse(400, "Email is required", "email");
  if (!isEmail(email)) throw refuse(400, "Please enter email address", "email");
  if (input.user_from !== brand.slug) throw refuse(400, `user_from must be '${brand.slug}'`, { errors: [{ path: "user_from", message: "Unknown origin" }] });
  registrationRules.usernameFree(input.username);
  assertPasswordAllowed(input.password, { username: input.username, email });
  const code = registrationRules.referralCode(input);
  const made = await createAfterHash(input, email, code, {});
  if (!made.user) return made.told;
  sendVerificationMail(made.user);
  return REGISTERED;
}

const REGISTERED = { status: true, message: "Thanks for registering! Please validate your email address to login." };
const ownerOf = (email: string) => db.user.findFirst({ where: { email: { equals: lower(email) } } });

/**
 * A sign-up with an address that already has an account answers exactly as a new one (the same
 * message, the same work: the password is hashed either way), so nobody learns which addresses
 * have accounts; the address's owner gets a mail saying so, with the way in.
 */
function tellOwner(email: string) {
  limitMailsTo(email);
  sendMail(
    email,
    `Someone tried to create a ${brand.name} account with your email`,
    `Someone (maybe you) tried to create a new ${brand.name} account with this address, which already has one. No account was created. To get in, sign in, or reset your password if you forgot it. If it was not you, you can ignore this mail.`,
    `${appUrl()}/sign-in`,
  );
  return REGISTERED;
}

/**
 * The account, once its password is hashed (off the event loop; the same work whether or not the
 * address has an account) and what a request meanwhile may have taken is checked again (the name,
 * and `again`'s own); or, when the address has an account, its owner is told and nothing is made.
 */
async function createAfterHash(input: RegisterInput, email: string, code: string | undefined, extra: Partial<NewUser>, again = () => {}) {
  const stored = await storedPassword(input.password);
  registrationRules.usernameFree(input.username);
  again();
  const owner = ownerOf(email);
  if (owner) return { told: registrationRules.knownAddress(owner.email) };
  // an address its account moved away from may still be kept by it (keepEmail): it is that account's
  if (keptForItsAccount(lower(email))) return { told: registrationRules.knownAddress(lower(email)) };
  const user = createUser({
    username: input.username,
    email,
    password: input.password,
    stored,
    userFrom: input.user_from,
    referredBy: code ? lower(code) : null,
    ...extra,
  });
  return { user };
}

/**
 * The wallet variant: the wallet signs an EIP-4361 message (`mm_message`) whose statement is the
 * fixed sign-up phrase (K13), for this site, with a single-use nonce of getLoginNonce, so no
 * signature made elsewhere or before makes an account of its wallet. Without an email the account
 * gets the wallet's placeholder address at the email-wallet provider and needs no verification mail.
 */
async function registerWithWallet(input: RegisterInput) {
  const [address, signature, message] = [input.mm_address ?? "", input.mm_signature ?? "", input.mm_message ?? ""];
  if (!isAddress(address) || !/^0x[0-9a-fA-F]+$/.test(signature) || !message || !input.wallet_type)
    throw refuse(400, "Invalid request: mm_address, mm_signature, mm_message and wallet_type are required");
  const nonce = checkSiwe(message, { address, statement: SIGN_UP_PHRASE, what: "sign-up", field: "mm_signature" });
  const wallet = address.toLowerCase();
  const given = input.email?.trim() ?? "";
  if (given && !isEmail(given)) throw refuse(400, "Please enter email address", "email");
  const email = given || emailWalletAddress(wallet);
  registrationRules.usernameFree(input.username);
  assertPasswordAllowed(input.password, { username: input.username, email: given });
  const code = registrationRules.referralCode(input);
  // spent once the form's own refusals are past (a taken username leaves the signature for the next try)
  walletRules.useSignInNonce(nonce);
  if (!(await verifyEvmSignature({ address, message, signature }))) throw refuse(422, "The signature does not match the wallet address", "mm_signature");
  const walletFree = () => {
    if (db.user.findFirst({ where: { mmAddress: { equals: wallet } } })) throw refuse(409, "This wallet is already bound to another account");
  };
  walletFree();
  const made = await createAfterHash(input, email, code, { verified: !given, mmAddress: wallet, walletType: input.wallet_type }, walletFree);
  if (!made.user) return made.told;
  if (given) {
    sendVerificationMail(made.user);
    return { status: true, message: "Thanks for registering! Please validate your email address to login." };
  }
  return { status: true, message: "Thanks for registering! You can now sign in with your wallet." };
}

/**
 * The email-wallet variant: the provider's token proves the wallet; the account's email is the
 * wallet's address at the provider, verified by the provider (no verification mail).
 */
async function registerWithEmailWallet(input: RegisterInput, token: string) {
  const checks = () => {
    const record = findOneTime(token, "ethermail");
    if (!record?.data) throw refuse(422, "The email-wallet token is invalid or has expired");
    const email = emailWalletAddress(record.data);
    registrationRules.usernameFree(input.username);
    assertPasswordAllowed(input.password, { username: input.username, email });
    // the token proves the caller holds this address: telling them it has an account reveals nothing
    if (db.user.findFirst({ where: { email: { equals: email } } })) throw refuse(409, "Email is already registered");
    return { record, email, wallet: record.data };
  };
  const { email, wallet } = checks();
  const code = registrationRules.referralCode(input);
  // the token, the name and the address again after the hash: a request meanwhile may have used them
  await createAfterHash(input, email, code, { verified: true, mmAddress: wallet.toLowerCase(), walletType: "ethermail" }, () =>
    consumeOneTime(checks().record),
  );
  return { status: true, message: "Thank for registering. Now please sign in with Ethermail." };
}

/** The verification mail again, for the holder of a sign-in's email-verification token: 3 per 10 minutes. */
export function resendVerification(token: string | null) {
  const record = findOneTime(token, "email_verification_login");
  if (!record) throw refuse(401, "UNAUTHENTICATED_USER");
  const user = db.user.findFirst({ where: { id: { equals: record.userId } } })!;
  if (user.verified) throw refuse(409, "This email address is already verified");
  registrationRules.limitResends(user);
  limitMailsTo(user.email);
  registrationRules.endEarlierLinks(user);
  sendVerificationMail(user);
  return { status: true, message: "Email Sent!" };
}
const RESEND_WINDOW_MS = 10 * 60_000;
const RESENDS_PER_WINDOW = 3;

/** The machine code of a verification link opened again (openapi/user.yaml verifyEmail 409). */
export const ALREADY_VERIFIED = "EMAIL_ALREADY_VERIFIED";

export function verifyEmail(token: string) {
  const change = findOneTime(token, "change_email");
  if (change) return confirmEmailChange(change);
  const record = findOneTime(token, "verify_email");
  if (!record) {
    // the same link again, after it verified the address: the address is verified (not a failure)
    const used = oneTimeRecord(token, "verify_email");
    const owner = used?.used ? db.user.findFirst({ where: { id: { equals: used.userId } } }) : null;
    if (owner?.verified) throw refuse(409, ALREADY_VERIFIED);
    throw refuse(422, "This verification link is invalid or has expired");
  }
  registrationRules.useVerificationLink(record);
  const user = db.user.update({
    where: { id: { equals: record.userId } },
    data: { verified: true, emailValidatedAt: new Date(now()).toISOString() },
  });
  return { status: true, message: "Your email address is verified. You can now login!", username: user!.username };
}

/** A changed email's link: the new address replaces the old one (if still nobody else's). */
function confirmEmailChange(record: { token: string; userId: string; data: string | null }) {
  consumeOneTime(record);
  const email = record.data!;
  const user = db.user.findFirst({ where: { id: { equals: record.userId } } })!;
  if (db.user.findFirst({ where: { email: { equals: email } } })) throw refuse(409, "This email is used by another account", "email");
  db.user.update({ where: { id: { equals: user.id } }, data: { email, pendingEmail: null, verified: true, emailValidatedAt: new Date(now()).toISOString() } });
  // the address that was the account's is told it no longer is
  sendMail(
    user.email,
    `Your ${brand.name} email address was changed`,
    `Hi ${user.username}, your ${brand.name} account now uses ${mask(email)}; this address is no longer the account's. If this was not you, open the link below within 7 days: it gives this address back to your account and signs it out everywhere.`,
    keepEmailLink(user),
  );
  return { status: true, message: "Your new email address is verified.", username: user.username };
}
