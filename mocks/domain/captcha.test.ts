import jpeg from "jpeg-js";
import { describe, expect, it, afterEach, beforeEach, vi } from "vitest";
import { generateCaptcha, register } from "../../generated/api/user/sdk.gen";
import { limits } from "../config";
import { advanceClock } from "../lib/clock";
import { captchaAnswer, expectError, refusal, refused, freshCaptcha, signUpBody } from "../testing/test-utils";
import { db } from "../db";
import { captchaAnswerOf, captchaOfImage, consumeCaptcha, createCaptcha } from "./captcha";

const WRONG = refused(422, "The captcha answer is wrong or has expired. Please try the new captcha.");

describe("captcha", () => {
  it("is a 180x60 JPEG of the digits, single use and expiring after 5 minutes", async () => {
    const { data } = await generateCaptcha({ throwOnError: true });
    const image = jpeg.decode(Buffer.from(data.image, "base64"));
    expect([image.width, image.height]).toEqual([180, 60]);
    const answer = captchaAnswer(data.captcha_id);
    expect(answer).toMatch(/^\d{5}$/);
    const ok = await register({ body: await signUpBody({ captcha_id: data.captcha_id, captcha_answer: answer }) });
    expect(ok.response?.status).toBe(200);
    const reused = await register({
      body: await signUpBody({ username: "erin2", email: "erin2@example.test", captcha_id: data.captcha_id, captcha_answer: answer }),
    });
    expectError(reused, 422, /captcha/);
    const late = await freshCaptcha();
    advanceClock(limits.captchaTtlMs + 1000);
    expectError(await register({ body: await signUpBody({ username: "erin3", email: "erin3@example.test", ...late }) }), 422, /captcha/);
  });

  it("captchas past their 5 minutes are removed as new ones are made, at most once a minute; open ones stay", () => {
    const old = createCaptcha().captcha_id;
    advanceClock(60_000);
    const open = createCaptcha().captcha_id;
    advanceClock(limits.captchaTtlMs - 60_000 + 1);
    createCaptcha();
    expect(db.captcha.findFirst({ where: { id: { equals: old } } })).toBeNull();
    expect(captchaAnswerOf(open)).toMatch(/^\d{5}$/);
  });

  it("a wrong answer uses the captcha up too", async () => {
    const c = await freshCaptcha();
    expectError(
      await register({ body: await signUpBody({ captcha_id: c.captcha_id, captcha_answer: c.captcha_answer === "12345" ? "54321" : "12345" }) }),
      422,
    );
    expectError(await register({ body: await signUpBody(c) }), 422);
  });
});

describe("the captcha", () => {
  // valid up to the last millisecond and not one after, each consumed on its own: the clock is held still (Date only)
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-11-26T12:00:00Z"), toFake: ["Date"] }));
  afterEach(() => vi.useRealTimers());

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

  it("keeps its answer sealed: the stored row does not hold it, the dev helpers read it", () => {
    const { captcha_id } = createCaptcha();
    const answer = captchaAnswerOf(captcha_id)!;
    expect(answer).toMatch(/^\d{5}$/);
    expect(db.captcha.findFirst({ where: { id: { equals: captcha_id } } })!.answer).not.toContain(answer);
    expect(captchaAnswerOf("cap_none")).toBeNull();
  });

  it("a shown captcha is found by its image (the dev helper's way to read it), the newest 200 of them", () => {
    const first = createCaptcha();
    expect(captchaOfImage(first.image)).toBe(first.captcha_id);
    expect(captchaOfImage(`${first.image}x`)).toBeNull();
    const later = Array.from({ length: 200 }, () => createCaptcha());
    expect(captchaOfImage(first.image)).toBeNull();
    expect(captchaOfImage(later[0]!.image)).toBe(later[0]!.captcha_id);
    expect(captchaOfImage(later.at(-1)!.image)).toBe(later.at(-1)!.captcha_id);
    // 201 JPEGs drawn take seconds on CI's two busy cores
  }, 60_000);
});
