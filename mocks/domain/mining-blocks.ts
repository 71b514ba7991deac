import { db, type UserRecord } from "../db";
import { now } from "../lib/clock";
import { refuse } from "../lib/http";
import { BLOCK_MS, DAY_MS } from "../config";

/**
 * The mining simulation (public-pages-mining.md §9): a block lasts 20 minutes of mock time. When
 * one ends, one of the players mining at that moment wins it, drawn with a chance proportional to
 * their boosted hashrate (a PRNG seeded with the block number, so a given state always settles
 * the same way), and receives the block rewards; the first miners of each UTC day get the daily
 * bonus once. Blocks settle lazily, when a mining call reads them, so a clock moved forward by
 * days settles every block in between.
 */
export const BLOCK_REWARDS = [
  { symbol: "PEN", amount: 60 },
  { symbol: "PC", amount: 0.01 },
] as const;
export const DAILY_BONUS = { symbol: "ZOR", amount: 1 } as const;
/** The daily bonus goes to the first 2,500 miners of a UTC day. */
export const DAILY_BONUS_MINERS = 2_500;
export const PAGE_SIZE = 10;
/** The number of the first block of a fresh mock. */
export const FIRST_BLOCK_NO = 1201;

const REWARD_DESCRIPTIONS: Record<string, string> = {
  PEN: "Block rewards: 60 PEN for each block you win",
  PC: "Block rewards: 0.01 PC for each block you win",
  ZOR: "Daily bonus: 1 ZOR for the first 2,500 miners of the day",
};

/** The open block: created aligned to the block grid the first time it is needed. */
function openBlock() {
  return (
    db.miningClock.findFirst({ where: { id: { equals: "current" } } }) ??
    db.miningClock.create({ id: "current", blockNo: FIRST_BLOCK_NO, startedAt: Math.floor(now() / BLOCK_MS) * BLOCK_MS })
  );
}

/** Starts the block grid at a given block (the seed writes its history this way). */
export function setOpenBlock(blockNo: number, startedAt: number) {
  db.miningClock.deleteMany({ where: { id: { equals: "current" } } });
  db.miningClock.create({ id: "current", blockNo, startedAt });
}

/** Deterministic uniform numbers in [0, 1) from a seed (mulberry32). */
function random(seed: number) {
  let t = (seed + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const round8 = (n: number) => Math.round(n * 1e8) / 1e8;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Who mines at a moment: the participations that started before it and last past it. */
const miningAt = (at: number) => db.participation.getAll().filter((p) => p.startedAt < at && p.startedAt + DAY_MS > at);

/** Settles one block that ends at `endedAt`: its winner, its rewards and the day's bonuses. */
function settle(blockNo: number, startedAt: number, endedAt: number) {
  const miners = miningAt(endedAt).sort((a, b) => a.startedAt - b.startedAt || a.id.localeCompare(b.id));
  if (miners.length === 0) return null;
  const total = miners.reduce((sum, p) => sum + p.boostedHashrate, 0);
  let draw = random(blockNo) * total;
  const winner = miners.find((p) => (draw -= p.boostedHashrate) < 0) ?? miners.at(-1)!;
  db.miningBlock.create({ no: blockNo, startedAt, endedAt, winnerId: winner.userId, totalHashrate: round8(total) });
  const pay = (userId: string, hashrate: number, kind: "block" | "daily_bonus", r: { symbol: string; amount: number }) =>
    db.reward.create({
      id: `${blockNo}:${userId}:${r.symbol}`,
      blockNo,
      userId,
      kind,
      symbol: r.symbol,
      amount: r.amount,
      hashrate,
      day: utcDay(endedAt),
      createdAt: endedAt,
    });
  for (const r of BLOCK_REWARDS) pay(winner.userId, winner.boostedHashrate, "block", r);
  const day = utcDay(endedAt);
  const bonused = new Set(db.reward.findMany({ where: { kind: { equals: "daily_bonus" }, day: { equals: day } } }).map((r) => r.userId));
  for (const p of miners) {
    if (bonused.size >= DAILY_BONUS_MINERS) break;
    if (bonused.has(p.userId)) continue;
    bonused.add(p.userId);
    pay(p.userId, p.boostedHashrate, "daily_bonus", DAILY_BONUS);
  }
  return blockNo;
}

/**
 * Settles every block that has ended by now. Stretches in which nobody mines are skipped in one
 * step (the numbers still advance), so a clock moved by months costs no more than the blocks mined.
 */
export function settleBlocks() {
  let { blockNo, startedAt } = openBlock();
  const t = now();
  while (startedAt + BLOCK_MS <= t) {
    const end = startedAt + BLOCK_MS;
    if (miningAt(end).length === 0) {
      // nobody mines at this block's end: jump to the block in which the next participation starts (or now)
      const next = Math.min(
        t,
        ...db.participation
          .getAll()
          .map((p) => p.startedAt)
          .filter((s) => s >= end),
      );
      const skip = Math.max(1, Math.floor((next - startedAt) / BLOCK_MS));
      blockNo += skip;
      startedAt += skip * BLOCK_MS;
      continue;
    }
    settle(blockNo, startedAt, end);
    blockNo += 1;
    startedAt = end;
  }
  setOpenBlock(blockNo, startedAt);
  return { blockNo, startedAt };
}

/** Ends the open block now (the dev helper's stand-in for waiting up to 20 minutes). */
export function endBlockNow() {
  const open = settleBlocks();
  const settled = settle(open.blockNo, open.startedAt, now());
  setOpenBlock(open.blockNo + 1, now());
  const block = settled === null ? null : db.miningBlock.findFirst({ where: { no: { equals: settled } } });
  return { block_no: open.blockNo, winner: block ? usernameOf(block.winnerId) : null };
}

// ---------------------------------------------------------------- views

export const usernameOf = (id: string) => db.user.findFirst({ where: { id: { equals: id } } })?.username ?? "unknown";

/** Page `n` (1-based) of a list, 10 a page, with the number of pages (0 when empty). */
export const page = <T>(items: T[], n: number) => ({ total_page: Math.ceil(items.length / PAGE_SIZE), items: items.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE) });

/** Sums rewards by symbol, in the order of BLOCK_REWARDS then the bonus. */
function amounts(rows: { symbol: string; amount: number }[]) {
  const order: string[] = [...BLOCK_REWARDS.map((r) => r.symbol), DAILY_BONUS.symbol];
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.symbol, round8((sums.get(r.symbol) ?? 0) + r.amount));
  return [...sums].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)).map(([symbol, amount]) => ({ symbol, amount }));
}

