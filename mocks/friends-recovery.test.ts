// The mock backend: friends and public profiles, password reset, referral-code submission, token and email-wallet sign-in (accounts-identity.md §4–§6).
import { describe, expect, it } from "vitest";
import {
  forgotPassword,
  generateCaptcha,
  getFriends,
  getPendingFriendRequests,
  getReferralCount,
  getUserInfo,
  getUserInfoByUsername,
  getPublicUserInfoByUsername,
  login,
  register,
  resetPassword,
  checkResetKey,
  sendFriendRequest,
  updateFriendRequest,
  submitReferralCode,
  tokenLogin,
  ethermailLogin,
  verifyEmail,
} from "../generated/api/user/sdk.gen";
import { signUp, siteConfirmPassword, siteForgotPassword, siteSubmitReferralCode } from "../generated/api/site/sdk.gen";
import { limits } from "./config";
import { findOneTime, issueEmailWalletToken, issueOneTime } from "./domain/one-time";
import { startSession } from "./domain/sessions";
import { advanceClock } from "./lib/clock";
import { auth, captchaAnswer, expectError, mailsTo, raw, testPlayer, tokenFromLink } from "./test-utils";

const freshCaptcha = async () => {
  const { data } = await generateCaptcha({ throwOnError: true });
  return { captcha_id: data.captcha_id, captcha_answer: captchaAnswer(data.captcha_id) };
};
const newUser = async (over: Record<string, string> = {}) => ({
  username: "erin",
  email: "erin@example.test",
  password: "erin-password",
  user_from: "penta",
  ...(await freshCaptcha()),
  ...over,
});
const signIn = async (username: string, password = `${username}-password`) => (await login({ body: { username, password }, throwOnError: true })).data.token;

describe("friends and profiles", () => {
  it("lists friends by page and pending requests", async () => {
    const token = await signIn("alice");
    const page1 = await getFriends({ ...auth(token), query: { item_per_page: 1, page: 1 } });
    expect(page1.data?.result).toEqual({ total_page: 2, items: [{ username: "bob", email: "bob@penta.local", avatarSrc: "/avatars/2.svg" }] });
    const pending = await getPendingFriendRequests(auth(token));
    expect(pending.data?.result).toEqual([{ id: 3, friendship_id: 3, username: "frank", status: "pending" }]);
    expectError(await raw("GET", "/api/v1/user/friends?item_per_page=0", undefined, token), 400);
    expectError(await raw("GET", "/api/v1/user/friends?page=abc", undefined, token), 400);
  });

  it("sends a request once, and only the receiver answers it", async () => {
    const bob = await signIn("bob");
    const carol = await signIn("carol");
    expect((await sendFriendRequest({ ...auth(bob), body: { username: "carol" } })).response?.status).toBe(200);
    expectError(await sendFriendRequest({ ...auth(carol), body: { username: "bob" } }), 409, "Friend request already present");
    expectError(await sendFriendRequest({ ...auth(bob), body: { username: "bob" } }), 400);
    expectError(await sendFriendRequest({ ...auth(bob), body: { username: "nobody" } }), 404);
    const id = (await getPendingFriendRequests(auth(carol))).data!.result[0].friendship_id;
    expectError(await updateFriendRequest({ ...auth(bob), body: { friendship_id: id, status: "accepted" } }), 403);
    const accepted = await updateFriendRequest({ ...auth(carol), body: { friendship_id: id, status: "accepted" } });
    expect(accepted.data?.result).toMatchObject({ username: "bob", status: "accepted" });
    expectError(await updateFriendRequest({ ...auth(carol), body: { friendship_id: id, status: "rejected" } }), 404);
  });

  it("masks contact data for visitors and strangers, shows it to friends", async () => {
    const masked = (await getPublicUserInfoByUsername({ path: { username: "alice" } })).data!.result.user;
    expect(masked.email).toContain("*");
    expect(masked.mm_address).toContain("*");
    const stranger = (await getUserInfoByUsername({ ...auth(await signIn("frank")), path: { username: "alice" } })).data!.result.user;
    expect(stranger).toMatchObject({ friendship_status: "pending" });
    expect(stranger.email).toContain("*");
    const friend = (await getUserInfoByUsername({ ...auth(await signIn("bob")), path: { username: "alice" } })).data!.result.user;
    expect(friend).toMatchObject({ email: "alice@penta.local", friendship_status: "accepted" });
    const asAlice = (await getUserInfoByUsername({ ...auth(await signIn("alice")), path: { username: "frank" } })).data!.result.user;
    expect(asAlice.friendship_status).toBe("accept_pending");
    expectError(await getUserInfoByUsername({ path: { username: "nobody" } }), 404);
  });

  it("counts referrals for the signed-in user only, and only once the referred player verified the email (no sybils)", async () => {
    const referred = await newUser({ referral_code: "carol" });
    await register({ body: referred });
    const carol = await signIn("carol");
    expect((await getReferralCount({ ...auth(carol), path: { username: "carol" } })).data?.result).toBe(0);
    const token = tokenFromLink(mailsTo(referred.email!)[0]!.link, "token");
    expect((await verifyEmail({ body: { token } })).response?.status).toBe(200);
    expect((await getReferralCount({ ...auth(carol), path: { username: "carol" } })).data?.result).toBe(1);
    expectError(await getReferralCount({ ...auth(carol), path: { username: "alice" } }), 403);
  });
});

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

