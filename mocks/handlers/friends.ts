import { http } from "msw";
import { zConnectFriendBody, zGetUserInfoByUsernameQuery, zSendFriendRequestBody, zUpdateFriendRequestBody } from "../../generated/api/user/zod.gen";
import { userInfo } from "../domain/user-views";
import { findUserByName } from "../domain/users";
import { answerRequest, connect, createInvite, ownReferralCount, sendRequest } from "../domain/friends";
import { body, fail, handle, ok, okPublic, optionalUser, query, requireUser } from "../lib/http";

const U = "*/api/v1/user";

/** Friends, friend requests, profiles by username and referral counts. */
export const friendHandlers = [
  http.post(
    `${U}/friends/invite`,
    handle((request) => ok(createInvite(requireUser(request)))),
  ),
  http.post(
    `${U}/friends/connect`,
    handle(async (request) => {
      const me = requireUser(request);
      return ok(connect(me, (await body(request, zConnectFriendBody)).data));
    }),
  ),
  http.post(
    `${U}/friends`,
    handle(async (request) => ok(sendRequest(requireUser(request), (await body(request, zSendFriendRequestBody)).username))),
  ),
  http.post(
    `${U}/friends/update`,
    handle(async (request) => {
      const me = requireUser(request);
      const input = await body(request, zUpdateFriendRequestBody);
      return ok(answerRequest(me, input.friendship_id, input.status));
    }),
  ),

  http.get(
    `${U}/info_by_username/public/:username`,
    handle<"username">((_request, params) => {
      const user = findUserByName(params.username);
      return user
        ? okPublic({ status: true, result: { user: userInfo(user, null) } }, "CachePublicPage")
        : fail(404, "There was an issue getting the user info");
    }),
  ),

  http.get(
    `${U}/info_by_username/:username`,
    handle<"username">((request, params) => {
      query(request, zGetUserInfoByUsernameQuery);
      const user = findUserByName(params.username);
      return user ? ok({ status: true, result: { user: userInfo(user, optionalUser(request)) } }) : fail(404, "There was an issue getting the user info");
    }),
  ),

  http.get(
    `${U}/referrals/:username`,
    handle<"username">((request, params) => ok(ownReferralCount(requireUser(request), params.username))),
  ),
];
