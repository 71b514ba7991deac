import { describe, expect, it } from "vitest";
import { generateCaptcha, login, register, resetPassword } from "../../generated/api/user/sdk.gen";
import { signUp } from "../../generated/api/site/sdk.gen";
import { limits } from "../config";
import { findOneTime, issueOneTime } from "./one-time";
import { PASSWORD_IS_COMMON, PASSWORD_IS_IDENTITY, assertPasswordAllowed } from "./password-policy";
import { captchaAnswer, expectError, mailsTo, testPlayer, refusal } from "../testing/test-utils";

const freshCaptcha = async () => {
  const { data } = await generateCaptcha({ throwOnError: true });
  return { captcha_id: data.captcha_id, captcha_answer: captchaAnswer(data.captcha_id) };
};

const newUser = async (password: string, over: Record<string, string> = {}) => ({
  username: "quinn_rules",
  email: "quinn.rules@example.test",
  password,
  user_from: "penta",
  ...(await freshCaptcha()),
  ...over,
});

const fieldError = async (result: { error?: unknown }) => (result.error as { errors?: { path: string; message: string }[] }).errors;

describe("a new password's rules (the reference backend)", () => {
  it("sign-up refuses the most common passwords in any case, through the user service and the site route alike, and creates nothing", async () => {
    for (const password of ["password1", "Password1", "QWERTYUIOP", "iloveyou1"]) {
      const res = await register({ body: await newUser(password) });
      expectError(res, 400, PASSWORD_IS_COMMON);
      expect(await fieldError(res)).toEqual([{ path: "password", message: PASSWORD_IS_COMMON }]);
    }
    expectError(await signUp({ body: await newUser("baseball1") }), 400, PASSWORD_IS_COMMON);
    expect(mailsTo("quinn.rules@example.test")).toHaveLength(0);
    expect((await register({ body: await newUser("quinn's own long phrase") })).response?.status).toBe(200);
  });

  it("sign-up refuses the username, the email and the email's name as the password, whatever their case", async () => {
    for (const password of ["Quinn_Rules", "QUINN.RULES@example.test", "quinn.rules"])
      expectError(await register({ body: await newUser(password) }), 400, PASSWORD_IS_IDENTITY);
  });

  it("refuses the same for an address that already has an account, so the answer tells nothing about it", async () => {
    const owner = testPlayer("taken");
    expectError(await register({ body: await newUser("password1", { username: "quinn_other", email: owner.user.email }) }), 400, PASSWORD_IS_COMMON);
    expect(mailsTo(owner.user.email)).toHaveLength(0);
  });

  it("long and any-Unicode passwords are welcome: 128 characters, emoji, accents, right-to-left scripts", async () => {
    for (const [i, password] of ["ü".repeat(128), "🔑 correct horse battery staple 🐎", "كلمة سر طويلة جدا"].entries()) {
      const res = await register({ body: await newUser(password, { username: `quinn_u${i}`, email: `quinn.u${i}@example.test` }) });
      expect(res.response?.status, password).toBe(200);
    }
  });

  it("a reset refuses a common password or the account's own name, and the same key then takes a good one", async () => {
    const player = testPlayer("resetrule");
    const key = issueOneTime("reset_password", player.user.id, limits.resetTokenTtlMs, "rt");
    expectError(await resetPassword({ body: { password: "sunshine1", resetToken: key } }), 400, PASSWORD_IS_COMMON);
    expectError(await resetPassword({ body: { password: player.name.toUpperCase(), resetToken: key } }), 400, PASSWORD_IS_IDENTITY);
    expect(findOneTime(key, "reset_password")).not.toBeNull();
    expect((await resetPassword({ body: { password: "a walk in the rain", resetToken: key } })).data).toBe(true);
    expect((await login({ body: { username: player.name, password: "a walk in the rain" } })).response?.status).toBe(200);
  });
});

describe("a new password", () => {
  it("an account without an email: only its username is refused, and an empty password is not matched to the missing email", async () => {
    expect(await refusal(() => assertPasswordAllowed(" Walter ", { username: "walter", email: null }))).toMatchObject({
      status: 400,
      body: { errors: [{ path: "password", message: PASSWORD_IS_IDENTITY }] },
    });
    expect(() => assertPasswordAllowed("", { username: "walter", email: null })).not.toThrow();
    expect(await refusal(() => assertPasswordAllowed("walt", { username: "walter", email: "Walt@example.test" }, "new_password"))).toMatchObject({
      body: { errors: [{ path: "new_password" }] },
    });
  });
});
