// The mock backend: friends and public profiles, password reset, referral-code submission, token and email-wallet sign-in (accounts-identity.md §4–§6).
import { describe, expect, it, afterEach, beforeEach, vi } from "vitest";
import { db } from "../db";
import {
  answerRequest,
  friendsOf,
  ownReferralCount,
  pendingRequestsTo,
  sendRequest,
  ASK_AGAIN_AFTER_DECLINE_MS,
  BECOME_FRIEND_TTL_MS,
  connect,
  createInvite,
} from "./friends";
import { refusal, refused, testPlayer, userById, auth, expectError, mailsTo, raw, tokenFromLink, signUpBody } from "../testing/test-utils";
import {
  getFriends,
  getPendingFriendRequests,
  getReferralCount,
  getUserInfoByUsername,
  getPublicUserInfoByUsername,
  login,
  register,
  sendFriendRequest,
  updateFriendRequest,
  verifyEmail,
  connectFriend,
  createFriendInvite,
} from "../../generated/api/user/sdk.gen";
import { advanceClock, now } from "../lib/clock";

/**
 * Friend requests and lists (mocks/domain/friends.ts) at their edges: a request is a duplicate
 * only between the same two players, either way, while open or accepted; the list holds a player's
 * accepted friends only, by name, paged; answers and referral counts belong to their own player.
 */
type Player = ReturnType<typeof testPlayer>;

const requestId = (from: Player, to: Player) =>
  db.friendship.findMany({ where: { fromId: { equals: from.user.id }, toId: { equals: to.user.id } } }).at(-1)!.id;

const befriend = (a: Player, b: Player) => {
  sendRequest(a.user, b.name);
  answerRequest(b.user, requestId(a, b), "accepted");
};

const signIn = async (username: string, password = `${username}-password`) => (await login({ body: { username, password }, throwOnError: true })).data.token;

/** Become-friend codes (accounts-identity.md §4; designed in openapi/user.yaml). */
const player = () => testPlayer("bf");

describe("a friend request", () => {
  it("to a player who exists, not oneself: each refusal says why; a sent one says so", async () => {
    const [a, b] = [testPlayer("fr"), testPlayer("fr")];
    expect(await refusal(() => sendRequest(a.user, "nobody_by_that_name"))).toEqual(refused(404, "User not found"));
    expect(await refusal(() => sendRequest(a.user, a.name))).toEqual(refused(400, "You cannot send a friend request to yourself"));
    expect(sendRequest(a.user, b.name.toUpperCase())).toEqual({ status: true, message: "Friend request sent" });
  });

  it("is a duplicate between the same two players either way while open or accepted; not after a rejection, nor between others", async () => {
    const [a, b, c, d] = [testPlayer("fr"), testPlayer("fr"), testPlayer("fr"), testPlayer("fr")];
    const duplicate = refused(409, "Friend request already present");
    sendRequest(c.user, a.name); // c -> a
    sendRequest(b.user, d.name); // b -> d
    expect(sendRequest(a.user, b.name).status).toBe(true); // neither of those is between a and b
    expect(await refusal(() => sendRequest(b.user, a.name))).toEqual(duplicate);
    answerRequest(b.user, requestId(a, b), "rejected");
    expect(sendRequest(b.user, a.name).status).toBe(true);
    answerRequest(a.user, requestId(b, a), "accepted");
    expect(await refusal(() => sendRequest(a.user, b.name))).toEqual(duplicate);
  });

  it("a declined sender asks that player again only 7 days after the decline", async () => {
    // the clock moves only when the test moves it, so the 7 days are met to the millisecond
    vi.useFakeTimers({ now: new Date("2026-11-26T12:00:00Z"), toFake: ["Date"] });
    const [a, b, c, d] = [testPlayer("fr"), testPlayer("fr"), testPlayer("fr"), testPlayer("fr")];
    const declined = refused(409, "This player declined your friend request: you can ask again 7 days after they declined it");
    // another sender's decline holds nobody else back
    sendRequest(d.user, b.name);
    answerRequest(b.user, requestId(d, b), "rejected");
    sendRequest(a.user, b.name);
    advanceClock(60_000);
    answerRequest(b.user, requestId(a, b), "rejected");
    expect(await refusal(() => sendRequest(a.user, b.name))).toEqual(declined);
    // counted from the decline, not from the request
    advanceClock(ASK_AGAIN_AFTER_DECLINE_MS - 60_000);
    expect(await refusal(() => sendRequest(a.user, b.name))).toEqual(declined);
    // the same answer again (a second tap, another tab) is not a new decline
    expect(answerRequest(b.user, requestId(a, b), "rejected")).toMatchObject({ already: true });
    // a's other requests are not held back
    expect(sendRequest(a.user, c.name).status).toBe(true);
    advanceClock(60_000);
    expect(sendRequest(a.user, b.name)).toEqual({ status: true, message: "Friend request sent" });
    expect(ASK_AGAIN_AFTER_DECLINE_MS).toBe(7 * 24 * 60 * 60_000);
    vi.useRealTimers();
  });

  it("the one who declined may ask the sender at once", () => {
    const [a, b] = [testPlayer("fr"), testPlayer("fr")];
    sendRequest(a.user, b.name);
    answerRequest(b.user, requestId(a, b), "rejected");
    expect(sendRequest(b.user, a.name)).toEqual({ status: true, message: "Friend request sent" });
  });

  it("only its receiver answers it, once; the answer names the sender; the same answer again is what happened", async () => {
    const [a, b] = [testPlayer("fr"), testPlayer("fr")];
    sendRequest(a.user, b.name);
    const id = requestId(a, b);
    expect(pendingRequestsTo(b.user)).toEqual({ status: true, result: [{ id, friendship_id: id, username: a.name, status: "pending" }] });
    expect(await refusal(() => answerRequest(a.user, id, "accepted"))).toEqual(refused(403, "Only the receiver can answer a friend request"));
    const result = { id, friendship_id: id, username: a.name, status: "accepted" };
    expect(answerRequest(b.user, id, "accepted")).toEqual({ status: true, already: false, result });
    // a second Accept (a double click, another tab) is not an error, and changes nothing
    expect(answerRequest(b.user, id, "accepted")).toEqual({ status: true, already: true, result });
    expect(await refusal(() => answerRequest(b.user, id, "rejected"))).toEqual(refused(404, "Friend request not found"));
  });
});

