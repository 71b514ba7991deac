import { describe, expect, it } from "vitest";
import { campaign } from "../config";
import { db, type UserRecord } from "../db";
import { assignBlack, badgeStatus, badgeTasks, claimBadge, claimTask, points, pointLeaderboard, referralLeaderboard, spin, wheel } from "./campaign";
import { setAirdropMethod, storeCex, tgeStatus, verifyTge } from "./tge";
import { referFriends, refusal, testPlayer, userById, withWallet, BASE, captchaAnswer, expectError, raw } from "../testing/test-utils";
import {
  claimBadge as claimBadgeCall,
  claimBadgeTask,
  claimWeb3BadgeTask,
  getBadges,
  getBadgeTasks,
  getPointLeaderboard,
  getReferralLeaderboard,
  getSpinAWheel,
  getWeb3BadgeTasks,
  spinAWheel,
} from "../../generated/api/campaign/sdk.gen";
import { getTgeStatus, setAirdropMethod as setAirdropMethodCall, storeCex as storeCexCall, verifyTge as verifyTgeCall } from "../../generated/api/tge/sdk.gen";
import { getInfluencerWidgets } from "../../generated/api/site/sdk.gen";
import { startSession } from "./sessions";
import { unbindWallet } from "./wallets";
import { createUser } from "./users";
import { generateCaptcha, register } from "../../generated/api/user/sdk.gen";

/**
 * The campaign's rules at the domain level (mocks/domain/campaign.ts), where the HTTP tests
 * (campaign.test.ts) do not reach: whose rows count, the exact ranks of a tie, the refusals' field
 * paths, each answer's whole body. Each player here is a fresh one beside the seed's.
 */
const player = ({ wallet = true } = {}) => {
  const { user } = testPlayer("cr");
  return wallet ? withWallet(user.id) : user;
};

const refer = (user: UserRecord, n: number, verified = true) => referFriends(user.username, n, { verified });

/** The airdrop campaign's rules (airdrop-campaigns.md §1, §4, §9 K20; designed parts in campaign.yaml, tge.yaml). */
const signedInPlayer = (wallet = true) => {
  const p = testPlayer("cp");
  if (wallet) withWallet(p.user.id);
  return p;
};

const assignBlackOverHttp = (username: string) =>
  fetch(`${BASE}/__dev/campaign/black`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username }) });

/** The TGE status of a player who has chosen nothing and is eligible for nothing yet. */
const UNTOUCHED_TGE = { status: true, eligible_case: null, airdrop_method: null, verified: false, cex_name: null, uid: null, wallet_address: null };
const badges = async (p: ReturnType<typeof testPlayer>) => (await getBadges({ ...p.a, throwOnError: true })).data;

