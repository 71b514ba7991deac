import { http } from "msw";
import {
  zEthermailLoginBody,
  zSubmitReferralCodeBody,
  zTokenLoginBody,
  zChangePasswordBody,
  zForgotPasswordBody,
  zGetFriendsQuery,
  zLoginBody,
  zRegisterBody,
  zResetPasswordBody,
  zCheckResetKeyBody,
  zValidateReferralCodeBody,
  zVerifyEmailBody,
} from "../../generated/api/user/zod.gen";
import { rates } from "../config";
import { createCaptcha } from "../domain/captcha";
import { friendsOf, pendingRequestsTo } from "../domain/friends";
import { changePassword, checkResetKey, forgotPassword, resetPassword } from "../domain/recovery";
import { checkReferralCode, submitReferralCode } from "../domain/referral";
import { register, resendVerification, verifyEmail } from "../domain/registration";
import { emailWalletLogin, endOtherSessions, endSession, endSessionById, listSessions, passwordLogin, readerOf, tokenLoginFrom } from "../domain/sessions";
import { userInfo } from "../domain/user-views";
import { faucetAllowance } from "../domain/faucet";
import { bearer, body, clientId, handle, ok, query, requireUser } from "../lib/http";
import { limit } from "../lib/rate-limit";
import { issueNonce, walletLogin } from "../domain/siwe";

const U = "*/api/v1/user";

export const userHandlers = [
  http.post(
    `${U}/login`,
    handle(async (request) => {
      const input = await body(request, zLoginBody);
      if (input.signature || input.address || input.message) return ok(await walletLogin(input));
      return ok(await passwordLogin(input, clientId(request)));
    }),
  ),

  http.get(
    `${U}/login/nonce`,
    handle((request) => {
      limit(`nonce:${clientId(request)}`, rates.nonce);
      return ok(issueNonce());
    }),
  ),

  http.post(
    `${U}/login/token`,
    handle(async (request) => {
      const { data } = await body(request, zTokenLoginBody);
      return ok(tokenLoginFrom(clientId(request), data));
    }),
  ),

  http.post(
    `${U}/login/ethermail`,
    handle(async (request) => ok(emailWalletLogin((await body(request, zEthermailLoginBody)).ethermail_token))),
  ),

  http.post(
    `${U}/referral/submit`,
    handle(async (request) => ok(submitReferralCode(await body(request, zSubmitReferralCodeBody)))),
  ),

  http.post(
    `${U}/logout`,
    handle((request) => {
      requireUser(request);
      return ok(endSession(bearer(request)!));
    }),
  ),

  http.get(
    `${U}/sessions`,
    handle((request) => ok(listSessions(requireUser(request), bearer(request)!))),
  ),

  http.post(
    `${U}/change_password`,
    handle(async (request) => {
      const user = requireUser(request);
      return ok(await changePassword(user, bearer(request)!, await body(request, zChangePasswordBody)));
    }),
  ),

  http.post(
    `${U}/sessions/end-others`,
    handle((request) => ok(endOtherSessions(requireUser(request), bearer(request)!))),
  ),

  http.post(
    `${U}/sessions/:id/end`,
    handle<"id">((request, params) => ok(endSessionById(requireUser(request), params.id))),
  ),

  http.post(
    `${U}/register`,
    handle(async (request) => ok(await register(await body(request, zRegisterBody), clientId(request)))),
  ),

  http.get(
    `${U}/captcha/generate`,
    handle((request) => {
      limit(`captcha:${clientId(request)}`, rates.captcha);
      return ok(createCaptcha());
    }),
  ),

  http.post(
    `${U}/resend_verify_email`,
    handle((request) => {
      return ok(resendVerification(bearer(request)));
    }),
  ),

  http.post(
    `${U}/verify_email`,
    handle(async (request) => ok(verifyEmail((await body(request, zVerifyEmailBody)).token))),
  ),

  http.post(
    `${U}/forgot_password`,
    handle(async (request) => ok(forgotPassword(await body(request, zForgotPasswordBody), clientId(request)))),
  ),
  http.post(
    `${U}/reset_password`,
    handle(async (request) => ok(await resetPassword(await body(request, zResetPasswordBody), clientId(request)))),
  ),
  http.post(
    `${U}/reset_password/check`,
    handle(async (request) => ok(checkResetKey(await body(request, zCheckResetKeyBody), clientId(request)))),
  ),

  http.post(
    `${U}/referral/validate`,
    handle(async (request) => ok(checkReferralCode((await body(request, zValidateReferralCodeBody)).code, clientId(request)))),
  ),

  http.get(
    `${U}/info`,
    handle((request) => {
      // the one call a partner's read-only token may make (openapi/sso.yaml)
      const user = readerOf(bearer(request), () => requireUser(request));
      return ok({ status: true, result: { user: userInfo(user, user) } });
    }),
  ),

  http.get(
    `${U}/faucet`,
    handle((request) => {
      // the faucet partner asks with its read-only token (openapi/sso.yaml), or a player with a session
      const user = readerOf(bearer(request), () => requireUser(request));
      return ok({ status: true, result: faucetAllowance(user) });
    }),
  ),

  http.get(
    `${U}/friends`,
    handle(async (request) => {
      const user = requireUser(request);
      const { item_per_page: perPage = 7, page = 1 } = query(request, zGetFriendsQuery) ?? {};
      return ok(friendsOf(user, page, perPage));
    }),
  ),

  http.get(
    `${U}/friends/pending`,
    handle((request) => ok(pendingRequestsTo(requireUser(request)))),
  ),
];
