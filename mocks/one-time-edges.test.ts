import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { limits } from "./config";
import { db } from "./db";
import { consumeCaptcha, createCaptcha } from "./domain/captcha";
import { BECOME_FRIEND_TTL_MS, connect, createInvite } from "./domain/friends";
import { advanceClock, now } from "./lib/clock";
import { captchaAnswer, refusal, refused, testPlayer } from "./test-utils";

/**
 * Single-use values at their edges (mocks/domain/captcha.ts, friends.ts): valid up to their last
 * millisecond and not one after, each consumed on its own. The clock is held still (Date only).
 */
beforeEach(() => vi.useFakeTimers({ now: new Date("2026-11-26T12:00:00Z"), toFake: ["Date"] }));
afterEach(() => vi.useRealTimers());

const WRONG = refused(422, "The captcha answer is wrong or has expired. Please try the new captcha.");

describe("the captcha", () => {
  it("is answered on its own: another open captcha is neither used nor consumed", async () => {
    const first = createCaptcha();
    const answer = captchaAnswer(first.captcha_id);
    let second = createCaptcha();
    while (captchaAnswer(second.captcha_id) === answer) second = createCaptcha();
    expect(first).toMatchObject({ status: true, captcha_id: expect.stringMatching(/^cap_[\w-]{12}$/) });
    expect(await refusal(() => consumeCaptcha(second.captcha_id, answer))).toEqual(WRONG);
    // the first is still open and takes its answer, with spaces around it as typed
    consumeCaptcha(first.captcha_id, ` ${answer} `);
    expect(db.captcha.findFirst({ where: { id: { equals: first.captcha_id } } })).toBeNull();
  });

  it("takes its answer up to its last millisecond, and not one after", async () => {
    const last = createCaptcha();
    advanceClock(limits.captchaTtlMs);
    consumeCaptcha(last.captcha_id, captchaAnswer(last.captcha_id));
    const late = createCaptcha();
    const answer = captchaAnswer(late.captcha_id);
    advanceClock(limits.captchaTtlMs + 1);
    expect(await refusal(() => consumeCaptcha(late.captcha_id, answer))).toEqual(WRONG);
  });
});

describe("become-friend codes", () => {
  it("expire seven days after they are made: the answer says when, the code works until then and not after", async () => {
    const inviter = testPlayer("inv");
    const invite = createInvite(inviter.user);
    expect(invite).toEqual({ status: true, code: expect.stringMatching(/^bf_/), expires_at: new Date(now() + BECOME_FRIEND_TTL_MS).toISOString() });
    expect(BECOME_FRIEND_TTL_MS).toBe(7 * 24 * 60 * 60_000);
    const late = createInvite(inviter.user);
    advanceClock(BECOME_FRIEND_TTL_MS);
    expect(connect(testPlayer("inv").user, invite.code)).toEqual({ status: true, message: "Friends Connected" });
    advanceClock(1);
    expect(await refusal(() => connect(testPlayer("inv").user, late.code))).toEqual({
      status: 404,
      body: { status: false, message: "This invitation is unknown or has expired" },
    });
  });

  it("the inviter cannot use its own code", async () => {
    const inviter = testPlayer("inv");
    const { code } = createInvite(inviter.user);
    expect(await refusal(() => connect(inviter.user, code))).toEqual({ status: 400, body: { status: false, message: "This is your own invitation" } });
  });
});
