// The EIP-4361 messages of wallet sign-in and sign-up (mocks/domain/siwe.ts), read strictly: each field
// the standard requires present and of its form, for this site, fresh, with a live nonce of ours.
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { describe, expect, it } from "vitest";
import { brand } from "../config";
import { now } from "../lib/clock";
import { fieldError, refusal, refused } from "../testing/test-utils";
import { checkSiwe, issueNonce, LOGIN_STATEMENT, SIGN_UP_PHRASE } from "./siwe";
import { expectedDomain } from "./wallets";

const account = privateKeyToAccount(generatePrivateKey());
const message = (o: Partial<Parameters<typeof createSiweMessage>[0]> = {}) =>
  createSiweMessage({
    domain: expectedDomain(),
    address: account.address,
    statement: LOGIN_STATEMENT,
    uri: `http://${expectedDomain()}`,
    version: "1",
    chainId: 3344,
    nonce: issueNonce().nonce,
    issuedAt: new Date(now()),
    ...o,
  });
const check = (text: string, o: { field?: string } = {}) => checkSiwe(text, { address: account.address, statement: LOGIN_STATEMENT, what: "sign-in", ...o });
const invalid = refused(422, "The sign-in message is not a valid EIP-4361 message");

describe("an EIP-4361 message, read strictly", () => {
  it("the statements are the spec's phrases", () => {
    expect(LOGIN_STATEMENT).toBe(`Sign in to ${brand.name}`);
    expect(SIGN_UP_PHRASE).toBe(`Sign up to ${brand.name}`);
  });

  it("a nonce of ours is 24 hex digits, lives 5 minutes and is kept as a sign-in nonce", () => {
    const issued = issueNonce();
    expect(issued.nonce).toMatch(/^[0-9a-f]{24}$/);
    expect(Date.parse(issued.expires_at) - now()).toBeGreaterThan(5 * 60_000 - 1_000);
    expect(Date.parse(issued.expires_at) - now()).toBeLessThanOrEqual(5 * 60_000);
    expect(check(message({ nonce: issued.nonce })).kind).toBe("siwe_nonce");
  });

  it("takes RFC 3339 times with fractions and offsets", () => {
    const text = message();
    const at = new Date(now()).toISOString().replace("Z", "+00:00");
    expect(check(text.replace(/^Issued At: .*$/m, `Issued At: ${at}`)).kind).toBe("siwe_nonce");
    expect(check(text.replace(/^Issued At: (.*)$/m, `Issued At: ${new Date(now()).toISOString().replace(/\.\d+Z$/, "Z")}`)).kind).toBe("siwe_nonce");
  });

  it("refuses a field out of its form, each alone", async () => {
    const text = message();
    const iso = new Date(now()).toISOString();
    const broken = [
      `text before\n${text}`,
      text.replace(/^Issued At: .*$/m, `Issued At: ${iso.replace("T", " ")}`),
      text.replace(/^Issued At: .*$/m, `Issued At: ${iso.replace("Z", "")}`),
      text.replace(/^Issued At: .*$/m, `Issued At: x${iso}`),
      text.replace(/^Issued At: .*$/m, `Issued At: ${iso}x`),
      text.replace(/^Issued At: .*$/m, `Issued At: ${iso.replace(/^\d{4}/, "26")}`),
      text.replace(/^Issued At: .*$/m, `Issued At: ${iso.replace(/T\d{2}/, "T1")}`),
      text.replace(/^Issued At: .*$/m, `Issued At: ${iso.replace(/\.\d+Z$/, ".Z")}`),
      text.replace(/^Issued At: .*$/m, `Issued At: ${iso.replace("Z", "*01:00")}`),
      text.replace(/^Issued At: .*$/m, `Issued At: ${iso.replace("Z", "+1:00")}`),
      text.replace(/^Issued At: .*$/m, `Issued At: ${iso.replace("Z", "+01:0")}`),
      text.replace(/^Issued At: .*$/m, "Issued At: 2026-13-45T99:99:99Z"),
      `${text}\nExpiration Time: tomorrow`,
      `${text}\nNot Before: yesterday`,
      text.replace(/^Nonce: (.*)$/m, "Nonce: $1!"),
      text.replace(/^Nonce: (.*)$/m, "Nonce: !$1"),
      text.replace(/^Nonce: .*$/m, "Nonce: short"),
      text.replace(/^Chain ID: .*$/m, "Chain ID: 3344a"),
      text.replace(/^Chain ID: .*$/m, "Chain ID: a3344"),
      text.replace(/^Version: .*$/m, "Version: 2"),
      text.replace(/^URI: .*$/m, "URI: not a url"),
      text.replace(/^Issued At: .*\n?/m, ""),
      text.replace(/^Nonce: .*\n?/m, ""),
    ];
    for (const text of broken) expect(await refusal(() => check(text)), text).toEqual(invalid);
  });

  it("is for this site throughout: the URI on the domain's host, a scheme only as the URI's", async () => {
    const other = refused(422, "The sign-in message was made for another site");
    const host = expectedDomain();
    expect(await refusal(() => check(message({ uri: "https://evil.example/sign-in" })))).toEqual(other);
    expect(await refusal(() => check(message().replace(`${host} wants`, `evil://${host} wants`)))).toEqual(other);
    expect(check(message().replace(`${host} wants`, `http://${host} wants`)).kind).toBe("siwe_nonce");
    expect(check(message({ uri: `http://${host}/sign-in` })).kind).toBe("siwe_nonce");
  });

  it("names the field its refusals are about, when asked, and the message's kind in its words", async () => {
    const signature = (reason: string) => fieldError(422, "mm_signature", reason);
    expect(
      await refusal(() => checkSiwe("Sign up to Penta", { address: account.address, statement: SIGN_UP_PHRASE, what: "sign-up", field: "mm_signature" })),
    ).toEqual(signature("The sign-up message is not a valid EIP-4361 message"));
    expect(await refusal(() => check(message({ issuedAt: new Date(now() - 5 * 60_000 - 1_000) }), { field: "mm_signature" }))).toEqual(
      signature("The sign-in message has expired. Please sign again."),
    );
  });

  it("is fresh: issued within 5 minutes (a minute ahead allowed), not past its expiry, not before its start", async () => {
    expect(check(message({ issuedAt: new Date(now() - 5 * 60_000 + 1_000) })).kind).toBe("siwe_nonce");
    expect(check(message({ issuedAt: new Date(now() + 59_000) })).kind).toBe("siwe_nonce");
    const expired = refused(422, "The sign-in message has expired. Please sign again.");
    expect(await refusal(() => check(message({ issuedAt: new Date(now() + 61_000) })))).toEqual(expired);
    expect(await refusal(() => check(message({ expirationTime: new Date(now() - 1_000) })))).toEqual(expired);
    expect(check(message({ expirationTime: new Date(now() + 60_000) })).kind).toBe("siwe_nonce");
    expect(await refusal(() => check(message({ notBefore: new Date(now() + 60_000) })))).toEqual(refused(422, "The sign-in message is not valid yet"));
    expect(check(message({ notBefore: new Date(now() - 60_000) })).kind).toBe("siwe_nonce");
  });
});
