import { randomInt } from "node:crypto";
import { db } from "../db";
import { limits } from "../config";
import { renderCaptcha } from "../lib/captcha-image";
import { now } from "../lib/clock";
import { randomToken } from "../lib/crypto";
import { refuse } from "../lib/http";

/** The image captcha (K03: 180x60 JPEG, a numeric answer), single use. */
export function createCaptcha() {
  const answer = String(randomInt(10000, 100000));
  const id = randomToken("cap", 9);
  db.captcha.create({ id, answer, expiresAt: now() + limits.captchaTtlMs });
  return { status: true, captcha_id: id, image: renderCaptcha(answer, randomInt(1, 2 ** 31)) };
}

/** Single use: any attempt consumes the captcha; wrong or expired answers are 422. */
export function consumeCaptcha(id: string, answer: string) {
  const captcha = db.captcha.findFirst({ where: { id: { equals: id } } });
  if (captcha) db.captcha.delete({ where: { id: { equals: id } } });
  if (!captcha || captcha.expiresAt < now() || captcha.answer !== answer.trim())
    throw refuse(422, "The captcha answer is wrong or has expired. Please try the new captcha.");
}
