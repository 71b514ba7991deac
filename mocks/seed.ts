import { drop } from "@mswjs/data";
import { db } from "./db";
import { brand } from "./config";
import { createUser } from "./domain/accounts";
import { resetClock } from "./lib/clock";
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
    note: "verified; bound wallet (Hardhat account #1); friends bob and carol; a pending request from frank",
  },
  { username: "bob", password: "bob-password", email: "bob@penta.local", note: "verified; friend of alice" },
  { username: "carol", password: "carol-password", email: "carol@penta.local", note: "verified; friend of alice" },
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
  void dave;
  void rita;
}
