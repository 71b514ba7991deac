// The mock backend: mining partners and pools (public-pages-mining.md §2, §5).
import { describe, expect, it } from "vitest";
import { getMiningPartners } from "../../generated/api/mining/sdk.gen";
import { getAllPools, getCurrentPool, getPoolMembers, joinPool, leavePool, updatePool } from "../../generated/api/pool/sdk.gen";
import { db } from "../db";
import { startSession } from "./sessions";
import { createUser, findUserByName } from "./users";
import { createItem } from "./mining";
import { createPool, MIN_NFTS_MESSAGE } from "./pools";
import { auth, expectError, raw } from "../testing/test-utils";

/** The mining simulation, the history and rewards calls, the partners and the pools (public-pages-mining.md §3, §4, §7, §9). */
const tokenOf = (username: string) => startSession(findUserByName(username)!).token;
let n = 0;
function player(nfts: number[] = [], tokens: number[] = []) {
  const user = createUser({ username: `miner${++n}`, email: `miner${n}@example.test`, password: "pw-123456", userFrom: "penta", verified: true });
  nfts.forEach((hashrate, i) => createItem(user.id, { id: `nft-${user.username}-${i}`, name: `N${i}`, hashrate, type: "NFT" }));
  tokens.forEach((hashrate, i) => createItem(user.id, { id: `tok-${user.username}-${i}`, name: `T${i}`, hashrate, type: "Token" }));
  return { user, token: startSession(user).token };
}

describe("partners", () => {
  it("public: only the active ones, in display order", async () => {
    const { data } = await getMiningPartners();
    expect(data!.result.map((p) => p.name)).toEqual(["Digital Art Fair", "Hero Guild", "Pixel Pals"]);
    expect(data!.result.every((p) => p.active && p.marketplace_link.startsWith("https://"))).toBe(true);
  });
});

