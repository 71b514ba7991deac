import { describe, expect, it } from "vitest";
import {
  claimBadge,
  claimBadgeTask,
  claimWeb3BadgeTask,
  getBadges,
  getBadgeTasks,
  getPointLeaderboard,
  getReferralLeaderboard,
  getSpinAWheel,
  getWeb3BadgeTasks,
  spinAWheel,
} from "../generated/api/campaign/sdk.gen";
import { getTgeStatus, setAirdropMethod, storeCex, verifyTge } from "../generated/api/tge/sdk.gen";
import { getInfluencerWidgets } from "../generated/api/site/sdk.gen";
import { campaign } from "./config";
import { db } from "./db";
import { startSession } from "./domain/sessions";
import { createUser } from "./domain/users";
import { generateCaptcha, register } from "../generated/api/user/sdk.gen";
import { BASE, captchaAnswer, expectError, raw, referFriends, testPlayer, withWallet } from "./test-utils";

/** The airdrop campaign's rules (airdrop-campaigns.md §1, §4, §9 K20; designed parts in campaign.yaml, tge.yaml). */
const player = (wallet = true) => {
  const p = testPlayer("cp");
  if (wallet) withWallet(p.user.id);
  return p;
};
const assignBlack = (username: string) =>
  fetch(`${BASE}/__dev/campaign/black`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username }) });
