// Where an account is signed in (openapi/user.yaml listSessions, endSession, endOtherSessions):
// the player sees each live session's device, place and last use, and ends one or all the others;
// an account keeps at most limits.sessionsPerAccount live sessions.
import { describe, expect, it, onTestFinished, vi } from "vitest";
import {
  getUserInfo,
  login,
  logout,
  register,
  verifyEmail,
  endOtherSessions,
  endSession as endSessionCall,
  listSessions as listSessionsCall,
  changePassword,
  resetPassword,
  tokenLogin,
} from "../../generated/api/user/sdk.gen";
import { limits } from "../config";
import { advanceClock } from "../lib/clock";
import { findUserByName } from "./users";
import { auth, expectError, mailsTo, raw, testPlayer, tokenFromLink, holdClock, refusal, refused, signUpBody, userById } from "../testing/test-utils";
import { db } from "../db";
import {
  clearLoginFailures,
  endAllSessions,
  endSession,
  endSessionById,
  listSessions,
  passwordLogin,
  rotateSessions,
  startSession,
  endOtherSessions as endOtherSessionsRule,
} from "./sessions";
import { needsRehash, passwordCost, storedPasswordNow, tokenKey } from "../lib/crypto";
import { hits } from "../lib/rate-limit";
import { issueOneTime, findOneTime } from "./one-time";
import { restore, snapshot } from "../state";
import { PASSWORD_IS_COMMON } from "./password-policy";
import { optionalUser } from "../lib/http";
import { CURRENT_PASSWORD_WRONG, SAME_PASSWORD } from "./recovery";

const signIn = async (username: string, password = `${username}-password`) => (await login({ body: { username, password }, throwOnError: true })).data.token;

/**
 * The session rules of mocks/domain/sessions.ts at their edges: what a new session records, which
 * one the cap ends (the oldest by its start, not by its place in the table), the list's order, a
 * password change's new session on the same device, whose sessions end, and the failed sign-ins'
 * limit (its wait in minutes, an unknown name in any case, a success clearing the account's count).
 */
const sessionOf = (token: string) => db.session.findFirst({ where: { token: { equals: tokenKey(token) } } })!;

const setSession = (token: string, data: Partial<{ createdAt: number; lastSeenAt: number; device: string; place: string }>) =>
  db.session.update({ where: { token: { equals: tokenKey(token) } }, data });

const isLive = (token: string) => !sessionOf(token).revoked;

const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

const LAPTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

const from = (token: string, userAgent: string) => ({ headers: { ...auth(token).headers, "User-Agent": userAgent } });

const aliceToken = () => startSession(findUserByName("alice")!).token;

const TEST_PLAYER_PASSWORD = "pw-123456";

const change = (token: string, current_password: string, new_password: string) => changePassword({ ...auth(token), body: { current_password, new_password } });

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
    await register({ body: await signUpBody({ password }) });
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

