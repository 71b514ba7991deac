// The mock backend: friends and public profiles, password reset, referral-code submission, token and email-wallet sign-in (accounts-identity.md §4–§6).
import { describe, expect, it } from "vitest";
import { forgotPassword, generateCaptcha, getUserInfo, login, resetPassword, checkResetKey, tokenLogin } from "../../generated/api/user/sdk.gen";
import { siteConfirmPassword, siteForgotPassword } from "../../generated/api/site/sdk.gen";
import { limits } from "../config";
import { findOneTime, issueOneTime } from "./one-time";
import { startSession } from "./sessions";
import { advanceClock, now } from "../lib/clock";
import { auth, captchaAnswer, expectError, holdClock, mailsTo, testPlayer, tokenFromLink } from "../testing/test-utils";

const freshCaptcha = async () => {
  const { data } = await generateCaptcha({ throwOnError: true });
  return { captcha_id: data.captcha_id, captcha_answer: captchaAnswer(data.captcha_id) };
};

const signIn = async (username: string, password = `${username}-password`) => (await login({ body: { username, password }, throwOnError: true })).data.token;

describe("password reset", () => {
  it("ends everything the old password opened: every session, a partner's read-only token, a login key, a pending email change", async () => {
    const player = testPlayer("reset");
    const user = player.user;
    const other = startSession(user).token;
    const readOnly = issueOneTime("sso_access", user.id, 60 * 60_000, "ro", "faucet");
    const loginKey = issueOneTime("login_key", user.id, 60 * 60_000, "lk");
    const changeEmail = issueOneTime("change_email", user.id, 60 * 60_000, "ce", "next@example.test");
    expect((await getUserInfo(auth(readOnly))).response?.status).toBe(200);
    const key = issueOneTime("reset_password", user.id, limits.resetTokenTtlMs, "rt");
    expect((await resetPassword({ body: { password: "an-entirely-new-one", resetToken: key } })).data).toBe(true);
    for (const token of [player.token, other, readOnly]) expectError(await getUserInfo(auth(token)), 401);
    expectError(await tokenLogin({ body: { data: loginKey } }), 401);
    expect(findOneTime(changeEmail, "change_email")).toBeNull();
  });

  it("answers the same for known and unknown emails, mails only real accounts, and resets once", async () => {
    expect((await siteForgotPassword({ body: { email: "nobody@example.test", ...(await freshCaptcha()) } })).data).toBe(true);
    expect(mailsTo("nobody@example.test")).toHaveLength(0);
    const session = await signIn("bob");
    expect((await forgotPassword({ body: { email: "bob@penta.local", ...(await freshCaptcha()) } })).data).toBe(true);
    const key = tokenFromLink(mailsTo("bob@penta.local")[0].link, "key");
    expect((await siteConfirmPassword({ body: { password: "bob-new-password", resetToken: key } })).data).toBe(true);
    expectError(await resetPassword({ body: { password: "bob-other-password", resetToken: key } }), 422, "Could not reset password");
    expectError(await getUserInfo(auth(session)), 401);
    expect((await login({ body: { username: "bob", password: "bob-new-password" } })).response?.status).toBe(200);
  });

  it("a new reset mail ends the keys of the earlier ones; its own key works", async () => {
    const p = testPlayer("resettwice");
    const mail = async () => {
      await forgotPassword({ body: { email: p.user.email, ...(await freshCaptcha()) }, throwOnError: true });
      return tokenFromLink(mailsTo(p.user.email)[0].link, "key");
    };
    const earlier = await mail();
    const later = await mail();
    expect(later).not.toBe(earlier);
    expectError(await resetPassword({ body: { password: "an-earlier-key-1", resetToken: earlier } }), 422, "Could not reset password");
    expect((await resetPassword({ body: { password: "the-later-key-1", resetToken: later } })).data).toBe(true);
  });

  it("checks a reset key without using it up: valid until its expiry, refused once used, expired or unknown", async () => {
    const player = testPlayer("keycheck");
    const key = issueOneTime("reset_password", player.user.id, limits.resetTokenTtlMs, "rt");
    const check = async (resetToken: string) => (await checkResetKey({ body: { resetToken }, throwOnError: true })).data;
    const checked = await check(key);
    expect(checked).toMatchObject({ status: true, valid: true });
    expect(Date.parse(checked.expires_at!)).toBe(findOneTime(key, "reset_password")!.expiresAt);
    // the check used nothing: checked twice, then the reset itself works
    expect((await check(key)).valid).toBe(true);
    expect((await resetPassword({ body: { password: "a-checked-new-one", resetToken: key } })).data).toBe(true);
    expect(await check(key)).toEqual({ status: true, valid: false, expires_at: null });
    expect(await check("garbage")).toEqual({ status: true, valid: false, expires_at: null });
    const later = issueOneTime("reset_password", player.user.id, limits.resetTokenTtlMs, "rt");
    advanceClock(limits.resetTokenTtlMs + 1000);
    expect((await check(later)).valid).toBe(false);
  });

  it("a reset key sets a password up to the last millisecond of its hour, and not one after", async () => {
    const T = 1_800_000_000_000;
    holdClock(T);
    const issuedAt = now();
    const [onTime, late] = ["keyhour", "keylate"].map((name) => issueOneTime("reset_password", testPlayer(name).user.id, limits.resetTokenTtlMs, "rt"));
    holdClock(T + limits.resetTokenTtlMs);
    expect(now() - issuedAt).toBe(limits.resetTokenTtlMs);
    expect((await resetPassword({ body: { password: "on-the-last-millisecond", resetToken: onTime! } })).data).toBe(true);
    holdClock(T + limits.resetTokenTtlMs + 1);
    expectError(await resetPassword({ body: { password: "one-millisecond-late", resetToken: late! } }), 422, "Could not reset password");
  });

  it("failed key checks count against the client's key guesses, with the resets", async () => {
    let status = 0;
    for (let i = 0; i < 50 && status !== 429; i++) status = (await checkResetKey({ body: { resetToken: `rt_guess_${i}` } })).response!.status;
    expect(status).toBe(429);
    expectError(await resetPassword({ body: { password: "whatever-password", resetToken: "rt_guess_x" } }), 429);
  });

  it("refuses an expired reset token and a wrong captcha", async () => {
    await forgotPassword({ body: { email: "bob@penta.local", ...(await freshCaptcha()) } });
    const key = tokenFromLink(mailsTo("bob@penta.local")[0].link, "key");
    advanceClock(limits.resetTokenTtlMs + 1000);
    expectError(await resetPassword({ body: { password: "bob-new-password", resetToken: key } }), 422);
    const c = await freshCaptcha();
    expectError(await forgotPassword({ body: { email: "bob@penta.local", captcha_id: c.captcha_id, captcha_answer: "0" } }), 422);
  });
});
