import { createHash } from "node:crypto";
import { describe, expect, it, afterEach, vi } from "vitest";
import { db } from "../db";
import {
  BUNDLES,
  gamingBalance,
  LOCK_MS,
  MAX_FAILURES,
  setup,
  shop,
  twoFactorOn,
  verify,
  WRONG_CODE,
  OPENING_BALANCE,
  USED_CODE,
  USED_RECOVERY_CODE,
} from "./two-factor";
import { totp, TOTP_STEP_MS } from "../lib/totp";
import { holdClock, refusal, refused, testPlayer, auth, expectError } from "../testing/test-utils";
import { seal } from "../lib/crypto";
import { getBundles, purchaseBundle, setupTwoFactor, verifyTwoFactor } from "../../generated/api/user/sdk.gen";
import { startSession } from "./sessions";
import { createUser } from "./users";
import { advanceClock, now } from "../lib/clock";
import { snapshot } from "../state";
import { REPLAYED_HEADER } from "../lib/idempotency";

/**
 * Two-factor codes and the bundle shop (mocks/domain/two-factor.ts) at their edges: whose state is
 * whose, a malformed code refused before it counts, the lock to its millisecond with its wait in
 * Retry-After, a purchase that takes the whole balance, and each player's purchases counted apart.
 */
const T = 1_800_000_000_000;

const wrong = refused(422, WRONG_CODE);

/** A player with two-factor on (the setup's secret, and its first code used). */
function withTwoFactor() {
  const p = testPlayer("tf");
  const { secret } = setup(p.user);
  verify(p.user, { code: totp(secret, Date.now()) });
  return { ...p, secret };
}

/** Two-factor codes (RFC 6238) and the purchases they protect (accounts-identity.md §3, §5). */
let n = 0;

function player() {
  const user = createUser({ username: `tf${++n}`, email: `tf${n}@example.test`, password: "pw-123456", userFrom: "penta", verified: true });
  return auth(startSession(user).token);
}

async function enabled() {
  const a = player();
  const { data } = await setupTwoFactor(a);
  const confirmed = await verifyTwoFactor({ ...a, body: { code: totp(data!.secret, now()) } });
  advanceClock(TOTP_STEP_MS); // the next code belongs to a new step
  return { a, secret: data!.secret, recovery: confirmed.data!.recovery_codes! };
}

describe("two-factor codes", () => {
  it("a setup answers its secret; one player's two-factor is not another's", () => {
    const p = testPlayer("tf");
    const q = testPlayer("tf");
    expect(setup(p.user)).toMatchObject({ status: true, secret: expect.stringMatching(/^[A-Z2-7]{32}$/) as unknown });
    expect(twoFactorOn(p.user)).toBe(false);
    const on = withTwoFactor();
    expect([twoFactorOn(on.user), twoFactorOn(q.user)]).toEqual([true, false]);
  });

  it("a code that is not 6 digits is refused without counting towards the lock", async () => {
    holdClock(T);
    const p = testPlayer("tf");
    const { secret } = setup(p.user);
    for (const code of ["12345", "1234567", "12345a", " 123456", ...Array.from({ length: MAX_FAILURES }, () => "abcdef")])
      expect(await refusal(() => verify(p.user, { code }))).toEqual(wrong);
    expect(verify(p.user, { code: totp(secret, T) }).status).toBe(true);
  });

  it(`${MAX_FAILURES} wrong codes lock it for 15 minutes, to the millisecond, with the wait in Retry-After`, async () => {
    holdClock(T);
    const p = withTwoFactor();
    const bundle = BUNDLES[0].id;
    for (let n = 0; n < MAX_FAILURES; n++) expect(await refusal(() => verify(p.user, { code: "000000", bundleId: bundle }))).toEqual(wrong);
    holdClock(T + 1_500);
    let error: unknown;
    try {
      verify(p.user, { code: totp(p.secret, T + 1_500), bundleId: bundle });
    } catch (e) {
      error = e;
    }
    const response = (error as { response: Response }).response;
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe(String(Math.ceil((LOCK_MS - 1_500) / 1000)));
    expect(await response.json()).toEqual({ status: false, message: "Too many wrong codes. Please try again in 15 minutes" });
    holdClock(T + LOCK_MS);
    expect(verify(p.user, { code: totp(p.secret, T + LOCK_MS), bundleId: bundle })).toMatchObject({ status: true });
  });
});

