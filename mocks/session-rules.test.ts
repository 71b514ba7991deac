import { describe, expect, it } from "vitest";
import { limits } from "./config";
import { db } from "./db";
import { endAllSessions, endSession, endSessionById, listSessions, passwordLogin, rotateSessions, startSession } from "./domain/sessions";
import { tokenKey } from "./lib/crypto";
import { holdClock, refusal, refused, testPlayer } from "./test-utils";

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

  it(`${limits.failedLoginsPerAccount} a window per account; the wait is said in whole minutes, as Retry-After says in seconds`, async () => {
    const p = testPlayer("sr");
    for (let n = 0; n < limits.failedLoginsPerAccount; n++) expect((await wrong(p.name)).status).toBe(401);
    holdClock(Date.now() + 61_000); // a minute and a second of the window gone
    const { status, message } = await tooMany(() => passwordLogin({ username: p.name, password: "pw-123456" }, "sr-client-ok"));
    const minutes = Math.ceil((limits.failedLoginWindowMs - 61_000) / 60_000);
    expect({ status, message }).toEqual({ status: 429, message: `Too many sign-in attempts. Please try again in ${minutes} minutes.` });
  });

  it("an unknown name counts in any case", async () => {
    for (let n = 0; n < limits.failedLoginsPerAccount; n++) await wrong(n % 2 ? "Nobody_Here" : "nobody_here");
    expect((await wrong("NOBODY_HERE")).status).toBe(429);
  });

  it("a successful sign-in clears the account's count", async () => {
    const p = testPlayer("sr");
    for (let n = 0; n < limits.failedLoginsPerAccount - 1; n++) await wrong(p.name);
    expect(passwordLogin({ username: p.name, password: "pw-123456" }, "sr-client-ok").status).toBe(true);
    for (let n = 0; n < limits.failedLoginsPerAccount - 1; n++) expect((await wrong(p.name)).status).toBe(401);
  });
});
