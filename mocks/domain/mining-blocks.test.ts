import { describe, expect, it } from "vitest";
import { BLOCK_MS, DAY_MS } from "../config";
import { db } from "../db";
import {
  blockWinners,
  currentBlock,
  DAILY_BONUS,
  FIRST_BLOCK_NO,
  miningHistory,
  setOpenBlock,
  settleBlocks,
  userHistory,
  userRewards,
  BLOCK_REWARDS,
  DAILY_BONUS_MINERS,
  endBlockNow,
  PAGE_SIZE,
} from "./mining-blocks";
import { holdClock, testPlayer, auth, expectError, raw } from "../testing/test-utils";
import { getBlockWinners, getMiningHistory, getMiningStats, getUserHistory, getUserRewards, participate } from "../../generated/api/mining/sdk.gen";
import { startSession } from "./sessions";
import { createUser, findUserByName } from "./users";
import { createItem } from "./mining";
import { advanceClock, now } from "../lib/clock";
import { SEEDED_BLOCKS } from "../seed";

/**
 * The block draw of mocks/domain/mining-blocks.ts (public-pages-mining.md §9), block by block,
 * against a reference written here from its definition: the players mining at a block's end (started
 * before it, for 24 hours), in the order they started, one of them drawn with a chance proportional
 * to its boosted hashrate by the published mulberry32 PRNG seeded with the block number; the block
 * rewards to the winner, the day's bonus once to each miner of the UTC day. Then what each player
 * and each block's page show of it.
 */
function mulberry32(seed: number) {
  let t = (seed + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Midnight UTC, on the block grid (a day is 72 blocks), years after anything the seed holds. */
const T0 = Date.UTC(2033, 4, 19);

const BLOCKS = 30;

const NO0 = 5_000;

function scenario() {
  const [a, b, c] = [testPlayer("md"), testPlayer("md"), testPlayer("md")];
  // c starts exactly at the first block's end: not mining at that moment
  const miners = [
    { p: a, startedAt: T0 + 1_000, boosted: 300 },
    { p: b, startedAt: T0 + 2_000, boosted: 100 },
    { p: c, startedAt: T0 + BLOCK_MS, boosted: 50 },
  ];
  miners.forEach((m, n) =>
    db.participation.create({
      id: `mp_draw${n}`,
      userId: m.p.user.id,
      itemIdsJson: "[]",
      mode: "no_fee",
      totalHashrate: m.boosted,
      boostedHashrate: m.boosted,
      startedAt: m.startedAt,
      txHash: null,
    }),
  );
  holdClock(T0);
  setOpenBlock(NO0, T0);
  // the reference: each block's miners, total and winner
  const expected = Array.from({ length: BLOCKS }, (_, k) => {
    const no = NO0 + k;
    const end = T0 + (k + 1) * BLOCK_MS;
    const mining = miners.filter((m) => m.startedAt < end && m.startedAt + DAY_MS > end);
    const total = mining.reduce((s, m) => s + m.boosted, 0);
    let draw = mulberry32(no) * total;
    const winner = mining.find((m) => (draw -= m.boosted) < 0) ?? mining.at(-1)!;
    return { no, total, winner: winner.p.name, miners: mining.map((m) => m.p.name) };
  });
  // the last block ends exactly now: it is settled too
  holdClock(T0 + BLOCKS * BLOCK_MS);
  settleBlocks();
  return { a, b, c, expected };
}

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

describe("the block draw", () => {
  it("each block's winner and total hashrate are the reference's; c, who started at the first block's end, is not in it", () => {
    const { c, expected } = scenario();
    const settled = db.miningBlock.findMany({ where: { no: { gte: NO0 } }, orderBy: { no: "asc" } });
    expect(
      settled.map((bl) => ({ no: bl.no, total: bl.totalHashrate, winner: db.user.findFirst({ where: { id: { equals: bl.winnerId } } })!.username })),
    ).toEqual(expected.map(({ no, total, winner }) => ({ no, total, winner })));
    expect(expected[0]!.miners).not.toContain(c.name);
    expect(new Set(expected.map((e) => e.winner)).size).toBe(3); // the scenario lets each of them win (the draw is not always the first)
    expect(currentBlock()).toEqual({ blockNo: NO0 + BLOCKS, startedAt: T0 + BLOCKS * BLOCK_MS, endsAt: T0 + (BLOCKS + 1) * BLOCK_MS });
  });

  it("a block's page: its winner first with the block rewards and the bonus, then the day's other bonus receivers", () => {
    const { a, b, expected } = scenario();
    const first = expected[0]!;
    const other = first.winner === a.name ? b : a;
    const winnerHashrate = first.winner === a.name ? 300 : 100;
    expect(blockWinners(NO0, 1)).toEqual({
      total_page: 1,
      items: [
        {
          username: first.winner,
          hashrate: winnerHashrate,
          rewards: [
            { symbol: "PEN", amount: 60 },
            { symbol: "PC", amount: 0.01 },
            { symbol: "ZOR", amount: 1 },
          ],
        },
        { username: other.name, hashrate: other === a ? 300 : 100, rewards: [{ symbol: "ZOR", amount: 1 }] },
      ],
    });
  });

  it("a player's totals (block rewards first, then the bonus, whatever came first) and history (newest first; its wins only when asked)", () => {
    const { c, expected } = scenario();
    const wins = expected.filter((e) => e.winner === c.name).map((e) => e.no);
    expect(wins.length).toBeGreaterThan(0);
    expect(userRewards(c.user)).toEqual([
      { symbol: "PEN", total_amount: 60 * wins.length, description: "Block rewards: 60 PEN for each block you win" },
      { symbol: "PC", total_amount: Math.round(0.01 * wins.length * 1e8) / 1e8, description: "Block rewards: 0.01 PC for each block you win" },
      { symbol: "ZOR", total_amount: DAILY_BONUS.amount, description: "Daily bonus: 1 ZOR for the first 2,500 miners of the day" },
    ]);
    // c's first reward is the bonus of the block after it started (NO0 + 1)
    const received = [...new Set([...wins, NO0 + 1])].sort((x, y) => y - x);
    expect(userHistory(c.user, 1, false).items.map((i) => i.block_no)).toEqual(received.slice(0, 10));
    expect(userHistory(c.user, 1, true).items.map((i) => i.block_no)).toEqual([...wins].sort((x, y) => y - x).slice(0, 10));
    const bonusOnly = userHistory(c.user, 1, false).items.find((i) => i.block_no === NO0 + 1 && !wins.includes(NO0 + 1));
    if (bonusOnly) expect(bonusOnly.rewards).toEqual([{ symbol: "ZOR", amount: 1 }]);
    expect(miningHistory(1, String(NO0 + 2)).items.map((i) => i.block_no)).toEqual([NO0 + 2]);
  });

  it("a fresh mock's first block starts on the grid, numbered from the first block", () => {
    db.miningClock.deleteMany({ where: { id: { equals: "current" } } });
    holdClock(T0 + 5 * 60_000);
    expect(currentBlock()).toEqual({ blockNo: FIRST_BLOCK_NO, startedAt: T0, endsAt: T0 + BLOCK_MS });
  });
});

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

  it("the daily bonus goes to the first 2,500 miners of the day only", { timeout: 60_000 }, () => {
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