describe("the bundle shop", () => {
  it("a purchase needs two-factor on; an unknown bundle is a 404", async () => {
    const p = testPlayer("tf");
    expect(await refusal(() => verify(p.user, { code: "123456", bundleId: BUNDLES[0].id }))).toEqual(refused(409, "Two-factor authentication is not on"));
    const on = withTwoFactor();
    expect(await refusal(() => verify(on.user, { code: "123456", bundleId: "bundle_none" }))).toEqual(refused(404, "There is no such bundle"));
  });

  it("a balance of exactly the price buys it; the purchase is the player's, counted per bundle", async () => {
    holdClock(T);
    const p = withTwoFactor();
    const q = withTwoFactor();
    const hero = BUNDLES[1];
    gamingBalance(p.user);
    db.gamingWallet.update({ where: { userId: { equals: p.user.id } }, data: { balance: hero.price } });
    holdClock(T + 60_000);
    expect(verify(p.user, { code: totp(p.secret, T + 60_000), bundleId: hero.id })).toEqual({
      status: true,
      message: `Purchase complete: ${hero.name}`,
      balance: 0,
      recovery_codes_left: 10,
    });
    const purchase = db.purchase.findFirst({ where: { userId: { equals: p.user.id } } })!;
    expect(purchase).toMatchObject({ id: expect.stringMatching(/^pu_/) as unknown, bundleId: hero.id, price: hero.price });
    expect(shop(p.user).bundles.map((b) => [b.id, b.purchased])).toEqual(BUNDLES.map((b) => [b.id, b.id === hero.id ? 1 : 0]));
    expect(shop(q.user).bundles.every((b) => b.purchased === 0)).toBe(true);
  });
});