describe("pools", () => {
  const details = { pool_name: "Mine", pool_code: "P1", min_hashrate: 100, min_NFTs: 1, max_nfts: 3, is_enable: true, pool_price: 2 };

  it("the list with owners and member counts, the current pool, the members paged", async () => {
    const token = tokenOf("alice");
    const pools = (await getAllPools({ ...auth(token) })).data!.result;
    expect(pools.map((p) => [p.pool_code, p.owner, p.member_count, p.max_members, p.is_enable])).toEqual([
      ["ALPHA1", "alice", 2, 50, true],
      ["FULL01", "bob", 2, 2, true],
      ["SHUT01", "carol", 0, 20, false],
    ]);
    expect((await getCurrentPool({ ...auth(token) })).data!.result).toMatchObject({ pool_code: "ALPHA1" });
    expect((await getCurrentPool({ ...auth(tokenOf("dave")) })).data?.result ?? null).toBeNull();
    const owner = player([120]);
    const joined = Array.from({ length: 12 }, () => player([10]).user);
    createPool(
      owner.user.id,
      { ...details, code: "BIG", maxMembers: 100 },
      joined.map((u) => u.id),
    );
    const page2 = (await getPoolMembers({ ...auth(token), path: { pool_code: "BIG" }, query: { page: 2 } })).data!.result;
    expect(page2).toMatchObject({ total_page: 2 });
    // in the order they joined: the last two on the second page, a minute apart
    expect(page2.items.map((m) => [m.username, m.hashrate])).toEqual(joined.slice(10).map((u) => [u.username, 10]));
    expect(Date.parse(page2.items[1]!.joined_at) - Date.parse(page2.items[0]!.joined_at)).toBe(60_000);
    expectError(await getPoolMembers({ ...auth(token), path: { pool_code: "NOPE" } }), 404, "There is no pool with this code");
    expectError(await raw("GET", "/pool/getallpool"), 401);
  });

  it("join checks the flag, the room and the rules; one pool at a time; a leave of a pool the player is not in changes nothing", async () => {
    const owner = player([200]);
    createPool(owner.user.id, { ...details, code: "P1", maxMembers: 2 }, [owner.user.id]);
    const few = player([50]);
    expectError(await joinPool({ ...auth(few.token), body: { pool_code: "P1" } }), 422, "This pool needs a hashrate of at least 100; yours is 50");
    const many = player([100, 100, 100, 100]);
    expectError(await joinPool({ ...auth(many.token), body: { pool_code: "P1" } }), 422, "This pool takes players with 1 to 3 NFTs; you have 4");
    const none = player([], [500]);
    expectError(await joinPool({ ...auth(none.token), body: { pool_code: "P1" } }), 422, /1 to 3 NFTs; you have 0/);
    const fits = player([60, 60]);
    expect((await joinPool({ ...auth(fits.token), body: { pool_code: "P1" } })).data).toEqual({ status: true, already: false, message: "You joined Mine" });
    // the same join again (a second tap, another device) is what already happened: no second membership
    expect((await joinPool({ ...auth(fits.token), body: { pool_code: "P1" } })).data).toEqual({
      status: true,
      already: true,
      message: "You are already in Mine",
    });
    expect(db.poolMember.findMany({ where: { poolCode: { equals: "P1" } } })).toHaveLength(2);
    expectError(await joinPool({ ...auth(fits.token), body: { pool_code: "ALPHA1" } }), 409, "You are already in a pool: leave it first");
    const late = player([150]);
    expectError(await joinPool({ ...auth(late.token), body: { pool_code: "P1" } }), 409, "This pool is full");
    expectError(await joinPool({ ...auth(late.token), body: { pool_code: "SHUT01" } }), 422, "This pool is not taking new members");
    expectError(await joinPool({ ...auth(late.token), body: { pool_code: "NOPE" } }), 404);
    // a leave of a pool the player is not in (never joined, or left on another device, or a second tap)
    // is what the player asked for, already so: nothing changes
    const notIn = { status: true, already: true, message: "You are not in Mine" };
    expect((await leavePool({ ...auth(late.token), body: { pool_code: "P1" } })).data).toEqual(notIn);
    expect((await leavePool({ ...auth(fits.token), body: { pool_code: "P1" } })).data).toEqual({ status: true, already: false, message: "You left Mine" });
    expect((await getCurrentPool({ ...auth(fits.token) })).data?.result ?? null).toBeNull();
    expect((await leavePool({ ...auth(fits.token), body: { pool_code: "P1" } })).data).toEqual(notIn);
    expect(db.poolMember.findMany({ where: { poolCode: { equals: "P1" } } })).toHaveLength(1);
    // a member of another pool leaving this one: not in it, and still in their own
    expect((await leavePool({ ...auth(owner.token), body: { pool_code: "ALPHA1" } })).data).toEqual({ ...notIn, message: "You are not in Alpha Miners" });
    expect((await getCurrentPool({ ...auth(owner.token) })).data?.result?.pool_code).toBe("P1");
    expect((await joinPool({ ...auth(late.token), body: { pool_code: "P1" } })).data?.status).toBe(true);
  });

  it("the join rules hold to their edges: exactly the most NFTs and the least hashrate join; min NFTs may equal max NFTs", async () => {
    const owner = player([200]);
    createPool(owner.user.id, { ...details, code: "EDGE", maxMembers: 5 });
    const memberCount = async () => (await getAllPools({ ...auth(owner.token) })).data!.result.find((p) => p.pool_code === "EDGE")!.member_count;
    expect(await memberCount()).toBe(0);
    const edge = player([40, 30, 30]);
    expect((await joinPool({ ...auth(edge.token), body: { pool_code: "EDGE" } })).data).toEqual({ status: true, already: false, message: "You joined Mine" });
    expect(await memberCount()).toBe(1);
    const same = await updatePool({ ...auth(owner.token), path: { pool_code: "EDGE" }, body: { ...details, pool_code: "EDGE", min_NFTs: 3, max_nfts: 3 } });
    expect(same.data).toEqual({ status: true, message: "Successfully changed pool details" });
    expectError(await joinPool({ ...auth(player([100]).token), body: { pool_code: "EDGE" } }), 422, "This pool takes players with 3 to 3 NFTs; you have 1");
  });

  it("only the owner updates, not a member nor anyone else; min NFTs between 1 and 8 with the spec's message (K37); the code cannot change", async () => {
    const owner = player([200]);
    const member = player([200]);
    createPool(owner.user.id, { ...details, code: "P1", maxMembers: 5 }, [member.user.id]);
    const other = player([200]);
    for (const someone of [member, other])
      expectError(
        await updatePool({ ...auth(someone.token), path: { pool_code: "P1" }, body: { ...details, min_NFTs: 2 } }),
        403,
        "Only the pool's owner can change its details",
      );
    for (const min_NFTs of [0, 9, -1, 2.5]) expectError(await raw("PATCH", "/pool/update/P1", { ...details, min_NFTs }, owner.token), 400, MIN_NFTS_MESSAGE);
    expectError(await raw("PATCH", "/pool/update/P1", { ...details, min_NFTs: 3, max_nfts: 2 }, owner.token), 400, "Min NFTs cannot be more than max NFTs");
    expectError(await raw("PATCH", "/pool/update/P1", { ...details, pool_code: "P2" }, owner.token), 400, "A pool's code cannot change");
    expectError(await raw("PATCH", "/pool/update/P1", { ...details, pool_name: "" }, owner.token), 400);
    const done = await updatePool({
      ...auth(owner.token),
      path: { pool_code: "P1" },
      body: { ...details, pool_name: "Renamed", min_NFTs: 2, is_enable: false },
    });
    expect(done.data).toEqual({ status: true, message: "Successfully changed pool details" });
    const pool = (await getAllPools({ ...auth(owner.token) })).data!.result.find((p) => p.pool_code === "P1")!;
    expect(pool).toMatchObject({ pool_name: "Renamed", min_NFTs: 2, is_enable: false, owner: owner.user.username });
    expectError(await updatePool({ ...auth(owner.token), path: { pool_code: "NOPE" }, body: { ...details, pool_code: "NOPE" } }), 404);
  });
});
