import { describe, expect, it } from "vitest";
import {
  getBlockWinners,
  getMiningHistory,
  getMiningPartners,
  getMiningStats,
  getUserHistory,
  getUserRewards,
  participate,
} from "../generated/api/mining/sdk.gen";
import { getAllPools, getCurrentPool, getPoolMembers, joinPool, leavePool, updatePool } from "../generated/api/pool/sdk.gen";
import { db } from "./db";
import { startSession } from "./domain/sessions";
import { createUser, findUserByName } from "./domain/users";
import { BLOCK_MS, DAY_MS } from "./config";
import { createItem } from "./domain/mining";
import { BLOCK_REWARDS, DAILY_BONUS, DAILY_BONUS_MINERS, endBlockNow, FIRST_BLOCK_NO, PAGE_SIZE, settleBlocks } from "./domain/mining-blocks";
import { createPool, MIN_NFTS_MESSAGE } from "./domain/pools";
import { advanceClock, now } from "./lib/clock";
import { SEEDED_BLOCKS } from "./seed";
import { auth, expectError, raw } from "./test-utils";

/** The mining simulation, the history and rewards calls, the partners and the pools (public-pages-mining.md §3, §4, §7, §9). */
const tokenOf = (username: string) => startSession(findUserByName(username)!).token;
let n = 0;
function player(nfts: number[] = [], tokens: number[] = []) {
  const user = createUser({ username: `miner${++n}`, email: `miner${n}@example.test`, password: "pw-123456", userFrom: "penta", verified: true });
  nfts.forEach((hashrate, i) => createItem(user.id, { id: `nft-${user.username}-${i}`, name: `N${i}`, hashrate, type: "NFT" }));
  tokens.forEach((hashrate, i) => createItem(user.id, { id: `tok-${user.username}-${i}`, name: `T${i}`, hashrate, type: "Token" }));
  return { user, token: startSession(user).token };
}
const tokensOf = (userId: string) => db.miningItem.findMany({ where: { ownerId: { equals: userId }, type: { equals: "Token" } } }).map((i) => i.id);

describe("the seeded history and the block calls", () => {
  it("history: newest first, 10 a page, every page of the seeded day; search by block-number prefix; refusals", async () => {
    const token = tokenOf("bob");
    const first = await getMiningHistory({ ...auth(token) });
    const blocks = db.miningBlock.count();
    expect(blocks).toBeGreaterThan(60);
    expect(first.data!.result.total_page).toBe(Math.ceil(blocks / PAGE_SIZE));
    expect(first.data!.result.total_page).toBeGreaterThan(6); // more pages than the pager shows (K32)
    const items = first.data!.result.items;
    expect(items).toHaveLength(PAGE_SIZE);
    expect(items.map((i) => i.block_no)).toEqual([...items.map((i) => i.block_no)].sort((a, b) => b - a));
    expect(items[0].rewards).toEqual(BLOCK_REWARDS);
    expect(["alice", "carol", "frank"]).toContain(items[0].winner);
    const last = await getMiningHistory({ ...auth(token), query: { page: first.data!.result.total_page } });
    expect(last.data!.result.items.at(-1)!.block_no).toBe(FIRST_BLOCK_NO);
    const past = await getMiningHistory({ ...auth(token), query: { page: 99 } });
    expect(past.data!.result.items).toEqual([]);

    const search = await getMiningHistory({ ...auth(token), query: { block: "121" } });
    expect(search.data!.result.items.map((i) => i.block_no)).toEqual([1219, 1218, 1217, 1216, 1215, 1214, 1213, 1212, 1211, 1210]);
    expect((await getMiningHistory({ ...auth(token), query: { block: "1205" } })).data!.result.items.map((i) => i.block_no)).toEqual([1205]);

    expectError(await raw("GET", "/mining/history?block=12a"), 401); // no token first
    expectError(await raw("GET", "/mining/history?block=12a", undefined, token), 400);
    expectError(await raw("GET", "/mining/history?page=0", undefined, token), 400);
  });

  it("a block's winners: the winner first with the block rewards, then the day's bonus receivers; unknown blocks are 404", async () => {
    const token = tokenOf("bob");
    settleBlocks();
    const block = db.miningBlock.findFirst({ where: { no: { equals: FIRST_BLOCK_NO } } })!;
    const { data } = await getBlockWinners({ ...auth(token), path: { id: String(FIRST_BLOCK_NO) } });
    const winner = db.user.findFirst({ where: { id: { equals: block.winnerId } } })!.username;
    expect(data!.result.items[0]).toMatchObject({ username: winner });
    expect(data!.result.items[0].rewards.slice(0, 2)).toEqual(BLOCK_REWARDS);
    // alice alone mined in the first 30 minutes: she won it, with her bonus of the day
    expect(winner).toBe("alice");
    expect(data!.result.items[0].rewards).toEqual([...BLOCK_REWARDS, DAILY_BONUS]);
    expectError(await getBlockWinners({ ...auth(token), path: { id: "999999" } }), 404);
    expectError(await raw("GET", "/block/winner/abc", undefined, token), 400);
  });

  it("the player's rewards and wins add up to the blocks they won", async () => {
    const token = tokenOf("frank");
    settleBlocks();
    const frank = findUserByName("frank")!;
    const won = db.miningBlock.findMany({ where: { winnerId: { equals: frank.id } } }).length;
    expect(won).toBeGreaterThan(0);
    const rewards = (await getUserRewards({ ...auth(token) })).data!.result;
    expect(rewards.find((r) => r.symbol === "PEN")!.total_amount).toBe(won * 60);
    expect(rewards.find((r) => r.symbol === "PC")!.total_amount).toBeCloseTo(won * 0.01, 8);
    expect(rewards.find((r) => r.symbol === "ZOR")!.description).toMatch(/Daily bonus/);
    const wins = [];
    for (let page = 1; ; page++) {
      const { data } = await getUserHistory({ ...auth(token), query: { is_winner: true, page } });
      wins.push(...data!.result.items);
      if (page >= data!.result.total_page) break;
    }
    expect(wins).toHaveLength(won);
    expect(wins.every((w) => w.winner === "frank")).toBe(true);
    const all = (await getUserHistory({ ...auth(token) })).data!.result;
    expect(all.total_page).toBeGreaterThanOrEqual(Math.ceil(won / PAGE_SIZE));
    // bob never mined: nothing
    expect((await getUserRewards({ ...auth(tokenOf("bob")) })).data!.result).toEqual([]);
    expect((await getUserHistory({ ...auth(tokenOf("bob")), query: { is_winner: true } })).data!.result).toEqual({ total_page: 0, items: [] });
  });

  it("stats: the open block's start and end are 20 minutes apart, and move on as blocks end", async () => {
    const token = tokenOf("bob");
    const a = (await getMiningStats({ ...auth(token) })).data!.result;
    expect(Date.parse(a.end_datetime) - Date.parse(a.start_datetime)).toBe(BLOCK_MS);
    advanceClock(BLOCK_MS);
    const b = (await getMiningStats({ ...auth(token) })).data!.result;
    expect(Date.parse(b.start_datetime)).toBe(Date.parse(a.end_datetime));
  });

  it("ending a block early (the dev helper) settles it with its winner drawn among the miners", async () => {
    const { user, token } = player([], [40]);
    await participate({ ...auth(token), body: { nfts: [], tokens: tokensOf(user.id) } });
    advanceClock(1000);
    settleBlocks();
    const before = db.miningBlock.count();
    const result = endBlockNow();
    expect(db.miningBlock.count()).toBe(before + 1);
    expect(["carol", user.username]).toContain(result.winner);
  });
});