describe("a session", () => {
  it("a new one: a token of 32 characters after st_, an unknown device and place until it is used, or those of the one it carries on", () => {
    const p = testPlayer("sr");
    const fresh = startSession(p.user);
    expect(fresh).toMatchObject({ status: true, token: expect.stringMatching(/^st_[\w-]{32}$/) as unknown, user: { username: p.name } });
    expect(sessionOf(fresh.token)).toMatchObject({ device: "Unknown device", place: "Unknown", revoked: false });
    const carried = startSession(p.user, { device: "Firefox on Linux", place: "Lisbon, PT" });
    expect(sessionOf(carried.token)).toMatchObject({ device: "Firefox on Linux", place: "Lisbon, PT" });
  });

  it(`past ${limits.sessionsPerAccount} live ones, the oldest by its start ends (not the first in the table)`, () => {
    const p = testPlayer("sr");
    const tokens = Array.from({ length: limits.sessionsPerAccount - 1 }, () => startSession(p.user).token); // with testPlayer's own: the cap
    const base = Date.now() - 60_000;
    tokens.forEach((t, n) => setSession(t, { createdAt: base + 100 + n }));
    setSession(p.token, { createdAt: base + 200 });
    setSession(tokens[4]!, { createdAt: base }); // made fifth, started first
    startSession(p.user);
    expect(tokens.filter((t) => !isLive(t))).toEqual([tokens[4]]);
    expect(isLive(p.token)).toBe(true);
  });

  it("the list: the caller's first, then the last used first; ids, devices and times, never a token", () => {
    const p = testPlayer("sr");
    const [a, b] = [startSession(p.user).token, startSession(p.user).token];
    const base = Date.now() - 60_000;
    setSession(p.token, { lastSeenAt: base + 3_000, device: "Mine" });
    setSession(a, { lastSeenAt: base + 1_000, device: "Older" });
    setSession(b, { lastSeenAt: base + 2_000, device: "Newer" });
    const listed = listSessions(p.user, a);
    expect(listed.status).toBe(true);
    expect(listed.result.map((s) => [s.device, s.current])).toEqual([
      ["Older", true],
      ["Mine", false],
      ["Newer", false],
    ]);
    expect(listed.result[0]).toEqual({
      id: sessionOf(a).id,
      device: "Older",
      place: "Unknown",
      signed_in_at: new Date(sessionOf(a).createdAt).toISOString(),
      last_used_at: new Date(base + 1_000).toISOString(),
      current: true,
    });
    expect(JSON.stringify(listed)).not.toContain(a);
  });

  it("ending one by its id says which device; a password change ends them all and carries the caller's device on; another player's stay", async () => {
    const p = testPlayer("sr");
    const q = testPlayer("sr");
    const other = startSession(p.user).token;
    setSession(other, { device: "Safari on iOS" });
    expect(endSessionById(p.user, sessionOf(other).id)).toEqual({ status: true, message: "Signed out of Safari on iOS" });
    expect(await refusal(() => endSessionById(p.user, sessionOf(other).id))).toEqual(refused(404, "This session has already ended"));
    const older = startSession(p.user).token;
    setSession(older, { device: "Older device", place: "Elsewhere" });
    setSession(p.token, { device: "Chrome on Android", place: "Porto, PT" });
    const rotated = rotateSessions(p.user, p.token);
    expect([isLive(p.token), isLive(older)]).toEqual([false, false]);
    expect(sessionOf(rotated.token)).toMatchObject({ device: "Chrome on Android", place: "Porto, PT", revoked: false });
    endAllSessions(p.user);
    expect([isLive(rotated.token), isLive(q.token)]).toEqual([false, true]);
    expect(endSession(q.token)).toEqual({ status: true, message: "Signed out" });
    expect(isLive(q.token)).toBe(false);
  });
});

