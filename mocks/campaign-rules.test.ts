import { describe, expect, it } from "vitest";
import { campaign } from "./config";
import { db, type UserRecord } from "./db";
import {
  assignBlack,
  badgeStatus,
  claimBadge,
  claimTask,
  points,
  pointLeaderboard,
  referralLeaderboard,
  setAirdropMethod,
  spin,
  storeCex,
  tgeStatus,
  verifyTge,
  wheel,
} from "./domain/campaign";
import { referFriends, refusal, testPlayer, userById, withWallet } from "./test-utils";

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
      user_badges: { COMMON: true, UNCOMMON: false, RARE: false, EPIC: false, ASCENDED: false },
      unlocked: { COMMON: true, UNCOMMON: true, RARE: true, EPIC: true, ASCENDED: false },
      claimable: { COMMON: false, UNCOMMON: false, RARE: false, EPIC: false, ASCENDED: false },
      referrals: 2,
      points: campaign.badgePoints.COMMON,
    });
  });

  it("a refusal about one field names it; a refusal about the player names none", async () => {
    const p = player();
    claimBadge(p, "COMMON");
    expect(await refusal(() => claimBadge(p, "COMMON"))).toEqual({
      status: 409,
      body: { status: false, message: "Badge already claimed", errors: [{ path: "badge", message: "Badge already claimed" }] },
    });
    expect(await refusal(() => claimBadge(player({ wallet: false }), "COMMON"))).toEqual({
      status: 403,
      body: { status: false, message: "Please connect wallet before claiming badges" },
    });
    expect(await refusal(() => claimTask(p, "web3", { task: "join_task" }))).toMatchObject({ status: 400, body: { errors: [{ path: "task" }] } });
    claimTask(p, "web3", { task: "follow_x" });
    expect(await refusal(() => claimTask(p, "web3", { task: "follow_x" }))).toMatchObject({ status: 409, body: { errors: [{ path: "task" }] } });
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
});

describe("TGE", () => {
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
    expect(verifyTge(p)).toEqual({ status: true, eligible_case: "badge_holder", airdrop_method: "wallet", verified: true, cex_name: null, uid: null });
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
    expect(tgeStatus(other)).toEqual({ status: true, eligible_case: null, airdrop_method: null, verified: false, cex_name: null, uid: null });
  });
});
