import { hexToBigInt, parseSignature, toHex, serializeCompactSignature, signatureToCompactSignature } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import brand from "../../brand.json";
import { bindEvm, expectedDomain, isBase64, issueBindNonce, signatureKey, bindTron as bindTronRule, unbindWallet as unbindWalletRule } from "./wallets";
import { issueNonce, walletLogin } from "./siwe";
import {
  holdClock,
  refusal,
  refused,
  testPlayer,
  userById,
  walletOfPlayer as playerWallet,
  auth,
  BASE,
  captchaAnswer,
  expectError,
  walletSignUpFields,
} from "../testing/test-utils";
import {
  bindMetamask,
  bindTon,
  bindTron,
  getBindNonce,
  getLoginNonce,
  getTonProofPayload,
  getUserInfo,
  login,
  register,
  unbindWallet,
  generateCaptcha,
} from "../../generated/api/user/sdk.gen";
import { signUp } from "../../generated/api/site/sdk.gen";
import { advanceClock } from "../lib/clock";
import { evmAccount, otherEncoding, SECP256K1_N, siweMessage, tonWallet, tronAccount } from "../testing/wallets";

/**
 * The wallet rules of mocks/domain/wallets.ts at their edges: the times of a sign-in and of a bind
 * message to the millisecond or second (on a clock held still), each field an EIP-4361 message must
 * have in its form, the one key of a signature's encodings (exact values), the nonces' lives.
 */

/** The mock's clock held at `ms` (Date.now, which the mock's clock reads). */
const T = 1_800_000_000_000;

const FIVE_MINUTES = 5 * 60_000;

/** A fresh wallet bound to a fresh player, and its sign-in with a message issued at T (with the given changes). */
function walletOfPlayer({ verified = true } = {}) {
  const w = playerWallet("wr", { verified });
  const signIn = (o: Parameters<typeof w.message>[0] = {}) => w.signIn(w.message({ issuedAt: new Date(T), ...o }));
  return { ...w, signIn };
}

const DOMAIN = "127.0.0.1:5173";

// APP_URL's host: the default of the mock
const signIn = async (username: string) => (await login({ body: { username, password: `${username}-password` }, throwOnError: true })).data.token;

const nonce = async () => (await getLoginNonce({ throwOnError: true })).data.nonce;

const bindNonce = async (token: string) => (await getBindNonce({ ...auth(token), throwOnError: true })).data.nonce;

/** The bind message of the contract (openapi/user.yaml, bindMetamask), with a fresh nonce of the token's account unless given. */
const bindMessage = async (token: string, username: string, o: { kind?: string; at?: number; domain?: string; nonce?: string } = {}) =>
  `${o.domain ?? DOMAIN} asks you to bind this ${o.kind ?? "wallet"} to the Penta account ${username}.\n\nNonce: ${o.nonce ?? (await bindNonce(token))}\nIssued At: ${o.at ?? Math.floor(Date.now() / 1000)}`;

const unprocessable = (message: string) => refused(422, message);

describe("nonces", () => {
  it("a sign-in nonce and a bind nonce: alphanumeric, and they expire 5 minutes from now", () => {
    holdClock(T);
    const p = testPlayer("wr");
    for (const issued of [issueNonce(), issueBindNonce(p.user)])
      expect(issued).toEqual({ status: true, nonce: expect.stringMatching(/^[0-9a-f]{24}$/) as unknown, expires_at: new Date(T + FIVE_MINUTES).toISOString() });
  });
});

describe("base64", () => {
  it.each([
    ["", false],
    ["abc", false],
    ["abcd", true],
    ["ab+/", true],
    ["ab==", true],
    ["a===", false],
    ["!abc", false],
    ["abc!", false],
    ["ab cd===", false],
  ])("%j is base64: %s", (value, expected) => expect(isBase64(value)).toBe(expected));
});

