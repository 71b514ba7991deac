import { http } from "msw";
import * as z from "zod/mini";
import {
  zSignUpBody,
  zSiteConfirmPasswordBody,
  zSiteForgotPasswordBody,
  zSiteSubmitReferralCodeBody,
  zSiteValidateReferralCodeBody,
  zSubscribeNewsletterBody,
  zJobApplication,
  zJoinSpatialWhitelistBody,
  zClaimPointBody,
  zConnectSocialBody,
  zConnectTelegramBody,
  zCreateMicroPromptBody,
  zGeneratePictureBody,
} from "../../generated/api/site/zod.gen";
import { forgotPassword, resetPassword } from "../domain/recovery";
import { checkReferralCode, submitReferralCode } from "../domain/referral";
import { register } from "../domain/registration";
import { joinWhitelist, publicSpaces } from "../domain/spatial";
import { microPrompt, picture } from "../domain/ai";
import { claimPoints } from "../domain/profile";
import { connectOAuth, connectTelegram } from "../domain/social";
import type { OAuthNetwork } from "../config";
import { rates } from "../config";
import { influencers, submitApplication, subscribe } from "../domain/site";
import { bearer, body, clientId, fail, handle, ok, okPublic, refuse, requireUser, userOfToken } from "../lib/http";
import { limit } from "../lib/rate-limit";

/**
 * The session of a social callback or a point claim: the spec sends its token in the body
 * (accounts-identity.md §7); the contract also takes it as the bearer header, either way. A request
 * with two different tokens names no one session, so it is refused rather than one of them picked
 * (RFC 6750 §2: one method a request).
 */
function sessionOf(request: Request, bodyToken: string | undefined) {
  const header = bearer(request);
  if (header && bodyToken && header !== bodyToken)
    throw refuse(400, "The token in the body and the one in the Authorization header differ: send one of them", "token");
  const token = bodyToken ?? header;
  if (!token) throw refuse(401, "UNAUTHENTICATED_USER");
  return { user: userOfToken(token, request), token };
}

/** The site's same-origin helper routes; they call the same domain logic as the user service. */
export const siteHandlers = [
  http.get(
    "*/api/v1/api/InflunacerWidget/list",
    handle((request) => {
      limit(`influencers:${clientId(request)}`, rates.publicList);
      return okPublic(influencers(), "CacheListing");
    }),
  ),
  http.post(
    "*/api/sign-up",
    handle(async (request) => ok(await register(await body(request, zSignUpBody), clientId(request)))),
  ),
  http.post(
    "*/api/validate-referral-code",
    handle(async (request) => ok(checkReferralCode((await body(request, zSiteValidateReferralCodeBody)).code, clientId(request)))),
  ),
  http.post(
    "*/api/forgot-password",
    handle(async (request) => ok(forgotPassword(await body(request, zSiteForgotPasswordBody), clientId(request)))),
  ),
  http.post(
    "*/api/confirm-password",
    handle(async (request) => ok(await resetPassword(await body(request, zSiteConfirmPasswordBody), clientId(request)))),
  ),
  http.post(
    "*/api/submit-referral-code",
    handle(async (request) => ok(submitReferralCode(await body(request, zSiteSubmitReferralCodeBody)))),
  ),
  http.post(
    "*/api/subscribe",
    handle(async (request) => {
      const { email } = await body(request, zSubscribeNewsletterBody);
      limit(`subscribe:${clientId(request)}`, rates.subscribe);
      return ok(subscribe(email));
    }),
  ),
  http.get(
    "*/api/v1/penxr/space/public/:username",
    handle<"username">((request, params) => okPublic({ status: true, result: publicSpaces(params.username, clientId(request)) }, "CachePublicPage")),
  ),
  http.post(
    "*/api/v1/penxr/whitelist",
    handle(async (request) => ok(joinWhitelist(await body(request, zJoinSpatialWhitelistBody), clientId(request)))),
  ),
  // the social connections' callbacks: the session token comes in the body (accounts-identity.md §7)
  // or the bearer header
  http.post(
    "*/api/connect-tg",
    handle(async (request) => {
      const input = await body(request, zConnectTelegramBody);
      return ok(connectTelegram(sessionOf(request, input.token).user, input.allFields, input.username));
    }),
  ),
  http.post(
    "*/api/connect-:network",
    handle<"network">(async (request, params) => {
      if (!["twitter", "discord", "linkedin"].includes(params.network)) return fail(404, "Unknown network");
      const input = await body(request, zConnectSocialBody);
      const { user, token } = sessionOf(request, input.token);
      return ok(connectOAuth(user, token, params.network as OAuthNetwork, input));
    }),
  ),
  http.post(
    "*/api/claim-point",
    handle(async (request) => {
      const input = await body(request, zClaimPointBody);
      return ok(claimPoints(sessionOf(request, input.token).user, input.template_name));
    }),
  ),
  // the AI service behind the site (its key stays here); the mock plays it
  http.post(
    "*/api/ai/micro-prompt",
    handle(async (request) => {
      const user = requireUser(request);
      const { text } = await body(request, zCreateMicroPromptBody);
      limit(`ai:${user.id}`, rates.ai);
      return ok(await microPrompt(user.id, text));
    }),
  ),
  http.post(
    "*/api/ai/picture",
    handle(async (request) => {
      const user = requireUser(request);
      const { text } = await body(request, zGeneratePictureBody);
      limit(`ai:${user.id}`, rates.ai);
      return ok(await picture(user.id, text));
    }),
  ),
  http.post(
    "*/api/submit-google-form",
    handle(async (request) => {
      limit(`applications:${clientId(request)}`, rates.applications, "Too many applications from this address. Please try again later.");
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return fail(400, "Invalid request: the body must be multipart/form-data");
      }
      const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) as Record<string, string>;
      const parsed = z.omit(zJobApplication, { resume: true }).safeParse(fields);
      const resume = form.get("resume");
      const errors = parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      // what is stored is the application's own fields: any other field sent is dropped
      return ok(await submitApplication(parsed.success ? parsed.data : fields, errors, resume instanceof File ? resume : null));
    }),
  ),
];
