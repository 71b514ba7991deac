import { http } from "msw";
import { zSignUpBody, zSiteConfirmPasswordBody, zSiteForgotPasswordBody, zSiteSubmitReferralCodeBody, zSiteValidateReferralCodeBody } from "../../generated/api/site/zod.gen";
import { forgotPassword, isValidReferralCode, register, resetPassword, submitReferralCode } from "../domain/accounts";
import { body, handle, ok } from "../lib/http";

/** The site's same-origin helper routes; they call the same domain logic as the user service. */
export const siteHandlers = [
  http.post("*/api/sign-up", handle(async (request) => ok(await register(await body(request, zSignUpBody))))),
  http.post("*/api/validate-referral-code", handle(async (request) => ok(isValidReferralCode((await body(request, zSiteValidateReferralCodeBody)).code)))),
  http.post("*/api/forgot-password", handle(async (request) => ok(forgotPassword(await body(request, zSiteForgotPasswordBody))))),
  http.post("*/api/confirm-password", handle(async (request) => ok(resetPassword(await body(request, zSiteConfirmPasswordBody))))),
  http.post("*/api/submit-referral-code", handle(async (request) => ok(submitReferralCode(await body(request, zSiteSubmitReferralCodeBody))))),
];
