// Where an account is signed in (openapi/user.yaml listSessions, endSession, endOtherSessions):
// the player sees each live session's device, place and last use, and ends one or all the others;
// an account keeps at most limits.sessionsPerAccount live sessions.
import { describe, expect, it } from "vitest";
import { endOtherSessions, endSession, getUserInfo, listSessions } from "../generated/api/user/sdk.gen";
import { limits } from "./config";
import { db } from "./db";
import { issueOneTime } from "./domain/one-time";
import { startSession } from "./domain/sessions";
import { tokenKey } from "./lib/crypto";
import { restore, snapshot } from "./state";
import { auth, expectError, testPlayer } from "./test-utils";

const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const LAPTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const from = (token: string, userAgent: string) => ({ headers: { ...auth(token).headers, "User-Agent": userAgent } });

describe("sessions", () => {
  it("lists the live sessions: this one first and marked, each with its device and last use, never a token", async () => {
    const { user, token } = testPlayer("ss");
    const other = startSession(user).token;
    await getUserInfo(from(other, LAPTOP));
    const { data } = await listSessions(from(token, PHONE));
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
    const id = (await listSessions(auth(token))).data!.result.find((s) => !s.current)!.id;
    const { data } = await endSession({ ...auth(token), path: { id } });
    expect(data!.message).toBe("Signed out of Firefox on Windows");
    expectError(await getUserInfo(auth(other)), 401, "UNAUTHENTICATED_USER");
    expectError(await endSession({ ...auth(token), path: { id } }), 404, "This session has already ended");
    expect((await getUserInfo(auth(token))).response?.status).toBe(200);
  });

  it("another player's session id is not found, and stays live", async () => {
    const mallory = testPlayer("ss");
    const victim = testPlayer("ss");
    const id = (await listSessions(auth(victim.token))).data!.result[0]!.id;
    expectError(await endSession({ ...auth(mallory.token), path: { id } }), 404);
    expect((await getUserInfo(auth(victim.token))).response?.status).toBe(200);
  });

  it("signs out everywhere else: every other session ends, this one stays", async () => {
    const { user, token } = testPlayer("ss");
    const others = [startSession(user).token, startSession(user).token];
    const { data } = await endOtherSessions(auth(token));
    expect(data!.message).toBe("Signed out of 2 other sessions");
    for (const t of others) expectError(await getUserInfo(auth(t)), 401, "UNAUTHENTICATED_USER");
    expect((await listSessions(auth(token))).data!.result).toHaveLength(1);
  });

  it(`an account keeps at most ${limits.sessionsPerAccount} live sessions: a sign-in past them ends the oldest`, async () => {
    const { user, token: first } = testPlayer("ss");
    const tokens = Array.from({ length: limits.sessionsPerAccount }, () => startSession(user).token);
    expectError(await getUserInfo(auth(first)), 401, "UNAUTHENTICATED_USER");
    expect((await listSessions(auth(tokens.at(-1)!))).data!.result).toHaveLength(limits.sessionsPerAccount);
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
    expect((await listSessions(auth(token))).data!.result[0]!.device).toBe("Unknown device");
  });
});
