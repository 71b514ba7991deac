import { http } from "msw";
import { zConnectFriendBody, zSendFriendRequestBody, zUpdateFriendRequestBody } from "../../generated/api/user/zod.gen";
import { db } from "../db";
import { userInfo } from "../domain/user-views";
import { findUserByName } from "../domain/users";
import { connect, createInvite, referralCount } from "../domain/friends";
import { body, fail, handle, ok, optionalUser, requireUser } from "../lib/http";

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
    handle(async (request) => {
      const me = requireUser(request);
      const { username } = await body(request, zSendFriendRequestBody);
      const target = findUserByName(username);
      if (!target) return fail(404, "User not found");
      if (target.id === me.id) return fail(400, "You cannot send a friend request to yourself");
      const existing = db.friendship
        .findMany({ where: { status: { notEquals: "rejected" } } })
        .find((f) => (f.fromId === me.id && f.toId === target.id) || (f.fromId === target.id && f.toId === me.id));
      if (existing) return fail(409, "Friend request already present");
      const id = Math.max(0, ...db.friendship.getAll().map((f) => f.id)) + 1;
      db.friendship.create({ id, fromId: me.id, toId: target.id, status: "pending" });
      return ok({ status: true, message: "Friend request sent" });
    }),
  ),

  http.post(
    `${U}/friends/update`,
    handle(async (request) => {
      const me = requireUser(request);
      const input = await body(request, zUpdateFriendRequestBody);
      const f = db.friendship.findFirst({ where: { id: { equals: input.friendship_id } } });
      if (!f || f.status !== "pending") return fail(404, "Friend request not found");
      if (f.toId !== me.id) return fail(403, "Only the receiver can answer a friend request");
      db.friendship.update({ where: { id: { equals: f.id } }, data: { status: input.status } });
      const from = db.user.findFirst({ where: { id: { equals: f.fromId } } })!;
      return ok({ status: true, result: { id: f.id, friendship_id: f.id, username: from.username, status: input.status } });
    }),
  ),

  http.get(
    `${U}/info_by_username/public/:username`,
    handle((_request, params) => {
      const user = findUserByName(params.username);
      return user ? ok({ status: true, result: { user: userInfo(user, null) } }) : fail(404, "There was an issue getting the user info");
    }),
  ),

  http.get(
    `${U}/info_by_username/:username`,
    handle((request, params) => {
      const user = findUserByName(params.username);
      return user ? ok({ status: true, result: { user: userInfo(user, optionalUser(request)) } }) : fail(404, "There was an issue getting the user info");
    }),
  ),

  http.get(
    `${U}/referrals/:username`,
    handle((request, params) => {
      const me = requireUser(request);
      if (me.username !== params.username.toLowerCase()) return fail(403, "You can only see your own referrals");
      return ok({ status: true, result: referralCount(me) });
    }),
  ),
];