const badges = async (p: ReturnType<typeof testPlayer>) => (await getBadges({ ...p.a, throwOnError: true })).data;

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
    const noWallet = player(false);
    expectError(await claimBadge({ ...noWallet.a, body: { badge: "COMMON" } }), 403, "Please connect wallet before claiming badges");
    const p = player();
    const before = await badges(p);
    expect(before.unlocked).toEqual({ COMMON: true, UNCOMMON: false, RARE: false, EPIC: false, ASCENDED: false });
    expect(before.claimable.COMMON).toBe(true);
    expectError(await claimBadge({ ...p.a, body: { badge: "RARE" } }), 403, "Claim the Welcome Hero Badge first");
    expectError(await claimWeb3BadgeTask({ ...p.a, body: { task: "follow_x", status: "complete" } }), 403);
    const after = (await claimBadge({ ...p.a, body: { badge: "COMMON" }, throwOnError: true })).data;
    expect(after.user_badges.COMMON).toBe(true);
    expect(after.unlocked).toEqual({ COMMON: true, UNCOMMON: true, RARE: true, EPIC: true, ASCENDED: false });
    expect(after.points).toBe(campaign.badgePoints.COMMON);
    expectError(await claimBadge({ ...p.a, body: { badge: "COMMON" } }), 409, "Badge already claimed");
  });

  it("ten parallel claims of one badge give exactly one badge and nine clear refusals", async () => {
    const p = player();
    const answers = await Promise.all(Array.from({ length: 10 }, () => claimBadge({ ...p.a, body: { badge: "COMMON" } })));
    expect(answers.filter((a) => a.response?.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.response?.status !== 200);
    expect(refused).toHaveLength(9);
    for (const r of refused) expectError(r, 409, "Badge already claimed");
    expect(db.badgeClaim.count({ where: { userId: { equals: p.user.id } } })).toBe(1);
  });

  it("the New Friend Badge needs five referred friends", async () => {
    const p = player();
    await claimBadge({ ...p.a, body: { badge: "COMMON" }, throwOnError: true });
    referFriends(p.name, campaign.newFriendReferrals - 1);
    expect((await badges(p)).referrals).toBe(4);
    expectError(await claimBadge({ ...p.a, body: { badge: "UNCOMMON" } }), 403, "Invite 5 friends to claim the New Friend Badge");
    createUser({
      username: `${p.name}last`,
      email: `${p.name}last@example.test`,
      password: "pw-123456",
      userFrom: "penta",
      referredBy: p.name,
      verified: true,
    });
    expect((await badges(p)).claimable.UNCOMMON).toBe(true);
    expect((await claimBadge({ ...p.a, body: { badge: "UNCOMMON" }, throwOnError: true })).data.user_badges.UNCOMMON).toBe(true);
  });

  it("Degen needs its three web3 tasks; connect_telegram is checked, each task once", async () => {
    const p = player();
    await claimBadge({ ...p.a, body: { badge: "COMMON" }, throwOnError: true });
    expect((await getWeb3BadgeTasks({ ...p.a, throwOnError: true })).data.tasks.map((t) => [t.task, t.status])).toEqual([
      ["follow_x", "open"],
      ["follow_telegram", "open"],
      ["connect_telegram", "open"],
    ]);
    await claimWeb3BadgeTask({ ...p.a, body: { task: "follow_x", status: "complete" }, throwOnError: true });
    expectError(await claimWeb3BadgeTask({ ...p.a, body: { task: "follow_x", status: "complete" } }), 409, "This task is already complete");
    expectError(await claimWeb3BadgeTask({ ...p.a, body: { task: "verify_link" } }), 400, "verify_link is not a task of this badge");
    await claimWeb3BadgeTask({ ...p.a, body: { task: "follow_telegram", status: "complete" }, throwOnError: true });
    expectError(await claimWeb3BadgeTask({ ...p.a, body: { task: "connect_telegram" } }), 400, "Connect your Telegram account first");
    expectError(await claimBadge({ ...p.a, body: { badge: "RARE" } }), 403, "Complete every task of this badge first");
    db.socialLink.create({ id: `telegram:${p.name}`, network: "telegram", userId: p.user.id, handle: p.name });
    const tasks = (await claimWeb3BadgeTask({ ...p.a, body: { task: "connect_telegram", status: "complete" }, throwOnError: true })).data.tasks;
    expect(tasks.every((t) => t.status === "complete")).toBe(true);
    const status = (await claimBadge({ ...p.a, body: { badge: "RARE" }, throwOnError: true })).data;
    expect(status.user_badges.RARE).toBe(true);
    expect(status.points).toBe(campaign.badgePoints.COMMON + campaign.badgePoints.RARE + 3 * campaign.taskPoints);
  });

  it("Royal needs the link of the player's post on X and the join task", async () => {
    const p = player();
    await claimBadge({ ...p.a, body: { badge: "COMMON" }, throwOnError: true });
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
    expect((await claimBadge({ ...p.a, body: { badge: "EPIC" }, throwOnError: true })).data.user_badges.EPIC).toBe(true);
    expectError(await raw("GET", "/api/v1/user/campaign/badges/legendary", undefined, p.token), 404);
  });

  it("Black is only for players the team assigned, and its supply of 111 holds under parallel assignment", async () => {
    const p = player();
    expectError(await claimBadgeTask({ ...p.a, path: { badge: "ascended" }, body: { task: "join_task" } }), 403, "The Black badge is assigned by the team");
    expectError(await claimBadge({ ...p.a, body: { badge: "ASCENDED" } }), 403, "The Black badge is assigned by the team");
    expect((await assignBlack(p.name)).status).toBe(200);
    expect((await assignBlack(p.name)).status).toBe(409);
    expect((await badges(p)).unlocked.ASCENDED).toBe(true);
    await claimBadgeTask({ ...p.a, path: { badge: "ascended" }, body: { task: "join_task", status: "complete" }, throwOnError: true });
    expect((await claimBadge({ ...p.a, body: { badge: "ASCENDED" }, throwOnError: true })).data.user_badges.ASCENDED).toBe(true);

    // fill the supply up to one left, then ten players race for the last one
    const filler = campaign.blackSupply - 1 - db.blackAssignment.count();
    for (let i = 0; i < filler; i++) await assignBlack(testPlayer("bk").name);
    const racers = Array.from({ length: 10 }, () => testPlayer("race").name);
    const answers = await Promise.all(racers.map(assignBlack));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    expect(((await answers.find((a) => a.status === 409)!.json()) as { message: string }).message).toBe("All 111 Black badges are assigned");
    expect(db.blackAssignment.count()).toBe(campaign.blackSupply);
  });

  it("at most five badges, each once: a player who has all five can claim nothing more", async () => {
    const p = player();
    await claimBadge({ ...p.a, body: { badge: "COMMON" }, throwOnError: true });
    referFriends(p.name, 5);
    db.socialLink.create({ id: `telegram:${p.name}`, network: "telegram", userId: p.user.id, handle: p.name });
    for (const task of ["follow_x", "follow_telegram", "connect_telegram"] as const) await claimWeb3BadgeTask({ ...p.a, body: { task }, throwOnError: true });
    await claimBadgeTask({ ...p.a, path: { badge: "royal" }, body: { task: "verify_link", link: "https://twitter.com/a/status/1" }, throwOnError: true });
    await claimBadgeTask({ ...p.a, path: { badge: "royal" }, body: { task: "join_task" }, throwOnError: true });
    db.blackAssignment.create({ userId: p.user.id, assignedAt: 0 });
    await claimBadgeTask({ ...p.a, path: { badge: "ascended" }, body: { task: "join_task" }, throwOnError: true });
    for (const badge of ["UNCOMMON", "RARE", "EPIC", "ASCENDED"] as const) await claimBadge({ ...p.a, body: { badge }, throwOnError: true });
    const all = await badges(p);
    expect(Object.values(all.user_badges).filter(Boolean)).toHaveLength(5);
    expect(Object.values(all.claimable).some(Boolean)).toBe(false);
    for (const badge of ["COMMON", "UNCOMMON", "RARE", "EPIC", "ASCENDED"] as const) expectError(await claimBadge({ ...p.a, body: { badge } }), 409);
    expectError(await raw("POST", "/api/v1/user/campaign/badges/claim", { badge: "MYTHIC" }, p.token), 400);
  });

  it("every campaign call needs a session", async () => {
    expectError(await getBadges(), 401);
    expectError(await getPointLeaderboard(), 401);
    expectError(await getTgeStatus(), 401);
  });
});

