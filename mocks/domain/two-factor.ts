import { createHash, randomBytes } from "node:crypto";
import { brand } from "../config";
import { db, type UserRecord } from "../db";
import { now } from "../lib/clock";
import { keyedDigest, randomToken, seal, unseal } from "../lib/crypto";
import { refuse } from "../lib/http";
import { base32Encode, hotp, newSecret, stepAt } from "../lib/totp";

/**
 * Two-factor codes for purchases (accounts-identity.md §2, §3, §5; openapi/user.yaml 2fa/*): RFC
 * 6238 TOTP, one step of drift either way, each step used once, five wrong codes lock for 15
 * minutes; ten single-use recovery codes. And the bundle shop whose purchases they protect.
 */
export const WRONG_CODE = "The code you entered is incorrect. Please try again";
/** A right code whose step was already accepted: the player holds the right code, so it never counts towards the lock. */
export const USED_CODE = "This code was already used; wait for the next one";
export const USED_RECOVERY_CODE = "This recovery code was already used; each works once";
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;
export const RECOVERY_CODES = 10;
export const OPENING_BALANCE = 100;

export const BUNDLES = [
  { id: "bundle_starter", name: "Starter pack", description: "500 gems and a Hexagon City banner", price: 10 },
  { id: "bundle_hero", name: "Hero bundle", description: "A hero skin, 1,500 gems and a pet", price: 25 },
  { id: "bundle_legend", name: "Legend chest", description: "Every skin of the season and 10,000 gems", price: 150 },
] as const;

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** Recovery codes are kept as their keys; a used one stays, marked, so its reuse is told apart from a wrong code. */
const USED = "used:";

/**
 * What is kept of a recovery code: the HMAC, under the store's key, of its SHA-256. A code is 40
 * random bits, so a plain hash in a copied state would give up every player's codes to one search
 * of them; keyed, the copy alone tries nothing. The SHA-256 inside is what older stores kept, so
 * those are keyed without their codes (keyRecoveryDigests).
 */
const keyOfDigest = (digest: string) => keyedDigest("recovery code", digest);
const recoveryCodeKey = (code: string) => keyOfDigest(sha256(code));

/** An older store's recovery codes (their SHA-256, a used one marked) as this one keeps them (mocks/store/migrate.ts). */
export const keyRecoveryDigests = (kept: string[]) => kept.map((k) => (k.startsWith(USED) ? USED + keyOfDigest(k.slice(USED.length)) : keyOfDigest(k)));

/** Two-factor's promises that the conformance runner checks by behaviour (a fault switch can replace one: mocks/faults.ts). */
export const twoFactorRules = {
  /** Each time step's code works once: of the steps a code matches, the first after the last one accepted. */
  unusedStep: (matching: number[], lastStep: number) => matching.find((s) => s > lastStep),
  /** A recovery code works once: the account's codes with this one marked used. */
  useRecoveryCode: (hashes: string[], hash: string) => hashes.map((h) => (h === hash ? USED + h : h)),
  /** A right code whose step was already accepted is refused as used (409), never counted as a wrong one. */
  usedNotWrong(matching: number[]) {
    if (matching.length > 0) throw refuse(409, USED_CODE);
  },
  /** The count after one more wrong code: the fifth in a row locks verification for LOCK_MS and starts the count again. */
  countWrongCode: (failures: number) => (failures + 1 >= MAX_FAILURES ? { failures: 0, lockedUntil: now() + LOCK_MS } : { failures: failures + 1 }),
  /** With two-factor on, a purchase asks for the code (403 2FA_REQUIRED): it completes only through 2fa/verify with a code and bundleId. */
  codeForPurchase(user: UserRecord) {
    if (twoFactorOn(user)) throw refuse(403, "2FA_REQUIRED");
  },
};

function stateOf(user: UserRecord) {
  return (
    db.twoFactor.findFirst({ where: { userId: { equals: user.id } } }) ??
    db.twoFactor.create({ userId: user.id, secret: null, pendingSecret: null, lastStep: 0, failures: 0, lockedUntil: 0, recoveryJson: "[]" })
  );
}
const recoveryOf = (state: { recoveryJson: string }) => JSON.parse(state.recoveryJson) as string[];
const unused = (hashes: string[]) => hashes.filter((h) => !h.startsWith(USED));

/** How many recovery codes the account has left (0 with two-factor off). */
export const recoveryCodesLeft = (user: UserRecord) => {
  const state = db.twoFactor.findFirst({ where: { userId: { equals: user.id } } });
  return state?.secret ? unused(recoveryOf(state)).length : 0;
};

const save = (user: UserRecord, data: Partial<ReturnType<typeof stateOf>>) => db.twoFactor.update({ where: { userId: { equals: user.id } }, data });

export const twoFactorOn = (user: UserRecord) => !!db.twoFactor.findFirst({ where: { userId: { equals: user.id } } })?.secret;

export function setup(user: UserRecord) {
  const state = stateOf(user);
  if (state.secret) throw refuse(409, "Two-factor authentication is already on");
  const secret = newSecret();
  // the secret is kept sealed (lib/crypto.ts): the saved state alone does not give the codes
  save(user, { pendingSecret: seal(secret) });
  const label = encodeURIComponent(`${brand.name}:${user.username}`);
  return {
    status: true,
    secret,
    otpauth_url: `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(brand.name)}&algorithm=SHA1&digits=6&period=30`,
  };
}

