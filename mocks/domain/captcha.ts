import { randomInt } from "node:crypto";
import { db } from "../db";
import { limits } from "../config";
import { renderCaptcha } from "../lib/captcha-image";
import { now, oncePerMinute } from "../lib/clock";
import { randomToken, seal, unseal } from "../lib/crypto";
import { refuse } from "../lib/http";

/**
 * The last captchas shown, by their image: the dev helper reads a captcha from the image a page
 * shows, as a person reads it (a browser driven without access to the page's requests has no id).
 * In memory only, the newest 200.
 */
const shown = new Map<string, string>();

/**
 * Removes the captchas past their 5 minutes, at most once a minute: an expired captcha answers as an
 * unknown one does, so nothing is kept for it.
 */
const purgeExpired = oncePerMinute(removeExpired);
function removeExpired(at: number) {
  db.captcha.deleteMany({ where: { expiresAt: { lt: at } } });
}

/** The image captcha (K03: 180x60 JPEG, a numeric answer), single use. */
export function createCaptcha() {
  purgeExpired();
  const answer = String(randomInt(10000, 100000));
  const id = randomToken("cap", 9);
  // the answer sealed at rest: the saved state opens no captcha (the dev helpers unseal it)
  db.captcha.create({ id, answer: seal(answer), expiresAt: now() + limits.captchaTtlMs });
  const image = renderCaptcha(answer, randomInt(1, 2 ** 31));
  shown.set(image, id);
  if (shown.size > 200) shown.delete(shown.keys().next().value!);
  return { status: true, captcha_id: id, image };
}

/** The answer of an open captcha (the dev helpers', as a person reads it from the image), or null. */
export function captchaAnswerOf(id: string): string | null {
  const captcha = db.captcha.findFirst({ where: { id: { equals: id } } });
  return captcha ? unseal(captcha.answer) : null;
}

/** The id of the captcha showing `image` (base64, as the answer carried it), while it is among the last shown. */
export const captchaOfImage = (image: string) => shown.get(image) ?? null;

/** The captcha's promise that the conformance runner checks by behaviour (a fault switch can replace it: mocks/faults.ts). */
export const captchaRules = {
  /** A captcha is answered within its 5 minutes (limits.captchaTtlMs). */
  unexpired: (captcha: { expiresAt: number }) => captcha.expiresAt >= now(),
  /** A captcha is used up by any attempt, right or wrong. */
  useUp(id: string) {
    db.captcha.delete({ where: { id: { equals: id } } });
  },
};

/** Single use: any attempt consumes the captcha; wrong or expired answers are 422. */
export function consumeCaptcha(id: string, answer: string) {
  const captcha = db.captcha.findFirst({ where: { id: { equals: id } } });
  if (captcha) captchaRules.useUp(id);
  if (!captcha || !captchaRules.unexpired(captcha) || unseal(captcha.answer) !== answer.trim())
    throw refuse(422, "The captcha answer is wrong or has expired. Please try the new captcha.");
}