describe("a signature's key", () => {
  const r = "11".repeat(32);
  const sHex = (s: bigint) => s.toString(16).padStart(64, "0");
  it("r and the low s, exactly: a low s as it is (padded), a high one as n - s; N/2 itself is low", () => {
    expect(signatureKey(`0x${r}${sHex(1n)}1b`)).toBe(`${r}${sHex(1n)}`);
    expect(signatureKey(`0x${r}${sHex(SECP256K1_N / 2n)}1c`)).toBe(`${r}${sHex(SECP256K1_N / 2n)}`);
    expect(signatureKey(`0x${r}${sHex(SECP256K1_N / 2n + 1n)}1b`)).toBe(`${r}${sHex(SECP256K1_N / 2n)}`);
    expect(signatureKey(`0x${r}${sHex(SECP256K1_N - 5n)}1b`)).toBe(`${r}${sHex(5n)}`);
  });

  it("a real signature: its key is r and its (low) s; the compact form's parity bit is not part of s", async () => {
    const signature = await privateKeyToAccount(generatePrivateKey()).signMessage({ message: "key" });
    const { r: sr, s } = parseSignature(signature);
    const key = `${sr.slice(2)}${s.slice(2)}`;
    expect(signatureKey(signature)).toBe(key);
    const withParity = toHex(hexToBigInt(s) | (1n << 255n), { size: 32 }).slice(2);
    expect(signatureKey(`0x${sr.slice(2)}${withParity}`)).toBe(key);
  });

  it("anything else is compared as written, lower-cased, without a leading 0x only", () => {
    expect(signatureKey("0xABCDEF")).toBe("abcdef");
    expect(signatureKey("ab0xcd")).toBe("ab0xcd");
    const notHex = `g${"1".repeat(129)}`;
    expect(signatureKey(notHex)).toBe(notHex);
    expect(signatureKey(`${"1".repeat(129)}g`)).toBe(`${"1".repeat(129)}g`);
  });
});

describe("wallet sign-in: its times, to the millisecond", () => {
  const expired = refused(422, "The sign-in message has expired. Please sign again.");
  it("issued up to 5 minutes ago or 1 minute ahead", async () => {
    const { signIn, p } = walletOfPlayer();
    holdClock(T + FIVE_MINUTES);
    expect((await signIn()).user.username).toBe(p.name);
    holdClock(T + FIVE_MINUTES + 1);
    expect(await refusal(() => signIn())).toEqual(expired);
    holdClock(T - 60_000);
    expect((await signIn()).user.username).toBe(p.name);
    holdClock(T - 60_001);
    expect(await refusal(() => signIn())).toEqual(expired);
  });

  it("an expiration time is good up to its millisecond, a not-before time from its millisecond", async () => {
    const { signIn, p } = walletOfPlayer();
    holdClock(T);
    expect((await signIn({ expirationTime: new Date(T), notBefore: new Date(T) })).user.username).toBe(p.name);
    expect(await refusal(() => signIn({ expirationTime: new Date(T - 1) }))).toEqual(expired);
    expect(await refusal(() => signIn({ notBefore: new Date(T + 1) }))).toEqual(refused(422, "The sign-in message is not valid yet"));
  });

  it("a wallet of an account whose email is not verified signs in no more than its password would", async () => {
    const { signIn } = walletOfPlayer({ verified: false });
    holdClock(T);
    const { status, body } = await refusal(() => signIn());
    expect(status).toBe(403);
    expect((body as { message: string }).message).toMatch(/^EMAIL_VERIFICATION:ev_/);
  });
});

