import { describe, expect, it } from "vitest";
import { BLOCK_MS, DAY_MS } from "./config";
import { db } from "./db";
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
} from "./domain/mining-blocks";
import { holdClock, testPlayer } from "./test-utils";

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