describe("two-factor setup", () => {
  afterEach(() => vi.unstubAllEnvs());

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

describe("secrets at rest", () => {
  it("the saved state holds the TOTP secret sealed, never as the authenticator app has it; codes still work", async () => {
    const { a, secret } = await enabled();
    const saved = JSON.stringify(snapshot());
    expect(saved).not.toContain(secret);
    expect(db.twoFactor.findMany({}).every((row) => !row.secret || /^v1\./.test(row.secret))).toBe(true);
    expectError(await purchaseBundle({ ...a, body: { bundleId: "bundle_starter" } }), 403, "2FA_REQUIRED");
    expect((await verifyTwoFactor({ ...a, body: { code: totp(secret, now()), bundleId: "bundle_starter" } })).response?.status).toBe(200);
  });
});

describe("setup", () => {
  it("a secret and its otpauth URL; a wrong code is refused with the spec's text; the right one turns it on with ten recovery codes", async () => {
    const a = player();
    const { data } = await setupTwoFactor(a);
    expect(data!.otpauth_url).toBe(`otpauth://totp/Penta%3A${`tf${n}`}?secret=${data!.secret}&issuer=Penta&algorithm=SHA1&digits=6&period=30`);
    const right = totp(data!.secret, now());
    expectError(await verifyTwoFactor({ ...a, body: { code: right === "000000" ? "111111" : "000000" } }), 422, WRONG_CODE);
    const on = await verifyTwoFactor({ ...a, body: { code: right } });
    expect(on.data).toMatchObject({ status: true, message: "Two-factor authentication is on" });
    expect(new Set(on.data!.recovery_codes)).toHaveLength(10);
    expectError(await setupTwoFactor(a), 409);
    expect((await getBundles(a)).data!.result.two_factor).toBe(true);
  });

  it("accepts one step of drift either way, not two", async () => {
    // the clock held: a step that ended between making a code and checking it would shift the drift by one
    holdClock(T);
    for (const [offset, accepted] of [
      [-TOTP_STEP_MS, true],
      [TOTP_STEP_MS, true],
      [-2 * TOTP_STEP_MS, false],
      [2 * TOTP_STEP_MS, false],
    ] as const) {
      const a = player();
      const { data } = await setupTwoFactor(a);
      const answer = await verifyTwoFactor({ ...a, body: { code: totp(data!.secret, now() + offset) } });
      expect(answer.response?.status, `offset ${offset}`).toBe(accepted ? 200 : 422);
    }
  });
});

describe("purchases", () => {
  it("without two-factor a purchase completes; with it the code is required, used once, even in parallel", async () => {
    const plain = player();
    expect((await purchaseBundle({ ...plain, body: { bundleId: "bundle_starter" } })).data).toMatchObject({ balance: OPENING_BALANCE - 10 });
    const { a, secret } = await enabled();
    expectError(await purchaseBundle({ ...a, body: { bundleId: "bundle_starter" } }), 403, "2FA_REQUIRED");
    const code = totp(secret, now());
    const both = await Promise.all([1, 2].map(() => verifyTwoFactor({ ...a, body: { code, bundleId: "bundle_hero" } })));
    expect(both.map((r) => r.response?.status).sort()).toEqual([200, 409]);
    const shop = (await getBundles(a)).data!.result;
    expect(shop.balance).toBe(OPENING_BALANCE - 25);
    expect(shop.bundles.find((b) => b.id === "bundle_hero")!.purchased).toBe(1);
    // the same code later: still refused (its step is used), as used, not as wrong
    expectError(await verifyTwoFactor({ ...a, body: { code, bundleId: "bundle_hero" } }), 409, USED_CODE);
  });

  it("twenty parallel submissions of one right code: one purchase, nineteen told it was used, and no lock", async () => {
    const { a, secret } = await enabled();
    const code = totp(secret, now());
    const answers = await Promise.all(Array.from({ length: 20 }, () => verifyTwoFactor({ ...a, body: { code, bundleId: "bundle_starter" } })));
    expect(answers.filter((r) => r.response?.status === 200)).toHaveLength(1);
    const used = answers.filter((r) => r.response?.status === 409);
    expect(used).toHaveLength(19);
    for (const r of used) expect(r.error).toMatchObject({ message: USED_CODE });
    const shop = (await getBundles(a)).data!.result;
    expect(shop.bundles.find((b) => b.id === "bundle_starter")!.purchased).toBe(1);
    // not locked: the next step's code buys again at once
    advanceClock(TOTP_STEP_MS);
    expect((await verifyTwoFactor({ ...a, body: { code: totp(secret, now()), bundleId: "bundle_starter" } })).response?.status).toBe(200);
  });

  it("a purchase repeated with its Idempotency-Key gets its first answer back; the same code with other keys or none is used, never wrong, and locks nothing", async () => {
    const { a, secret } = await enabled();
    const code = totp(secret, now());
    const buy = (key?: string, withCode = code) =>
      verifyTwoFactor({ ...a, headers: { ...a.headers, ...(key ? { "Idempotency-Key": key } : {}) }, body: { code: withCode, bundleId: "bundle_starter" } });
    const first = await buy("purchase-1");
    expect(first.response?.status).toBe(200);
    // the answer lost on the way: the app sends the intent again with its key, and is told what happened
    const again = await buy("purchase-1");
    expect(again.response?.status).toBe(200);
    expect(again.response?.headers.get(REPLAYED_HEADER)).toBe("true");
    expect(again.data).toEqual(first.data);
    // another tab or device with the same code: told it was used, in parallel too
    const others = await Promise.all([buy("purchase-2"), buy("purchase-3"), buy(), buy()]);
    for (const r of others) expect([r.response?.status, r.error]).toEqual([409, expect.objectContaining({ message: USED_CODE })]);
    expect((await getBundles(a)).data!.result).toMatchObject({ balance: OPENING_BALANCE - 10 });
    // none of that counted as a wrong code: the next step's code buys at once
    advanceClock(TOTP_STEP_MS);
    expect((await buy("purchase-4", totp(secret, now()))).response?.status).toBe(200);
  });

  it("a used code never counts towards the lock: after four wrong codes, replays of the used one leave the fifth chance", async () => {
    const { a, secret } = await enabled();
    const code = totp(secret, now());
    expect((await verifyTwoFactor({ ...a, body: { code, bundleId: "bundle_starter" } })).response?.status).toBe(200);
    const bad = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < MAX_FAILURES - 1; i++) expectError(await verifyTwoFactor({ ...a, body: { code: bad, bundleId: "bundle_starter" } }), 422, WRONG_CODE);
    for (let i = 0; i < 10; i++) expectError(await verifyTwoFactor({ ...a, body: { code, bundleId: "bundle_starter" } }), 409, USED_CODE);
    advanceClock(TOTP_STEP_MS);
    expect((await verifyTwoFactor({ ...a, body: { code: totp(secret, now()), bundleId: "bundle_starter" } })).response?.status).toBe(200);
  });

  it("a recovery code works once in place of a code; an unaffordable bundle and an unknown one are refused", async () => {
    const { a, recovery } = await enabled();
    expect((await getBundles(a)).data!.result.recovery_codes_left).toBe(10);
    // kept keyed under the store's key: neither a code nor its plain SHA-256 is in the state
    const kept = JSON.stringify(db.twoFactor.getAll());
    for (const code of recovery) for (const form of [code, createHash("sha256").update(code).digest("hex")]) expect(kept).not.toContain(form);
    expect((await verifyTwoFactor({ ...a, body: { code: recovery[0], bundleId: "bundle_starter" } })).data).toMatchObject({
      status: true,
      recovery_codes_left: 9,
    });
    expectError(await verifyTwoFactor({ ...a, body: { code: recovery[0], bundleId: "bundle_starter" } }), 409, USED_RECOVERY_CODE);
    expect((await getBundles(a)).data!.result.recovery_codes_left).toBe(9);
    advanceClock(TOTP_STEP_MS);
    // a wallet that cannot pay is refused before the code is checked: the code is not used up
    expectError(await verifyTwoFactor({ ...a, body: { code: recovery[1], bundleId: "bundle_legend" } }), 422, /Not enough PEN/);
    expect((await getBundles(a)).data!.result.recovery_codes_left).toBe(9);
    expect((await verifyTwoFactor({ ...a, body: { code: recovery[1], bundleId: "bundle_starter" } })).data).toMatchObject({
      status: true,
      recovery_codes_left: 8,
    });
    expectError(await verifyTwoFactor({ ...a, body: { code: recovery[2], bundleId: "nope" } }), 404);
    expectError(await verifyTwoFactor({ ...player(), body: { code: "123456", bundleId: "bundle_starter" } }), 409);
  });

  it("five wrong codes lock verification for 15 minutes, even for the right code", async () => {
    const { a, secret } = await enabled();
    for (let i = 0; i < 5; i++)
      expectError(await verifyTwoFactor({ ...a, body: { code: "000000" === totp(secret, now()) ? "111111" : "000000", bundleId: "bundle_starter" } }), 422);
    const locked = await verifyTwoFactor({ ...a, body: { code: totp(secret, now()), bundleId: "bundle_starter" } });
    expectError(locked, 429);
    expect(Number(locked.response?.headers.get("retry-after"))).toBeGreaterThan(800);
    advanceClock(LOCK_MS + 1000);
    expect((await verifyTwoFactor({ ...a, body: { code: totp(secret, now()), bundleId: "bundle_starter" } })).data?.status).toBe(true);
  });
});
