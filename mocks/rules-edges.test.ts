import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "./db";
import { participate, participateWithTx } from "./domain/mining";
import { checkMineTx } from "./domain/mining-tx";
import { submitApplication } from "./domain/site";
import { setup, verify, WRONG_CODE } from "./domain/two-factor";
import { mask, userInfo } from "./domain/user-views";
import { seal, unseal } from "./lib/crypto";
import { body } from "./lib/http";
import { base32Decode } from "./lib/totp";
import { refusal, refused, testPlayer, userById } from "./test-utils";
import { z } from "zod";

/**
 * Smaller rules of the mock at their edges, each where the HTTP tests do not reach: a selection's
 * limits, a transaction reference's shape, the 2FA setup's order, the resume's presence and size,
 * a body's size, the masking of external wallets, the sealing key's form.
 */
afterEach(() => vi.unstubAllEnvs());

describe("a mining selection", () => {
  it("at most 9 NFTs, each listed once: refused before the transaction is looked at", async () => {
    const p = testPlayer("ms");
    const tx = { address: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8", tx_hash: `0x${"cd".repeat(32)}` };
    const nfts = (n: number) => Array.from({ length: n }, (_, i) => `n${i}`);
    expect(await refusal(() => participateWithTx(p.user, { nfts: nfts(10), tokens: [], ...tx }))).toEqual(refused(400, "You can only select 9 NFTs at a time"));
    expect(await refusal(() => participateWithTx(p.user, { nfts: ["n1"], tokens: ["n1"], ...tx }))).toEqual(refused(400, "An item is listed twice"));
    expect(await refusal(() => participate(p.user, { nfts: [], tokens: ["t1", "t1"] }))).toEqual(refused(400, "An item is listed twice"));
  });

  it("a transaction reference: 0x and 64 hex digits, from an EVM address", async () => {
    const hash = `0x${"ab".repeat(32)}`;
    const address = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
    const badHash = refused(400, "tx_hash must be a transaction hash (0x and 64 hex digits)");
    expect(await refusal(() => checkMineTx({ address, tx_hash: hash.slice(0, -1) }))).toEqual(badHash);
    expect(await refusal(() => checkMineTx({ address, tx_hash: `${hash}0` }))).toEqual(badHash);
    expect(await refusal(() => checkMineTx({ address: "0x1234", tx_hash: hash }))).toEqual(refused(400, "address must be an EVM address"));
  });
});

describe("two-factor setup", () => {
  it("a code before the setup started is refused; a code that is not six digits is a wrong code; once on, no second setup", async () => {
    const p = testPlayer("tf");
    expect(await refusal(() => verify(p.user, { code: "123456" }))).toEqual(refused(409, "Start the setup first"));
    setup(p.user);
    expect(await refusal(() => verify(p.user, { code: "12345" }))).toEqual(refused(422, WRONG_CODE));
    db.twoFactor.update({ where: { userId: { equals: p.user.id } }, data: { secret: seal("JBSWY3DPEHPK3PXP") } });
    expect(await refusal(() => verify(p.user, { code: "123456" }))).toEqual(refused(409, "Two-factor authentication is already on"));
    expect(await refusal(() => setup(p.user))).toEqual(refused(409, "Two-factor authentication is already on"));
  });
});

describe("a job application's resume", () => {
  const fields = { name: "Ada", email: "ada@example.test" };
  it("is required, and at most 5 MB", async () => {
    const required = { path: "resume", message: "Resume is required" };
    expect(await refusal(() => submitApplication(fields, [], null))).toEqual({
      status: 400,
      body: { status: false, message: "Invalid request: resume", errors: [required] },
    });
    expect(await refusal(() => submitApplication(fields, [], new File([], "cv.pdf")))).toMatchObject({ body: { errors: [required] } });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "cv.pdf");
    expect(await refusal(() => submitApplication(fields, [], big))).toMatchObject({
      body: { errors: [{ path: "resume", message: "The resume must be at most 5 MB" }] },
    });
  });
});

describe("requests and answers", () => {
  it("a JSON body past 1 MB is refused as too large", async () => {
    const request = (size: number) =>
      new Request("http://backend.test/x", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ a: "x".repeat(size) }) });
    expect(await refusal(() => body(request(1024 * 1024), z.object({ a: z.string() })))).toEqual(refused(413, "The request body is too large"));
    expect(await body(request(1024 * 1024 - 20), z.object({ a: z.string() }))).toMatchObject({ a: expect.any(String) });
  });

  it("another player's external wallets are masked, each kept under its own kind", () => {
    const p = testPlayer("mk");
    const stranger = testPlayer("mk");
    const tron = "TJRabPrwbZy45sbavfcjinPJC18kjpRTv8";
    db.user.update({ where: { id: { equals: p.user.id } }, data: { externalWalletsJson: JSON.stringify({ tron: { address: tron } }) } });
    const fresh = userById(p.user.id);
    expect(userInfo(fresh, stranger.user).external_wallets).toEqual({ tron: { address: mask(tron) } });
    expect(mask(tron)).not.toBe(tron);
    expect(userInfo(fresh, fresh).external_wallets).toEqual({ tron: { address: tron } });
  });
});

describe("secrets at rest", () => {
  it("the sealing key must be 64 hex digits when configured; a value not sealed is refused", () => {
    const sealed = seal("secret");
    expect(unseal(sealed)).toBe("secret");
    expect(() => unseal("v2.a.b.c")).toThrow("not a sealed value");
    expect(() => unseal("v1.a.b")).toThrow("not a sealed value");
    for (const key of ["ab".repeat(31), `${"ab".repeat(32)}0`, `x${"ab".repeat(32)}`, "zz".repeat(32)]) {
      vi.stubEnv("MOCK_SECRETS_KEY", key);
      expect(() => seal("secret")).toThrow("MOCK_SECRETS_KEY must be 32 bytes as 64 hex digits");
    }
    vi.stubEnv("MOCK_SECRETS_KEY", "0f".repeat(32));
    const withKey = seal("secret");
    expect(unseal(withKey)).toBe("secret");
    // another key cannot open it
    vi.stubEnv("MOCK_SECRETS_KEY", "f0".repeat(32));
    expect(() => unseal(withKey)).toThrow();
  });

  it("a TOTP secret is base32: anything else is refused", () => {
    expect([...base32Decode("mzxw6===")]).toEqual([...Buffer.from("foo")]);
    expect(() => base32Decode("MZXW1")).toThrow("not base32");
  });
});
