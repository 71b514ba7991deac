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
import { limits, rates } from "../config";
import { createCaptcha } from "../domain/captcha";
import { limitMailsTo, sendVerificationMail } from "../domain/mail";
import { forgotPassword, resetPassword } from "../domain/recovery";
import { checkReferralCode, submitReferralCode } from "../domain/referral";
import { register, verifyEmail } from "../domain/registration";
import { emailWalletLogin, signInChecks, startSession, tokenLogin } from "../domain/sessions";
import { userInfo } from "../domain/user-views";
import { findUserByLogin } from "../domain/users";
import { checkPassword, UNKNOWN_ACCOUNT_SALT, UNKNOWN_ACCOUNT_HASH } from "../lib/crypto";
import { bearer, body, clientId, fail, handle, HttpError, ok, query, requireUser } from "../lib/http";
import { findOneTime } from "../domain/one-time";
import { clearHits, hit, hits, limit, refuseOver, retryAfter } from "../lib/rate-limit";
import { issueNonce, walletLogin } from "../domain/wallets";
import { readOnlyUser } from "../domain/sso";

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
      // the limit counts per account, whichever identifier (username or email) names it; an unknown
      // identifier counts under its own name
      const user = findUserByLogin(login);
      const accountKey = user ? `login:account:${user.id}` : `login:unknown:${login.toLowerCase()}`;
      const clientKey = `login:client:${clientId(request)}`;
      const blocked = limited([
        [accountKey, limits.failedLoginsPerAccount],
        [clientKey, limits.failedLoginsPerClient],
      ]);
      if (blocked) return blocked;
      // the same work whether or not the account exists: the hash runs either way
      const passwordOk = checkPassword(password, user?.salt ?? UNKNOWN_ACCOUNT_SALT, user?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
      if (!user || !passwordOk) {
        hit(accountKey);
        hit(clientKey);
        return fail(401, GENERIC_LOGIN_ERROR);
      }
      signInChecks(user);
      clearHits(accountKey);
      return ok(startSession(user));
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
      // keys are single use and random; a client guessing them is stopped after a few failures
      const key = `token-login:${clientId(request)}`;
      refuseOver(key, rates.tokenLoginFailures, "Too many failed sign-ins. Please try again later.");
      try {
        return ok(tokenLogin(data));
      } catch (error) {
        hit(key);
        throw error;
      }
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
      db.session.update({ where: { token: { equals: bearer(request)! } }, data: { revoked: true } });
      return ok({ status: true, message: "Signed out" });
    }),
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
      const record = findOneTime(bearer(request), "email_verification_login");
      if (!record) return fail(401, "UNAUTHENTICATED_USER");
      const user = db.user.findFirst({ where: { id: { equals: record.userId } } })!;
      if (user.verified) return fail(409, "This email address is already verified");
      const key = `resend:${user.id}`;
      if (hits(key, 10 * 60_000) >= 3) return fail(429, "Too many emails sent. Please try again in 10 minutes.", { headers: { "Retry-After": "600" } });
      hit(key);
      limitMailsTo(user.email);
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
    handle(async (request) => ok(forgotPassword(await body(request, zForgotPasswordBody), clientId(request)))),
  ),
  http.post(
    `${U}/reset_password`,
    handle(async (request) => ok(resetPassword(await body(request, zResetPasswordBody)))),
  ),

  http.post(
    `${U}/referral/validate`,
    handle(async (request) => ok(checkReferralCode((await body(request, zValidateReferralCodeBody)).code, clientId(request)))),
  ),

  http.get(
    `${U}/info`,
    handle((request) => {
      // the one call a partner's read-only token may make (openapi/sso.yaml)
      const token = bearer(request);
      const reader = token?.startsWith("ro_") ? readOnlyUser(token) : null;
      if (token?.startsWith("ro_") && !reader) throw new HttpError(fail(401, "UNAUTHENTICATED_USER"));
      const user = reader ?? requireUser(request);
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