describe("wallet sign-in: an EIP-4361 message read strictly", () => {
  const invalid = refused(422, "The sign-in message is not a valid EIP-4361 message");
  /** A well-formed message of the wallet with one line changed (its text replaced). */
  async function signInWith(change: (message: string) => string) {
    const w = playerWallet("wr");
    holdClock(T);
    return w.signIn(change(w.message({ issuedAt: new Date(T), expirationTime: new Date(T + 60_000), notBefore: new Date(T - 60_000) })));
  }

  it("the well-formed message signs in", async () => {
    expect((await signInWith((m) => m)).token).toMatch(/^st_/);
  });

  it.each([
    ["the header", (m: string) => m.replace("wants you to sign in with your Ethereum account:", "wants you to sign in:")],
    ["the header's address", (m: string) => m.replace(/\n0x[0-9a-fA-F]{40}\n/, (a) => a.replace("0x", "0y"))],
    ["Issued At (not RFC 3339)", (m: string) => m.replace(/Issued At: .*/, "Issued At: 2027-01-15 08:00:00")],
    ["Expiration Time (not RFC 3339)", (m: string) => m.replace(/Expiration Time: .*/, "Expiration Time: tomorrow")],
    ["Not Before (not RFC 3339)", (m: string) => m.replace(/Not Before: .*/, "Not Before: 2027-13-45T99:99:99Z")],
    ["the nonce (short)", (m: string) => m.replace(/Nonce: .*/, "Nonce: abc123")],
    ["the nonce (not alphanumeric)", (m: string) => m.replace(/Nonce: (.*)/, "Nonce: $1-x")],
    ["the version", (m: string) => m.replace("Version: 1", "Version: 2")],
    ["the chain id", (m: string) => m.replace("Chain ID: 3344", "Chain ID: 3344x")],
    ["the chain id (not a number)", (m: string) => m.replace("Chain ID: 3344", "Chain ID: x3344")],
    ["the URI", (m: string) => m.replace(/URI: .*/, "URI: not a url")],
  ])("%s out of form is refused", async (_, change) => {
    expect(await refusal(() => signInWith(change))).toEqual(invalid);
  });

  it("a signature that is not hex throughout, or no address, is a 400", async () => {
    const incomplete = refused(400, "Invalid request: signature, address and message are required");
    const { account } = walletOfPlayer();
    const message = "m";
    const signature = await account.signMessage({ message });
    expect(await refusal(() => walletLogin({ address: account.address, message, signature: `${signature}zz` }))).toEqual(incomplete);
    expect(await refusal(() => walletLogin({ address: account.address, message, signature: `zz${signature}` }))).toEqual(incomplete);
    expect(await refusal(() => walletLogin({ message, signature }))).toEqual(incomplete);
  });
});

describe("a bind message's age, to the second", () => {
  const bindText = (username: string, nonce: string, at: number) =>
    `${expectedDomain()} asks you to bind this wallet to the ${brand.name} account ${username}.\n\nNonce: ${nonce}\nIssued At: ${at}`;
  async function bindAt(issuedAt: number, user = testPlayer("wr").user) {
    const account = privateKeyToAccount(generatePrivateKey());
    const message = bindText(user.username, issueBindNonce(user).nonce, issuedAt);
    return bindEvm(userById(user.id), { address: account.address, message, signature: await account.signMessage({ message }), wallet_type: "metamask" });
  }
  const expired = refused(422, "The signed message has expired. Please sign again.");

  it("issued up to 300 s ago or 60 s ahead", async () => {
    holdClock(T);
    const s = T / 1000;
    expect((await bindAt(s - 300)).status).toBe(true);
    expect(await refusal(() => bindAt(s - 301))).toEqual(expired);
    expect((await bindAt(s + 60)).status).toBe(true);
    expect(await refusal(() => bindAt(s + 61))).toEqual(expired);
  });

  it("a player binds its own wallet again (with a new message): it is not bound elsewhere", async () => {
    holdClock(T);
    const p = testPlayer("wr");
    const account = privateKeyToAccount(generatePrivateKey());
    for (let i = 0; i < 2; i++) {
      const message = bindText(p.name, issueBindNonce(p.user).nonce, T / 1000 - i);
      const result = await bindEvm(userById(p.user.id), {
        address: account.address,
        message,
        signature: await account.signMessage({ message }),
        wallet_type: "metamask",
      });
      expect(result).toEqual({ status: true, message: "MetaMask Account Bound!" });
    }
  });

  it("an account named with the dots, dashes and underscores sign-up allows binds an EVM and a Tron wallet", async () => {
    holdClock(T);
    const p = testPlayer("j.doe-x_");
    const account = privateKeyToAccount(generatePrivateKey());
    const message = bindText(p.name, issueBindNonce(p.user).nonce, T / 1000);
    const evm = { address: account.address, message, signature: await account.signMessage({ message }), wallet_type: "metamask" };
    expect(await bindEvm(userById(p.user.id), evm)).toEqual({ status: true, message: "MetaMask Account Bound!" });
    const tron = tronAccount("dotted-name");
    const tronMessage = bindText(p.name, issueBindNonce(p.user).nonce, T / 1000).replace("this wallet", "this Tron wallet");
    const bound = await bindTronRule(userById(p.user.id), { address: tron.address, message: tronMessage, signature: tron.sign(tronMessage) });
    expect(bound).toEqual({ status: true, message: "Tron Account Bound!" });
  });
});