describe("failed sign-ins", () => {
  const tooMany = async (call: () => unknown) => {
    const { status, body } = await refusal(call);
    return { status, message: (body as { message: string }).message };
  };
  /** A wrong password from its own client (the client's limit stays out of the way). */
  let client = 0;
  const wrong = (login: string) => refusal(() => passwordLogin({ username: login, password: "not-the-password" }, `sr-client-${++client}`));

  it(`${limits.failedLoginsPerAccount} a window per account and client; the wait is said in whole minutes, as Retry-After says in seconds`, async () => {
    const p = testPlayer("sr");
    const guesser = `sr-client-${++client}`;
    for (let n = 0; n < limits.failedLoginsPerAccount; n++)
      expect((await refusal(() => passwordLogin({ username: p.name, password: "not-the-password" }, guesser))).status).toBe(401);
    holdClock(Date.now() + 61_000); // a minute and a second of the window gone
    const { status, message } = await tooMany(() => passwordLogin({ username: p.name, password: "pw-123456" }, guesser));
    const minutes = Math.ceil((limits.failedLoginWindowMs - 61_000) / 60_000);
    expect({ status, message }).toEqual({ status: 429, message: `Too many sign-in attempts. Please try again in ${minutes} minutes.` });
  });

  it("nobody locks an owner out: another client's failures leave the owner's device free, the right password works there at once", async () => {
    const p = testPlayer("sr");
    const attacker = `sr-attacker-${++client}`;
    for (let n = 0; n < limits.failedLoginsPerAccount + 3; n++)
      await refusal(() => passwordLogin({ username: p.name, password: "not-the-password" }, attacker));
    expect((await tooMany(() => passwordLogin({ username: p.name, password: "pw-123456" }, attacker))).status).toBe(429);
    expect((await passwordLogin({ username: p.name, password: "pw-123456" }, "sr-owner-device")).status).toBe(true);
  });

  it(`guesses spread over many clients stop at the account's ceiling (${limits.failedLoginsAccountCeiling} an hour); a reset link is then the owner's way in`, async () => {
    const p = testPlayer("sr");
    for (let n = 0; n < limits.failedLoginsAccountCeiling; n++) expect((await wrong(p.name)).status).toBe(401);
    expect((await wrong(p.name)).status).toBe(429);
    expect((await tooMany(() => passwordLogin({ username: p.name, password: "pw-123456" }, "sr-owner-ceiling"))).status).toBe(429);
    clearLoginFailures(p.user);
    expect((await passwordLogin({ username: p.name, password: "pw-123456" }, "sr-owner-ceiling")).status).toBe(true);
  });

  it("an unknown name counts in any case", async () => {
    const guesser = `sr-client-${++client}`;
    for (let n = 0; n < limits.failedLoginsPerAccount; n++)
      await refusal(() => passwordLogin({ username: n % 2 ? "Nobody_Here" : "nobody_here", password: "not-the-password" }, guesser));
    expect((await refusal(() => passwordLogin({ username: "NOBODY_HERE", password: "not-the-password" }, guesser))).status).toBe(429);
  });

  it("guesses sent at once count as they arrive, not as their hashes end: past the limit the rest are 429", async () => {
    const p = testPlayer("sr");
    const guesser = `sr-client-${++client}`;
    const answers = await Promise.all(
      Array.from({ length: limits.failedLoginsPerAccount + 3 }, () =>
        refusal(() => passwordLogin({ username: p.name, password: "not-the-password" }, guesser)),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array<number>(limits.failedLoginsPerAccount).fill(401), 429, 429, 429]);
    // the right password from that client is refused as well until the window ends
    expect((await tooMany(() => passwordLogin({ username: p.name, password: "pw-123456" }, guesser))).status).toBe(429);
  });

  it("a right password takes its count back from its client: the client's limit counts failures only", async () => {
    const p = testPlayer("sr");
    for (let n = 0; n < limits.failedLoginsPerClient + 2; n++)
      expect((await passwordLogin({ username: p.name, password: "pw-123456" }, "sr-client-many")).status).toBe(true);
  });

  it("a successful sign-in clears that client's count for the account", async () => {
    const p = testPlayer("sr");
    const device = `sr-client-${++client}`;
    const fail = () => refusal(() => passwordLogin({ username: p.name, password: "not-the-password" }, device));
    for (let n = 0; n < limits.failedLoginsPerAccount - 1; n++) await fail();
    expect((await passwordLogin({ username: p.name, password: "pw-123456" }, device)).status).toBe(true);
    for (let n = 0; n < limits.failedLoginsPerAccount - 1; n++) expect((await fail()).status).toBe(401);
  });
});

