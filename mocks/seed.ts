import { drop } from "@mswjs/data";
import { db, resetSequences } from "./db";
import { brand } from "./config";
import { createUser } from "./domain/users";
import { BLOCK_MS } from "./config";
import { createItem, DIGITAL_ART_FAIR } from "./domain/mining";
import { FIRST_BLOCK_NO, setOpenBlock } from "./domain/mining-blocks";
import { createPool } from "./domain/pools";
import { createSpace } from "./domain/spatial";
import { resetAi } from "./domain/ai";
import { now, resetClock } from "./lib/clock";
import { resetRateLimits } from "./lib/rate-limit";
import { INFLUENCERS, PARTNERS } from "./seed-listings";

/**
 * The named demo accounts of the local stack. Deterministic: the same ids, names, passwords and
 * wallets on every start. The README lists them.
 */
export const demoAccounts = [
  {
    username: "alice",
    password: "alice-password",
    email: "alice@penta.local",
    note: "verified; bound wallet (Hardhat account #1); friends bob and carol; a pending request from frank; 12 NFTs and 2 tokens to mine with; won blocks in the seeded history; owns the pool ALPHA1; a public 3D space",
  },
  {
    username: "bob",
    password: "bob-password",
    email: "bob@penta.local",
    note: "verified; friend of alice; no NFTs (the empty mining state); owns the full pool",
  },
  {
    username: "carol",
    password: "carol-password",
    email: "carol@penta.local",
    note: "verified; friend of alice; mining now (Currently Mining); owns the disabled pool",
  },
  { username: "dave", password: "dave-password", email: "dave@penta.local", note: "email not verified: sign-in asks to validate it" },
  { username: "rita", password: "rita-password", email: "rita@penta.local", note: "referral code unverified: sign-in asks for a referral code" },
  {
    username: "frank",
    password: "frank-password",
    email: "frank@penta.local",
    note: "verified; has sent alice a friend request; 3 NFTs, won blocks in the seeded history",
  },
] as const;

/** `map` over a fixed list, keeping its length in the type (one user per demo account). */
function mapTuple<T extends readonly unknown[], U>(items: T, fn: (item: T[number], index: number) => U): { -readonly [K in keyof T]: U } {
  return items.map(fn) as { -readonly [K in keyof T]: U };
}

/** What a restart forgets (rate limits, the AI stand-in's switches, the dev clock): kept outside the data. */
export function resetRuntime() {
  resetRateLimits();
  resetAi();
  resetClock();
}