describe("wallet sign-in (EIP-4361, verified with viem)", () => {
  it("signs alice in with her bound wallet", async () => {
    const account = evmAccount(1);
    const message = siweMessage({ domain: DOMAIN, address: account.address, nonce: await nonce() });
    const res = await login({
      body: { username: "", password: "", address: account.address, message, signature: await account.signMessage({ message }), referral_code: "" },
    });
    expect(res.data?.user.username).toBe("alice");
  });

  it("refuses a reused nonce, an old message, another domain, another signer, and an unknown wallet", async () => {
    const account = evmAccount(1);
    const attempt = async (message: string, signer = account) =>
      login({ body: { address: account.address, message, signature: await signer.signMessage({ message }) } });
    const used = siweMessage({ domain: DOMAIN, address: account.address, nonce: await nonce() });
    await attempt(used);
    expectError(await attempt(used), 422, /already used/);
    expectError(
      await attempt(siweMessage({ domain: "evil.example", address: account.address, nonce: await nonce() })),
      422,
      "The sign-in message was made for another site",
    );
    expectError(
      await attempt(siweMessage({ domain: DOMAIN, address: account.address, nonce: await nonce(), issuedAt: new Date(Date.now() - 6 * 60_000) })),
      422,
      /expired/,
    );
    expectError(
      await attempt(siweMessage({ domain: DOMAIN, address: account.address, nonce: await nonce() }), evmAccount(2)),
      422,
      "The signature does not match the address",
    );
    expectError(await attempt(siweMessage({ domain: DOMAIN, address: account.address, nonce: "0123456789abcdef" })), 422, /nonce/);
    const stranger = evmAccount(3);
    const message = siweMessage({ domain: DOMAIN, address: stranger.address, nonce: await nonce() });
    expectError(await login({ body: { address: stranger.address, message, signature: await stranger.signMessage({ message }) } }), 404, "USER_NOT_FOUND");
  });

  it("a nonce expires after 5 minutes", async () => {
    const account = evmAccount(1);
    const message = siweMessage({ domain: DOMAIN, address: account.address, nonce: await nonce() });
    advanceClock(5 * 60_000 + 1000);
    expectError(await login({ body: { address: account.address, message, signature: await account.signMessage({ message }) } }), 422);
  });
});