describe("sessions", () => {
  it("lists the live sessions: this one first and marked, each with its device and last use, never a token", async () => {
    const { user, token } = testPlayer("ss");
    const other = startSession(user).token;
    await getUserInfo(from(other, LAPTOP));
    const { data } = await listSessionsCall(from(token, PHONE));
    expect(data!.result.map((s) => [s.device, s.current])).toEqual([
      ["Chrome on Android", true],
      ["Firefox on Windows", false],
    ]);
    for (const s of data!.result) {
      expect(s.id).toMatch(/^ss_/);
      expect(Date.parse(s.last_used_at)).toBeGreaterThanOrEqual(Date.parse(s.signed_in_at));
    }
    expect(JSON.stringify(data)).not.toContain(token);
    expect(JSON.stringify(data)).not.toContain(other);
  });

  it("signs out another session by its id: its token is refused from then on, and ending it again is a 404", async () => {
    const { user, token } = testPlayer("ss");
    const other = startSession(user).token;
    await getUserInfo(from(other, LAPTOP));
    const id = (await listSessionsCall(auth(token))).data!.result.find((s) => !s.current)!.id;
    const { data } = await endSessionCall({ ...auth(token), path: { id } });
    expect(data!.message).toBe("Signed out of Firefox on Windows");
    expectError(await getUserInfo(auth(other)), 401, "UNAUTHENTICATED_USER");
    expectError(await endSessionCall({ ...auth(token), path: { id } }), 404, "This session has already ended");
    expect((await getUserInfo(auth(token))).response?.status).toBe(200);
  });

  it("another player's session id is not found, and stays live", async () => {
    const mallory = testPlayer("ss");
    const victim = testPlayer("ss");
    const id = (await listSessionsCall(auth(victim.token))).data!.result[0]!.id;
    expectError(await endSessionCall({ ...auth(mallory.token), path: { id } }), 404);
    expect((await getUserInfo(auth(victim.token))).response?.status).toBe(200);
  });

  it("signs out everywhere else: every other session ends, this one stays", async () => {
    const { user, token } = testPlayer("ss");
    const others = [startSession(user).token, startSession(user).token];
    const { data } = await endOtherSessions(auth(token));
    expect(data!.message).toBe("Signed out of 2 other sessions");
    for (const t of others) expectError(await getUserInfo(auth(t)), 401, "UNAUTHENTICATED_USER");
    expect((await listSessionsCall(auth(token))).data!.result).toHaveLength(1);
  });

  it(`an account keeps at most ${limits.sessionsPerAccount} live sessions: a sign-in past them ends the oldest`, async () => {
    const { user, token: first } = testPlayer("ss");
    const tokens = Array.from({ length: limits.sessionsPerAccount }, () => startSession(user).token);
    expectError(await getUserInfo(auth(first)), 401, "UNAUTHENTICATED_USER");
    expect((await listSessionsCall(auth(tokens.at(-1)!))).data!.result).toHaveLength(limits.sessionsPerAccount);
    expect((await getUserInfo(auth(tokens[0]!))).response?.status).toBe(200);
  });

  it("the saved state holds no token: sessions and single-use keys are kept as their SHA-256", async () => {
    const { user, token } = testPlayer("ss");
    const key = issueOneTime("login_key", user.id, 60_000, "lk");
    const saved = JSON.stringify(snapshot());
    expect(saved).not.toContain(token);
    expect(saved).not.toContain(key);
    expect(saved).toContain(tokenKey(token));
    expect((await getUserInfo(auth(token))).response?.status).toBe(200);
  });

  it("a saved state of version 3 is brought forward: its sessions get an id, tokens are stored as keys, and they stay live", async () => {
    const { token } = testPlayer("ss");
    const saved = snapshot();
    // version 3 kept the token itself, and sessions had no id, device or place
    const v3Session = ({ id: _id, device: _d, place: _p, ...row }: Record<string, unknown>) => ({
      ...row,
      token: row.token === tokenKey(token) ? token : row.token,
    });
    const v3 = { version: 3, models: { ...saved.models, session: saved.models.session!.map(v3Session) } };
    restore(JSON.parse(JSON.stringify(v3)));
    const session = db.session.findFirst({ where: { token: { equals: tokenKey(token) } } })!;
    expect(session.id).toMatch(/^ss_/);
    expect((await listSessionsCall(auth(token))).data!.result[0]!.device).toBe("Unknown device");
  });
});