function historyItem(block: NonNullable<ReturnType<typeof db.miningBlock.findFirst>>, rewards: { symbol: string; amount: number }[]) {
  return {
    block_no: block.no,
    winner: usernameOf(block.winnerId),
    rewards,
    total_hashrate: block.totalHashrate,
    created_at: new Date(block.endedAt).toISOString(),
  };
}

const blockRewards = (no: number) => db.reward.findMany({ where: { blockNo: { equals: no }, kind: { equals: "block" } } });

/** GET /mining/history: settled blocks, newest first; `block` keeps the numbers starting with it. */
export function miningHistory(pageNo: number, block?: string) {
  settleBlocks();
  const blocks = db.miningBlock
    .findMany({ orderBy: { no: "desc" } })
    .filter((b) => !block || String(b.no).startsWith(block))
    .map((b) => historyItem(b, amounts(blockRewards(b.no))));
  return page(blocks, pageNo);
}

/** GET /block/winner/{id}: the winner first, then the day's bonus receivers, with what each got. */
export function blockWinners(no: number, pageNo: number) {
  settleBlocks();
  const block = db.miningBlock.findFirst({ where: { no: { equals: no } } });
  if (!block) throw refuse(404, "This block has not been mined yet");
  const rows = db.reward.findMany({ where: { blockNo: { equals: no } } });
  const users = [block.winnerId, ...new Set(rows.map((r) => r.userId).filter((id) => id !== block.winnerId))];
  const winners = users.map((id) => {
    const mine = rows.filter((r) => r.userId === id);
    return { username: usernameOf(id), hashrate: mine[0]?.hashrate ?? 0, rewards: amounts(mine) };
  });
  return page(winners, pageNo);
}

/** GET /user/rewards: the caller's totals per symbol. */
export function userRewards(user: UserRecord) {
  settleBlocks();
  return amounts(db.reward.findMany({ where: { userId: { equals: user.id } } })).map(({ symbol, amount }) => ({
    symbol,
    total_amount: amount,
    description: REWARD_DESCRIPTIONS[symbol] ?? "Mining rewards",
  }));
}

/** GET /user/history: one item per block in which the caller received something; newest first. */
export function userHistory(user: UserRecord, pageNo: number, winnerOnly: boolean) {
  settleBlocks();
  const rows = db.reward.findMany({ where: { userId: { equals: user.id } } });
  const blocks = [...new Set(rows.map((r) => r.blockNo))]
    .sort((a, b) => b - a)
    .map((no) => db.miningBlock.findFirst({ where: { no: { equals: no } } })!)
    .filter((b) => !winnerOnly || b.winnerId === user.id)
    .map((b) => historyItem(b, amounts(rows.filter((r) => r.blockNo === b.no))));
  return page(blocks, pageNo);
}

/** The open block's start and end, for the stats. */
export function currentBlock() {
  const { blockNo, startedAt } = settleBlocks();
  return { blockNo, startedAt, endsAt: startedAt + BLOCK_MS };
}