describe("the simulation's invariants (property test over random days of mining)", () => {
  it("rewards paid = blocks × the per-block rewards; every winner was mining at the block's end; one bonus a day per player", async () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    settleBlocks();
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 4; i++) {
        const { user, token } = player([], [1 + Math.floor(rand() * 500)]);
        advanceClock(Math.floor(rand() * 3 * BLOCK_MS));
        const started = await participate({ ...auth(token), body: { nfts: [], tokens: tokensOf(user.id) } });
        expect(started.data?.status).toBe(true);
      }
      advanceClock(Math.floor(rand() * 40) * BLOCK_MS);
    }
    advanceClock(DAY_MS);
    settleBlocks();
    const blocks = db.miningBlock.getAll();
    const rewards = db.reward.getAll();
    const sum = (symbol: string) => rewards.filter((r) => r.symbol === symbol && r.kind === "block").reduce((s, r) => s + r.amount, 0);
    expect(sum("PEN")).toBe(blocks.length * 60);
    expect(sum("PC")).toBeCloseTo(blocks.length * 0.01, 6);
    for (const b of blocks) {
      const p = db.participation
        .findMany({ where: { userId: { equals: b.winnerId } } })
        .filter((x) => x.startedAt < b.endedAt && x.startedAt + DAY_MS > b.endedAt);
      expect(p, `block ${b.no}`).toHaveLength(1);
      expect(b.endedAt - b.startedAt).toBeLessThanOrEqual(BLOCK_MS);
    }
    const bonuses = rewards.filter((r) => r.kind === "daily_bonus").map((r) => `${r.day}:${r.userId}`);
    expect(new Set(bonuses).size).toBe(bonuses.length);
    // block numbers only grow, and none is settled twice
    expect(new Set(blocks.map((b) => b.no)).size).toBe(blocks.length);
  });

  it("a player with nearly all the hashrate wins nearly every block", () => {
    const big = player([], [100_000]);
    db.participation.create({
      id: "mp-big",
      userId: big.user.id,
      itemIdsJson: "[]",
      mode: "off_chain",
      totalHashrate: 100_000,
      boostedHashrate: 100_000,
      startedAt: now(),
      txHash: null,
    });
    advanceClock(DAY_MS - 60_000);
    settleBlocks();
    const day = db.miningBlock.getAll().filter((b) => b.startedAt >= now() - DAY_MS + 60_000);
    const wins = day.filter((b) => b.winnerId === big.user.id).length;
    expect(day.length).toBeGreaterThan(60);
    expect(wins / day.length).toBeGreaterThan(0.95);
  });

  it("the daily bonus goes to the first 2,500 miners of the day only", () => {
    const start = now();
    for (let i = 0; i < DAILY_BONUS_MINERS + 10; i++)
      db.participation.create({
        id: `mp-many-${i}`,
        userId: `u-many-${i}`,
        itemIdsJson: "[]",
        mode: "off_chain",
        totalHashrate: 1,
        boostedHashrate: 1,
        startedAt: start + i,
        txHash: null,
      });
    advanceClock(BLOCK_MS * 2);
    settleBlocks();
    const day = db.reward.findFirst({ where: { userId: { equals: "u-many-0" } } })!.day;
    const bonus = db.reward.findMany({ where: { kind: { equals: "daily_bonus" }, day: { equals: day } } });
    // everyone's of that day, the seed's miners too: 2,500, and the last to start got none
    expect(bonus).toHaveLength(DAILY_BONUS_MINERS);
    expect(bonus.some((r) => r.userId === `u-many-${DAILY_BONUS_MINERS + 9}`)).toBe(false);
  });

  it("a clock moved a year ahead settles without walking every empty block", () => {
    advanceClock(365 * DAY_MS);
    const t = performance.now();
    const open = settleBlocks();
    expect(performance.now() - t).toBeLessThan(500);
    expect(open.blockNo).toBeGreaterThan(FIRST_BLOCK_NO + SEEDED_BLOCKS + 365 * 72 - 2);
  });
});

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
      ["SHUT01", "carol", 1, 20, false],
    ]);
    expect((await getCurrentPool({ ...auth(token) })).data!.result).toMatchObject({ pool_code: "ALPHA1" });
    expect((await getCurrentPool({ ...auth(tokenOf("dave")) })).data?.result ?? null).toBeNull();
    const owner = player([120]);
    createPool(
      owner.user.id,
      { ...details, code: "BIG", maxMembers: 100 },
      Array.from({ length: 12 }, () => player([10]).user.id),
    );
    const page2 = (await getPoolMembers({ ...auth(token), path: { pool_code: "BIG" }, query: { page: 2 } })).data!.result;
    expect(page2).toMatchObject({ total_page: 2 });
    expect(page2.items).toHaveLength(2);
    expect(page2.items[0].hashrate).toBe(10);
    expectError(await getPoolMembers({ ...auth(token), path: { pool_code: "NOPE" } }), 404);
    expectError(await raw("GET", "/pool/getallpool"), 401);
  });

  it("join checks the flag, the room and the rules; one pool at a time; leave only your pool", async () => {
    const owner = player([200]);
    createPool(owner.user.id, { ...details, code: "P1", maxMembers: 2 }, [owner.user.id]);
    const few = player([50]);
    expectError(await joinPool({ ...auth(few.token), body: { pool_code: "P1" } }), 422, "This pool needs a hashrate of at least 100; yours is 50");
    const many = player([100, 100, 100, 100]);
    expectError(await joinPool({ ...auth(many.token), body: { pool_code: "P1" } }), 422, "This pool takes players with 1 to 3 NFTs; you have 4");
    const none = player([], [500]);
    expectError(await joinPool({ ...auth(none.token), body: { pool_code: "P1" } }), 422, /1 to 3 NFTs; you have 0/);
    const fits = player([60, 60]);
    expect((await joinPool({ ...auth(fits.token), body: { pool_code: "P1" } })).data).toEqual({ status: true, message: "You joined Mine" });
    expectError(await joinPool({ ...auth(fits.token), body: { pool_code: "P1" } }), 409, "You are already in this pool");
    expectError(await joinPool({ ...auth(fits.token), body: { pool_code: "ALPHA1" } }), 409, "You are already in a pool: leave it first");
    const late = player([150]);
    expectError(await joinPool({ ...auth(late.token), body: { pool_code: "P1" } }), 409, "This pool is full");
    expectError(await joinPool({ ...auth(late.token), body: { pool_code: "SHUT01" } }), 422, "This pool is not taking new members");
    expectError(await joinPool({ ...auth(late.token), body: { pool_code: "NOPE" } }), 404);
    expectError(await leavePool({ ...auth(late.token), body: { pool_code: "P1" } }), 409, "You are not in this pool");
    expect((await leavePool({ ...auth(fits.token), body: { pool_code: "P1" } })).data).toEqual({ status: true, message: "You left Mine" });
    expect((await getCurrentPool({ ...auth(fits.token) })).data?.result ?? null).toBeNull();
    expect((await joinPool({ ...auth(late.token), body: { pool_code: "P1" } })).data?.status).toBe(true);
  });

  it("only the owner updates; min NFTs between 1 and 8 with the spec's message (K37); the code cannot change", async () => {
    const owner = player([200]);
    createPool(owner.user.id, { ...details, code: "P1", maxMembers: 5 });
    const other = player([200]);
    expectError(await updatePool({ ...auth(other.token), path: { pool_code: "P1" }, body: { ...details, min_NFTs: 2 } }), 403);
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
