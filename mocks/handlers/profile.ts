import { http } from "msw";
import {
  zAuthOAuthBody,
  zAuthTelegramBody,
  zChangeEmailBody,
  zKeepEmailBody,
  zSaveInterestBody,
  zSaveProfilePictureBody,
  zSetAvatarBody,
  zUpdateTelegramBody,
  zUpdateTwitterBody,
} from "../../generated/api/user/zod.gen";
import { rates, type OAuthNetwork } from "../config";
import { changeEmail, keepEmail, saveInterest, saveProfilePicture, setAvatar, updateHandle } from "../domain/profile";
import { connectOAuth, connectTelegram, decodeTelegramResult, startConnect } from "../domain/social";
import { bearer, body, fail, handle, ok, requireUser } from "../lib/http";
import { limit } from "../lib/rate-limit";

const U = "*/api/v1/user";
const OAUTH = ["twitter", "discord", "linkedin"];

/** The account's own edits and social connections (user service; logic in domain/profile and domain/social). */
export const profileHandlers = [
  http.post(
    `${U}/setAvatar`,
    handle(async (request) => ok(setAvatar(requireUser(request), (await body(request, zSetAvatarBody)).avatar))),
  ),
  http.post(
    `${U}/interest_v2`,
    handle(async (request) => ok(saveInterest(requireUser(request), (await body(request, zSaveInterestBody)).text))),
  ),
  http.post(
    `${U}/profile_picture`,
    handle(async (request) => ok(saveProfilePicture(requireUser(request), (await body(request, zSaveProfilePictureBody)).image_base64))),
  ),
  http.post(
    `${U}/change-email`,
    handle(async (request) => {
      const user = requireUser(request);
      const { email } = await body(request, zChangeEmailBody);
      limit(`change-email:${user.id}`, rates.changeEmail);
      return ok(changeEmail(user, email));
    }),
  ),
  http.post(
    `${U}/keep-email`,
    handle(async (request) => ok(keepEmail((await body(request, zKeepEmailBody)).token))),
  ),
  http.post(
    `${U}/update-twitter`,
    handle(async (request) => ok(updateHandle(requireUser(request), "twitter", (await body(request, zUpdateTwitterBody)).username))),
  ),
  http.post(
    `${U}/update-telegram`,
    handle(async (request) => ok(updateHandle(requireUser(request), "telegram", (await body(request, zUpdateTelegramBody)).username))),
  ),
  http.post(
    `${U}/auth/:provider/start`,
    handle<"provider">((request, params) => {
      const user = requireUser(request);
      if (![...OAUTH, "telegram"].includes(params.provider)) return fail(404, "Unknown provider");
      limit(`social-start:${user.id}`, rates.socialStart);
      return ok(startConnect(user, bearer(request)!, params.provider as OAuthNetwork | "telegram"));
    }),
  ),
  http.post(
    `${U}/auth/telegram`,
    handle(async (request) => {
      const user = requireUser(request);
      const input = await body(request, zAuthTelegramBody);
      return ok(connectTelegram(user, decodeTelegramResult(input.encoded), input.username));
    }),
  ),
  http.post(
    `${U}/auth/:provider`,
    handle<"provider">(async (request, params) => {
      const user = requireUser(request);
      if (!OAUTH.includes(params.provider)) return fail(404, "Unknown provider");
      const input = await body(request, zAuthOAuthBody);
      return ok(connectOAuth(user, bearer(request)!, params.provider as OAuthNetwork, input));
    }),
  ),
];
