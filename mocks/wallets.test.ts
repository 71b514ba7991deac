import { describe, expect, it } from "vitest";
import { hexToBigInt, parseSignature, serializeCompactSignature, serializeSignature, signatureToCompactSignature, toHex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { signatureKey } from "./domain/wallets";
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
} from "../generated/api/user/sdk.gen";
import { signUp } from "../generated/api/site/sdk.gen";
import { advanceClock } from "./lib/clock";
import { evmAccount, siweMessage, tonWallet, tronAccount } from "./testing/wallets";
import { auth, BASE, captchaAnswer, expectError, testPlayer } from "./test-utils";
import { generateCaptcha } from "../generated/api/user/sdk.gen";

const DOMAIN = "127.0.0.1:5173"; // APP_URL's host: the default of the mock
const signIn = async (username: string) => (await login({ body: { username, password: `${username}-password` }, throwOnError: true })).data.token;
const nonce = async () => (await getLoginNonce({ throwOnError: true })).data.nonce;
const bindNonce = async (token: string) => (await getBindNonce({ ...auth(token), throwOnError: true })).data.nonce;
/** The bind message of the contract (openapi/user.yaml, bindMetamask), with a fresh nonce of the token's account unless given. */
const bindMessage = async (token: string, username: string, o: { kind?: string; at?: number; domain?: string; nonce?: string } = {}) =>
  `${o.domain ?? DOMAIN} asks you to bind this ${o.kind ?? "wallet"} to the Penta account ${username}.\n\nNonce: ${o.nonce ?? (await bindNonce(token))}\nIssued At: ${o.at ?? Math.floor(Date.now() / 1000)}`;

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

describe("wallet sign-up (the fixed phrase)", () => {
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
        mm_address: account.address,
        mm_signature: await account.signMessage({ message: "Sign up to Penta" }),
        wallet_type: "metamask",
      },
    });
    expect(res.data?.status).toBe(true);
    const message = siweMessage({ domain: DOMAIN, address: account.address, nonce: await nonce() });
    const signedIn = await login({ body: { address: account.address, message, signature: await account.signMessage({ message }) }, throwOnError: true });
    expect(signedIn.data.user).toMatchObject({ username: "walt", email: `${account.address.toLowerCase()}@ethermail.io` });
  });

  it("refuses a signature over another phrase and a wallet that already has an account", async () => {
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
          mm_signature: await account.signMessage({ message: "something else" }),
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
          mm_address: alice.address,
          mm_signature: await alice.signMessage({ message: "Sign up to Penta" }),
          wallet_type: "metamask",
        },
      }),
      409,
    );
  });
});

describe("binding wallets", () => {
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
    const { r, s, yParity } = parseSignature(signature);
    const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
    const twin = serializeSignature({ r, s: toHex(n - hexToBigInt(s), { size: 32 }), yParity: 1 - yParity });
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
    expectError(await bind(ton.proof(DOMAIN, payload), { address: tonWallet(2).address }), 422);
    const forged = ton.proof(DOMAIN, payload);
    expectError(await bind({ ...forged, signature: tonWallet(2).proof(DOMAIN, payload).signature }), 422, "The proof signature is not valid");
    expect((await bind(ton.proof(DOMAIN, payload))).data?.message).toBe("Ton Account Bound!");
    expectError(await bind(ton.proof(DOMAIN, payload)), 422, /payload/);
    expect((await getUserInfo(auth(bob))).data?.result.user.external_wallets).toEqual({ ton: { address: ton.address } });
  });
});
