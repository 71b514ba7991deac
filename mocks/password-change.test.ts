import { describe, expect, it } from "vitest";
import { changePassword, getUserInfo, listSessions, login, resetPassword, tokenLogin } from "../generated/api/user/sdk.gen";
import { findOneTime, issueOneTime } from "./domain/one-time";
import { PASSWORD_IS_COMMON } from "./domain/password-policy";
import { CURRENT_PASSWORD_WRONG, SAME_PASSWORD } from "./domain/recovery";
import { startSession } from "./domain/sessions";
import { auth, expectError, raw, testPlayer } from "./test-utils";

const TEST_PLAYER_PASSWORD = "pw-123456";
const change = (token: string, current_password: string, new_password: string) => changePassword({ ...auth(token), body: { current_password, new_password } });

describe("a signed-in password change (issue: the reference backend, what is ended stays ended)", () => {
  it("ends everything the old password opened and rotates this device's session: the answer's token works, the one used does not", async () => {
    const player = testPlayer("pwchange");
    const other = startSession(player.user).token;
    const readOnly = issueOneTime("sso_access", player.user.id, 60 * 60_000, "ro", "faucet");
    const loginKey = issueOneTime("login_key", player.user.id, 60 * 60_000, "lk");
    const changeEmail = issueOneTime("change_email", player.user.id, 60 * 60_000, "ce", "next@example.test");
    // this device's session has a device and place recorded by its use
    await getUserInfo({ ...player.a, headers: { ...player.a.headers, "User-Agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Firefox/130.0" } });
    const before = (await listSessions(player.a)).data!.result.find((s) => s.current)!;

    const res = await change(player.token, TEST_PLAYER_PASSWORD, "a walk in the rain");
    expect(res.data).toMatchObject({ status: true, message: "Your password is changed. You are signed out everywhere else." });
    const rotated = res.data!.token;
    expect(rotated).not.toBe(player.token);
    for (const token of [player.token, other, readOnly]) expectError(await getUserInfo(auth(token)), 401);
    expectError(await tokenLogin({ body: { data: loginKey } }), 401);
    expect(findOneTime(changeEmail, "change_email")).toBeNull();
    const sessions = (await listSessions(auth(rotated))).data!.result;
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ current: true, device: before.device, place: before.place });
    expectError(await login({ body: { username: player.name, password: TEST_PLAYER_PASSWORD } }), 401);
    expect((await login({ body: { username: player.name, password: "a walk in the rain" } })).response?.status).toBe(200);
  });

  it("a wrong current password, the same password again or a common one change nothing; wrong current passwords are limited per account", async () => {
    const player = testPlayer("pwwrong");
    const res = await change(player.token, "not-my-password", "a walk in the rain");
    expectError(res, 422, CURRENT_PASSWORD_WRONG);
    expect((res.error as { errors: unknown }).errors).toEqual([{ path: "current_password", message: CURRENT_PASSWORD_WRONG }]);
    expectError(await change(player.token, TEST_PLAYER_PASSWORD, TEST_PLAYER_PASSWORD), 400, SAME_PASSWORD);
    expectError(await change(player.token, TEST_PLAYER_PASSWORD, "sunshine1"), 400, PASSWORD_IS_COMMON);
    expect((await getUserInfo(player.a)).response?.status).toBe(200);
    for (let i = 0; i < 10; i++) await change(player.token, `guess-${i}-wrong`, "a walk in the rain");
    expectError(await change(player.token, TEST_PLAYER_PASSWORD, "a walk in the rain"), 429);
    expect((await login({ body: { username: player.name, password: TEST_PLAYER_PASSWORD } })).response?.status).toBe(200);
  });

  it("needs a session", async () => {
    expectError(await raw("POST", "/api/v1/user/change_password", { current_password: "x", new_password: "a walk in the rain" }), 401);
  });
});

describe("a lockout someone else caused (issue: the reference backend, no free signals)", () => {
  it("after the failed sign-ins that lock the account, the owner gets in through a password reset (a mailed single-use link)", async () => {
    const player = testPlayer("locked");
    for (let i = 0; i < 5; i++) expectError(await login({ body: { username: player.name, password: `guess-${i}-wrong` } }), 401);
    expectError(await login({ body: { username: player.name, password: TEST_PLAYER_PASSWORD } }), 429);
    const key = issueOneTime("reset_password", player.user.id, 60 * 60_000, "rt");
    expect((await resetPassword({ body: { password: "a walk in the rain", resetToken: key } })).data).toBe(true);
    expect((await login({ body: { username: player.name, password: "a walk in the rain" } })).response?.status).toBe(200);
  });
});
