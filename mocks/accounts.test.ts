import jpeg from "jpeg-js";
import { describe, expect, it } from "vitest";
import { generateCaptcha, getUserInfo, login, logout, register, resendVerifyEmail, validateReferralCode, verifyEmail } from "../generated/api/user/sdk.gen";
import { signUp, siteValidateReferralCode } from "../generated/api/site/sdk.gen";
import { limits } from "./config";
import { advanceClock } from "./lib/clock";
import { findUserByName } from "./domain/users";
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

describe("captcha", () => {
  it("is a 180x60 JPEG of the digits, single use and expiring after 5 minutes", async () => {
    const { data } = await generateCaptcha({ throwOnError: true });
    const image = jpeg.decode(Buffer.from(data.image, "base64"));
    expect([image.width, image.height]).toEqual([180, 60]);
    const answer = captchaAnswer(data.captcha_id);
    expect(answer).toMatch(/^\d{5}$/);
    const ok = await register({ body: await newUser({ captcha_id: data.captcha_id, captcha_answer: answer }) });
    expect(ok.response?.status).toBe(200);
    const reused = await register({
      body: await newUser({ username: "erin2", email: "erin2@example.test", captcha_id: data.captcha_id, captcha_answer: answer }),
    });
    expectError(reused, 422, /captcha/);
    const late = await freshCaptcha();
    advanceClock(limits.captchaTtlMs + 1000);
    expectError(await register({ body: await newUser({ username: "erin3", email: "erin3@example.test", ...late }) }), 422, /captcha/);
  });

  it("a wrong answer uses the captcha up too", async () => {
    const c = await freshCaptcha();
    expectError(await register({ body: await newUser({ captcha_id: c.captcha_id, captcha_answer: c.captcha_answer === "12345" ? "54321" : "12345" }) }), 422);
    expectError(await register({ body: await newUser(c) }), 422);
  });
});

describe("sign-up", () => {
  it("registers through the user service and the site route alike, stores user_from and sends the verification mail", async () => {
    const res = await signUp({ body: await newUser() });
    expect(res.data).toEqual({ status: true, message: "Thanks for registering! Please validate your email address to login." });
    const [mail] = mailsTo("erin@example.test");
    expect(mail.link).toMatch(/\/validate-email\?token=vt_/);
    expectError(await login({ body: { username: "erin", password: "erin-password" } }), 403, /^EMAIL_VERIFICATION:ev_/);
  });

  it("an email that has an account: the same answer as a new sign-up, no account made, a mail to its owner (no enumeration)", async () => {
    const owner = testPlayer("owner");
    const before = mailsTo(owner.user.email).length;
    const res = await register({ body: await newUser({ username: "newcomer", email: owner.user.email.toUpperCase() }) });
    expect(res.data).toEqual({ status: true, message: "Thanks for registering! Please validate your email address to login." });
    expect(findUserByName("newcomer")).toBeFalsy();
    const mails = mailsTo(owner.user.email);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.subject).toMatch(/tried to create/);
  });

  it("refuses taken usernames (case-insensitive), short passwords, bad emails, a foreign user_from and invalid referral codes", async () => {
    expectError(await register({ body: await newUser({ username: "Alice" }) }), 409, "Username is already taken");
    expectError(await raw("POST", "/api/v1/user/register", await newUser({ password: "short" })), 400);
    expectError(await register({ body: await newUser({ email: "nope" }) }), 400, "Please enter email address");
    expectError(await register({ body: await newUser({ email: "" }) }), 400, "Email is required");
    expectError(await register({ body: await newUser({ user_from: "other" }) }), 400);
    expectError(await register({ body: await newUser({ referral_code: "no-such-code" }) }), 422, "Could not validate referral code");
    expect((await register({ body: await newUser({ referral_code: "alice" }) })).response?.status).toBe(200);
  });

  it("validates referral codes: usernames and campaign codes", async () => {
    expect((await validateReferralCode({ body: { code: "alice" } })).data).toBe(true);
    expect((await siteValidateReferralCode({ body: { code: "consensus25" } })).data).toBe(true);
    expect((await siteValidateReferralCode({ body: { code: "nobody-at-all" } })).data).toBe(false);
    expectError(await raw("POST", "/api/validate-referral-code", { code: "" }), 400);
    expectError(await raw("POST", "/api/validate-referral-code", "not json"), 400);
  });
});