describe("sessions", () => {
  it("signing out elsewhere says how many sessions ended, one or several", () => {
    const p = testPlayer("se");
    expect(endOtherSessionsRule(p.user, p.token)).toEqual({ status: true, message: "Signed out of 0 other sessions" });
    startSession(p.user);
    expect(endOtherSessionsRule(p.user, p.token)).toEqual({ status: true, message: "Signed out of 1 other session" });
    startSession(p.user);
    startSession(p.user);
    expect(endOtherSessionsRule(p.user, p.token).message).toBe("Signed out of 2 other sessions");
  });

  it("a sign-in without its login or its password names each missing field", async () => {
    const both = await refusal(() => passwordLogin({ username: "  ", password: "" }, "se-client"));
    expect(both).toEqual({
      status: 400,
      body: {
        status: false,
        message: "Email or Username and Password are required",
        errors: [
          { path: "username", message: "Email or Username is required" },
          { path: "password", message: "Password is required" },
        ],
      },
    });
    expect(await refusal(() => passwordLogin({ username: "someone" }, "se-client"))).toMatchObject({
      body: { errors: [{ path: "password", message: "Password is required" }] },
    });
    expect(await refusal(() => passwordLogin({ password: "x" }, "se-client"))).toMatchObject({
      body: { errors: [{ path: "username", message: "Email or Username is required" }] },
    });
  });

  it("an optional session: none, a live one, or an ended or unknown one read as none", () => {
    const p = testPlayer("se");
    const request = (token?: string) => new Request("http://backend.test/x", { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    expect(optionalUser(request())).toBeNull();
    expect(optionalUser(request(p.token))?.id).toBe(p.user.id);
    expect(optionalUser(request("st_unknown"))).toBeNull();
  });
});

describe("sessions end", () => {
  it("after a day without use (idle timeout)", async () => {
    const token = aliceToken();
    advanceClock(limits.sessionIdleMs - 60_000);
    expect((await getUserInfo(auth(token))).response?.status).toBe(200);
    advanceClock(limits.sessionIdleMs + 1);
    expectError(await getUserInfo(auth(token)), 401, "UNAUTHENTICATED_USER");
  });

  it("30 days after sign-in, however often used (absolute lifetime)", async () => {
    const token = aliceToken();
    const step = limits.sessionIdleMs - 60 * 60_000; // used every 23 hours: never idle
    let elapsed = 0;
    for (; elapsed + step < limits.sessionLifetimeMs; elapsed += step) {
      advanceClock(step);
      expect((await getUserInfo(auth(token))).response?.status, `after ${elapsed + step} ms`).toBe(200);
    }
    advanceClock(step);
    expectError(await getUserInfo(auth(token)), 401, "UNAUTHENTICATED_USER");
  });
});

describe("a signed-in password change (the reference backend: what is ended stays ended)", () => {
  it("ends everything the old password opened and rotates this device's session: the answer's token works, the one used does not", async () => {
    const player = testPlayer("pwchange");
    const other = startSession(player.user).token;
    const readOnly = issueOneTime("sso_access", player.user.id, 60 * 60_000, "ro", "faucet");
    const loginKey = issueOneTime("login_key", player.user.id, 60 * 60_000, "lk");
    const changeEmail = issueOneTime("change_email", player.user.id, 60 * 60_000, "ce", "next@example.test");
    // this device's session has a device and place recorded by its use
    await getUserInfo({ ...player.a, headers: { ...player.a.headers, "User-Agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Firefox/130.0" } });
    const before = (await listSessionsCall(player.a)).data!.result.find((s) => s.current)!;

    const res = await change(player.token, TEST_PLAYER_PASSWORD, "a walk in the rain");
    expect(res.data).toMatchObject({ status: true, message: "Your password is changed. You are signed out everywhere else." });
    const rotated = res.data!.token;
    expect(rotated).not.toBe(player.token);
    for (const token of [player.token, other, readOnly]) expectError(await getUserInfo(auth(token)), 401);
    expectError(await tokenLogin({ body: { data: loginKey } }), 401);
    expect(findOneTime(changeEmail, "change_email")).toBeNull();
    const sessions = (await listSessionsCall(auth(rotated))).data!.result;
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ current: true, device: before.device, place: before.place });
    expectError(await login({ body: { username: player.name, password: TEST_PLAYER_PASSWORD } }), 401);
    expect((await login({ body: { username: player.name, password: "a walk in the rain" } })).response?.status).toBe(200);
  });

  it("two changes at once from two sessions: the first to finish changes the password, the other (its session ended meanwhile) changes nothing", async () => {
    const player = testPlayer("pwrace");
    const other = startSession(player.user).token;
    const answers = await Promise.all([
      change(player.token, TEST_PLAYER_PASSWORD, "a walk in the rain"),
      change(other, TEST_PLAYER_PASSWORD, "a song in the dark"),
    ]);
    const done = answers.filter((a) => a.response?.status === 200);
    expect(done).toHaveLength(1);
    expectError(
      answers.find((a) => a.response?.status !== 200)!,
      401,
    );
    const won = done[0] === answers[0] ? "a walk in the rain" : "a song in the dark";
    const lost = won === "a walk in the rain" ? "a song in the dark" : "a walk in the rain";
    expect((await login({ body: { username: player.name, password: won } })).response?.status).toBe(200);
    expectError(await login({ body: { username: player.name, password: lost } }), 401);
    expect((await listSessionsCall(auth(done[0]!.data!.token))).data!.result).toHaveLength(2);
  });

  /** A reset saved now, as resetPassword saves it: a new password, and every session ended. */
  const resetNow = (user: { id: string }, password: string) => {
    db.user.update({ where: { id: { equals: user.id } }, data: storedPasswordNow(password) });
    endAllSessions(db.user.findFirst({ where: { id: { equals: user.id } } })!);
  };
  const liveSessionsOf = (user: { id: string }) => db.session.findMany({ where: { userId: { equals: user.id } } }).filter((s) => !s.revoked);

  it("a reset saved while a sign-in's hash runs wins: the old password opens no session", async () => {
    const player = testPlayer("pwlate");
    const signingIn = refusal(() => passwordLogin({ username: player.name, password: TEST_PLAYER_PASSWORD }, "late-client"));
    resetNow(player.user, "a walk in the rain");
    expect(await signingIn).toEqual(refused(401, "Incorrect username, email or password"));
    expect(liveSessionsOf(player.user)).toEqual([]);
    expect((await passwordLogin({ username: player.name, password: "a walk in the rain" }, "late-client")).status).toBe(true);
  });

  it("a weaker hash redone at sign-in is never written over a reset saved meanwhile, before or during the redo", async () => {
    // the players' hashes made at the test cost, today's cost one higher: both are redone at sign-in
    const early = testPlayer("pwweak");
    const late = testPlayer("pwweak");
    vi.stubEnv("MOCK_PASSWORD_LOG_N", String(passwordCost() + 1));
    onTestFinished(() => void vi.unstubAllEnvs());
    // the reset lands while the password is checked
    const first = refusal(() => passwordLogin({ username: early.name, password: TEST_PLAYER_PASSWORD }, "weak-client"));
    resetNow(early.user, "a walk in the rain");
    expect((await first).status).toBe(401);
    // the reset lands while the stronger hash is made: the check has passed (its failure count is
    // taken back) and the redo runs
    const second = refusal(() => passwordLogin({ username: late.name, password: TEST_PLAYER_PASSWORD }, "weak-client"));
    while (hits(`login:account:${late.user.id}`, 3_600_000) > 0) await new Promise((resolve) => setImmediate(resolve));
    resetNow(late.user, "a walk in the rain");
    expect((await second).status).toBe(401);
    for (const { user, name } of [early, late]) {
      expect(liveSessionsOf(user)).toEqual([]);
      expect(await refusal(() => passwordLogin({ username: name, password: TEST_PLAYER_PASSWORD }, "weak-owner"))).toMatchObject({ status: 401 });
      expect((await passwordLogin({ username: name, password: "a walk in the rain" }, "weak-owner")).status).toBe(true);
    }
  });

  it("two sign-ins at once on a weaker hash both get in: one's redo at today's cost is not taken for a new password by the other", async () => {
    const player = testPlayer("pwboth");
    vi.stubEnv("MOCK_PASSWORD_LOG_N", String(passwordCost() + 1));
    onTestFinished(() => void vi.unstubAllEnvs());
    const both = await Promise.all(
      ["both-a", "both-b", "both-c"].map((client) => passwordLogin({ username: player.name, password: TEST_PLAYER_PASSWORD }, client)),
    );
    expect(both.map((answer) => answer.status)).toEqual([true, true, true]);
    expect(needsRehash(userById(player.user.id).passwordHash)).toBe(false);
    expect((await passwordLogin({ username: player.name, password: TEST_PLAYER_PASSWORD }, "both-d")).status).toBe(true);
  });

  it("a wrong current password, the same password again or a common one change nothing; wrong current passwords are limited per session, and another session still changes it", async () => {
    const player = testPlayer("pwwrong");
    const res = await change(player.token, "not-my-password", "a walk in the rain");
    expectError(res, 422, CURRENT_PASSWORD_WRONG);
    expect((res.error as { errors: unknown }).errors).toEqual([{ path: "current_password", message: CURRENT_PASSWORD_WRONG }]);
    expectError(await change(player.token, TEST_PLAYER_PASSWORD, TEST_PLAYER_PASSWORD), 400, SAME_PASSWORD);
    expectError(await change(player.token, TEST_PLAYER_PASSWORD, "sunshine1"), 400, PASSWORD_IS_COMMON);
    expect((await getUserInfo(player.a)).response?.status).toBe(200);
    // the owner's own device, signed in before a stolen session guesses
    const owner = startSession(player.user).token;
    for (let i = 0; i < 10; i++) await change(player.token, `guess-${i}-wrong`, "a walk in the rain");
    expectError(await change(player.token, TEST_PLAYER_PASSWORD, "a walk in the rain"), 429);
    expect((await login({ body: { username: player.name, password: TEST_PLAYER_PASSWORD } })).response?.status).toBe(200);
    expect((await change(owner, TEST_PLAYER_PASSWORD, "a walk in the rain")).response?.status).toBe(200);
  });

  it("needs a session", async () => {
    expectError(await raw("POST", "/api/v1/user/change_password", { current_password: "x", new_password: "a walk in the rain" }), 401);
  });
});

describe("a lockout someone else caused (the reference backend: no free signals)", () => {
  it("after the failed sign-ins that lock the account, the owner gets in through a password reset (a mailed single-use link)", async () => {
    const player = testPlayer("locked");
    for (let i = 0; i < 5; i++) expectError(await login({ body: { username: player.name, password: `guess-${i}-wrong` } }), 401);
    expectError(await login({ body: { username: player.name, password: TEST_PLAYER_PASSWORD } }), 429);
    const key = issueOneTime("reset_password", player.user.id, 60 * 60_000, "rt");
    expect((await resetPassword({ body: { password: "a walk in the rain", resetToken: key } })).data).toBe(true);
    expect((await login({ body: { username: player.name, password: "a walk in the rain" } })).response?.status).toBe(200);
  });
});