describe("a player's friends", () => {
  it("accepted ones only, this player's only, by name, a page at a time, with the number of pages", () => {
    const me = testPlayer("fr");
    const friends = Array.from({ length: 15 }, () => testPlayer("fr"));
    // made in an order that is not the names' order
    for (const f of [...friends].reverse()) befriend(f, me);
    const [pending, stranger, strangersFriend] = [testPlayer("fr"), testPlayer("fr"), testPlayer("fr")];
    sendRequest(pending.user, me.name);
    befriend(stranger, strangersFriend);
    db.user.update({ where: { id: { equals: friends[0]!.user.id } }, data: { userAvatar: 4 } });
    const names = friends.map((f) => f.name).sort((x, y) => x.localeCompare(y));
    const page = (n: number) => friendsOf(userById(me.user.id), n, 7);
    expect(page(1)).toMatchObject({ status: true, result: { total_page: 3 } });
    expect([1, 2, 3].flatMap((n) => page(n).result.items.map((i) => i.username))).toEqual(names);
    expect(page(3).result.items).toHaveLength(1);
    const first = [1, 2, 3].flatMap((n) => page(n).result.items).find((i) => i.username === friends[0]!.name)!;
    expect(first).toEqual({ username: friends[0]!.name, email: friends[0]!.user.email, avatarSrc: "/avatars/4.svg" });
    expect(page(1).result.items.find((i) => i.username !== friends[0]!.name)?.avatarSrc).toBe("/avatars/1.svg");
  });

  it("a referral count is its own player's only (in any case of the name)", async () => {
    const [a, b] = [testPlayer("fr"), testPlayer("fr")];
    expect(ownReferralCount(a.user, a.name.toUpperCase())).toEqual({ status: true, result: 0 });
    expect(await refusal(() => ownReferralCount(a.user, b.name))).toEqual(refused(403, "You can only see your own referrals"));
  });
});

