import { describe, expect, it } from "vitest";
import { db } from "./db";
import { BUNDLES, gamingBalance, LOCK_MS, MAX_FAILURES, setup, shop, twoFactorOn, verify, WRONG_CODE } from "./domain/two-factor";
import { totp } from "./lib/totp";
import { holdClock, refusal, refused, testPlayer } from "./test-utils";

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
    });
    const purchase = db.purchase.findFirst({ where: { userId: { equals: p.user.id } } })!;
    expect(purchase).toMatchObject({ id: expect.stringMatching(/^pu_/) as unknown, bundleId: hero.id, price: hero.price });
    expect(shop(p.user).bundles.map((b) => [b.id, b.purchased])).toEqual(BUNDLES.map((b) => [b.id, b.id === hero.id ? 1 : 0]));
    expect(shop(q.user).bundles.every((b) => b.purchased === 0)).toBe(true);
  });
});
