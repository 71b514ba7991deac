import { describe, expect, it } from "vitest";
import {
  connectFriend,
  createFriendInvite,
  getPendingFriendRequests,
  getUserInfoByUsername,
  sendFriendRequest,
  updateFriendRequest,
} from "../generated/api/user/sdk.gen";
import { BECOME_FRIEND_TTL_MS } from "./domain/friends";
import { advanceClock } from "./lib/clock";
import { expectError, testPlayer } from "./test-utils";

/** Become-friend codes (accounts-identity.md §4; designed in openapi/user.yaml). */
const player = () => testPlayer("bf");

describe("become-friend codes", () => {
  it("single use: the first caller becomes the inviter's friend, then 'Data Already Used'", async () => {
    const inviter = player();
    const { data } = await createFriendInvite(inviter.a);
    const first = player();
    expect((await connectFriend({ ...first.a, body: { data: data!.code } })).data).toEqual({ status: true, message: "Friends Connected" });
    expect((await getUserInfoByUsername({ ...first.a, path: { username: inviter.name } })).data!.result.user.friendship_status).toBe("accepted");
    expect((await connectFriend({ ...player().a, body: { data: data!.code } })).data).toEqual({ status: false, message: "Data Already Used" });
  });

  it("accepts a pending request between them; refuses the inviter's own code, an unknown and an expired one", async () => {
    const inviter = player();
    const other = player();
    await sendFriendRequest({ ...inviter.a, body: { username: other.name } });
    const { data } = await createFriendInvite(inviter.a);
    expectError(await connectFriend({ ...inviter.a, body: { data: data!.code } }), 400);
    expect((await connectFriend({ ...other.a, body: { data: data!.code } })).data?.message).toBe("Friends Connected");
    expect((await getUserInfoByUsername({ ...other.a, path: { username: inviter.name } })).data!.result.user.friendship_status).toBe("accepted");
    expectError(await connectFriend({ ...other.a, body: { data: "bf_forged" } }), 404);
    const late = (await createFriendInvite(inviter.a)).data!.code;
    advanceClock(BECOME_FRIEND_TTL_MS + 1000);
    expectError(await connectFriend({ ...player().a, body: { data: late } }), 404);
  });

  it("the refusals a real backend makes: to oneself, a duplicate (also in parallel: one request), someone else's request", async () => {
    const me = player();
    const other = player();
    const third = player();
    expectError(await sendFriendRequest({ ...me.a, body: { username: me.name } }), 400);
    const both = await Promise.all([1, 2, 3].map(() => sendFriendRequest({ ...me.a, body: { username: other.name } })));
    expect(both.map((r) => r.response?.status).sort()).toEqual([200, 409, 409]);
    expectError(await sendFriendRequest({ ...other.a, body: { username: me.name } }), 409, "Friend request already present");
    const pending = await getPendingFriendRequests(other.a);
    const request = pending.data!.result.find((r) => r.username === me.name)!;
    expectError(await updateFriendRequest({ ...third.a, body: { friendship_id: request.friendship_id, status: "accepted" } }), 403);
    expectError(await updateFriendRequest({ ...me.a, body: { friendship_id: request.friendship_id, status: "accepted" } }), 403);
  });
});