/**
 * Checks a code against a secret: the current step or one either way, never a step at or before
 * the last one accepted. Wrong codes count towards the lock; a locked player gets 429 first. A
 * right code whose step was already accepted (a replay, the same code sent twice at once) and a
 * used recovery code are refused as used, never as wrong: they do not count towards the lock.
 */
function check(user: UserRecord, secret: string, code: string, allowRecovery: boolean) {
  const state = stateOf(user);
  if (state.lockedUntil > now()) {
    const seconds = Math.ceil((state.lockedUntil - now()) / 1000);
    throw refuse(429, "Too many wrong codes. Please try again in 15 minutes", { headers: { "Retry-After": String(seconds) } });
  }
  const current = stepAt(now());
  const matching = [current, current - 1, current + 1].filter((s) => hotp(secret, s) === code);
  const step = twoFactorRules.unusedStep(matching, state.lastStep);
  if (step !== undefined) {
    save(user, { lastStep: Math.max(state.lastStep, step), failures: 0 });
    return;
  }
  twoFactorRules.usedNotWrong(matching);
  const recovery = recoveryOf(state);
  const hash = recoveryCodeKey(code);
  if (allowRecovery && recovery.includes(hash)) {
    save(user, { recoveryJson: JSON.stringify(twoFactorRules.useRecoveryCode(recovery, hash)), failures: 0 });
    return;
  }
  if (allowRecovery && recovery.includes(USED + hash)) throw refuse(409, USED_RECOVERY_CODE);
  save(user, twoFactorRules.countWrongCode(state.failures));
  throw refuse(422, WRONG_CODE);
}

export function verify(user: UserRecord, input: { code: string; bundleId?: string }) {
  const state = stateOf(user);
  if (input.bundleId) {
    if (!state.secret) throw refuse(409, "Two-factor authentication is not on");
    const bundle = findBundle(input.bundleId);
    // a wallet that cannot pay is refused before the code is checked: no code is used up for it
    affordable(user, bundle);
    check(user, unseal(state.secret), input.code, true);
    return { ...pay(user, bundle), recovery_codes_left: recoveryCodesLeft(user) };
  }
  if (state.secret) throw refuse(409, "Two-factor authentication is already on");
  if (!state.pendingSecret) throw refuse(409, "Start the setup first");
  if (!/^[0-9]{6}$/.test(input.code)) throw refuse(422, WRONG_CODE);
  check(user, unseal(state.pendingSecret), input.code, false);
  const codes = Array.from({ length: RECOVERY_CODES }, () =>
    base32Encode(randomBytes(5))
      .toLowerCase()
      .replace(/^(.{4})(.{4})$/, "$1-$2"),
  );
  save(user, { secret: state.pendingSecret, pendingSecret: null, recoveryJson: JSON.stringify(codes.map(recoveryCodeKey)) });
  return { status: true, message: "Two-factor authentication is on", recovery_codes: codes };
}

// ---------------------------------------------------------------- the bundle shop

function findBundle(id: string) {
  const bundle = BUNDLES.find((b) => b.id === id);
  if (!bundle) throw refuse(404, "There is no such bundle");
  return bundle;
}

const walletOf = (user: UserRecord) =>
  db.gamingWallet.findFirst({ where: { userId: { equals: user.id } } }) ?? db.gamingWallet.create({ userId: user.id, balance: OPENING_BALANCE });

/** The PEN the account holds in its gaming wallet. */
export const gamingBalance = (user: UserRecord) => walletOf(user).balance;

function affordable(user: UserRecord, bundle: (typeof BUNDLES)[number]) {
  const wallet = walletOf(user);
  if (wallet.balance < bundle.price) throw refuse(422, `Not enough PEN in your gaming wallet: ${bundle.name} costs ${bundle.price} PEN`);
  return wallet;
}

function pay(user: UserRecord, bundle: (typeof BUNDLES)[number]) {
  const wallet = affordable(user, bundle);
  const balance = wallet.balance - bundle.price;
  db.gamingWallet.update({ where: { userId: { equals: user.id } }, data: { balance } });
  db.purchase.create({ id: randomToken("pu", 9), userId: user.id, bundleId: bundle.id, price: bundle.price, createdAt: now() });
  return { status: true, message: `Purchase complete: ${bundle.name}`, balance };
}

export function shop(user: UserRecord) {
  const bought = db.purchase.findMany({ where: { userId: { equals: user.id } } });
  return {
    balance: walletOf(user).balance,
    two_factor: twoFactorOn(user),
    recovery_codes_left: recoveryCodesLeft(user),
    bundles: BUNDLES.map((b) => ({ ...b, purchased: bought.filter((p) => p.bundleId === b.id).length })),
  };
}

/** Without two-factor a purchase completes; with it, the code is asked for (2fa/verify with bundleId). */
export function purchase(user: UserRecord, bundleId: string) {
  const bundle = findBundle(bundleId);
  twoFactorRules.codeForPurchase(user);
  return pay(user, bundle);
}
