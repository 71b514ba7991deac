import { http } from "msw";
import { zSignUpBody, zSiteConfirmPasswordBody, zSiteForgotPasswordBody, zSiteSubmitReferralCodeBody, zSiteValidateReferralCodeBody, zSubscribeNewsletterBody } from "../../generated/api/site/zod.gen";
import { forgotPassword, isValidReferralCode, register, resetPassword, submitReferralCode } from "../domain/accounts";
import { db } from "../db";
import { now } from "../lib/clock";
import { body, handle, ok } from "../lib/http";

/** The site's same-origin helper routes; they call the same domain logic as the user service. */
export const siteHandlers = [
  http.post("*/api/sign-up", handle(async (request) => ok(await register(await body(request, zSignUpBody))))),
  http.post("*/api/validate-referral-code", handle(async (request) => ok(isValidReferralCode((await body(request, zSiteValidateReferralCodeBody)).code)))),
  http.post("*/api/forgot-password", handle(async (request) => ok(forgotPassword(await body(request, zSiteForgotPasswordBody))))),
  http.post("*/api/confirm-password", handle(async (request) => ok(resetPassword(await body(request, zSiteConfirmPasswordBody))))),
  http.post("*/api/submit-referral-code", handle(async (request) => ok(submitReferralCode(await body(request, zSiteSubmitReferralCodeBody))))),
  http.post("*/api/subscribe", handle(async (request) => {
    const { email } = await body(request, zSubscribeNewsletterBody);
    const key = email.trim().toLowerCase();
    if (!db.subscriber.findFirst({ where: { email: { equals: key } } })) db.subscriber.create({ email: key, createdAt: new Date(now()).toISOString() });
    return ok({ status: true, message: "Thanks for subscribing!" });
  })),
];