describe("referral code submission, token login and email-wallet sign-in", () => {
  it("replaces an unverified referral code, answers a single-use login key, and token login uses it once", async () => {
    const token = expectError(await login({ body: { username: "rita", password: "rita-password" } }), 403).message.split(":")[1];
    expectError(await siteSubmitReferralCode({ body: { code: "no-such-code", token } }), 422, "Could not validate referral code");
    expectError(await siteSubmitReferralCode({ body: { code: "rita", token } }), 422);
    expectError(await siteSubmitReferralCode({ body: { code: "alice", token: "rc_forged" } }), 401);
    const { data } = await submitReferralCode({ body: { code: "alice", token }, throwOnError: true });
    expectError(await siteSubmitReferralCode({ body: { code: "alice", token } }), 401);
    const signedIn = await tokenLogin({ body: { data: data.key }, throwOnError: true });
    expect(signedIn.data.user.username).toBe("rita");
    expectError(await tokenLogin({ body: { data: data.key } }), 401, "This login link is invalid or has already been used");
    expect((await login({ body: { username: "rita", password: "rita-password" } })).response?.status).toBe(200);
  });

  it("a login key expires", async () => {
    const token = expectError(await login({ body: { username: "rita", password: "rita-password" } }), 403).message.split(":")[1];
    const { data } = await submitReferralCode({ body: { code: "bob", token }, throwOnError: true });
    advanceClock(limits.loginKeyTtlMs + 1000);
    expectError(await tokenLogin({ body: { data: data.key } }), 401);
  });

  it("signs up with an email-wallet token (no email; address at the provider), then signs in with a new token", async () => {
    const wallet = "0x00000000000000000000000000000000000000aa";
    const signUpToken = issueEmailWalletToken(wallet);
    const res = await signUp({ body: { ...(await newUser({ email: "" })), ethermail_token: signUpToken } });
    expect(res.data).toEqual({ status: true, message: "Thank for registering. Now please sign in with Ethermail." });
    expectError(await signUp({ body: { ...(await newUser({ username: "erin2" })), ethermail_token: signUpToken } }), 422);
    const signedIn = await ethermailLogin({ body: { ethermail_token: issueEmailWalletToken(wallet) }, throwOnError: true });
    expect(signedIn.data.user).toMatchObject({ username: "erin", email: `${wallet}@ethermail.io` });
    expectError(
      await ethermailLogin({ body: { ethermail_token: issueEmailWalletToken("0x00000000000000000000000000000000000000bb") } }),
      404,
      "USER_NOT_FOUND",
    );
    expectError(await ethermailLogin({ body: { ethermail_token: "em_forged" } }), 401);
  });
});