describe("friends and profiles", () => {
  it("lists friends by page and pending requests", async () => {
    const token = await signIn("alice");
    const page1 = await getFriends({ ...auth(token), query: { item_per_page: 1, page: 1 } });
    expect(page1.data?.result).toEqual({ total_page: 2, items: [{ username: "bob", email: "bob@penta.local", avatarSrc: "/avatars/2.svg" }] });
    const pending = await getPendingFriendRequests(auth(token));
    expect(pending.data?.result).toEqual([{ id: 3, friendship_id: 3, username: "frank", status: "pending" }]);
    expectError(await raw("GET", "/api/v1/user/friends?item_per_page=0", undefined, token), 400);
    expectError(await raw("GET", "/api/v1/user/friends?page=abc", undefined, token), 400);
  });

  it("sends a request once, and only the receiver answers it", async () => {
    const bob = await signIn("bob");
    const carol = await signIn("carol");
    expect((await sendFriendRequest({ ...auth(bob), body: { username: "carol" } })).response?.status).toBe(200);
    expectError(await sendFriendRequest({ ...auth(carol), body: { username: "bob" } }), 409, "Friend request already present");
    expectError(await sendFriendRequest({ ...auth(bob), body: { username: "bob" } }), 400);
    expectError(await sendFriendRequest({ ...auth(bob), body: { username: "nobody" } }), 404);
    const id = (await getPendingFriendRequests(auth(carol))).data!.result[0].friendship_id;
    expectError(await updateFriendRequest({ ...auth(bob), body: { friendship_id: id, status: "accepted" } }), 403);
    const accepted = await updateFriendRequest({ ...auth(carol), body: { friendship_id: id, status: "accepted" } });
    expect(accepted.data?.result).toMatchObject({ username: "bob", status: "accepted" });
    expectError(await updateFriendRequest({ ...auth(carol), body: { friendship_id: id, status: "rejected" } }), 404);
  });

  it("masks contact data for visitors and strangers, shows it to friends", async () => {
    const masked = (await getPublicUserInfoByUsername({ path: { username: "alice" } })).data!.result.user;
    expect(masked.email).toContain("*");
    expect(masked.mm_address).toContain("*");
    const stranger = (await getUserInfoByUsername({ ...auth(await signIn("frank")), path: { username: "alice" } })).data!.result.user;
    expect(stranger).toMatchObject({ friendship_status: "pending" });
    expect(stranger.email).toContain("*");
    const friend = (await getUserInfoByUsername({ ...auth(await signIn("bob")), path: { username: "alice" } })).data!.result.user;
    expect(friend).toMatchObject({ email: "alice@penta.local", friendship_status: "accepted" });
    const asAlice = (await getUserInfoByUsername({ ...auth(await signIn("alice")), path: { username: "frank" } })).data!.result.user;
    expect(asAlice.friendship_status).toBe("accept_pending");
    expectError(await getUserInfoByUsername({ path: { username: "nobody" } }), 404);
  });

  it("reads the optional referral code of a profile link, and refuses one longer than the contract's 64 characters (400)", async () => {
    expect((await raw("GET", "/api/v1/user/info_by_username/alice?code=bob")).response.status).toBe(200);
    expectError(await raw("GET", `/api/v1/user/info_by_username/alice?code=${"x".repeat(65)}`), 400);
  });

  it("counts referrals for the signed-in user only, and only once the referred player verified the email (no sybils)", async () => {
    const referred = await signUpBody({ referral_code: "carol" });
    await register({ body: referred });
    const carol = await signIn("carol");
    expect((await getReferralCount({ ...auth(carol), path: { username: "carol" } })).data?.result).toBe(0);
    const token = tokenFromLink(mailsTo(referred.email!)[0]!.link, "token");
    expect((await verifyEmail({ body: { token } })).response?.status).toBe(200);
    expect((await getReferralCount({ ...auth(carol), path: { username: "carol" } })).data?.result).toBe(1);
    expectError(await getReferralCount({ ...auth(carol), path: { username: "alice" } }), 403);
    // a name that is no account's is refused as any other's: the answer never tells which exist
    expectError(await getReferralCount({ ...auth(carol), path: { username: "nobody-at-all" } }), 403);
  });
});

describe("become-friend codes", () => {
  it("single use: the first caller becomes the inviter's friend, then 'Data Already Used'", async () => {
    const inviter = player();
    const { data } = await createFriendInvite(inviter.a);
    const first = player();
    expect((await connectFriend({ ...first.a, body: { data: data!.code } })).data).toEqual({ status: true, message: "Friends Connected" });
    expect((await getUserInfoByUsername({ ...first.a, path: { username: inviter.name } })).data!.result.user.friendship_status).toBe("accepted");
    expect((await connectFriend({ ...player().a, body: { data: data!.code } })).data).toEqual({ status: false, message: "Data Already Used" });
    // its first caller again (a connect whose answer was lost, sent again after a reload): the spec's
    // text, and the friend the code made, in the answer's own field
    expect((await connectFriend({ ...first.a, body: { data: data!.code } })).data).toEqual({
      status: false,
      message: "Data Already Used",
      friend: inviter.name,
    });
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

describe("become-friend codes", () => {
  // valid up to the last millisecond and not one after, each consumed on its own: the clock is held still (Date only)
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-11-26T12:00:00Z"), toFake: ["Date"] }));
  afterEach(() => vi.useRealTimers());

  it("expire seven days after they are made: the answer says when, the code works until then and not after", async () => {
    const inviter = testPlayer("inv");
    const invite = createInvite(inviter.user);
    expect(invite).toEqual({ status: true, code: expect.stringMatching(/^bf_/), expires_at: new Date(now() + BECOME_FRIEND_TTL_MS).toISOString() });
    expect(BECOME_FRIEND_TTL_MS).toBe(7 * 24 * 60 * 60_000);
    const late = createInvite(inviter.user);
    advanceClock(BECOME_FRIEND_TTL_MS);
    expect(connect(testPlayer("inv").user, invite.code)).toEqual({ status: true, message: "Friends Connected" });
    advanceClock(1);
    expect(await refusal(() => connect(testPlayer("inv").user, late.code))).toEqual({
      status: 404,
      body: { status: false, message: "This invitation is unknown or has expired" },
    });
  });

  it("the inviter cannot use its own code", async () => {
    const inviter = testPlayer("inv");
    const { code } = createInvite(inviter.user);
    expect(await refusal(() => connect(inviter.user, code))).toEqual({ status: 400, body: { status: false, message: "This is your own invitation" } });
  });
});
