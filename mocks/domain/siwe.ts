import { randomBytes } from "node:crypto";
import { getAddress, isAddress } from "viem";
import { parseSiweMessage } from "viem/siwe";
import { db } from "../db";
import { brand } from "../config";
import { now } from "../lib/clock";
import { refuse } from "../lib/http";
import { verifyEvmSignature } from "./chains";
import { storeOneTime } from "./one-time";
import { signInChecks, startSession } from "./sessions";
import { walletRules } from "./wallets";

/** The EIP-4361 messages a wallet signs to sign in and to sign up, each with a single-use nonce of getLoginNonce. */

const FIVE_MINUTES = 5 * 60_000;
/** The statement of the sign-in message: the spec's login phrase. */
export const LOGIN_STATEMENT = `Sign in to ${brand.name}`;
/** The statement of the sign-up message: the spec's fixed sign-up phrase (K13). */
export const SIGN_UP_PHRASE = `Sign up to ${brand.name}`;

/** A single-use nonce for an EIP-4361 message, sign-in or sign-up (alphanumeric, as the standard requires). */
export function issueNonce() {
  const nonce = storeOneTime(randomBytes(12).toString("hex"), "siwe_nonce", "", FIVE_MINUTES);
  return { status: true, nonce, expires_at: new Date(now() + FIVE_MINUTES).toISOString() };
}

/** An RFC 3339 date-time, as EIP-4361 requires for its times. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const validTime = (value: string | undefined) => value !== undefined && RFC3339.test(value) && !Number.isNaN(Date.parse(value));

/**
 * An EIP-4361 message read strictly: every field the standard requires is present and of its
 * form (times are RFC 3339 dates, the nonce alphanumeric, the version 1, the URI a URL), else 422.
 */
function readSiwe(message: string, refusal: (reason: string) => Error) {
  const field = (name: string) => new RegExp(`^${name}: (.*)$`, "m").exec(message)?.[1];
  const issuedAt = field("Issued At");
  const expiration = field("Expiration Time");
  const notBefore = field("Not Before");
  const nonce = field("Nonce") ?? "";
  const uri = field("URI") ?? "";
  const uriOk = URL.canParse(uri);
  const wellFormed =
    /^\S+ wants you to sign in with your Ethereum account:\n0x[0-9a-fA-F]{40}\n/.test(message) &&
    validTime(issuedAt) &&
    (expiration === undefined || validTime(expiration)) &&
    (notBefore === undefined || validTime(notBefore)) &&
    /^[a-zA-Z0-9]{8,}$/.test(nonce) &&
    field("Version") === "1" &&
    /^\d+$/.test(field("Chain ID") ?? "") &&
    uriOk;
  const siwe = wellFormed ? parseSiweMessage(message) : null;
  if (!siwe?.nonce || !siwe.address || !siwe.domain || !siwe.issuedAt || Number.isNaN(siwe.issuedAt.getTime()))
    throw refusal("is not a valid EIP-4361 message");
  return siwe as typeof siwe & { nonce: string; address: string; domain: string; issuedAt: Date };
}

/**
 * A signed EIP-4361 message's checks before its signature's: well formed, for this site (its domain
 * exactly, its URI on that host, a scheme named only as the URI's), with `statement`, naming `address`, fresh (5 minutes, its own times), and with a live
 * nonce of getLoginNonce. Each refusal is 422 and names the message (`what`: "sign-in" or
 * "sign-up"; `field`: the request field it is about, if any). Returns the nonce, to use up with
 * walletRules.useSignInNonce when the message does its work.
 */
export function checkSiwe(message: string, o: { address: string; statement: string; what: "sign-in" | "sign-up"; field?: string }) {
  const refusal = (reason: string) => refuse(422, `The ${o.what} message ${reason}`, o.field);
  const siwe = readSiwe(message, refusal);
  if (!walletRules.signInForUs(siwe.domain)) throw refusal("was made for another site");
  // the URI is the domain's own page, and a scheme, when named, is the URI's: no other site hides behind our host
  const uri = new URL(siwe.uri!);
  if (uri.host !== siwe.domain || (siwe.scheme !== undefined && `${siwe.scheme}:` !== uri.protocol)) throw refusal("was made for another site");
  if (siwe.statement !== o.statement) throw refusal("has an unexpected statement");
  if (getAddress(siwe.address) !== getAddress(o.address)) throw refusal("names another address");
  const age = now() - siwe.issuedAt.getTime();
  if (age > FIVE_MINUTES || age < -60_000) throw refusal("has expired. Please sign again.");
  if (siwe.expirationTime && siwe.expirationTime.getTime() < now()) throw refusal("has expired. Please sign again.");
  if (siwe.notBefore && siwe.notBefore.getTime() > now()) throw refusal("is not valid yet");
  const nonce = walletRules.liveSignInNonce(siwe.nonce);
  if (!nonce) throw refusal("was already used or its nonce is unknown. Please sign again.");
  return nonce;
}

/** Wallet sign-in: an EIP-4361 message with the login phrase, verified for real. */
export async function walletLogin(input: { signature?: string; address?: string; message?: string }) {
  const { signature = "", address = "", message = "" } = input;
  if (!isAddress(address) || !/^0x[0-9a-fA-F]+$/.test(signature) || !message) throw refuse(400, "Invalid request: signature, address and message are required");
  walletRules.useSignInNonce(checkSiwe(message, { address, statement: LOGIN_STATEMENT, what: "sign-in" }));
  const valid = await verifyEvmSignature({ address, message, signature });
  if (!valid) throw refuse(422, "The signature does not match the address");
  const user = db.user.findFirst({ where: { mmAddress: { equals: address.toLowerCase() } } });
  if (!user) throw refuse(404, "USER_NOT_FOUND");
  signInChecks(user);
  return startSession(user);
}
