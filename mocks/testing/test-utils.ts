import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { expect, vi } from "vitest";
import { generateCaptcha, getUserInfo, startOAuth } from "../../generated/api/user/sdk.gen";
import { zErrorBody } from "../../generated/api/user/zod.gen";
import { db } from "../db";
import { startSession } from "../domain/sessions";
import { captchaAnswerOf } from "../domain/captcha";
import { mailbox } from "../domain/mail";
import { createUser } from "../domain/users";
import { expectedDomain } from "../domain/wallets";
import { issueNonce, LOGIN_STATEMENT, SIGN_UP_PHRASE, walletLogin } from "../domain/siwe";
import { HttpError } from "../lib/http";

export const BASE = "http://backend.test";

/** Asserts a failed sdk call: the HTTP status and the contract's error body. */
export function expectError(result: { error?: unknown; response?: Response }, status: number, message?: string | RegExp) {
  expect(result.response?.status).toBe(status);
  const body = zErrorBody.parse(result.error);
  if (typeof message === "string") expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body;
}

export const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** The answer of an open captcha, as a person would read it from the image. */
export const captchaAnswer = (id: string) => captchaAnswerOf(id)!;

export const mailsTo = (to: string) => mailbox(to);

export const tokenFromLink = (link: string, param: string) => new URL(link).searchParams.get(param)!;

/** A request that bypasses the sdk's own validation, to prove the mock refuses it too. */
export async function raw(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { response, error: response.ok ? undefined : await response.json() };
}

/** A player's record as stored now (a domain call reads the record it is given). */
export const userById = (id: string) => db.user.findFirst({ where: { id: { equals: id } } })!;

/** Binds a made-up EVM address (from the player's id) to the player; answers the record as stored now. */
export function withWallet(userId: string) {
  db.user.update({
    where: { id: { equals: userId } },
    data: { mmAddress: `0x${userId.replace(/\W/g, "").padStart(40, "0").slice(-40)}`, walletType: "metamask" },
  });
  return userById(userId);
}

/** `n` new players who signed up with `username` as their referral code (verified: they count as referrals). */
export function referFriends(username: string, n: number, { verified = true } = {}) {
  for (let i = 0; i < n; i++) {
    const name = `${username}r${db.user.count()}`;
    createUser({ username: name, email: `${name}@example.test`, password: "pw-123456", userFrom: "penta", referredBy: username, verified });
  }
}

let players = 0;
/** A fresh verified player with a session, for a test of its own (never a seed user). */
export function testPlayer(prefix: string) {
  const n = ++players;
  const user = createUser({ username: `${prefix}${n}`, email: `${prefix}${n}@example.test`, password: "pw-123456", userFrom: "penta", verified: true });
  const token = startSession(user).token;
  return { user, name: user.username, token, a: auth(token) };
}

/** An EIP-4361 message for this site with `statement`, as the app writes one (a fresh nonce, issued now), with the given changes. */
const ourMessage = (address: `0x${string}`, statement: string, o: Partial<Parameters<typeof createSiweMessage>[0]>) =>
  createSiweMessage({
    domain: expectedDomain(),
    address,
    statement,
    uri: `http://${expectedDomain()}`,
    version: "1",
    chainId: 3344,
    nonce: issueNonce().nonce,
    issuedAt: new Date(),
    ...o,
  });

/**
 * A wallet sign-up's fields as the app sends them: an EIP-4361 message with the sign-up phrase for
 * this site (a fresh nonce, issued now, with the given changes), signed by `account`.
 */
export async function walletSignUpFields(account: ReturnType<typeof privateKeyToAccount>, o: Partial<Parameters<typeof createSiweMessage>[0]> = {}) {
  const mm_message = ourMessage(account.address, SIGN_UP_PHRASE, o);
  return { mm_address: account.address, mm_message, mm_signature: await account.signMessage({ message: mm_message }), wallet_type: "metamask" as const };
}

/**
 * A fresh wallet bound to a fresh player; `message` writes an EIP-4361 sign-in message of it as the
 * app does (a fresh nonce each, issued now), with the given changes, and `signIn` signs and sends a
 * text (as another address, when given).
 */
export function walletOfPlayer(prefix: string, { verified = true } = {}) {
  const account = privateKeyToAccount(generatePrivateKey());
  const p = testPlayer(prefix);
  db.user.update({ where: { id: { equals: p.user.id } }, data: { mmAddress: account.address.toLowerCase(), walletType: "metamask", verified } });
  const message = (o: Partial<Parameters<typeof createSiweMessage>[0]> = {}) => ourMessage(account.address, LOGIN_STATEMENT, o);
  const signIn = async (text: string, address: string = account.address) =>
    walletLogin({ address, message: text, signature: await account.signMessage({ message: text }) });
  return { account, p, message, signIn };
}

/**
 * What a domain call refused, as its HTTP answer: the status and the contract's error body (a call
 * of the mock's domain throws an HttpError, sync or async). Fails when the call is not refused.
 */
export async function refusal(call: () => unknown) {
  let error: unknown;
  try {
    await call();
  } catch (e) {
    error = e;
  }
  if (!(error instanceof HttpError)) throw error ?? new Error("the call was not refused");
  return { status: error.response.status, body: (await error.response.json()) as unknown };
}

/** The answer of a refusal without field errors. */
export const refused = (status: number, message: string) => ({ status, body: { status: false, message } });

/** The answer of a refusal about one field: the message, and the same message on the field's path. */
export const fieldError = (status: number, path: string, message: string) => ({ status, body: { status: false, message, errors: [{ path, message }] } });

/** The mock's clock held at `ms` (Date.now) until the test ends (restoreMocks puts it back). */
export const holdClock = (ms: number) => vi.spyOn(Date, "now").mockReturnValue(ms);

/** A captcha from the service and its answer (read from the store). */
export const freshCaptcha = async () => {
  const { data } = await generateCaptcha({ throwOnError: true });
  return { captcha_id: data.captcha_id, captcha_answer: captchaAnswer(data.captcha_id) };
};

/** A sign-up's body for "erin" with a fresh captcha, `over` changed. */
export const signUpBody = async (over: Record<string, string> = {}) => ({
  username: "erin",
  email: "erin@example.test",
  password: "erin-password",
  user_from: "penta",
  ...(await freshCaptcha()),
  ...over,
});

/** The player's account as the service shows it. */
export const infoOf = async (a: ReturnType<typeof auth>) => (await getUserInfo(a)).data!.result.user;

/** Plays the provider's consent screen: the browser posts "allow" and follows the redirect. */
export async function consent(authorizeUrl: string, handle: string, decision = "allow") {
  const url = new URL(authorizeUrl);
  const form = new URLSearchParams({ handle, decision });
  for (const k of ["client_id", "redirect_uri", "state", "code_challenge", "code_challenge_method", "scope"]) form.set(k, url.searchParams.get(k) ?? "");
  const res = await fetch(`${BASE}${url.pathname}`, { method: "POST", body: form, redirect: "manual" });
  return new URL(res.headers.get("location")!);
}

/** A player's OAuth connection to `network` as `handle`: started, consented, and where the provider sends the browser back. */
export async function connected(p: { a: ReturnType<typeof auth> }, network: "twitter" | "discord" | "linkedin", handle: string) {
  const { data } = await startOAuth({ ...p.a, path: { provider: network } });
  const back = await consent(data!.authorize_url, handle);
  return { back, start: data! };
}
