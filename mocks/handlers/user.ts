import { http } from "msw";
import {
  zEthermailLoginBody,
  zSubmitReferralCodeBody,
  zTokenLoginBody,
  zForgotPasswordBody,
  zGetFriendsQuery,
  zLoginBody,
  zRegisterBody,
  zResetPasswordBody,
  zValidateReferralCodeBody,
  zVerifyEmailBody,
} from "../../generated/api/user/zod.gen";
import { db } from "../db";
import { limits } from "../config";
import {
  createCaptcha,
  emailWalletLogin,
  findUserByLogin,
  signInChecks,
  startSession,
  submitReferralCode,
  tokenLogin,
  forgotPassword,
  resetPassword,
  isValidReferralCode,
  register,
  sendVerificationMail,
  userInfo,
  verifyEmail,
} from "../domain/accounts";
import { checkPassword } from "../lib/crypto";
import { bearer, body, clientId, fail, findOneTime, handle, ok, query, requireUser } from "../lib/http";
import { clearHits, hit, hits, retryAfter } from "../lib/rate-limit";
import { issueNonce, walletLogin } from "../domain/wallets";

const U = "*/api/v1/user";
const GENERIC_LOGIN_ERROR = "Incorrect username, email or password";

function limited(keys: [string, number][]) {
  for (const [key, max] of keys)
    if (hits(key, limits.failedLoginWindowMs) >= max) {
      const seconds = retryAfter(key, limits.failedLoginWindowMs);
      return fail(429, `Too many sign-in attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`, { headers: { "Retry-After": String(seconds) } });
    }
  return null;
}

export const userHandlers = [
  http.post(
    `${U}/login`,
    handle(async (request) => {
      const input = await body(request, zLoginBody);
      if (input.signature || input.address || input.message) return ok(await walletLogin(input));
      const login = input.username?.trim() ?? "";
      const password = input.password ?? "";
      if (!login || !password)
        return fail(400, "Email or Username and Password are required", {
          errors: [
            ...(!login ? [{ path: "username", message: "Email or Username is required" }] : []),
            ...(!password ? [{ path: "password", message: "Password is required" }] : []),
          ],
        });
      const accountKey = `login:account:${login.toLowerCase()}`;
      const clientKey = `login:client:${clientId(request)}`;
      const blocked = limited([
        [accountKey, limits.failedLoginsPerAccount],
        [clientKey, limits.failedLoginsPerClient],
      ]);
      if (blocked) return blocked;
      const user = findUserByLogin(login);
      if (!user || !checkPassword(password, user.salt, user.passwordHash)) {
        hit(accountKey);
        hit(clientKey);
        return fail(401, GENERIC_LOGIN_ERROR);
      }
      signInChecks(user);
      clearHits(accountKey);
      return ok(startSession(user));
    }),
  ),

  http.get(`${U}/login/nonce`, () => ok(issueNonce())),

  http.post(
    `${U}/login/token`,
    handle(async (request) => ok(tokenLogin((await body(request, zTokenLoginBody)).data))),
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
      db.session.update({ where: { token: { equals: bearer(request)! } }, data: { revoked: true } });
      return ok({ status: true, message: "Signed out" });
    }),
  ),

  http.post(
    `${U}/register`,
    handle(async (request) => ok(await register(await body(request, zRegisterBody)))),
  ),

  http.get(`${U}/captcha/generate`, () => ok(createCaptcha())),

  http.post(
    `${U}/resend_verify_email`,
    handle((request) => {
      const record = findOneTime(bearer(request), "email_verification_login");
      if (!record) return fail(401, "UNAUTHENTICATED_USER");
      const user = db.user.findFirst({ where: { id: { equals: record.userId } } })!;
      if (user.verified) return fail(409, "This email address is already verified");
      const key = `resend:${user.id}`;
      if (hits(key, 10 * 60_000) >= 3) return fail(429, "Too many emails sent. Please try again in 10 minutes.", { headers: { "Retry-After": "600" } });
      hit(key);
      sendVerificationMail(user);
      return ok({ status: true, message: "Email Sent!" });
    }),
  ),

  http.post(
    `${U}/verify_email`,
    handle(async (request) => ok(verifyEmail((await body(request, zVerifyEmailBody)).token))),
  ),

  http.post(
    `${U}/forgot_password`,
    handle(async (request) => ok(forgotPassword(await body(request, zForgotPasswordBody)))),
  ),
  http.post(
    `${U}/reset_password`,
    handle(async (request) => ok(resetPassword(await body(request, zResetPasswordBody)))),
  ),

  http.post(
    `${U}/referral/validate`,
    handle(async (request) => ok(isValidReferralCode((await body(request, zValidateReferralCodeBody)).code))),
  ),

  http.get(
    `${U}/info`,
    handle((request) => {
      const user = requireUser(request);
      return ok({ status: true, result: { user: userInfo(user, user) } });
    }),
  ),

  http.get(
    `${U}/friends`,
    handle(async (request) => {
      const user = requireUser(request);
      const { item_per_page: perPage = 7, page = 1 } = query(request, zGetFriendsQuery) ?? {};
      const friends = db.friendship
        .findMany({ where: { status: { equals: "accepted" } } })
        .filter((f) => f.fromId === user.id || f.toId === user.id)
        .map((f) => db.user.findFirst({ where: { id: { equals: f.fromId === user.id ? f.toId : f.fromId } } })!)
        .sort((a, b) => a.username.localeCompare(b.username));
      const items = friends
        .slice((page - 1) * perPage, page * perPage)
        .map((f) => ({ username: f.username, email: f.email, avatarSrc: `/avatars/${f.userAvatar ?? 1}.svg` }));
      return ok({ status: true, result: { items, total_page: Math.ceil(friends.length / perPage) } });
    }),
  ),

  http.get(
    `${U}/friends/pending`,
    handle((request) => {
      const user = requireUser(request);
      const result = db.friendship.findMany({ where: { toId: { equals: user.id }, status: { equals: "pending" } } }).map((f) => ({
        id: f.id,
        friendship_id: f.id,
        username: db.user.findFirst({ where: { id: { equals: f.fromId } } })!.username,
        status: "pending" as const,
      }));
      return ok({ status: true, result });
    }),
  ),
];