describe("points and badges are the player's own", () => {
  it("points add badges, tasks, template claims, spins and the Me3 code, counting only the player's rows", () => {
    const p = player();
    const other = player();
    expect(points(p)).toBe(0);
    claimBadge(p, "COMMON");
    claimTask(p, "web3", { task: "follow_x" });
    claimTask(p, "web3", { task: "follow_telegram" });
    db.pointClaim.create({ id: `${p.id}:t1`, userId: p.id, template: "t1", createdAt: "2026-01-01T00:00:00.000Z" });
    const prize = spin(p).last_prize!;
    db.user.update({ where: { id: { equals: p.id } }, data: { referredBy: campaign.me3.code } });
    const own = campaign.badgePoints.COMMON + 2 * campaign.taskPoints + campaign.templatePoints + prize + campaign.me3.points;
    expect(points(userById(p.id))).toBe(own);
    // nothing of p's counts for another player, and the other's rows do not count for p
    expect(points(other)).toBe(0);
    expect(badgeStatus(other).user_badges).toEqual({ COMMON: false, UNCOMMON: false, RARE: false, EPIC: false, ASCENDED: false });
    expect(wheel(other)).toEqual({ status: true, prizes: [...campaign.wheel], spins_left: 0, last_prize: null });
    db.pointClaim.create({ id: `${other.id}:t1`, userId: other.id, template: "t1", createdAt: "2026-01-01T00:00:00.000Z" });
    expect(points(other)).toBe(campaign.templatePoints);
    expect(points(userById(p.id))).toBe(own);
  });

  it("a badge's task list is the player's own and the badge's own, as a whole answer", () => {
    const p = player();
    const other = player();
    claimBadge(p, "COMMON");
    claimBadge(other, "COMMON");
    db.blackAssignment.create({ userId: p.id, assignedAt: 0 });
    claimTask(p, "web3", { task: "follow_x" });
    claimTask(p, "ascended", { task: "join_task" });
    claimTask(p, "royal", { task: "verify_link", link: " https://x.com/a/status/1 " });
    expect(badgeTasks(p, "web3")).toEqual({
      status: true,
      tasks: [
        { task: "follow_x", link: null, status: "complete" },
        { task: "follow_telegram", link: null, status: "open" },
        { task: "connect_telegram", link: null, status: "open" },
      ],
    });
    // the Black badge's join_task is not the Royal badge's
    expect(badgeTasks(p, "royal")).toEqual({
      status: true,
      tasks: [
        { task: "verify_link", link: "https://x.com/a/status/1", status: "complete" },
        { task: "join_task", link: null, status: "open" },
      ],
    });
    // nothing of p's is the other player's
    for (const group of ["web3", "royal", "ascended"] as const)
      expect(badgeTasks(other, group).tasks.every((t) => t.status === "open" && t.link === null)).toBe(true);
  });

  it("the badge status is the whole answer: badges, what is open, what can be claimed, referrals and points", () => {
    const p = player();
    refer(p, 2);
    refer(p, 1, false);
    expect(badgeStatus(p)).toEqual({
      status: true,
      user_badges: { COMMON: false, UNCOMMON: false, RARE: false, EPIC: false, ASCENDED: false },
      unlocked: { COMMON: true, UNCOMMON: false, RARE: false, EPIC: false, ASCENDED: false },
      claimable: { COMMON: true, UNCOMMON: false, RARE: false, EPIC: false, ASCENDED: false },
      referrals: 2,
      points: 0,
    });
    expect(claimBadge(p, "COMMON")).toEqual({
      status: true,
      already_claimed: false,
      user_badges: { COMMON: true, UNCOMMON: false, RARE: false, EPIC: false, ASCENDED: false },
      unlocked: { COMMON: true, UNCOMMON: true, RARE: true, EPIC: true, ASCENDED: false },
      claimable: { COMMON: false, UNCOMMON: false, RARE: false, EPIC: false, ASCENDED: false },
      referrals: 2,
      points: campaign.badgePoints.COMMON,
    });
  });

  it("a refusal about one field names it; a refusal about the player names none", async () => {
    const p = player();
    expect(claimBadge(p, "COMMON").already_claimed).toBe(false);
    // claimed again: what already happened, not a refusal
    expect(claimBadge(p, "COMMON")).toMatchObject({ status: true, already_claimed: true, user_badges: { COMMON: true } });
    expect(await refusal(() => claimBadge(player({ wallet: false }), "COMMON"))).toEqual({
      status: 403,
      body: { status: false, message: "Please connect wallet before claiming badges" },
    });
    expect(await refusal(() => claimTask(p, "web3", { task: "join_task" }))).toMatchObject({ status: 400, body: { errors: [{ path: "task" }] } });
    claimTask(p, "web3", { task: "follow_x" });
    expect(claimTask(p, "web3", { task: "follow_x" }).already_complete).toBe(true);
    expect(await refusal(() => claimTask(p, "web3", { task: "connect_telegram" }))).toMatchObject({ status: 400, body: { errors: [{ path: "task" }] } });
    expect(await refusal(() => claimTask(p, "royal", { task: "verify_link", link: "x" }))).toMatchObject({ status: 400, body: { errors: [{ path: "link" }] } });
  });

  it("a task of a locked badge: the Welcome Hero Badge first, or the team's assignment for Black", async () => {
    const p = player();
    expect(await refusal(() => claimTask(p, "royal", { task: "join_task" }))).toMatchObject({
      status: 403,
      body: { message: "Claim the Welcome Hero Badge first" },
    });
    expect(await refusal(() => claimTask(p, "ascended", { task: "join_task" }))).toMatchObject({
      status: 403,
      body: { message: "The Black badge is assigned by the team" },
    });
  });

  it("the link of the post on X is taken trimmed, from x.com or twitter.com, with or without www and a query", () => {
    for (const link of [
      "  https://x.com/penta_player/status/1234567890  ",
      "https://www.x.com/a/status/1",
      "https://twitter.com/a_b/status/9?s=20",
      "https://www.twitter.com/a/status/1",
    ]) {
      const p = player();
      claimBadge(p, "COMMON");
      expect(claimTask(p, "royal", { task: "verify_link", link }).tasks[0]).toEqual({ task: "verify_link", link: link.trim(), status: "complete" });
    }
  });

  it("a repeat of a claimed verify_link is still checked: a bad link is 400, a good one is what already happened", async () => {
    const p = player();
    claimBadge(p, "COMMON");
    claimTask(p, "royal", { task: "verify_link", link: "https://x.com/a/status/1" });
    expect(await refusal(() => claimTask(p, "royal", { task: "verify_link", link: "not a link" }))).toMatchObject({
      status: 400,
      body: { errors: [{ path: "link" }] },
    });
    expect(claimTask(p, "royal", { task: "verify_link", link: "https://x.com/a/status/2" })).toMatchObject({
      already_complete: true,
      tasks: [{ task: "verify_link", link: "https://x.com/a/status/1", status: "complete" }, expect.anything()],
    });
  });

  it("the team's Black assignment answers how many are assigned of the supply, and refuses a second one by name", async () => {
    const p = player();
    const before = db.blackAssignment.count();
    expect(assignBlack(p)).toEqual({ status: true, assigned: before + 1, supply: campaign.blackSupply });
    expect(await refusal(() => assignBlack(p))).toMatchObject({ status: 409, body: { message: `${p.username} already has a Black badge assigned` } });
  });
});

