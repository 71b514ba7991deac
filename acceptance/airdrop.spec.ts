import type { Locator, Page } from "@playwright/test";
import { expect, keptTabTest as test, MOCK_URL } from "./fixtures";
import { login } from "./fixtures/user";
import { expectOnceAfter, pauseClock, recordGone, STEP_MS, stepUntilVisible } from "./fixtures/clock";
import { holdWrite, loseFirstAnswer } from "./fixtures/held-write";
import { openSignedIn, slideTransition, visibleSlides } from "./flows";

/** What a test of this suite is handed (its fixtures). */
type Fixtures = Parameters<Parameters<typeof test>[2]>[0];

// airdrop-campaigns.md §1 (badges), §2 (Badges carousel), §3 (storage flags), §4 (badges, tasks), §7 (calls), §9 (K20, K21, K24)

/** An exchange UID of the test's own (8 to 10 digits): one that another account verified is refused. */
const newUid = () => String(10_000_000 + Math.floor(Math.random() * 9e9));

const BADGE_NAMES = ["Welcome Hero Badge", "New Friend Badge", "Degen", "Royal", "Black"];

/** The carousel's swiper as the page runs it. */
const swiperOf = (page: Page) =>
  page
    .getByRole("region", { name: "Badges" })
    .locator(".swiper")
    .evaluate((el) => {
      const s = (el as HTMLElement & { swiper: { params: { speed: number; loop: boolean }; activeIndex: number; autoplay?: { running: boolean } } }).swiper;
      return { speed: s.params.speed, loop: s.params.loop, index: s.activeIndex, autoplay: !!s.autoplay?.running };
    });

/** A fresh player with a bound wallet and the badges asked for, signed in and on `path`. */
async function playerOn(page: Page, f: Pick<Fixtures, "users" | "wallets" | "campaign">, path: string, badges: ("COMMON" | "UNCOMMON")[] = []) {
  const a = await f.users.create({ wallet: await f.wallets.create() });
  for (const badge of badges) await f.campaign.claim(a, badge);
  await openSignedIn(page, a, path);
  return a;
}

/** A fresh player with both of the first two badges (two spins: the second takes five referrals), on /airdrop; the wheel's panel. */
async function wheelWithTwoSpins(page: Page, f: Pick<Fixtures, "users" | "wallets" | "campaign">): Promise<Locator> {
  const a = await f.users.create({ wallet: await f.wallets.create() });
  await f.campaign.claim(a, "COMMON");
  for (let i = 0; i < 5; i++) await f.users.create({ referral_code: a.username });
  await f.campaign.claim(a, "UNCOMMON");
  await openSignedIn(page, a, "/airdrop");
  const wheel = page.getByRole("region", { name: "Spin the wheel" });
  await expect(wheel.getByText("Spins left: 2")).toBeVisible();
  return wheel;
}

/** A task's link opened the player's way (a new tab), and the player back on the page. */
async function openTask(page: Page, task: Locator) {
  const popup = page.waitForEvent("popup");
  await task.getByRole("link", { name: "Open" }).click();
  await (await popup).close();
}

/** A task done the player's way: open its link, come back, Verify; the server marks it done. */
async function openAndVerify(page: Page, task: Locator) {
  await openTask(page, task);
  await task.getByRole("button", { name: /Verify/ }).click();
  await expect(task).toContainText("Done");
}

