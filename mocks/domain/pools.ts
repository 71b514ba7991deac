import type { PoolDetails } from "../../generated/api/pool/types.gen";
import { db, type UserRecord } from "../db";
import { now } from "../lib/clock";
import { randomToken } from "../lib/crypto";
import { refuse } from "../lib/http";
import { page as pageOf, usernameOf } from "./mining-blocks";

/**
 * Mining pools (public-pages-mining.md §3, §4, §5; the rules the spec leaves open are designed in
 * openapi/pool.yaml): the owner administers a pool; a player is in at most one; joining checks the
 * pool's flag, room and rules against the player's NFTs.
 */
type PoolRecord = NonNullable<ReturnType<typeof db.pool.findFirst>>;

/** K37: the pool update rule. */
export const MIN_NFTS_MESSAGE = "Min NFTs must be less than 9 and greater than 0";

const members = (code: string) => db.poolMember.findMany({ where: { poolCode: { equals: code } }, orderBy: { joinedAt: "asc" } });

/** The player's mining NFTs: how many, and their hashrate in total. */
function nftsOf(userId: string) {
  const nfts = db.miningItem.findMany({ where: { ownerId: { equals: userId }, type: { equals: "NFT" } } });
  return { count: nfts.length, hashrate: nfts.reduce((sum, n) => sum + n.hashrate, 0) };
}

export function poolView(p: PoolRecord) {
  return {
    pool_name: p.name,
    pool_code: p.code,
    min_hashrate: p.minHashrate,
    min_NFTs: p.minNfts,
    max_nfts: p.maxNfts,
    is_enable: p.isEnable,
    pool_price: p.price,
    owner: usernameOf(p.ownerId),
    member_count: members(p.code).length,
    max_members: p.maxMembers,
  };
}

function findPool(code: string) {
  const pool = db.pool.findFirst({ where: { code: { equals: code } } });
  if (!pool) throw refuse(404, "There is no pool with this code");
  return pool;
}

/** The player's membership of a pool, if any (a player is in one pool at most). */
export const membershipOf = (user: UserRecord) => db.poolMember.findFirst({ where: { userId: { equals: user.id } } });

export const allPools = () => db.pool.findMany({ orderBy: { createdAt: "asc" } }).map(poolView);

export function currentPool(user: UserRecord) {
  const m = membershipOf(user);
  return m ? poolView(findPool(m.poolCode)) : null;
}

export function poolMembers(code: string, page: number) {
  const all = members(findPool(code).code).map((m) => ({
    username: usernameOf(m.userId),
    hashrate: nftsOf(m.userId).hashrate,
    joined_at: new Date(m.joinedAt).toISOString(),
  }));
  return pageOf(all, page);
}

/** The pools' promises that the conformance runner checks by behaviour (a fault switch can replace one: mocks/faults.ts). */
export const poolRules = {
  /** A pool takes members up to its maximum, never one more. */
  hasRoom: (memberCount: number, maxMembers: number) => memberCount < maxMembers,
  /** A join of the pool the player is in is what already happened: it changes nothing. */
  joinedAlready: (mine: { poolCode: string } | null | undefined, pool: { code: string }) => mine?.poolCode === pool.code,
  /**
   * The player's membership of this pool, or null: a leave without one (left on another device, a
   * second tap, never joined) is what the player asked for, already so: it changes nothing.
   */
  memberOf: <M extends { poolCode: string }>(mine: M | null | undefined, pool: { code: string }) => (mine?.poolCode === pool.code ? mine : null),
  /** A player is in at most one pool: a membership of another pool keeps them from joining this one (409). */
  inTheWay: <M extends { poolCode: string }>(mine: M | null | undefined, pool: { code: string }) => (mine && mine.poolCode !== pool.code ? mine : null),
  /** Only a pool's owner changes it: anyone else, a member included, is refused (403). */
  ownedBy(pool: { ownerId: string }, user: UserRecord) {
    if (pool.ownerId !== user.id) throw refuse(403, "Only the pool's owner can change its details");
  },
};

export function joinPool(user: UserRecord, code: string) {
  const pool = findPool(code);
  const mine = membershipOf(user);
  // joined before (a second tap, another device): what already happened, nothing changed
  if (poolRules.joinedAlready(mine, pool)) return { status: true, already: true, message: `You are already in ${pool.name}` };
  if (poolRules.inTheWay(mine, pool)) throw refuse(409, "You are already in a pool: leave it first");
  if (!pool.isEnable) throw refuse(422, "This pool is not taking new members");
  if (!poolRules.hasRoom(members(pool.code).length, pool.maxMembers)) throw refuse(409, "This pool is full");
  const nfts = nftsOf(user.id);
  if (nfts.count < pool.minNfts || nfts.count > pool.maxNfts)
    throw refuse(422, `This pool takes players with ${pool.minNfts} to ${pool.maxNfts} NFTs; you have ${nfts.count}`);
  if (nfts.hashrate < pool.minHashrate) throw refuse(422, `This pool needs a hashrate of at least ${pool.minHashrate}; yours is ${nfts.hashrate}`);
  db.poolMember.create({ id: randomToken("pm", 9), poolCode: pool.code, userId: user.id, joinedAt: now() });
  return { status: true, already: false, message: `You joined ${pool.name}` };
}

export function leavePool(user: UserRecord, code: string) {
  const pool = findPool(code);
  const membership = poolRules.memberOf(membershipOf(user), pool);
  if (!membership) return { status: true, already: true, message: `You are not in ${pool.name}` };
  db.poolMember.deleteMany({ where: { id: { equals: membership.id } } });
  return { status: true, already: false, message: `You left ${pool.name}` };
}

export function updatePool(user: UserRecord, code: string, details: PoolDetails) {
  const pool = findPool(code);
  poolRules.ownedBy(pool, user);
  if (details.pool_code !== pool.code) throw refuse(400, "A pool's code cannot change");
  if (!Number.isInteger(details.min_NFTs) || details.min_NFTs <= 0 || details.min_NFTs >= 9) throw refuse(400, MIN_NFTS_MESSAGE);
  if (details.min_NFTs > details.max_nfts) throw refuse(400, "Min NFTs cannot be more than max NFTs");
  db.pool.update({
    where: { code: { equals: pool.code } },
    data: {
      name: details.pool_name,
      minHashrate: details.min_hashrate,
      minNfts: details.min_NFTs,
      maxNfts: details.max_nfts,
      isEnable: details.is_enable,
      price: details.pool_price,
    },
  });
  return { status: true, message: "Successfully changed pool details" };
}

/** For the seed and tests: a pool owned by a player. */
export function createPool(ownerId: string, p: Omit<PoolDetails, "pool_code"> & { code: string; maxMembers: number }, memberIds: string[] = []) {
  db.pool.create({
    code: p.code,
    name: p.pool_name,
    ownerId,
    minHashrate: p.min_hashrate,
    minNfts: p.min_NFTs,
    maxNfts: p.max_nfts,
    isEnable: p.is_enable,
    price: p.pool_price,
    maxMembers: p.maxMembers,
    createdAt: now() + db.pool.count(),
  });
  // one clock reading for all: the members joined a minute apart, to the millisecond
  const madeAt = now();
  memberIds.forEach((id, i) =>
    db.poolMember.create({ id: `pm_${p.code}_${i}`, poolCode: p.code, userId: id, joinedAt: madeAt - (memberIds.length - i) * 60_000 }),
  );
}
