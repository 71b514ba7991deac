import { hexToBigInt, parseSignature, toHex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import brand from "../brand.json" with { type: "json" };
import { bindEvm, expectedDomain, isBase64, issueBindNonce, issueNonce, signatureKey, walletLogin } from "./domain/wallets";
import { holdClock, refusal, refused, testPlayer, userById, walletOfPlayer as playerWallet } from "./test-utils";

/**
 * The wallet rules of mocks/domain/wallets.ts at their edges: the times of a sign-in and of a bind
 * message to the millisecond or second (on a clock held still), each field an EIP-4361 message must
 * have in its form, the one key of a signature's encodings (exact values), the nonces' lives.
 */
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
/** The mock's clock held at `ms` (Date.now, which the mock's clock reads). */
const T = 1_800_000_000_000;
const FIVE_MINUTES = 5 * 60_000;

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
    expect(signatureKey(`0x${r}${sHex(N / 2n)}1c`)).toBe(`${r}${sHex(N / 2n)}`);
    expect(signatureKey(`0x${r}${sHex(N / 2n + 1n)}1b`)).toBe(`${r}${sHex(N / 2n)}`);
    expect(signatureKey(`0x${r}${sHex(N - 5n)}1b`)).toBe(`${r}${sHex(5n)}`);
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

/** A fresh wallet bound to a fresh player, and its sign-in with a message issued at T (with the given changes). */
function walletOfPlayer({ verified = true } = {}) {
  const w = playerWallet("wr", { verified });
  const signIn = (o: Parameters<typeof w.message>[0] = {}) => w.signIn(w.message({ issuedAt: new Date(T), ...o }));
  return { ...w, signIn };
}

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
});
