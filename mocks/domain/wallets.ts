import { createHash, randomBytes } from "node:crypto";
import { isAddress } from "viem";
import { db, type UserRecord } from "../db";
import { appOrigins, appUrl, brand } from "../config";
import { now } from "../lib/clock";
import { refuse } from "../lib/http";
import { verifyEvmSignature } from "./chains";
import { consumeOneTime, findOneTime, storeOneTime } from "./one-time";

const FIVE_MINUTES = 5 * 60_000;
/**
 * Bind messages (openapi/user.yaml, bindMetamask): the site, the kind of wallet, the product, the
 * account, a single-use nonce of that account (getBindNonce) and the Unix time in seconds (K13).
 */
export const BIND_MESSAGE =
  /^(\S+) asks you to bind this (wallet|Tron wallet) to the (.+) account (\S+)\.\n\nNonce: ([A-Za-z0-9]{8,64})\nIssued At: (\d{9,11})$/;

/** The host bind messages and TON proofs name: the app's own (its public URL's). */
export const expectedDomain = () => new URL(appUrl()).host;
/** Whether a message or proof names one of the hosts the app is served from (config.appOrigins). */
export const isOurDomain = (domain: string) => appOrigins().some((origin) => new URL(origin).host === domain);

/** A single-use nonce of the account for its next bind message (5 minutes). */
export function issueBindNonce(user: UserRecord) {
  const nonce = storeOneTime(randomBytes(12).toString("hex"), "bind_nonce", user.id, FIVE_MINUTES);
  return { status: true, nonce, expires_at: new Date(now() + FIVE_MINUTES).toISOString() };
}

export const isBase64 = (value: string) => value.length > 0 && value.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(value);

/** secp256k1's group order: s and n - s sign the same message (ECDSA's malleability). */
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/**
 * What makes two encodings of one signature the same, so a replay is caught however it is
 * written: hex lower-cased; an ECDSA signature (65 bytes r|s|v, or 64 bytes EIP-2098 r|yParity·s)
 * reduced to r and the low s (the other s and the recovery byte name the same signature). Other
 * signatures (a smart-contract wallet's, Tron's, TON's) are compared lower-cased.
 */
export function signatureKey(signature: string): string {
  const hex = signature.toLowerCase().replace(/^0x/, "");
  if (!/^[0-9a-f]+$/.test(hex) || (hex.length !== 130 && hex.length !== 128)) return hex;
  const r = hex.slice(0, 64);
  const word = BigInt(`0x${hex.slice(64, 128)}`);
  let s = hex.length === 128 ? word & ((1n << 255n) - 1n) : word;
  if (s > SECP256K1_N / 2n) s = SECP256K1_N - s;
  return `${r}${s.toString(16).padStart(64, "0")}`;
}

/**
 * A bind message must name this site, this kind of wallet and this account, carry a live nonce
 * issued to the account, be fresh (5 minutes), and its signature must be new in any encoding (hex
 * compared lower-cased). Returns what marks it used once the bind is done.
 */
function checkBindMessage(user: UserRecord, kind: "wallet" | "Tron wallet", message: string, signature: string) {
  const m = BIND_MESSAGE.exec(message);
  if (!m || m[2] !== kind || m[3] !== brand.name) throw refuse(422, "The message to sign is not the bind message");
  const [, domain, , , username, nonce, issuedAt] = m as unknown as [string, string, string, string, string, string, string];
  if (!isOurDomain(domain)) throw refuse(422, "The bind message was made for another site");
  if (username !== user.username) throw refuse(422, "The bind message names another account");
  const age = now() / 1000 - Number(issuedAt);
  if (age > 300 || age < -60) throw refuse(422, "The signed message has expired. Please sign again.");
  const live = () => {
    const issued = walletRules.liveBindNonce(nonce);
    walletRules.nonceOfAccount(issued, user);
    if (db.oneTime.findFirst({ where: { token: { equals: key } } })) throw refuse(422, "This signature was already used. Please sign again.");
    return issued!;
  };
  const key = walletRules.usedKey(signature);
  live();
  return () => {
    // again once the signature is verified (an await): a bind that used the nonce meanwhile wins
    walletRules.useOnce(live(), key);
  };
}

/** Marks a signature's key (walletRules.usedKey) used for a bind message's 5 minutes. */
export function keepUsed(key: string) {
  db.oneTime.create({ token: key, kind: "used_signature", userId: "", expiresAt: now() + FIVE_MINUTES, used: true, data: null });
}