describe("leaderboards and the wheel", () => {
  it("rank players by points and by referred friends, with the player's own row", async () => {
    const top = player();
    await claimBadge({ ...top.a, body: { badge: "COMMON" }, throwOnError: true });
    referFriends(top.name, 7);
    const newcomer = player();
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
    const p = player();
    expect((await getSpinAWheel({ ...p.a, throwOnError: true })).data).toEqual({ status: true, prizes: [...campaign.wheel], spins_left: 0, last_prize: null });
    expectError(await spinAWheel(p.a), 403, "No spins left: each claimed badge gives one spin");
    await claimBadge({ ...p.a, body: { badge: "COMMON" }, throwOnError: true });
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
    const p = player();
    expect((await getTgeStatus({ ...p.a, throwOnError: true })).data).toEqual({
      status: true,
      eligible_case: null,
      airdrop_method: null,
      verified: false,
      cex_name: null,
      uid: null,
    });
    expectError(await setAirdropMethod({ ...p.a, body: { airdrop_method: "cex" } }), 403, /not eligible/);
    expectError(await verifyTge({ ...p.a, body: {} }), 403);
    await claimBadge({ ...p.a, body: { badge: "COMMON" }, throwOnError: true });
    expect((await getTgeStatus({ ...p.a, throwOnError: true })).data.eligible_case).toBe("badge_holder");
    expectError(await verifyTge({ ...p.a, body: {} }), 400, "Choose how you receive the airdrop first");
    await setAirdropMethod({ ...p.a, body: { airdrop_method: "cex" }, throwOnError: true });
    expectError(await verifyTge({ ...p.a, body: {} }), 400, "Save your exchange account first");
    expectError(await raw("POST", "/api/v1/user/tge/store_cex", { cex_name: "Bybit", uid: "12ab" }, p.token), 400);
    expectError(await raw("POST", "/api/v1/user/tge/store_cex", { cex_name: "FTX", uid: "12345678" }, p.token), 400);
    await storeCex({ ...p.a, body: { cex_name: "Bybit", uid: "12345678" }, throwOnError: true });
    const verified = (await verifyTge({ ...p.a, throwOnError: true })).data;
    expect(verified).toEqual({ status: true, eligible_case: "badge_holder", airdrop_method: "cex", verified: true, cex_name: "Bybit", uid: "12345678" });
    expectError(await verifyTge({ ...p.a, body: {} }), 409, "Your TGE choice is verified and final");
    expectError(await setAirdropMethod({ ...p.a, body: { airdrop_method: "wallet" } }), 409);
  });

  it("the on-chain method needs a bound wallet", async () => {
    const p = player();
    await claimBadge({ ...p.a, body: { badge: "COMMON" }, throwOnError: true });
    db.user.update({ where: { id: { equals: p.user.id } }, data: { mmAddress: null } });
    expectError(await setAirdropMethod({ ...p.a, body: { airdrop_method: "wallet" } }), 400, "Bind a wallet to receive the airdrop on-chain");
  });
});