export function seed() {
  drop(db);
  resetSequences();
  resetRuntime();
  const [alice, bob, carol, dave, rita, frank] = mapTuple(demoAccounts, (a, i) =>
    createUser({
      id: `user-${i + 1}`,
      salt: `seed-salt-${a.username}`,
      username: a.username,
      email: a.email,
      password: a.password,
      userFrom: brand.slug,
      verified: a.username !== "dave",
      referralVerified: a.username !== "rita",
      referredBy: a.username === "rita" ? "unknown-code" : null,
      userAvatar: i + 1,
      ...(a.username === "alice"
        ? {
            mmAddress: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8",
            walletType: "metamask",
            extraData: { twitter_username: "alice_x", telegram_username: "alice_tg" },
            centralisedWallet: "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc",
          }
        : {}),
    }),
  );
  db.friendship.create({ id: 1, fromId: alice.id, toId: bob.id, status: "accepted" });
  db.friendship.create({ id: 2, fromId: carol.id, toId: alice.id, status: "accepted" });
  db.friendship.create({ id: 3, fromId: frank.id, toId: alice.id, status: "pending" });
  // alice: a collection to mine with (some from the Digital Art Fair); bob: none (the empty state)
  const heroes = [310, 275, 240, 220, 195, 180, 160, 140, 120, 95, 80, 60];
  heroes.forEach((hashrate, i) =>
    createItem(alice.id, {
      id: `nft-alice-${i + 1}`,
      name: i % 4 === 3 ? `Fair Muse #${i + 1}` : `Hero #${i + 1}`,
      hashrate,
      type: "NFT",
      collection: i % 4 === 3 ? DIGITAL_ART_FAIR : "Heroes",
    }),
  );
  createItem(alice.id, { id: "tok-alice-pen", name: "PEN", hashrate: 25, type: "Token", symbol: "PEN" });
  createItem(alice.id, { id: "tok-alice-pc", name: "PC", hashrate: 15, type: "Token", symbol: "PC" });
  // carol is mining now (the Currently Mining card)
  for (const [i, hashrate] of [200, 150, 90].entries())
    createItem(carol.id, { id: `nft-carol-${i + 1}`, name: `Hero #${i + 21}`, hashrate, type: "NFT", collection: "Heroes" });
  db.participation.create({
    id: "mp-carol",
    userId: carol.id,
    itemIdsJson: JSON.stringify(["nft-carol-1", "nft-carol-2", "nft-carol-3"]),
    mode: "fee",
    totalHashrate: 440,
    boostedHashrate: 880,
    startedAt: now(),
    txHash: null,
  });
  seedMiningHistory([alice.id, carol.id, frank.id]);
  createPool(
    alice.id,
    { code: "ALPHA1", pool_name: "Alpha Miners", min_hashrate: 100, min_NFTs: 1, max_nfts: 9, is_enable: true, pool_price: 0, maxMembers: 50 },
    [alice.id, carol.id],
  );
  createPool(bob.id, { code: "FULL01", pool_name: "Full House", min_hashrate: 0, min_NFTs: 1, max_nfts: 9, is_enable: true, pool_price: 5, maxMembers: 2 }, [
    bob.id,
    frank.id,
  ]);
  createPool(
    carol.id,
    { code: "SHUT01", pool_name: "Closed Circle", min_hashrate: 200, min_NFTs: 2, max_nfts: 6, is_enable: false, pool_price: 10, maxMembers: 20 },
    // carol mines in ALPHA1: a player is in one pool at most, its owner included
    [],
  );
  PARTNERS.forEach((p, i) => db.partner.create({ id: i + 1, ...p }));
  // alice has a public 3D space (the spatial page); the others have none
  createSpace(alice, { name: "Alice's Loft", about: "A loft above Hexagon City: my heroes, my badges and a window on the chain.", visits: 128, likes: 12 });
  // alice has claimed the Welcome Hero Badge (the leaderboards and the carousel have a demo)
  db.badgeClaim.create({ id: `${alice.id}:COMMON`, userId: alice.id, badge: "COMMON", createdAt: now() });
  INFLUENCERS.forEach((w, i) => db.influencer.create({ id: `w${i + 1}`, ...w, displayOrder: i + 1 }));
  void dave;
  void rita;
}

/** Blocks of history before the seed time: 90 blocks (30 hours), mined by alice, carol and frank for a day. */
export const SEEDED_BLOCKS = 90;
function seedMiningHistory([aliceId, carolId, frankId]: [string, string, string]) {
  const open = Math.floor(now() / BLOCK_MS) * BLOCK_MS;
  const genesis = open - SEEDED_BLOCKS * BLOCK_MS;
  for (const [i, hashrate] of [230, 170, 120].entries())
    createItem(frankId, { id: `nft-frank-${i + 1}`, name: `Hero #${i + 31}`, hashrate, type: "NFT", collection: "Heroes" });
  const past = [
    { id: "mp-alice-past", userId: aliceId, items: ["nft-alice-1", "nft-alice-2", "nft-alice-3"], mode: "no_fee", total: 825, startedAt: genesis - 60_000 },
    { id: "mp-carol-past", userId: carolId, items: ["nft-carol-1"], mode: "fee", total: 200, startedAt: genesis + 30 * 60_000 },
    {
      id: "mp-frank-past",
      userId: frankId,
      items: ["nft-frank-1", "nft-frank-2", "nft-frank-3"],
      mode: "fee",
      total: 520,
      startedAt: genesis + 2 * 60 * 60_000,
    },
  ];
  for (const p of past)
    db.participation.create({
      id: p.id,
      userId: p.userId,
      itemIdsJson: JSON.stringify(p.items),
      mode: p.mode,
      totalHashrate: p.total,
      boostedHashrate: p.total * (p.mode === "fee" ? 2 : 1.5),
      startedAt: p.startedAt,
      txHash: null,
    });
  // the blocks settle when a mining call first reads them (mocks/domain/mining-blocks.ts)
  setOpenBlock(FIRST_BLOCK_NO, genesis);
}