describe("wallet sign-up (an EIP-4361 message with the fixed phrase)", () => {
  it("creates an account with the wallet; without an email it gets the placeholder address", async () => {
    const account = evmAccount(3);
    const { data: c } = await generateCaptcha({ throwOnError: true });
    const res = await signUp({
      body: {
        username: "walt",
        password: "walt-password",
        user_from: "penta",
        captcha_id: c.captcha_id,
        captcha_answer: captchaAnswer(c.captcha_id),
        ...(await walletSignUpFields(account)),
      },
    });
    expect(res.data?.status).toBe(true);
    const message = siweMessage({ domain: DOMAIN, address: account.address, nonce: await nonce() });
    const signedIn = await login({ body: { address: account.address, message, signature: await account.signMessage({ message }) }, throwOnError: true });
    expect(signedIn.data.user).toMatchObject({ username: "walt", email: `${account.address.toLowerCase()}@ethermail.io` });
  });

  it("refuses a signature of the phrase alone and a wallet that already has an account", async () => {
    const { data: c1 } = await generateCaptcha({ throwOnError: true });
    const account = evmAccount(3);
    expectError(
      await register({
        body: {
          username: "walt",
          password: "walt-password",
          user_from: "penta",
          captcha_id: c1.captcha_id,
          captcha_answer: captchaAnswer(c1.captcha_id),
          mm_address: account.address,
          mm_message: "Sign up to Penta",
          mm_signature: await account.signMessage({ message: "Sign up to Penta" }),
          wallet_type: "metamask",
        },
      }),
      422,
    );
    const { data: c2 } = await generateCaptcha({ throwOnError: true });
    const alice = evmAccount(1);
    expectError(
      await register({
        body: {
          username: "walt",
          password: "walt-password",
          user_from: "penta",
          captcha_id: c2.captcha_id,
          captcha_answer: captchaAnswer(c2.captcha_id),
          ...(await walletSignUpFields(alice)),
        },
      }),
      409,
    );
  });
});