describe("leaderboards", () => {
  it("rank by value, then by name; equal values share a rank (1, 1, 3); the top ten only, and the player's own row", () => {
    const me = player();
    const counts = [3, 3, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    const players = counts.map((n) => {
      const p = player();
      refer(p, n);
      return p;
    });
    const board = referralLeaderboard(me);
    const expected = players
      .map((p, i) => ({ username: p.username, value: counts[i]! }))
      .sort((a, b) => b.value - a.value || a.username.localeCompare(b.username))
      .map((r) => ({ ...r, rank: r.value === 3 ? 1 : r.value === 2 ? 3 : 4 }));
    expect(board.status).toBe(true);
    expect(board.result).toEqual(expected.slice(0, campaign.leaderboardSize));
    // the player has no referrals: not on the board, ranked after everyone who has
    expect(board.me).toEqual({ username: me.username, value: 0, rank: counts.length + 1 });
    // one of the tied players sees its own shared rank
    expect(referralLeaderboard(players[1]!).me).toEqual({ username: players[1]!.username, value: 3, rank: 1 });
  });

  it("a player with nothing is ranked after every player with a value: other players with nothing do not move it", () => {
    const me = player();
    const before = { referrals: referralLeaderboard(me).me, points: pointLeaderboard(me).me };
    expect(before.referrals.value).toBe(0);
    testPlayer("aa"); // nothing either, and a name before every other player's
    expect(referralLeaderboard(me).me).toEqual(before.referrals);
    expect(pointLeaderboard(me).me).toEqual(before.points);
  });

  it("points rank the same way: a player with points is on the board with its rank", () => {
    const p = player();
    claimBadge(p, "COMMON");
    const board = pointLeaderboard(p);
    const row = board.result.find((r) => r.username === p.username);
    expect(row).toEqual(board.me);
    expect(board.me.value).toBe(campaign.badgePoints.COMMON);
    expect(board.result.every((r) => r.value > 0)).toBe(true);
  });
});

describe("the wheel", () => {
  it("spins are counted per player, in order: the last prize is the latest spin's", () => {
    const p = player();
    const other = player();
    claimBadge(p, "COMMON");
    claimBadge(other, "COMMON");
    db.badgeClaim.create({ id: `${p.id}:RARE`, userId: p.id, badge: "RARE", createdAt: 1 });
    expect(wheel(p).spins_left).toBe(2);
    const first = spin(p);
    expect(first.spins_left).toBe(1);
    const second = spin(p);
    expect(second.spins_left).toBe(0);
    const spins = db.spin.findMany({ where: { userId: { equals: p.id } } });
    expect(spins.map((s) => s.id).sort()).toEqual([`${p.id}:0`, `${p.id}:1`]);
    expect(second.last_prize).toBe(spins.find((s) => s.id === `${p.id}:1`)!.points);
    // the other player's spin is its own first, whatever p spun
    expect(spin(other).spins_left).toBe(0);
    expect(db.spin.findFirst({ where: { userId: { equals: other.id } } })!.id).toBe(`${other.id}:0`);
  });

  it("the last prize is the latest spin's by its time, however the spins are stored", () => {
    const p = player();
    db.spin.create({ id: `${p.id}:1`, userId: p.id, points: 500, createdAt: 2_000 });
    db.spin.create({ id: `${p.id}:0`, userId: p.id, points: 10, createdAt: 1_000 });
    expect(wheel(p).last_prize).toBe(500);
  });

  it("the draw depends on the player: the first spins of a dozen players do not all land on one prize", () => {
    const prizes = Array.from({ length: 12 }, () => {
      const p = player();
      claimBadge(p, "COMMON");
      return spin(p).last_prize;
    });
    expect(new Set(prizes).size).toBeGreaterThan(1);
  });
});

describe("TGE", () => {
  it("each player's choice is its own: two players choose, and one's verification closes only its own", () => {
    const [a, b] = [player(), player()];
    for (const p of [a, b]) db.badgeClaim.create({ id: `${p.id}:COMMON`, userId: p.id, badge: "COMMON", createdAt: 1 });
    setAirdropMethod(a, "cex");
    storeCex(a, { cex_name: "Bybit", uid: "12345678" });
    setAirdropMethod(b, "wallet");
    verifyTge(b);
    expect(tgeStatus(a)).toEqual({
      status: true,
      eligible_case: "badge_holder",
      airdrop_method: "cex",
      verified: false,
      cex_name: "Bybit",
      uid: "12345678",
      wallet_address: null,
    });
    expect(tgeStatus(b)).toEqual({
      status: true,
      eligible_case: "badge_holder",
      airdrop_method: "wallet",
      verified: true,
      cex_name: null,
      uid: null,
      wallet_address: b.mmAddress,
    });
    expect(setAirdropMethod(a, "wallet")).toEqual({ status: true, message: "Updated!" });
    expect(tgeStatus(a).airdrop_method).toBe("wallet");
  });

  it("a wallet or an exchange account receives one account's airdrop: the first verification takes it, another account's is 409, another destination verifies", async () => {
    const [a, b, c, d] = [player(), player(), player(), player()];
    for (const p of [a, b, c, d]) db.badgeClaim.create({ id: `${p.id}:COMMON`, userId: p.id, badge: "COMMON", createdAt: 1 });
    setAirdropMethod(a, "wallet");
    verifyTge(a);
    // the wallet let go by a and bound to b
    db.user.update({ where: { id: { equals: a.id } }, data: { mmAddress: null } });
    const bWithIt = db.user.update({ where: { id: { equals: b.id } }, data: { mmAddress: a.mmAddress } })!;
    setAirdropMethod(bWithIt, "wallet");
    expect(await refusal(() => verifyTge(bWithIt))).toMatchObject({
      status: 409,
      body: { message: "This wallet already receives another account's airdrop: bind another wallet, or choose your exchange account" },
    });
    expect(tgeStatus(bWithIt).verified).toBe(false);
    // one UID typed into two accounts: stored by both, verified by the first to verify
    for (const p of [c, d]) {
      setAirdropMethod(p, "cex");
      storeCex(p, { cex_name: "Bybit", uid: "55555555" });
    }
    expect(verifyTge(c)).toMatchObject({ verified: true });
    expect(await refusal(() => verifyTge(d))).toMatchObject({
      status: 409,
      body: { message: "This exchange account already receives another account's airdrop: save another one, or choose on-chain" },
    });
    // the same UID at another exchange is another account
    storeCex(d, { cex_name: "Binance", uid: "55555555" });
    expect(verifyTge(d)).toMatchObject({ verified: true, cex_name: "Binance" });
    // and another wallet verifies
    expect(verifyTge(withWallet(b.id))).toMatchObject({ verified: true, airdrop_method: "wallet" });
  });

  it("the exchange method needs no wallet; each change answers Updated!", async () => {
    const p = player({ wallet: false });
    db.badgeClaim.create({ id: `${p.id}:COMMON`, userId: p.id, badge: "COMMON", createdAt: 1 });
    expect(setAirdropMethod(p, "cex")).toEqual({ status: true, message: "Updated!" });
    expect(await refusal(() => verifyTge(p))).toMatchObject({ status: 400, body: { errors: [{ path: "uid" }] } });
    expect(storeCex(p, { cex_name: "Bybit", uid: "12345678" })).toEqual({ status: true, message: "Updated!" });
    storeCex(p, { cex_name: "Bybit", uid: "" });
    expect(await refusal(() => verifyTge(p))).toMatchObject({ status: 400, body: { message: "Save your exchange account first" } });
    storeCex(p, { cex_name: "Bybit", uid: "12345678" });
    expect(verifyTge(p)).toMatchObject({ verified: true, airdrop_method: "cex" });
  });

  it("the wallet method is checked again at verify: a wallet unbound since is refused, on its field", async () => {
    const p = player();
    db.badgeClaim.create({ id: `${p.id}:COMMON`, userId: p.id, badge: "COMMON", createdAt: 1 });
    setAirdropMethod(p, "wallet");
    const unbound = { ...p, mmAddress: null };
    expect(await refusal(() => verifyTge(unbound))).toEqual({
      status: 400,
      body: {
        status: false,
        message: "Bind a wallet to receive the airdrop on-chain",
        errors: [{ path: "airdrop_method", message: "Bind a wallet to receive the airdrop on-chain" }],
      },
    });
    expect(await refusal(() => setAirdropMethod(unbound, "wallet"))).toMatchObject({ status: 400, body: { errors: [{ path: "airdrop_method" }] } });
    expect(verifyTge(p)).toEqual({
      status: true,
      eligible_case: "badge_holder",
      airdrop_method: "wallet",
      verified: true,
      cex_name: null,
      uid: null,
      wallet_address: p.mmAddress,
    });
  });

  it("a verified on-chain choice pays the wallet it was verified with: an unbind and another wallet bound later change nothing", () => {
    const p = player();
    db.badgeClaim.create({ id: `${p.id}:COMMON`, userId: p.id, badge: "COMMON", createdAt: 1 });
    setAirdropMethod(p, "wallet");
    expect(tgeStatus(p).wallet_address).toBeNull();
    const verifiedWith = p.mmAddress;
    expect(verifyTge(p).wallet_address).toBe(verifiedWith);
    unbindWallet(p, "evm");
    expect(tgeStatus(userById(p.id)).wallet_address).toBe(verifiedWith);
    db.user.update({ where: { id: { equals: p.id } }, data: { mmAddress: `0x${"ab".repeat(20)}`, walletType: "metamask" } });
    const other = userById(p.id);
    expect(other.mmAddress).not.toBe(verifiedWith);
    expect(tgeStatus(other)).toMatchObject({ verified: true, airdrop_method: "wallet", wallet_address: verifiedWith });
    // an exchange choice pays no wallet
    const q = player();
    db.badgeClaim.create({ id: `${q.id}:COMMON`, userId: q.id, badge: "COMMON", createdAt: 1 });
    setAirdropMethod(q, "cex");
    storeCex(q, { cex_name: "Bybit", uid: "12345678" });
    expect(verifyTge(q).wallet_address).toBeNull();
  });

  it("nothing changes once verified, nor for a player who is not eligible; no choice, no verify", async () => {
    const p = player();
    expect(await refusal(() => storeCex(p, { cex_name: "Bybit", uid: "12345678" }))).toMatchObject({ status: 403 });
    expect(tgeStatus(p).cex_name).toBeNull();
    db.badgeClaim.create({ id: `${p.id}:COMMON`, userId: p.id, badge: "COMMON", createdAt: 1 });
    expect(await refusal(() => verifyTge(p))).toMatchObject({ status: 400, body: { errors: [{ path: "airdrop_method" }] } });
    setAirdropMethod(p, "wallet");
    verifyTge(p);
    expect(await refusal(() => storeCex(p, { cex_name: "Bybit", uid: "12345678" }))).toMatchObject({ status: 409 });
    expect(tgeStatus(p)).toMatchObject({ cex_name: null, uid: null });
    // another player's choice is its own
    const other = player();
    expect(tgeStatus(other)).toEqual(UNTOUCHED_TGE);
  });
});

describe("the Me3 campaign (airdrop-campaigns.md §1)", () => {
  it("a player who signed up with its code starts with 500 extra points; another code gives none", async () => {
    const signUp = async (username: string, referral_code: string) => {
      const { data } = await generateCaptcha({ throwOnError: true });
      await register({
        body: {
          username,
          password: "me3-player-pw",
          email: `${username}@example.test`,
          user_from: "penta",
          referral_code,
          captcha_id: data.captcha_id,
          captcha_answer: captchaAnswer(data.captcha_id),
        },
        throwOnError: true,
      });
      const user = db.user.findFirst({ where: { username: { equals: username } } })!;
      db.user.update({ where: { id: { equals: user.id } }, data: { verified: true } });
      return user;
    };
    const me3 = await signUp("me3player", "airdrop_me3");
    const other = await signUp("c98player", "coin98");
    const status = async (u: { id: string }) =>
      (
        await getBadges({
          headers: { Authorization: `Bearer ${startSession(db.user.findFirst({ where: { id: { equals: u.id } } })!).token}` },
          throwOnError: true,
        })
      ).data;
    expect((await status(me3)).points).toBe(campaign.me3.points);
    expect(campaign.me3.points).toBe(500);
    expect((await status(other)).points).toBe(0);
  });
});

describe("badges (K20)", () => {
  it("the Welcome Hero Badge comes first, needs a bound wallet, and unlocks the others", async () => {
    const noWallet = signedInPlayer(false);
    expectError(await claimBadgeCall({ ...noWallet.a, body: { badge: "COMMON" } }), 403, "Please connect wallet before claiming badges");
    const p = signedInPlayer();
    const before = await badges(p);
    expect(before.unlocked).toEqual({ COMMON: true, UNCOMMON: false, RARE: false, EPIC: false, ASCENDED: false });
    expect(before.claimable.COMMON).toBe(true);
    expectError(await claimBadgeCall({ ...p.a, body: { badge: "RARE" } }), 403, "Claim the Welcome Hero Badge first");
    expectError(await claimWeb3BadgeTask({ ...p.a, body: { task: "follow_x", status: "complete" } }), 403);
    const after = (await claimBadgeCall({ ...p.a, body: { badge: "COMMON" }, throwOnError: true })).data;
    expect(after.user_badges.COMMON).toBe(true);
    expect(after.unlocked).toEqual({ COMMON: true, UNCOMMON: true, RARE: true, EPIC: true, ASCENDED: false });
    expect(after.points).toBe(campaign.badgePoints.COMMON);
    expect(after.already_claimed).toBe(false);
    const again = (await claimBadgeCall({ ...p.a, body: { badge: "COMMON" }, throwOnError: true })).data;
    expect(again).toEqual({ ...after, already_claimed: true });
  });

  it("ten parallel claims of one badge give exactly one badge; the nine others say it was already claimed", async () => {
    const p = signedInPlayer();
    const answers = await Promise.all(Array.from({ length: 10 }, () => claimBadgeCall({ ...p.a, body: { badge: "COMMON" }, throwOnError: true })));
    expect(answers.map((a) => a.data.already_claimed).sort()).toEqual([false, ...Array<boolean>(9).fill(true)]);
    expect(db.badgeClaim.count({ where: { userId: { equals: p.user.id } } })).toBe(1);
  });

  it("the New Friend Badge needs five referred friends", async () => {
    const p = signedInPlayer();
    await claimBadgeCall({ ...p.a, body: { badge: "COMMON" }, throwOnError: true });
    referFriends(p.name, campaign.newFriendReferrals - 1);
    expect((await badges(p)).referrals).toBe(4);
    expectError(await claimBadgeCall({ ...p.a, body: { badge: "UNCOMMON" } }), 403, "Invite 5 friends to claim the New Friend Badge");
    createUser({
      username: `${p.name}last`,
      email: `${p.name}last@example.test`,
      password: "pw-123456",
      userFrom: "penta",
      referredBy: p.name,
      verified: true,
    });
    expect((await badges(p)).claimable.UNCOMMON).toBe(true);
    expect((await claimBadgeCall({ ...p.a, body: { badge: "UNCOMMON" }, throwOnError: true })).data.user_badges.UNCOMMON).toBe(true);
  });

  it("Degen needs its three web3 tasks; connect_telegram is checked, each task once", async () => {
    const p = signedInPlayer();
    await claimBadgeCall({ ...p.a, body: { badge: "COMMON" }, throwOnError: true });
    expect((await getWeb3BadgeTasks({ ...p.a, throwOnError: true })).data.tasks.map((t) => [t.task, t.status])).toEqual([
      ["follow_x", "open"],
      ["follow_telegram", "open"],
      ["connect_telegram", "open"],
    ]);
    const first = (await claimWeb3BadgeTask({ ...p.a, body: { task: "follow_x", status: "complete" }, throwOnError: true })).data;
    expect(first.already_complete).toBe(false);
    // claimed again (a second tap, another device): what already happened, the tasks as they stand
    const again = (await claimWeb3BadgeTask({ ...p.a, body: { task: "follow_x", status: "complete" }, throwOnError: true })).data;
    expect(again).toEqual({ ...first, already_complete: true });
    expect(db.badgeTask.findMany({ where: { userId: { equals: p.user.id } } })).toHaveLength(1);
    expectError(await claimWeb3BadgeTask({ ...p.a, body: { task: "verify_link" } }), 400, "verify_link is not a task of this badge");
    await claimWeb3BadgeTask({ ...p.a, body: { task: "follow_telegram", status: "complete" }, throwOnError: true });
    expectError(await claimWeb3BadgeTask({ ...p.a, body: { task: "connect_telegram" } }), 400, "Connect your Telegram account first");
    expectError(await claimBadgeCall({ ...p.a, body: { badge: "RARE" } }), 403, "Complete every task of this badge first");
    db.socialLink.create({ id: `telegram:${p.name}`, network: "telegram", userId: p.user.id, handle: p.name });
    const tasks = (await claimWeb3BadgeTask({ ...p.a, body: { task: "connect_telegram", status: "complete" }, throwOnError: true })).data.tasks;
    expect(tasks.every((t) => t.status === "complete")).toBe(true);
    const status = (await claimBadgeCall({ ...p.a, body: { badge: "RARE" }, throwOnError: true })).data;
    expect(status.user_badges.RARE).toBe(true);
    expect(status.points).toBe(campaign.badgePoints.COMMON + campaign.badgePoints.RARE + 3 * campaign.taskPoints);
  });

  it("Royal needs the link of the player's post on X and the join task", async () => {
    const p = signedInPlayer();
    await claimBadgeCall({ ...p.a, body: { badge: "COMMON" }, throwOnError: true });
    for (const link of ["", "http://x.com/me/status/1", "https://evil.example/x.com/me/status/1", "javascript:alert(1)//x.com/a/status/1"])
      expectError(await claimBadgeTask({ ...p.a, path: { badge: "royal" }, body: { task: "verify_link", link } }), 400, /link of your post on X/);
    const link = "https://x.com/penta_player/status/1234567890";
    await claimBadgeTask({ ...p.a, path: { badge: "royal" }, body: { task: "verify_link", link, status: "complete" }, throwOnError: true });
    await claimBadgeTask({ ...p.a, path: { badge: "royal" }, body: { task: "join_task", status: "complete" }, throwOnError: true });
    const tasks = (await getBadgeTasks({ ...p.a, path: { badge: "royal" }, throwOnError: true })).data.tasks;
    expect(tasks).toEqual([
      { task: "verify_link", link, status: "complete" },
      { task: "join_task", link: null, status: "complete" },
    ]);
    expect((await claimBadgeCall({ ...p.a, body: { badge: "EPIC" }, throwOnError: true })).data.user_badges.EPIC).toBe(true);
    expectError(await raw("GET", "/api/v1/user/campaign/badges/legendary", undefined, p.token), 404);
  });

  it("Black is only for players the team assigned, and its supply of 111 holds under parallel assignment", async () => {
    const p = signedInPlayer();
    expectError(await claimBadgeTask({ ...p.a, path: { badge: "ascended" }, body: { task: "join_task" } }), 403, "The Black badge is assigned by the team");
    expectError(await claimBadgeCall({ ...p.a, body: { badge: "ASCENDED" } }), 403, "The Black badge is assigned by the team");
    expect((await assignBlackOverHttp(p.name)).status).toBe(200);
    expect((await assignBlackOverHttp(p.name)).status).toBe(409);
    expect((await badges(p)).unlocked.ASCENDED).toBe(true);
    await claimBadgeTask({ ...p.a, path: { badge: "ascended" }, body: { task: "join_task", status: "complete" }, throwOnError: true });
    expect((await claimBadgeCall({ ...p.a, body: { badge: "ASCENDED" }, throwOnError: true })).data.user_badges.ASCENDED).toBe(true);

    // fill the supply up to one left, then ten players race for the last one
    const filler = campaign.blackSupply - 1 - db.blackAssignment.count();
    for (let i = 0; i < filler; i++) await assignBlackOverHttp(testPlayer("bk").name);
    const racers = Array.from({ length: 10 }, () => testPlayer("race").name);
    const answers = await Promise.all(racers.map(assignBlackOverHttp));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    expect(((await answers.find((a) => a.status === 409)!.json()) as { message: string }).message).toBe("All 111 Black badges are assigned");
    expect(db.blackAssignment.count()).toBe(campaign.blackSupply);
  });

  it("at most five badges, each once: a player who has all five can claim nothing more", async () => {
    const p = signedInPlayer();
    await claimBadgeCall({ ...p.a, body: { badge: "COMMON" }, throwOnError: true });
    referFriends(p.name, 5);
    db.socialLink.create({ id: `telegram:${p.name}`, network: "telegram", userId: p.user.id, handle: p.name });
    for (const task of ["follow_x", "follow_telegram", "connect_telegram"] as const) await claimWeb3BadgeTask({ ...p.a, body: { task }, throwOnError: true });
    await claimBadgeTask({ ...p.a, path: { badge: "royal" }, body: { task: "verify_link", link: "https://twitter.com/a/status/1" }, throwOnError: true });
    await claimBadgeTask({ ...p.a, path: { badge: "royal" }, body: { task: "join_task" }, throwOnError: true });
    db.blackAssignment.create({ userId: p.user.id, assignedAt: 0 });
    await claimBadgeTask({ ...p.a, path: { badge: "ascended" }, body: { task: "join_task" }, throwOnError: true });
    for (const badge of ["UNCOMMON", "RARE", "EPIC", "ASCENDED"] as const) await claimBadgeCall({ ...p.a, body: { badge }, throwOnError: true });
    const all = await badges(p);
    expect(Object.values(all.user_badges).filter(Boolean)).toHaveLength(5);
    expect(Object.values(all.claimable).some(Boolean)).toBe(false);
    for (const badge of ["COMMON", "UNCOMMON", "RARE", "EPIC", "ASCENDED"] as const)
      expect((await claimBadgeCall({ ...p.a, body: { badge }, throwOnError: true })).data).toEqual({ ...all, already_claimed: true });
    expectError(await raw("POST", "/api/v1/user/campaign/badges/claim", { badge: "MYTHIC" }, p.token), 400);
  });

  it("a badge's tasks are its own: the Black badge's join_task and two Degen tasks complete no Royal task", async () => {
    const user = player();
    claimBadge(user, "COMMON");
    db.blackAssignment.create({ userId: user.id, assignedAt: 0 });
    claimTask(user, "ascended", { task: "join_task" });
    claimTask(user, "web3", { task: "follow_x" });
    claimTask(user, "web3", { task: "follow_telegram" });
    claimTask(user, "royal", { task: "verify_link", link: "https://x.com/a/status/1" });
    expect(await refusal(() => claimBadge(user, "EPIC"))).toMatchObject({ status: 403, body: { message: "Complete every task of this badge first" } });
    claimTask(user, "royal", { task: "join_task" });
    expect(claimBadge(user, "EPIC").user_badges.EPIC).toBe(true);
  });

  it("every campaign call needs a session", async () => {
    expectError(await getBadges(), 401);
    expectError(await getPointLeaderboard(), 401);
    expectError(await getTgeStatus(), 401);
  });
});

describe("leaderboards and the wheel", () => {
  it("rank players by points and by referred friends, with the player's own row", async () => {
    const top = signedInPlayer();
    await claimBadgeCall({ ...top.a, body: { badge: "COMMON" }, throwOnError: true });
    referFriends(top.name, 7);
    const newcomer = signedInPlayer();
    const points = (await getPointLeaderboard({ ...newcomer.a, throwOnError: true })).data;
    expect(points.result.length).toBeLessThanOrEqual(campaign.leaderboardSize);
    expect(points.me).toMatchObject({ username: newcomer.name, value: 0 });
    expect(points.result.map((r) => r.rank)).toEqual([...points.result.map((r) => r.rank)].sort((a, b) => a - b));
    const referrals = (await getReferralLeaderboard({ ...top.a, throwOnError: true })).data;
    expect(referrals.me).toMatchObject({ username: top.name, value: 7 });
    expect(referrals.result.find((r) => r.username === top.name)?.rank).toBe(referrals.me.rank);
    for (const [i, r] of referrals.result.entries()) if (i > 0) expect(r.value).toBeLessThanOrEqual(referrals.result[i - 1].value);
  });

  it("a claimed badge gives one spin; the prize is one of the wheel's and counts as points", async () => {
    const p = signedInPlayer();
    expect((await getSpinAWheel({ ...p.a, throwOnError: true })).data).toEqual({ status: true, prizes: [...campaign.wheel], spins_left: 0, last_prize: null });
    expectError(await spinAWheel(p.a), 403, "No spins left: each claimed badge gives one spin");
    await claimBadgeCall({ ...p.a, body: { badge: "COMMON" }, throwOnError: true });
    const spun = (await spinAWheel({ ...p.a, throwOnError: true })).data;
    expect(spun.spins_left).toBe(0);
    expect(campaign.wheel).toContain(spun.last_prize);
    expect((await badges(p)).points).toBe(campaign.badgePoints.COMMON + spun.last_prize!);
    expectError(await spinAWheel(p.a), 403);
  });

  it("the influencer widgets are public, in display order", async () => {
    const { data } = await getInfluencerWidgets({ throwOnError: true });
    expect(data.result.map((w) => w.name)).toEqual(["Crypto Knights", "Borgo Plays", "HK Connect", "Chain Coin98"]);
  });
});

describe("TGE (designed in tge.yaml)", () => {
  it("refuses an ineligible player, needs a method before verify, and verifies once", async () => {
    const p = signedInPlayer();
    expect((await getTgeStatus({ ...p.a, throwOnError: true })).data).toEqual(UNTOUCHED_TGE);
    expectError(await setAirdropMethodCall({ ...p.a, body: { airdrop_method: "cex" } }), 403, /not eligible/);
    expectError(await verifyTgeCall({ ...p.a, body: {} }), 403);
    await claimBadgeCall({ ...p.a, body: { badge: "COMMON" }, throwOnError: true });
    expect((await getTgeStatus({ ...p.a, throwOnError: true })).data.eligible_case).toBe("badge_holder");
    expectError(await verifyTgeCall({ ...p.a, body: {} }), 400, "Choose how you receive the airdrop first");
    await setAirdropMethodCall({ ...p.a, body: { airdrop_method: "cex" }, throwOnError: true });
    expectError(await verifyTgeCall({ ...p.a, body: {} }), 400, "Save your exchange account first");
    expectError(await raw("POST", "/api/v1/user/tge/store_cex", { cex_name: "Bybit", uid: "12ab" }, p.token), 400);
    expectError(await raw("POST", "/api/v1/user/tge/store_cex", { cex_name: "FTX", uid: "12345678" }, p.token), 400);
    await storeCexCall({ ...p.a, body: { cex_name: "Bybit", uid: "12345678" }, throwOnError: true });
    const verified = (await verifyTgeCall({ ...p.a, throwOnError: true })).data;
    expect(verified).toEqual({
      status: true,
      eligible_case: "badge_holder",
      airdrop_method: "cex",
      verified: true,
      cex_name: "Bybit",
      uid: "12345678",
      wallet_address: null,
    });
    expectError(await verifyTgeCall({ ...p.a, body: {} }), 409, "Your TGE choice is verified and final");
    expectError(await setAirdropMethodCall({ ...p.a, body: { airdrop_method: "wallet" } }), 409);
  });

  it("the on-chain method needs a bound wallet", async () => {
    const p = signedInPlayer();
    await claimBadgeCall({ ...p.a, body: { badge: "COMMON" }, throwOnError: true });
    db.user.update({ where: { id: { equals: p.user.id } }, data: { mmAddress: null } });
    expectError(await setAirdropMethodCall({ ...p.a, body: { airdrop_method: "wallet" } }), 400, "Bind a wallet to receive the airdrop on-chain");
  });
});