/** The wallets' promises that the conformance runner checks by behaviour (a fault switch can replace one: mocks/faults.ts). */
export const walletRules = {
  /** A sign-in or sign-up message names one of the hosts the app is served from, exactly (its host and port, in its case). */
  signInForUs: (domain: string) => isOurDomain(domain),
  /** A sign-in or sign-up nonce is found while it lives (FIVE_MINUTES from its issue) and is unused. */
  liveSignInNonce: (nonce: string) => findOneTime(nonce, "siwe_nonce"),
  /** A wallet is bound to one account: another account's bind of it is refused (409). */
  walletFree(user: UserRecord, matches: (u: UserRecord) => boolean) {
    if (boundElsewhere(user, matches)) throw refuse(409, TAKEN);
  },
  /** A sign-in or sign-up message's nonce is used up by its first use. */
  useSignInNonce(nonce: { token: string }) {
    consumeOneTime(nonce);
  },
  /** A bind nonce is found while it lives (FIVE_MINUTES from its issue) and is unused. */
  liveBindNonce: (nonce: string) => findOneTime(nonce, "bind_nonce"),
  /** A bind message's nonce is live and was issued to the account that binds. */
  nonceOfAccount(issued: { userId: string } | null | undefined, user: { id: string }) {
    if (!issued || issued.userId !== user.id) throw refuse(422, "The bind message's nonce is unknown, expired or already used. Please sign again.");
  },
  /** What marks a signature used: its hash in every encoding of it (signatureKey), so no other encoding binds again. */
  usedKey: (signature: string) => createHash("sha256").update(signatureKey(signature)).digest("hex"),
  /** A bind uses its nonce up, and its signature (kept by `usedKey`) is refused from now on. */
  useOnce(issued: { token: string }, key: string) {
    consumeOneTime(issued);
    keepUsed(key);
  },
};

/** The account's Tron and TON wallets (the EVM one is a column of its own). */
export function walletsOf(user: UserRecord) {
  return JSON.parse(user.externalWalletsJson) as Record<string, { address: string }>;
}

/**
 * The account as it is now: a request reads its account before it waits (its body, TronWeb's
 * loading, a signature's check), and a write that merged into that copy would bring back a wallet
 * unbound meanwhile, or drop one bound meanwhile.
 */
export const current = (user: UserRecord) => db.user.findFirst({ where: { id: { equals: user.id } } }) ?? user;

/** Whether another account has this wallet bound. */
export function boundElsewhere(user: UserRecord, matches: (u: UserRecord) => boolean) {
  return db.user.findMany({}).some((u) => u.id !== user.id && matches(u));
}

export const TAKEN = "This wallet is already bound to another account";

export async function bindEvm(user: UserRecord, input: { signature: string; address: string; message: string; wallet_type: string }) {
  if (!isAddress(input.address, { strict: false }) || !/^0x(?:[0-9a-fA-F]{2}){64,512}$/.test(input.signature))
    throw refuse(422, "The signature does not match the address");
  const markUsed = checkBindMessage(user, "wallet", input.message, input.signature);
  const valid = await verifyEvmSignature(input);
  if (!valid) throw refuse(422, "The signature does not match the address");
  walletRules.walletFree(user, (u) => u.mmAddress === input.address);
  markUsed();
  db.user.update({ where: { id: { equals: user.id } }, data: { mmAddress: input.address, walletType: input.wallet_type } });
  return { status: true, message: "MetaMask Account Bound!" };
}

export async function bindTron(user: UserRecord, input: { signature: string; address: string; message: string }) {
  // TronWeb (a third of a second to load) only when a Tron wallet is bound; loaded before the
  // message is checked so that the check and its single use stay one step (no await between them)
  const { Trx } = await import("tronweb");
  const markUsed = checkBindMessage(user, "Tron wallet", input.message, input.signature);
  let signer: string;
  try {
    signer = Trx.verifyMessageV2(input.message, input.signature);
  } catch {
    throw refuse(422, "The signature does not match the address");
  }
  if (signer !== input.address) throw refuse(422, "The signature does not match the address");
  walletRules.walletFree(user, (u) => walletsOf(u).tron?.address === input.address);
  markUsed();
  db.user.update({
    where: { id: { equals: user.id } },
    data: { externalWalletsJson: JSON.stringify({ ...walletsOf(current(user)), tron: { address: input.address } }) },
  });
  return { status: true, message: "Tron Account Bound!" };
}

/**
 * Ends the binding of one of the account's wallets (designed: user.yaml unbindWallet). What the
 * wallet earned stays with the account; the wallet can be bound again with a new signed message.
 */
export function unbindWallet(read: UserRecord, kind: "evm" | "tron" | "ton") {
  const user = current(read);
  if (kind === "evm") {
    if (!user.mmAddress) throw refuse(404, "No EVM wallet is bound to this account");
    db.user.update({ where: { id: { equals: user.id } }, data: { mmAddress: null, walletType: null } });
  } else {
    const { [kind]: bound, ...rest } = walletsOf(user);
    if (!bound) throw refuse(404, `No ${kind === "tron" ? "Tron" : "TON"} wallet is bound to this account`);
    db.user.update({ where: { id: { equals: user.id } }, data: { externalWalletsJson: JSON.stringify(rest) } });
  }
  return { status: true, message: "Wallet unbound" };
}