test.describe("the badges carousel /airdrop", () => {
  test(
    "an intro and the five badges, 2 per view on wide screens and 1 below 768 px, not infinite, no autoplay, speed 1000 ms",
    { tag: ["@AIR-T001", "@AIR-T015", "@AIR-T016", "@AIR-T017", "@AIR-T018", "@AIR-T019", "@K21"] },
    async ({ page }) => {
      await page.clock.install();
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/");
      await page.getByRole("link", { name: "Badge Season" }).first().click();
      await expect(page).toHaveURL(/\/airdrop$/);
      await expect(page.getByRole("note")).toContainText("Please connect wallet before claiming badges");
      const carousel = page.getByRole("region", { name: "Badges" });
      await expect(carousel.locator(".swiper-slide")).toHaveCount(6);
      await expect(carousel.getByRole("heading", { level: 2 })).toHaveText(["Five badges, one airdrop", ...BADGE_NAMES]);
      for (const [name, rarity] of [
        ["Welcome Hero Badge", "Common"],
        ["New Friend Badge", "Uncommon"],
        ["Degen", "Rare"],
        ["Royal", "Royal"],
        ["Black", "Ascended"],
      ])
        await expect(carousel.getByRole("article", { name })).toContainText(rarity);
      await expect(carousel.getByRole("article", { name: "Black" })).toContainText("Only 111 exist");
      await expect(carousel.getByRole("link", { name: "Sign in to claim" })).toHaveCount(5);
      expect(await visibleSlides(page, "Badges")).toBe(2);
      expect(await swiperOf(page)).toEqual({ speed: 1000, loop: false, index: 0, autoplay: false });
      // no autoplay: a minute later the carousel has not moved
      await page.clock.runFor(60_000);
      expect((await swiperOf(page)).index).toBe(0);
      const prev = page.getByRole("button", { name: "Previous badges" });
      const next = page.getByRole("button", { name: "Next badges" });
      await expect(prev).toHaveClass(/swiper-button-disabled/);
      expect(await slideTransition(carousel, () => next.click())).toBe("1s");
      // six slides at two per view: the last view starts at the fifth slide
      for (let i = 0; i < 3; i++) await next.click();
      await expect.poll(async () => (await swiperOf(page)).index).toBe(4);
      // not infinite: at the end the next button is disabled
      await expect(next).toHaveClass(/swiper-button-disabled/);
      await page.setViewportSize({ width: 767, height: 900 });
      await page.goto("/airdrop");
      expect(await visibleSlides(page, "Badges")).toBe(1);
      await page.setViewportSize({ width: 768, height: 900 });
      await page.goto("/airdrop");
      expect(await visibleSlides(page, "Badges")).toBe(2);
    },
  );

  test("the how-to-play modal opens and closes from the keyboard, and states the badge rules; the creators are listed", { tag: ["@K20"] }, async ({ page }) => {
    await page.goto("/airdrop");
    const open = page.getByRole("button", { name: "How to play" });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "How to play" });
    await expect(dialog).toContainText("Claim the Welcome Hero Badge first; it unlocks the others.");
    await expect(dialog).toContainText("Up to 5 badges per account, each claimed once.");
    await expect(dialog).toContainText("The Black badge (111 exist) is assigned by the Penta team.");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    const creators = page.getByRole("region", { name: "From our creators" });
    await expect(creators.getByRole("link")).toHaveText(["Crypto Knights", "Borgo Plays", "HK Connect", "Chain Coin98"]);
    await expect(creators.getByRole("link", { name: "Crypto Knights" })).toHaveAttribute("href", "https://x.com/cryptoknights");
    await expect(creators.getByRole("link", { name: "Crypto Knights" })).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test.describe("claiming badges (airdrop-campaigns.md §4, §7)", () => {
  test(
    "the Welcome Hero Badge: GO, CLAIM BADGE, a success indicator for 5 s, then CONGRATULATIONS and BADGES CLAIMED; the others unlock",
    { tag: ["@AIR-T002", "@AIR-T003", "@AIR-T015", "@K20", "@K24"] },
    async ({ page, users, wallets, campaign }) => {
      await playerOn(page, { users, wallets, campaign }, "/airdrop");
      await expect(page.getByRole("note")).toHaveCount(0);
      const carousel = page.getByRole("region", { name: "Badges" });
      await expect(carousel.getByRole("article", { name: "Degen" })).toContainText("Locked: claim the Welcome Hero Badge first");
      await expect(carousel.getByRole("article", { name: "Black" })).toContainText("Locked: assigned by the Penta team");
      await carousel.getByRole("link", { name: "GO: Welcome Hero Badge" }).click();
      await expect(page).toHaveURL(/\/airdrop\/common$/);
      await expect(page.getByRole("heading", { level: 1, name: "Welcome Hero Badge" })).toBeVisible();

      // K24 on the page's own clock, paused before CLAIM BADGE: the indicator shows, and goes 5 s later
      await page.clock.install();
      await recordGone(page, "indicator", ".success-indicator", "Welcome Hero Badge claimed!");
      await page.reload();
      const claim = page.getByRole("button", { name: "CLAIM BADGE" });
      await expect(claim).toBeEnabled();
      await pauseClock(page);
      await claim.click();
      const indicator = page.getByRole("status").filter({ hasText: "Welcome Hero Badge claimed!" });
      await stepUntilVisible(page, indicator, "the indicator");
      await expectOnceAfter(page, { ms: 5_000, within: STEP_MS, name: "indicator", what: "the indicator's going" });
      await expect(indicator).toHaveCount(0);
      await page.clock.resume();
      await expect(page.getByText("CONGRATULATIONS", { exact: true })).toBeVisible();
      await expect(page.getByText("BADGES CLAIMED", { exact: true })).toBeVisible();
      await expect(claim).toHaveCount(0);

      await page.getByRole("link", { name: "All badges" }).click();
      const hero = carousel.getByRole("article", { name: "Welcome Hero Badge" });
      await expect(hero.getByText("CONGRATULATIONS", { exact: true })).toBeVisible();
      await expect(hero.getByText("BADGES CLAIMED", { exact: true })).toBeVisible();
      // each once: the claimed badge has no GO any more; the next three are open, the Black stays the team's
      await expect(hero.getByRole("link", { name: /GO/ })).toHaveCount(0);
      for (const name of ["New Friend Badge", "Degen", "Royal"]) await expect(carousel.getByRole("link", { name: `GO: ${name}` })).toBeVisible();
      await expect(carousel.getByRole("article", { name: "Black" })).toContainText("Locked");
    },
  );

  test(
    "a double tap on CLAIM BADGE claims once: one request, the button waiting while it is sent, CONGRATULATIONS and BADGES CLAIMED with no failure, and the badge's points counted once",
    { tag: ["@AIR-T002", "@AIR-T003"] },
    async ({ page, users, wallets, campaign }) => {
      await playerOn(page, { users, wallets, campaign }, "/airdrop/common");
      // held back, as on a slow network: the second tap lands while the first is in flight
      const claimed = await holdWrite(page, "/api/v1/user/campaign/badges/claim", { untilReleased: true });
      const claim = page.getByRole("button", { name: "CLAIM BADGE" });
      await claim.dblclick();
      await expect(claim).toBeDisabled();
      claimed.release();
      await expect(page.getByText("CONGRATULATIONS", { exact: true })).toBeVisible();
      await expect(page.getByText("BADGES CLAIMED", { exact: true })).toBeVisible();
      claimed.expectSentOnce();
      await expect(page.getByText("You have already claimed this badge")).toHaveCount(0);
      await expect(page.getByText("Could not claim the badge")).toHaveCount(0);
      // the backend's state: the badge is the player's, its 100 points counted once
      await page.goto("/airdrop");
      await expect(page.getByRole("region", { name: "Badges" }).getByRole("article", { name: "Welcome Hero Badge" })).toContainText("BADGES CLAIMED");
      await expect(page.getByRole("region", { name: "Leaderboard" }).getByText(/Your rank: #\d+ with 100 points/)).toBeVisible();
    },
  );

  test(
    "a claim whose answer was lost says the badge may be claimed already, not that it failed; the badges read again show it claimed",
    { tag: ["@AIR-T002", "@AIR-T003"] },
    async ({ page, users, wallets, campaign, pageHealth }) => {
      pageHealth.expect(/net::ERR_INTERNET_DISCONNECTED/);
      await playerOn(page, { users, wallets, campaign }, "/airdrop/common");
      const claimed = await loseFirstAnswer(page, "/api/v1/user/campaign/badges/claim");
      const claim = page.getByRole("button", { name: "CLAIM BADGE" });
      await claim.click();
      await claimed.lost;
      await expect(
        page.getByText("No answer came: the badge may be claimed already. The server could not be reached. Check your connection, then try again."),
      ).toBeVisible();
      await expect(page.getByText("Could not claim the badge")).toHaveCount(0);
      await expect(page.getByText("CONGRATULATIONS", { exact: true })).toBeVisible();
      await expect(page.getByText("BADGES CLAIMED", { exact: true })).toBeVisible();
      await expect(claim).toHaveCount(0);
      expect(claimed.keys).toHaveLength(1);
    },
  );

  test(
    "a badge claimed meanwhile on another device: CLAIM BADGE on this page says it was claimed already, in words, not a failure, and shows it claimed",
    { tag: ["@AIR-T002", "@AIR-T003"] },
    async ({ page, users, wallets, campaign }) => {
      const a = await playerOn(page, { users, wallets, campaign }, "/airdrop/common");
      const claim = page.getByRole("button", { name: "CLAIM BADGE" });
      await expect(claim).toBeEnabled();
      await campaign.claim(a, "COMMON");
      await claim.click();
      await expect(page.getByText("You have already claimed this badge")).toBeVisible();
      await expect(page.getByText("Could not claim the badge")).toHaveCount(0);
      await expect(page.getByText("CONGRATULATIONS", { exact: true })).toBeVisible();
      await expect(page.getByText("BADGES CLAIMED", { exact: true })).toBeVisible();
      // this tap claimed nothing: no "<badge> claimed!" as if it had. Read once, not waited on: it
      // would show once the claim and what it reads again are done (under a second here), then go
      await page.waitForTimeout(1500);
      expect(
        await page
          .getByRole("status")
          .filter({ hasText: / claimed!$/ })
          .count(),
        "a success said for a claim made elsewhere",
      ).toBe(0);
    },
  );

  test("without a bound wallet the note shows and nothing can be claimed", { tag: ["@AIR-T001"] }, async ({ page, users }) => {
    const a = await users.create();
    await openSignedIn(page, a, "/airdrop/common");
    await expect(page.getByRole("note")).toContainText("Please connect wallet before claiming badges");
    await expect(page.getByRole("note").getByRole("link", { name: "Bind a wallet in your account" })).toHaveAttribute("href", "/account");
    await expect(page.getByRole("button", { name: "CLAIM BADGE" })).toBeDisabled();
  });

  test("an unknown badge and an invalid airdrop referral code lead to /airdrop; a valid code is kept for sign-up", async ({ page }) => {
    await page.goto("/airdrop/legendary");
    await expect(page).toHaveURL(/\/airdrop$/);
    await page.goto("/airdrop/rare?code=nosuchcode42");
    await expect(page).toHaveURL(/\/airdrop$/);
    await expect(page.getByText("This airdrop referral code is not valid")).toBeVisible();
    await page.goto("/airdrop/rare?code=alice");
    await expect(page.getByRole("heading", { level: 1, name: "Degen" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("airdrop_referral_code"))).toBe("alice");
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page.getByText("Referral code: alice")).toBeVisible();
  });

  test(
    "the New Friend Badge counts friends who joined with the player's link, and is claimed at five",
    { tag: ["@AIR-T016", "@K20"] },
    async ({ page, users, wallets, campaign }) => {
      const a = await users.create({ wallet: await wallets.create() });
      await campaign.claim(a, "COMMON");
      for (let i = 0; i < 4; i++) await users.create({ referral_code: a.username });
      await openSignedIn(page, a, "/airdrop/uncommon");
      await expect(page.getByText("Friends who joined with your link: 4 / 5")).toBeVisible();
      await expect(page.getByText(`/sign-up/${a.username}`)).toBeVisible();
      await expect(page.getByRole("button", { name: "CLAIM BADGE" })).toBeDisabled();
      await users.create({ referral_code: a.username });
      await page.reload();
      await expect(page.getByText("Friends who joined with your link: 5 / 5")).toBeVisible();
      await page.getByRole("button", { name: "CLAIM BADGE" }).click();
      await expect(page.getByRole("status").filter({ hasText: "New Friend Badge claimed!" })).toBeVisible();
      await expect(page.getByText("BADGES CLAIMED", { exact: true })).toBeVisible();
    },
  );

  test(
    "Degen's tasks: each is opened (its flag is kept), then verified by the server; Telegram must really be connected",
    { tag: ["@AIR-T017"] },
    async ({ page, users, wallets, campaign }) => {
      await playerOn(page, { users, wallets, campaign }, "/airdrop/rare", ["COMMON"]);
      await expect(page.getByRole("heading", { level: 1, name: "Degen" })).toBeVisible();
      const tasks = page.getByRole("list", { name: "Tasks" }).getByRole("listitem");
      await expect(tasks).toHaveCount(3);
      const followX = tasks.filter({ hasText: "Follow Penta on X" });
      await expect(followX.getByRole("button", { name: /Verify/ })).toBeDisabled();
      // by keyboard: the task done takes the focus Verify had, and says so
      await openTask(page, followX);
      await followX.getByRole("button", { name: /Verify/ }).focus();
      await page.keyboard.press("Enter");
      await expect(followX).toContainText("Done");
      await expect(followX.getByText("Done")).toBeFocused();
      expect(await page.evaluate(() => localStorage.getItem("follow_twitter_completed"))).toBe("true");
      const telegram = tasks.filter({ hasText: "Connect your Telegram account" });
      await page.evaluate(() => localStorage.setItem("connect_telegram_completed", "true"));
      await page.reload();
      await telegram.getByRole("button", { name: /Verify/ }).focus();
      await page.keyboard.press("Enter");
      await expect(telegram.getByRole("alert")).toHaveText("Connect your Telegram account first");
      // refused: the focus is still on Verify, to try again
      await expect(telegram.getByRole("button", { name: /Verify/ })).toBeFocused();
      await expect(page.getByRole("button", { name: "CLAIM BADGE" })).toBeDisabled();
    },
  );

  test(
    "a task verified meanwhile on another device: Verify on this page shows it done and says it was verified already, not a failure",
    { tag: ["@AIR-T017"] },
    async ({ page, users, wallets, campaign }) => {
      const a = await playerOn(page, { users, wallets, campaign }, "/airdrop/rare", ["COMMON"]);
      const followX = page.getByRole("list", { name: "Tasks" }).getByRole("listitem").filter({ hasText: "Follow Penta on X" });
      await openTask(page, followX);
      await expect(followX.getByRole("button", { name: /Verify/ })).toBeEnabled();
      await campaign.claimTask(a, "web3", "follow_x");
      await followX.getByRole("button", { name: /Verify/ }).click();
      await expect(page.getByText("This task was already verified")).toBeVisible();
      await expect(followX).toContainText("Done");
      await expect(followX.getByRole("alert")).toHaveCount(0);
    },
  );

  test(
    "the last task verified meanwhile on another device: Verify here says so, and the badge becomes claimable on this page",
    { tag: ["@AIR-T018"] },
    async ({ page, users, wallets, campaign }) => {
      const a = await playerOn(page, { users, wallets, campaign }, "/airdrop/royal", ["COMMON"]);
      await campaign.claimTask(a, "royal", "verify_link", "https://x.com/penta_fan/status/1850000000000000002");
      await page.reload();
      const join = page.getByRole("listitem").filter({ hasText: "Join the Penta Discord" });
      await openTask(page, join);
      await expect(page.getByRole("button", { name: "CLAIM BADGE" })).toBeDisabled();
      await campaign.claimTask(a, "royal", "join_task");
      await join.getByRole("button", { name: /Verify/ }).click();
      await expect(page.getByText("This task was already verified")).toBeVisible();
      await expect(join).toContainText("Done");
      await expect(page.getByRole("button", { name: "CLAIM BADGE" })).toBeEnabled();
    },
  );

  test(
    "Royal: the post's link is checked (a wrong one is refused and kept), then join; the badge is claimed",
    { tag: ["@AIR-T018"] },
    async ({ page, users, wallets, campaign }) => {
      await playerOn(page, { users, wallets, campaign }, "/airdrop/royal", ["COMMON"]);
      await expect(page.getByRole("heading", { level: 1, name: "Royal" })).toBeVisible();
      const post = page.getByRole("listitem").filter({ hasText: "Post about the campaign on X" });
      const field = post.getByLabel("Link of your post");
      await field.fill("https://example.com/not-a-post");
      await post.getByRole("button", { name: /Verify/ }).click();
      await expect(post.getByRole("alert")).toHaveText("Enter the link of your post on X (https://x.com/you/status/…)");
      await expect(field).toHaveValue("https://example.com/not-a-post");
      await field.fill("https://x.com/penta_fan/status/1850000000000000001");
      await post.getByRole("button", { name: /Verify/ }).click();
      await expect(post).toContainText("Done");
      await expect(post).toContainText("https://x.com/penta_fan/status/1850000000000000001");
      // at 320 px (WCAG 1.4.10) the long link wraps inside its card: no task wider than the list, no sideways scrolling
      await page.setViewportSize({ width: 320, height: 640 });
      const overflow = await page.evaluate(() => {
        const list = document.querySelector(".tasks")!.getBoundingClientRect();
        const wide = [...document.querySelectorAll(".task")].filter((t) => t.getBoundingClientRect().right > list.right + 0.5 || t.scrollWidth > t.clientWidth);
        return { tasks: wide.length, page: document.documentElement.scrollWidth - document.documentElement.clientWidth };
      });
      expect(overflow).toEqual({ tasks: 0, page: 0 });
      await page.setViewportSize({ width: 1280, height: 720 });
      await openAndVerify(page, page.getByRole("listitem").filter({ hasText: "Join the Penta Discord" }));
      await page.getByRole("button", { name: "CLAIM BADGE" }).click();
      await expect(page.getByText("BADGES CLAIMED", { exact: true })).toBeVisible();
    },
  );

  test("Black: locked until the team assigns it, then its task and the claim", { tag: ["@AIR-T019"] }, async ({ page, users, wallets, campaign }) => {
    const a = await playerOn(page, { users, wallets, campaign }, "/airdrop/ascended");
    await expect(page.getByRole("heading", { level: 1, name: "Black" })).toBeVisible();
    await expect(page.getByText("Locked: assigned by the Penta team")).toBeVisible();
    await campaign.assignBlack(a);
    await page.reload();
    await openAndVerify(page, page.getByRole("listitem").filter({ hasText: "Join the Penta Discord" }));
    await page.getByRole("button", { name: "CLAIM BADGE" }).click();
    await expect(page.getByText("BADGES CLAIMED", { exact: true })).toBeVisible();
  });
});

test.describe("leaderboards, the wheel and the TGE panel (designed: campaign.yaml, tge.yaml)", () => {
  test("a player who signed up through the Me3 campaign has its 500 extra points on the board (airdrop-campaigns.md §1)", async ({ page, users }) => {
    const me3 = await users.create({ referral_code: "airdrop_me3" });
    const other = await users.create({ referral_code: "coin98" });
    await openSignedIn(page, me3, "/airdrop");
    const board = page.getByRole("region", { name: "Leaderboard" });
    await expect(board.getByText(/Your rank: #\d+ with 500 points/)).toBeVisible();
    await page.getByRole("button", { name: "How to play" }).click();
    await expect(
      page
        .getByRole("dialog", { name: "How to play" })
        .getByText(
          "Joined through Me3, our partner's sign-up campaign? Players who signed up with a Me3 campaign link get 500 extra PEN points, already counted in your total.",
        ),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await page.evaluate(() => localStorage.removeItem("session"));
    await openSignedIn(page, other, "/airdrop");
    await expect(board.getByText(/Your rank: #\d+ with 0 points/)).toBeVisible();
  });

  test("a player's rank by points and referrals, one spin per claimed badge", async ({ page, users, wallets, campaign }) => {
    const a = await users.create({ wallet: await wallets.create() });
    await campaign.claim(a, "COMMON");
    await users.create({ referral_code: a.username });
    await openSignedIn(page, a, "/airdrop");
    const board = page.getByRole("region", { name: "Leaderboard" });
    await expect(board.getByText(/Your rank: #\d+ with 100 points/)).toBeVisible();
    await board.getByRole("button", { name: "Referrals" }).click();
    await expect(board.getByText(/Your rank: #\d+ with 1 friends/)).toBeVisible();
    const wheel = page.getByRole("region", { name: "Spin the wheel" });
    await expect(wheel.getByText("Spins left: 1")).toBeVisible();
    await wheel.getByRole("button", { name: "SPIN" }).click();
    await expect(wheel.getByRole("status")).toHaveText(/You won (10|25|50|100|250|500) points!/);
    await expect(wheel.getByText(/Spins left: 0 · Last prize: \d+ points/)).toBeVisible();
    await expect(wheel.getByRole("button", { name: "SPIN" })).toBeDisabled();
    // none left, yet it keeps the focus of the player who pressed it
    await expect(wheel.getByRole("button", { name: "SPIN" })).toBeFocused();
    await board.getByRole("button", { name: "Points" }).click();
    const won = Number((await wheel.getByText(/Last prize/).textContent())!.match(/Last prize: (\d+)/)![1]);
    await expect(board.getByText(`with ${100 + won} points`)).toBeVisible();
  });

  test("a double tap on SPIN spends one spin: one request, Spinning while it is sent, one prize, and the points add up to it", async ({
    page,
    users,
    wallets,
    campaign,
  }) => {
    // two badges, two spins: a second spin sent by the double tap would spend the other one
    const wheel = await wheelWithTwoSpins(page, { users, wallets, campaign });
    // held back, as on a slow network: the second tap lands while the first is in flight
    const spin = await holdWrite(page, "/api/v1/user/campaign/spinawheel", { untilReleased: true });
    await wheel.getByRole("button", { name: "SPIN" }).dblclick();
    await expect(wheel.getByRole("button", { name: "Spinning…" })).toBeDisabled();
    // inert while it is sent, yet it keeps the focus of the player who pressed it
    await expect(wheel.getByRole("button", { name: "Spinning…" })).toBeFocused();
    spin.release();
    await expect(wheel.getByRole("status")).toHaveText(/You won (10|25|50|100|250|500) points!/);
    await expect(wheel.getByRole("button", { name: "SPIN" })).toBeFocused();
    await expect(wheel.getByText(/Spins left: 1 · Last prize: \d+ points/)).toBeVisible();
    spin.expectSentOnce();
    const won = Number((await wheel.getByText(/Last prize/).textContent())!.match(/Last prize: (\d+)/)![1]);
    const board = page.getByRole("region", { name: "Leaderboard" });
    await board.getByRole("button", { name: "Points" }).click();
    // the two badges' points and the one prize: no second, unseen prize
    await expect(board.getByText(`with ${100 + 250 + won} points`)).toBeVisible();
  });

  test("a spin whose answer was lost: the failure is said, SPIN again gives that spin's prize with one spin spent (the same key), after a reload SPIN is a new spin, and the last spin's lost answer is told by SPIN though none is left", async ({
    page,
    users,
    wallets,
    campaign,
    pageHealth,
  }) => {
    pageHealth.expect(/net::ERR_INTERNET_DISCONNECTED/);
    const wheel = await wheelWithTwoSpins(page, { users, wallets, campaign });
    // the spin reaches the backend and is done there; its answer never comes back to the page
    const { keys } = await loseFirstAnswer(page, "/api/v1/user/campaign/spinawheel");
    await wheel.getByRole("button", { name: "SPIN" }).click();
    await expect(page.getByText(/^Could not spin the wheel\. /)).toBeVisible();
    await wheel.getByRole("button", { name: "SPIN" }).click();
    await expect(wheel.getByRole("status")).toHaveText(/You won (10|25|50|100|250|500) points!/);
    const prize = Number((await wheel.getByRole("status").textContent())!.match(/\d+/)![0]);
    await expect(wheel.getByText(`Spins left: 1 · Last prize: ${prize} points`)).toBeVisible();
    expect(keys[0], "the write carries an Idempotency-Key").toMatch(/^[0-9a-f-]{36}$/);
    expect(keys, "the tap after the lost answer sends its key again").toEqual([keys[0], keys[0]]);
    // the page read again shows what the backend did; a tap there is the player's next spin
    await page.reload();
    await expect(wheel.getByText(`Spins left: 1 · Last prize: ${prize} points`)).toBeVisible();
    // the last spin's answer lost too: none left now, and SPIN still tells its prize
    const last = await loseFirstAnswer(page, "/api/v1/user/campaign/spinawheel");
    await wheel.getByRole("button", { name: "SPIN" }).click();
    await last.lost;
    await expect(wheel.getByText(/Spins left: 0 · Last prize: \d+ points/)).toBeVisible();
    await wheel.getByRole("button", { name: "SPIN" }).click();
    await expect(wheel.getByRole("status")).toHaveText(/You won (10|25|50|100|250|500) points!/);
    expect(last.keys).toEqual([last.keys[0], last.keys[0]]);
    expect(last.keys[0], "a tap after the reload is a new spin").not.toBe(keys[0]);
    await expect(wheel.getByRole("button", { name: "SPIN" })).toBeDisabled();
  });

  test("TGE: a double tap on an airdrop method saves the choice once: one request, the choices waiting while it is sent, no failure, and the choice kept after a reload", async ({
    page,
    users,
    wallets,
    campaign,
  }) => {
    await playerOn(page, { users, wallets, campaign }, "/airdrop", ["COMMON"]);
    const tge = page.getByRole("region", { name: "$PEN TGE" });
    await expect(tge).toContainText("You are eligible (badge holder)");
    await expect(tge.getByRole("button", { name: "VERIFY" })).toBeDisabled();
    // held back, as on a slow network: the second tap lands while the first is in flight
    const chosen = await holdWrite(page, "/api/v1/user/tge/airdrop_method", { untilReleased: true });
    const cex = tge.getByLabel("To my exchange account (CEX deposit)");
    await cex.dblclick();
    await expect(cex).toBeChecked();
    await expect(cex).toBeDisabled();
    chosen.release();
    await expect(cex).toBeEnabled();
    chosen.expectSentOnce();
    await expect(tge.getByRole("alert")).toHaveCount(0);
    // the method is saved: VERIFY asks for it
    await expect(tge.getByRole("button", { name: "VERIFY" })).toBeEnabled();
    await page.reload();
    await expect(tge.getByLabel("To my exchange account (CEX deposit)")).toBeChecked();
    await expect(tge.getByRole("button", { name: "VERIFY" })).toBeEnabled();
  });

  test("TGE on-chain: verified with the bound wallet, which it keeps after that wallet is unbound and another bound", async ({
    page,
    users,
    wallets,
    campaign,
    request,
  }) => {
    const wallet = await wallets.create();
    const a = await users.create({ wallet });
    await campaign.claim(a, "COMMON");
    await openSignedIn(page, a, "/airdrop");
    const tge = page.getByRole("region", { name: "$PEN TGE" });
    await tge.getByLabel("On-chain, to my bound wallet").check();
    await expect(tge.getByRole("button", { name: "VERIFY" })).toBeEnabled();
    await tge.getByRole("button", { name: "VERIFY" }).click();
    const confirm = page.getByRole("dialog", { name: "Verify where your $PEN goes" });
    await expect(confirm.getByText(`Your $PEN will be sent on-chain to your bound wallet ${wallet.address.toLowerCase()}.`)).toBeVisible();
    await confirm.getByRole("button", { name: "Verify: send it there" }).click();
    const paysFirst = `Verified: your $PEN will be sent on-chain to ${wallet.address.toLowerCase()}, the wallet you verified with.`;
    await expect(tge.getByRole("status")).toHaveText(paysFirst);
    // the wallet unbound and another bound (another device, say): the verified choice still pays the first
    const token = await login(a);
    const unbound = await request.post(`${MOCK_URL}/api/v1/user/unbind_wallet`, { data: { kind: "evm" }, headers: { Authorization: `Bearer ${token}` } });
    expect(unbound.ok(), await unbound.text()).toBe(true);
    const rebound = await request.post(`${MOCK_URL}/__dev/users/wallet`, { data: { username: a.username } });
    expect(rebound.ok()).toBe(true);
    await page.reload();
    await expect(tge.getByRole("status")).toHaveText(paysFirst);
  });

  test("TGE: ineligible without a badge; an eligible player picks a CEX, the UID is checked, then verifies once", async ({
    page,
    users,
    wallets,
    campaign,
    pageHealth,
  }) => {
    pageHealth.expect(/net::ERR_INTERNET_DISCONNECTED/);
    const a = await playerOn(page, { users, wallets, campaign }, "/airdrop");
    const tge = page.getByRole("region", { name: "$PEN TGE" });
    await expect(tge).toContainText("You are not eligible yet: claim a badge");
    await campaign.claim(a, "COMMON");
    await page.reload();
    await expect(tge).toContainText("You are eligible (badge holder)");
    await expect(tge.getByRole("button", { name: "VERIFY" })).toBeDisabled();
    await tge.getByLabel("To my exchange account (CEX deposit)").check();
    await tge.getByLabel("Exchange", { exact: true }).selectOption("Bybit");
    await tge.getByLabel("Exchange UID").fill("12ab");
    await tge.getByRole("button", { name: "Save exchange account" }).click();
    await expect(tge.getByText("The exchange UID is 6 to 20 digits")).toBeVisible();
    const uid = newUid();
    await tge.getByLabel("Exchange UID").fill(uid);
    await tge.getByRole("button", { name: "Save exchange account" }).click();
    await expect(tge.getByText(`Saved: Bybit, UID ${uid}`)).toBeVisible();
    await tge.getByRole("button", { name: "VERIFY" }).click();
    // VERIFY is final: it first names where the $PEN will go
    const confirm = page.getByRole("dialog", { name: "Verify where your $PEN goes" });
    await expect(confirm.getByText(`Your $PEN will be deposited to your Bybit account, UID ${uid}.`)).toBeVisible();
    // no answer: said, and the focus is back on VERIFY, to try again
    const verifyPath = "**/api/v1/user/tge/verify";
    await page.route(verifyPath, (route) => route.abort("internetdisconnected"));
    await confirm.getByRole("button", { name: "Verify: send it there" }).click();
    await expect(tge.getByRole("alert")).toContainText("Could not verify");
    await expect(tge.getByRole("button", { name: "VERIFY" })).toBeFocused();
    await expect(tge.getByRole("radio", { checked: true })).toHaveAccessibleName("To my exchange account (CEX deposit)");
    await page.unroute(verifyPath);
    // by keyboard: the verified line takes the focus VERIFY had, and is read out
    await page.keyboard.press("Enter");
    await confirm.getByRole("button", { name: "Verify: send it there" }).focus();
    await page.keyboard.press("Enter");
    await expect(tge.getByRole("status")).toHaveText(`Verified: your $PEN will be sent to your Bybit account (UID ${uid}).`);
    await expect(tge.getByRole("status")).toBeFocused();
    await expect(tge.getByRole("radio")).toHaveCount(0);
  });

  test("TGE verified meanwhile on another device: VERIFY here says the choice is final and shows where the $PEN goes, with the focus on it", async ({
    page,
    users,
    wallets,
    campaign,
    request,
  }) => {
    const a = await playerOn(page, { users, wallets, campaign }, "/airdrop", ["COMMON"]);
    const tge = page.getByRole("region", { name: "$PEN TGE" });
    await tge.getByLabel("To my exchange account (CEX deposit)").check();
    const uid = newUid();
    await tge.getByLabel("Exchange UID").fill(uid);
    await tge.getByRole("button", { name: "Save exchange account" }).click();
    await expect(tge.getByText(`Saved: Binance, UID ${uid}`)).toBeVisible();
    const verified = await request.post(`${MOCK_URL}/api/v1/user/tge/verify`, { data: {}, headers: { Authorization: `Bearer ${await login(a)}` } });
    expect(verified.ok(), await verified.text()).toBe(true);
    await tge.getByRole("button", { name: "VERIFY" }).click();
    await page.getByRole("dialog", { name: "Verify where your $PEN goes" }).getByRole("button", { name: "Verify: send it there" }).click();
    await expect(tge.getByRole("alert")).toHaveText("Your TGE choice is verified and final");
    await expect(tge.getByRole("status")).toHaveText(`Verified: your $PEN will be sent to your Binance account (UID ${uid}).`);
    await expect(tge.getByRole("status")).toBeFocused();
    await expect(tge.getByRole("radio")).toHaveCount(0);
  });
});