describe("binding wallets", () => {
  it("one nonce binds once, also when two binds signed with it arrive at once (its use is checked again after the signature's check)", async () => {
    const bob = await signIn("bob");
    const nonce = await bindNonce(bob);
    const [one, two] = [privateKeyToAccount(generatePrivateKey()), privateKeyToAccount(generatePrivateKey())];
    const message = await bindMessage(bob, "bob", { nonce });
    const send = (account: typeof one) =>
      account
        .signMessage({ message })
        .then((signature) => bindMetamask({ ...auth(bob), body: { address: account.address.toLowerCase(), message, signature, wallet_type: "metamask" } }));
    const statuses = (await Promise.all([send(one), send(two)])).map((r) => r.response?.status).sort();
    expect(statuses).toEqual([200, 422]);
  });

  it("binds an EVM wallet once per signature; refuses stale messages, wrong signers and a wallet bound elsewhere", async () => {
    const bob = await signIn("bob");
    const account = evmAccount(2);
    const message = await bindMessage(bob, "bob");
    const body = { address: account.address.toLowerCase(), message, signature: await account.signMessage({ message }), wallet_type: "metamask" as const };
    expect((await bindMetamask({ ...auth(bob), body })).data).toEqual({ status: true, message: "MetaMask Account Bound!" });
    expect((await getUserInfo(auth(bob))).data?.result.user).toMatchObject({ mm_address: account.address.toLowerCase(), metamask_bind: true });
    expectError(await bindMetamask({ ...auth(bob), body }), 422, /already used/);
    const stale = await bindMessage(bob, "bob", { at: Math.floor(Date.now() / 1000) - 600 });
    expectError(
      await bindMetamask({ ...auth(bob), body: { ...body, message: stale, signature: await account.signMessage({ message: stale }) } }),
      422,
      /expired/,
    );
    const fresh = await bindMessage(bob, "bob");
    expectError(
      await bindMetamask({ ...auth(bob), body: { ...body, message: fresh, signature: await evmAccount(3).signMessage({ message: fresh }) } }),
      422,
      "The signature does not match the address",
    );
    const alice = evmAccount(1);
    const m2 = await bindMessage(bob, "bob");
    expectError(
      await bindMetamask({
        ...auth(bob),
        body: { address: alice.address.toLowerCase(), message: m2, signature: await alice.signMessage({ message: m2 }), wallet_type: "metamask" },
      }),
      409,
      "This wallet is already bound to another account",
    );
    expectError(await bindMetamask({ body }), 401);
  });

  it("unbinds one wallet of the account: gone from the account, free to bind again (elsewhere too); nothing else changes; 404 without one", async () => {
    const bob = await signIn("bob");
    const account = privateKeyToAccount(generatePrivateKey());
    const tron = tronAccount(3);
    const m1 = await bindMessage(bob, "bob");
    await bindMetamask({
      ...auth(bob),
      body: { address: account.address.toLowerCase(), message: m1, signature: await account.signMessage({ message: m1 }), wallet_type: "metamask" },
      throwOnError: true,
    });
    const m2 = await bindMessage(bob, "bob", { kind: "Tron wallet" });
    await bindTron({ ...auth(bob), body: { address: tron.address, message: m2, signature: tron.sign(m2) }, throwOnError: true });
    expectError(await unbindWallet({ body: { kind: "evm" } }), 401);
    expect((await unbindWallet({ ...auth(bob), body: { kind: "evm" } })).data).toEqual({ status: true, message: "Wallet unbound" });
    const user = (await getUserInfo(auth(bob))).data!.result.user;
    expect(user).toMatchObject({ mm_address: null, metamask_bind: false, external_wallets: { tron: { address: tron.address } } });
    expectError(await unbindWallet({ ...auth(bob), body: { kind: "evm" } }), 404, "No EVM wallet is bound to this account");
    expectError(await unbindWallet({ ...auth(bob), body: { kind: "ton" } }), 404, "No TON wallet is bound to this account");
    // a kind the contract does not name (sent as a client that skips the validation would)
    const unknownKind = await fetch(`${BASE}/api/v1/user/unbind_wallet`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${bob}` },
      body: JSON.stringify({ kind: "solana" }),
    });
    expect(unknownKind.status).toBe(400);
    // the wallet is free: carol binds it with her own signed message
    const carol = await signIn("carol");
    const m3 = await bindMessage(carol, "carol");
    expect(
      (
        await bindMetamask({
          ...auth(carol),
          body: { address: account.address.toLowerCase(), message: m3, signature: await account.signMessage({ message: m3 }), wallet_type: "metamask" },
        })
      ).data?.status,
    ).toBe(true);
    expect((await unbindWallet({ ...auth(bob), body: { kind: "tron" } })).data?.status).toBe(true);
    expect((await getUserInfo(auth(bob))).data!.result.user.external_wallets).toEqual({});
  });

  it("binds a Tron wallet with a TIP-191 signature checked by TronWeb", async () => {
    const bob = await signIn("bob");
    const tron = tronAccount(1);
    const message = await bindMessage(bob, "bob", { kind: "Tron wallet" });
    expectError(
      await bindTron({ ...auth(bob), body: { address: tronAccount(2).address, message, signature: tron.sign(message) } }),
      422,
      "The signature does not match the address",
    );
    expect((await bindTron({ ...auth(bob), body: { address: tron.address, message, signature: tron.sign(message) } })).data?.message).toBe(
      "Tron Account Bound!",
    );
    expect((await getUserInfo(auth(bob))).data?.result.user.external_wallets).toEqual({ tron: { address: tron.address } });
    const carol = await signIn("carol");
    const m2 = await bindMessage(carol, "carol", { kind: "Tron wallet", at: Math.floor(Date.now() / 1000) - 5 });
    expectError(await bindTron({ ...auth(carol), body: { address: tron.address, message: m2, signature: tron.sign(m2) } }), 409);
  });

  it("a bind message holds only for this site, this account, its kind and its one nonce; a signature is accepted once in any encoding", async () => {
    const { token: dave, name } = testPlayer("bd");
    const { token: carol, name: other } = testPlayer("bd");
    const account = privateKeyToAccount(generatePrivateKey());
    const bind = async (message: string, signature?: string) =>
      bindMetamask({
        ...auth(dave),
        body: { address: account.address.toLowerCase(), message, signature: signature ?? (await account.signMessage({ message })), wallet_type: "metamask" },
      });
    expectError(await bind(await bindMessage(dave, other)), 422, "The bind message names another account");
    expectError(await bind(await bindMessage(dave, name, { domain: "evil.example" })), 422, "The bind message was made for another site");
    expectError(await bind(await bindMessage(dave, name, { kind: "Tron wallet" })), 422, "The message to sign is not the bind message");
    expectError(await bind(await bindMessage(dave, name, { nonce: await bindNonce(carol) })), 422, /nonce is unknown/);
    expectError(await bind(await bindMessage(dave, name, { nonce: "madeupnonce1234" })), 422, /nonce is unknown/);
    const message = await bindMessage(dave, name);
    const signature = await account.signMessage({ message });
    expect((await bind(message, `0x${signature.slice(2).toUpperCase()}`)).data?.message).toBe("MetaMask Account Bound!");
    expectError(await bind(message, signature), 422, /already used/);
    const nonce = /Nonce: (\w+)/.exec(message)![1]!;
    expectError(await bind(await bindMessage(dave, name, { nonce, at: Math.floor(Date.now() / 1000) - 1 })), 422, /already used/);
  });

  it("a signature's every encoding has one key: upper-case hex, the high s (ECDSA's twin), the 64-byte compact form", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const signature = await account.signMessage({ message: "bind" });
    const twin = otherEncoding(signature);
    const compact = serializeCompactSignature(signatureToCompactSignature(parseSignature(signature)));
    const key = signatureKey(signature);
    for (const same of [`0x${signature.slice(2).toUpperCase()}`, twin, compact]) expect(signatureKey(same)).toBe(key);
    expect(signatureKey(await account.signMessage({ message: "bind again" }))).not.toBe(key);
    // a smart wallet's signature (any other length) is compared as written, lower-cased
    expect(signatureKey("0xABCDEF")).toBe("abcdef");
  });

  it("binds a TON wallet with a ton_proof: our domain, a fresh single-use payload, the key of the wallet's state", async () => {
    const bob = await signIn("bob");
    const ton = tonWallet(1);
    const payload = (await getTonProofPayload(auth(bob))).data!.nonce;
    const bind = (p: ReturnType<typeof ton.proof>, over: Record<string, unknown> = {}) =>
      bindTon({
        ...auth(bob),
        body: {
          address: ton.address,
          signature: p.signature,
          message: p.payload,
          public_key: ton.publicKey,
          timestamp: p.timestamp,
          domain: p.domain.value,
          state_init: ton.stateInit,
          ...over,
        },
      });
    expectError(await bind(ton.proof("evil.example", payload)), 422, "The proof was made for another site");
    expectError(await bind(ton.proof(DOMAIN, "unknown-payload")), 422, /payload/);
    expectError(await bind(ton.proof(DOMAIN, payload, Math.floor(Date.now() / 1000) - 3600)), 422, /expired/);
    expectError(await bind(ton.proof(DOMAIN, payload), { public_key: tonWallet(2).publicKey }), 422, "The public key does not match the wallet");
    expectError(await bind(ton.proof(DOMAIN, payload), { address: tonWallet(2).address }), 422, "The wallet state does not belong to the address");
    const forged = ton.proof(DOMAIN, payload);
    expectError(await bind({ ...forged, signature: tonWallet(2).proof(DOMAIN, payload).signature }), 422, "The proof signature is not valid");
    expect((await bind(ton.proof(DOMAIN, payload))).data?.message).toBe("Ton Account Bound!");
    expectError(await bind(ton.proof(DOMAIN, payload)), 422, /payload/);
    expect((await getUserInfo(auth(bob))).data?.result.user.external_wallets).toEqual({ ton: { address: ton.address } });
  });
});

describe("wallet sign-in (EIP-4361)", () => {
  it("needs the address, a hex signature and the message", async () => {
    const { account, message } = playerWallet("wl");
    const incomplete = { status: 400, body: { status: false, message: "Invalid request: signature, address and message are required" } };
    const text = message();
    const signature = await account.signMessage({ message: text });
    expect(await refusal(() => walletLogin({ address: account.address, message: text }))).toEqual(incomplete);
    expect(await refusal(() => walletLogin({ address: account.address, signature }))).toEqual(incomplete);
    expect(await refusal(() => walletLogin({ message: text, signature }))).toEqual(incomplete);
    expect(await refusal(() => walletLogin({ address: account.address, message: text, signature: "not hex" }))).toEqual(incomplete);
  });

  it("the statement must be this site's, the address the signer's", async () => {
    const { message, signIn } = playerWallet("wl");
    expect(await refusal(() => signIn(message({ statement: "Sign in to Elsewhere" })))).toEqual(
      unprocessable("The sign-in message has an unexpected statement"),
    );
    const other = privateKeyToAccount(generatePrivateKey());
    expect(await refusal(() => signIn(message(), other.address))).toEqual(unprocessable("The sign-in message names another address"));
  });

  it("an expiration time passed is refused, one to come is not; so is a not-before time to come", async () => {
    const { message, signIn, p } = playerWallet("wl");
    const expired = unprocessable("The sign-in message has expired. Please sign again.");
    expect(await refusal(() => signIn(message({ expirationTime: new Date(Date.now() - 1000) })))).toEqual(expired);
    expect(await refusal(() => signIn(message({ notBefore: new Date(Date.now() + 60_000) })))).toEqual(unprocessable("The sign-in message is not valid yet"));
    const session = await signIn(message({ expirationTime: new Date(Date.now() + 60_000), notBefore: new Date(Date.now() - 1000) }));
    expect(session.user.username).toBe(p.name);
  });
});

describe("binding and unbinding", () => {
  const bindText = (username: string, nonce: string, kind = "wallet") =>
    `${expectedDomain()} asks you to bind this ${kind} to the Penta account ${username}.\n\nNonce: ${nonce}\nIssued At: ${Math.floor(Date.now() / 1000)}`;

  it("an EVM bind needs an address and a signature of 64 to 512 bytes in hex", async () => {
    const p = testPlayer("bd");
    const account = privateKeyToAccount(generatePrivateKey());
    const message = bindText(p.name, issueBindNonce(p.user).nonce);
    const signature = await account.signMessage({ message });
    const mismatch = unprocessable("The signature does not match the address");
    expect(
      await refusal(() => bindEvm(p.user, { address: account.address, message, signature: signature.slice(0, 2 + 126), wallet_type: "metamask" })),
    ).toEqual(mismatch);
    expect(await refusal(() => bindEvm(p.user, { address: "0x12", message, signature, wallet_type: "metamask" }))).toEqual(mismatch);
    expect(await bindEvm(p.user, { address: account.address, message, signature, wallet_type: "metamask" })).toEqual({
      status: true,
      message: "MetaMask Account Bound!",
    });
  });

  it("a Tron bind whose signature cannot be read is refused; a signature used once is refused again", async () => {
    const p = testPlayer("bt");
    const tron = tronAccount(`edges-${p.name}`);
    const message = bindText(p.name, issueBindNonce(p.user).nonce, "Tron wallet");
    expect(await refusal(() => bindTronRule(p.user, { address: tron.address, message, signature: "0xnot-a-signature" }))).toEqual(
      unprocessable("The signature does not match the address"),
    );
    const signature = tron.sign(message);
    expect(await bindTronRule(p.user, { address: tron.address, message, signature })).toEqual({ status: true, message: "Tron Account Bound!" });
    const again = bindText(p.name, issueBindNonce(p.user).nonce, "Tron wallet");
    expect(await refusal(() => bindTronRule(p.user, { address: tron.address, message: again, signature }))).toEqual(
      unprocessable("This signature was already used. Please sign again."),
    );
  });

  it("unbinding a kind of wallet the account does not have names it", async () => {
    const p = testPlayer("ub");
    for (const [kind, name] of [
      ["evm", "EVM"],
      ["tron", "Tron"],
      ["ton", "TON"],
    ] as const)
      expect(await refusal(async () => unbindWalletRule(p.user, kind))).toEqual({
        status: 404,
        body: { status: false, message: `No ${name} wallet is bound to this account` },
      });
  });
});
