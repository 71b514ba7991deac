import { describe, expect, it } from "vitest";
import { db } from "./db";
import { answerRequest, friendsOf, ownReferralCount, pendingRequestsTo, sendRequest } from "./domain/friends";
import { refusal, refused, testPlayer, userById } from "./test-utils";

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

  it("only its receiver answers it, once; the answer names the sender", async () => {
    const [a, b] = [testPlayer("fr"), testPlayer("fr")];
    sendRequest(a.user, b.name);
    const id = requestId(a, b);
    expect(pendingRequestsTo(b.user)).toEqual({ status: true, result: [{ id, friendship_id: id, username: a.name, status: "pending" }] });
    expect(await refusal(() => answerRequest(a.user, id, "accepted"))).toEqual(refused(403, "Only the receiver can answer a friend request"));
    expect(answerRequest(b.user, id, "accepted")).toEqual({ status: true, result: { id, friendship_id: id, username: a.name, status: "accepted" } });
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