describe("sign-in", () => {
  it("accepts username or email with the exact password and returns the session user", async () => {
    const { data } = await login({ body: { username: "alice", password: "alice-password" }, throwOnError: true });
    expect(data.user).toMatchObject({ username: "alice", email: "alice@penta.local", mm_address: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8" });
    expect((await login({ body: { username: "ALICE@penta.local", password: "alice-password" } })).response?.status).toBe(200);
  });

  it("gives one generic message for a wrong password and an unknown account", async () => {
    const wrong = expectError(await login({ body: { username: "alice", password: "wrong-password" } }), 401);
    const unknown = expectError(await login({ body: { username: "nobody", password: "wrong-password" } }), 401);
    expect(wrong.message).toBe(unknown.message);
  });

  it("accepts long passwords (64+) exactly as typed, spaces included", async () => {
    const password = `  ${"p4ss word ".repeat(8)}  `;
    await register({ body: await newUser({ password }) });
    const mail = mailsTo("erin@example.test")[0];
    await verifyEmail({ body: { token: tokenFromLink(mail.link, "token") }, throwOnError: true });
    expect((await login({ body: { username: "erin", password } })).response?.status).toBe(200);
    expectError(await login({ body: { username: "erin", password: password.trim() } }), 401);
  });

  it("answers the spec's codes for unverified email and unverified referral code", async () => {
    expectError(await login({ body: { username: "dave", password: "dave-password" } }), 403, /^EMAIL_VERIFICATION:ev_[\w-]+$/);
    expectError(await login({ body: { username: "rita", password: "rita-password" } }), 403, /^REFERRAL_CODE_UNVERIFIED:rc_[\w-]+$/);
  });

  it("limits failed attempts per account (429 with Retry-After), and per client", async () => {
    for (let i = 0; i < limits.failedLoginsPerAccount; i++) expectError(await login({ body: { username: "bob", password: `wrong-${i}-pass` } }), 401);
    const limited = await login({ body: { username: "bob", password: "bob-password" } });
    expectError(limited, 429, /Too many sign-in attempts/);
    expect(Number(limited.response?.headers.get("Retry-After"))).toBeGreaterThan(0);
    advanceClock(limits.failedLoginWindowMs + 1000);
    expect((await login({ body: { username: "bob", password: "bob-password" } })).response?.status).toBe(200);
    for (let i = 0; i < limits.failedLoginsPerClient; i++) await login({ body: { username: `ghost${i}`, password: "wrong-password" } });
    expectError(await login({ body: { username: "carol", password: "carol-password" } }), 429);
  });

  it("rejects a body outside the contract with 400", async () => {
    expectError(await login({ body: {} }), 400);
  });
});

describe("email verification", () => {
  it("resends with the token from the sign-in error, invalidates older links, and is single use", async () => {
    const err = expectError(await login({ body: { username: "dave", password: "dave-password" } }), 403);
    const token = err.message.split(":")[1];
    const first = await resendVerifyEmail(auth(token));
    expect(first.data).toEqual({ status: true, message: "Email Sent!" });
    const second = await resendVerifyEmail(auth(token));
    expect(second.response?.status).toBe(200);
    const [newest, older] = mailsTo("dave@penta.local");
    expectError(await verifyEmail({ body: { token: tokenFromLink(older.link, "token") } }), 422);
    const ok = await verifyEmail({ body: { token: tokenFromLink(newest.link, "token") } });
    expect(ok.data).toMatchObject({ status: true, username: "dave" });
    expectError(await verifyEmail({ body: { token: tokenFromLink(newest.link, "token") } }), 409, "EMAIL_ALREADY_VERIFIED"); // used: the address is verified already
    expectError(await resendVerifyEmail(auth(token)), 409);
    expect((await login({ body: { username: "dave", password: "dave-password" } })).response?.status).toBe(200);
  });

  it("refuses a session token, an unknown token, and an expired link", async () => {
    expectError(await resendVerifyEmail(auth(await signIn("bob"))), 401, "UNAUTHENTICATED_USER");
    expectError(await resendVerifyEmail(), 401);
    await register({ body: await newUser() });
    advanceClock(limits.verifyEmailTtlMs + 1000);
    expectError(await verifyEmail({ body: { token: tokenFromLink(mailsTo("erin@example.test")[0].link, "token") } }), 422);
  });

  it("limits resends to 3 per 10 minutes", async () => {
    const token = expectError(await login({ body: { username: "dave", password: "dave-password" } }), 403).message.split(":")[1];
    for (let i = 0; i < 3; i++) expect((await resendVerifyEmail(auth(token))).response?.status).toBe(200);
    expectError(await resendVerifyEmail(auth(token)), 429);
  });
});

describe("session", () => {
  it("user info needs a valid token; logout invalidates it on the server", async () => {
    expectError(await getUserInfo(), 401, "UNAUTHENTICATED_USER");
    const token = await signIn("alice");
    const info = await getUserInfo(auth(token));
    expect(info.data?.result.user).toMatchObject({ username: "alice", verified: true, metamask_bind: true, user_avatar: 1 });
    expect((await logout(auth(token))).data).toMatchObject({ status: true });
    expectError(await getUserInfo(auth(token)), 401);
    expectError(await logout(auth(token)), 401);
  });
});
