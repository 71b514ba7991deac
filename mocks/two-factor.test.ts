import { describe, expect, it } from "vitest";
import { getBundles, purchaseBundle, setupTwoFactor, verifyTwoFactor } from "../generated/api/user/sdk.gen";
import { startSession } from "./domain/sessions";
import { createUser } from "./domain/users";
import { LOCK_MS, OPENING_BALANCE, WRONG_CODE } from "./domain/two-factor";
import { advanceClock, now } from "./lib/clock";
import { TOTP_STEP_MS, totp } from "./lib/totp";
import { db } from "./db";
import { snapshot } from "./state";
import { auth, expectError } from "./test-utils";

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
    expect(both.map((r) => r.response?.status).sort()).toEqual([200, 422]);
    const shop = (await getBundles(a)).data!.result;
    expect(shop.balance).toBe(OPENING_BALANCE - 25);
    expect(shop.bundles.find((b) => b.id === "bundle_hero")!.purchased).toBe(1);
    // the same code later: still refused (its step is used)
    expectError(await verifyTwoFactor({ ...a, body: { code, bundleId: "bundle_hero" } }), 422, WRONG_CODE);
  });

  it("a recovery code works once in place of a code; an unaffordable bundle and an unknown one are refused", async () => {
    const { a, recovery } = await enabled();
    expect((await verifyTwoFactor({ ...a, body: { code: recovery[0], bundleId: "bundle_starter" } })).data?.status).toBe(true);
    expectError(await verifyTwoFactor({ ...a, body: { code: recovery[0], bundleId: "bundle_starter" } }), 422, WRONG_CODE);
    advanceClock(TOTP_STEP_MS);
    expectError(await verifyTwoFactor({ ...a, body: { code: recovery[1], bundleId: "bundle_legend" } }), 422, /Not enough PEN/);
    expectError(await verifyTwoFactor({ ...a, body: { code: recovery[1], bundleId: "nope" } }), 404);
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
