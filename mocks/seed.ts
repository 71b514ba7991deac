import { drop } from "@mswjs/data";
import { db } from "./db";
import { brand } from "./config";
import { createUser } from "./domain/accounts";
import { createItem, DIGITAL_ART_FAIR } from "./domain/mining";
import { now, resetClock } from "./lib/clock";
import { resetRateLimits } from "./lib/rate-limit";

/**
 * The named demo accounts of the local stack. Deterministic: the same ids, names, passwords and
 * wallets on every start. The README lists them.
 */
export const demoAccounts = [
  {
    username: "alice",
    password: "alice-password",
    email: "alice@penta.local",
    note: "verified; bound wallet (Hardhat account #1); friends bob and carol; a pending request from frank; 12 NFTs and 2 tokens to mine with",
  },
  { username: "bob", password: "bob-password", email: "bob@penta.local", note: "verified; friend of alice; no NFTs (the empty mining state)" },
  { username: "carol", password: "carol-password", email: "carol@penta.local", note: "verified; friend of alice; mining now (Currently Mining)" },
  { username: "dave", password: "dave-password", email: "dave@penta.local", note: "email not verified: sign-in asks to validate it" },
  { username: "rita", password: "rita-password", email: "rita@penta.local", note: "referral code unverified: sign-in asks for a referral code" },
  { username: "frank", password: "frank-password", email: "frank@penta.local", note: "verified; has sent alice a friend request" },
] as const;

export function seed() {
  drop(db);
  resetRateLimits();
  resetClock();
  const [alice, bob, carol, dave, rita, frank] = demoAccounts.map((a, i) =>
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
  void dave;
  void rita;
  void bob;
}
