import { expect, MOCK_URL, keptTabTest as test, uniqueName, type Account } from "./fixtures";
import { expectDoubleTapActsOnce } from "./fixtures/held-write";
import { openSignedIn } from "./flows";

type Fixtures = Parameters<Parameters<typeof test>[2]>[0];

// public-pages-mining.md §2 (Mining pages, pool screens), §3, §4 (pool join/leave), §5, §6, §8, §9

const BLOCK_MINUTES = 20;
const rows = (page: import("@playwright/test").Page, caption: string) => page.getByRole("table", { name: caption }).locator("tbody tr");

test.describe("stats, history and rewards", () => {
  test(
    "stats: the player's share with 4 decimals of the block's total, the block's start and end in UTC, 20 minutes apart",
    { tag: ["@K32"] },
    async ({ page, users, miningSim }) => {
      const player = await users.create();
      const [pen] = await users.giveItems(player, [{ name: "PEN", hashrate: 37, type: "Token", symbol: "PEN" }]);
      await miningSim.startWithTokens(player, [pen.id]);
      await openSignedIn(page, player, "/mine/stats");
      await expect(page.getByRole("heading", { name: "Mining stats" })).toBeVisible();
      const value = (label: string) => page.locator(".info-list").getByText(label, { exact: true }).locator("xpath=following-sibling::*[1]");
      await expect(value("Your mining hashrate")).toHaveText("37");
      const total = Number((await value("Total hashrate").innerText()).replace(/,/g, ""));
      expect(total).toBeGreaterThanOrEqual(37);
      await expect(value("Your share")).toHaveText(`${((37 / total) * 100).toFixed(4)}%`);
      const start = await value("Block start").innerText();
      const end = await value("Block end").innerText();
      expect(start).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
      const minutes = (Date.parse(end.replace(" UTC", "Z").replace(" ", "T")) - Date.parse(start.replace(" UTC", "Z").replace(" ", "T"))) / 60_000;
      // shown to the minute: a block that was ended early by another test may start mid-minute
      expect(minutes).toBeGreaterThanOrEqual(BLOCK_MINUTES - 1);
      expect(minutes).toBeLessThanOrEqual(BLOCK_MINUTES + 1);
    },
  );

  test(
    "history: 10 blocks a page with rewards and token icons, a pager of 6 pages, search by block number after 500 ms (controlled clock), a block's winners",
    { tag: ["@K32"] },
    async ({ page, user }) => {
      await openSignedIn(page, user, "/account");
      await page.clock.install();
      await page.goto("/mine/history");
      await expect(page.getByRole("heading", { name: "Block history" })).toBeVisible();
      const table = rows(page, "Block history");
      await expect(table).toHaveCount(10);
      const first = await table.first().locator("th").innerText();
      await expect(table.first().getByText("60 PEN")).toBeVisible();
      await expect(table.first().getByText("0.01 PC")).toBeVisible();
      await expect(table.first().locator('img[src="/tokens/pen.svg"]')).toBeAttached();
      await expect(table.first().locator("td").last()).toHaveText(/ UTC$/);
      // the seeded 90 blocks make more pages than the pager shows: 6 numbers at a time
      const pager = page.getByRole("navigation", { name: "Block history pages" });
      await expect(pager.getByRole("button", { name: /^Page \d+$/ })).toHaveCount(6);
      await pager.getByRole("button", { name: "Page 2" }).click();
      await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
      await expect(table.first().locator("th")).not.toHaveText(first);
      await expect(table).toHaveCount(10);
      // search: nothing happens until 500 ms after the typing stops
      const searches: string[] = [];
      page.on("request", (r) => r.url().includes("/mining/history") && searches.push(new URL(r.url()).searchParams.get("block") ?? ""));
      await page.clock.pauseAt(Date.now() + 60_000);
      await page.getByLabel("Search by block number").fill("121");
      await page.clock.runFor(400);
      await expect(pager.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
      expect(searches).not.toContain("121");
      await page.clock.runFor(150);
      await expect.poll(() => searches).toContain("121");
      await page.clock.resume();
      await expect(table.first().locator("th")).toHaveText("1219");
      await expect(table).toHaveCount(10);
      await expect(table.last().locator("th")).toHaveText("1210");
      await page.getByLabel("Search by block number").fill("12x");
      await expect(page.getByText("Enter a block number: digits only")).toBeVisible();
      await page.getByLabel("Search by block number").fill("1201");
      await expect(table).toHaveCount(1);
      // block 1201: alice mined alone in its first minutes (the seed), so she won it, with her bonus of the day
      await page.getByRole("button", { name: "Block 1201: winners" }).click();
      const dialog = page.getByRole("dialog", { name: "Block 1201 winners" });
      const winner = dialog.getByRole("row", { name: /alice/ });
      await expect(winner).toContainText("60 PEN");
      await expect(winner).toContainText("0.01 PC");
      await expect(winner).toContainText("1 ZOR");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    },
  );

  test(
    "user summary: the rewards of the blocks the player won and their daily bonus; SHOW WINS lists exactly those blocks",
    { tag: ["@PUB-T014"] },
    async ({ page, users, miningSim, request }) => {
      const player = await users.create();
      await openSignedIn(page, player, "/mine/user-summary");
      await expect(page.getByText(/^What your mining has earned, token by token.* SHOW WINS lists the blocks you won\.$/)).toBeVisible();
      await expect(page.getByText("No rewards yet.")).toBeVisible();
      // a hashrate no other miner comes near: they win within a few blocks
      const [big] = await users.giveItems(player, [{ name: "PEN", hashrate: 1_000_000, type: "Token", symbol: "PEN" }]);
      await miningSim.startWithTokens(player, [big.id]);
      for (let i = 0; i < 8 && (await miningSim.nextBlock()).winner !== player.username; i++);
      const auth = { Authorization: `Bearer ${await users.token(player)}` };
      const wins = (await (await request.get(`${MOCK_URL}/user/history?is_winner=true`, { headers: auth })).json()) as { result: { items: unknown[] } };
      const won = wins.result.items.length;
      expect(won).toBeGreaterThan(0);
      await page.reload();
      const rewards = page.locator(".rewards__item");
      await expect(rewards.filter({ hasText: "PEN" })).toContainText(`${won * 60} PEN`);
      await expect(rewards.filter({ hasText: "PEN" })).toContainText("Block rewards: 60 PEN for each block you win");
      await expect(rewards.filter({ hasText: "ZOR" })).toContainText("1 ZOR");
      await page.getByRole("button", { name: "SHOW WINS" }).click();
      await expect(rows(page, "Blocks you won")).toHaveCount(won);
      await expect(rows(page, "Blocks you won").first()).toContainText(player.username);
      await page.getByRole("button", { name: "HIDE WINS" }).click();
      await expect(page.getByRole("table", { name: "Blocks you won" })).toBeHidden();
    },
  );

  test("on a phone the block history says it has more columns, and scrolls sideways to them (the Time column is never cut without a sign)", async ({
    page,
    user,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, user, "/mine/history");
    const more = page.getByText("More columns: scroll sideways →");
    await expect(more).toBeVisible();
    const table = page.getByRole("region", { name: "Block history" });
    const time = page.getByRole("columnheader", { name: "Time" });
    // cut or out of sight, by how wide the rows' names make the columns before it: not whole
    await expect(time).not.toBeInViewport({ ratio: 1 });
    // the keyboard reaches the table and scrolls it
    await table.focus();
    await expect(table).toBeFocused();
    for (let i = 0; i < 12; i++) await page.keyboard.press("ArrowRight");
    await expect(time).toBeInViewport({ ratio: 1 });
    await expect(more).toHaveCount(0);
  });

  test("partners: a visitor sees the active partners in display order, with their marketplace links", async ({ page }) => {
    await page.goto("/mine/partners");
    await expect(page.getByRole("heading", { name: "Mining partners" })).toBeVisible();
    await expect(page.locator(".partner__name")).toHaveText(["Digital Art Fair", "Hero Guild", "Pixel Pals"]);
    await expect(page.getByText("Ember Forge")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Hero Guild on the marketplace" })).toHaveAttribute("href", "https://market.penta.local/collections/heroes");
  });

  test("a visitor is sent to sign in from the history, the rewards and the pools, and comes back", async ({ page, user }) => {
    for (const path of ["/mine/history", "/mine/user-summary", "/mine/pools"]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/sign-in\\?redirectUrl=${encodeURIComponent(path).replace(/[-/]/g, "\\$&")}$`));
    }
    await page.getByLabel("Email or Username").fill(user.username);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "ENTER" }).click();
    await expect(page).toHaveURL(/\/mine\/pools$/);
  });
});

test.describe("pools", () => {
  const pool = (code: string) => ({
    code,
    pool_name: `Pool ${code}`,
    min_hashrate: 100,
    min_NFTs: 1,
    max_nfts: 3,
    is_enable: true,
    pool_price: 4,
    max_members: 5,
  });
  const code = () => uniqueName("P").toUpperCase().slice(0, 12);
  const nfts = (...hashrates: number[]) => hashrates.map((hashrate, i) => ({ name: `Hero ${i + 1}`, hashrate, type: "NFT" as const }));

  async function openPools(page: import("@playwright/test").Page, a: Account) {
    await openSignedIn(page, a, "/mine/pools");
  }

  /** A player who meets a new pool's rules, on /mine/pools with the pool's join prompt open. */
  async function joinPromptOf(page: import("@playwright/test").Page, f: Pick<Fixtures, "users" | "miningSim">) {
    const owner = await f.users.create();
    const player = await f.users.create();
    await f.users.giveItems(player, nfts(60, 60));
    const c = code();
    await f.miningSim.createPool(owner, pool(c));
    await openPools(page, player);
    const card = page.locator(".pool").filter({ hasText: `Pool ${c}` });
    await card.getByRole("button", { name: `Join Pool ${c}` }).click();
    return { player, c, card, prompt: page.getByRole("dialog", { name: "Join the pool?" }) };
  }

  /** A member of a new pool on the pools page, the pool's leave prompt open. */
  async function leavePromptOf(page: import("@playwright/test").Page, f: Pick<Fixtures, "users" | "miningSim">) {
    const owner = await f.users.create();
    const player = await f.users.create();
    await f.users.giveItems(player, nfts(60, 60));
    const c = code();
    await f.miningSim.createPool(owner, { ...pool(c), members: [player.username] });
    await openPools(page, player);
    const mine = page.getByRole("region", { name: "Your pool" });
    await expect(mine).toContainText(`You are in Pool ${c} (${c}).`);
    await mine.getByRole("button", { name: "Leave" }).click();
    return { player, c, prompt: page.getByRole("dialog", { name: "Leave the pool?" }) };
  }

  test("join and leave, each after a confirmation prompt; the player's pool and the members follow", async ({ page, users, miningSim }) => {
    const owner = await users.create();
    const player = await users.create();
    await users.giveItems(player, nfts(60, 60));
    const c = code();
    await miningSim.createPool(owner, pool(c));
    await openPools(page, player);
    await expect(page.getByText("You are not in a pool.")).toBeVisible();
    const card = page.locator(".pool").filter({ hasText: `Pool ${c}` });
    await expect(card).toContainText("1 to 3");
    // the price with its currency (the contract's unit)
    await expect(card.getByRole("definition").filter({ hasText: /PEN$/ })).toHaveText("4 PEN");
    await card.getByRole("button", { name: `Join Pool ${c}` }).click();
    const prompt = page.getByRole("dialog", { name: "Join the pool?" });
    await prompt.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("You are not in a pool.")).toBeVisible();
    await card.getByRole("button", { name: `Join Pool ${c}` }).click();
    await prompt.getByRole("button", { name: "Yes, join" }).click();
    await expect(page.getByText(`You joined Pool ${c}`)).toBeVisible();
    const mine = page.getByRole("region", { name: "Your pool" });
    await expect(mine).toContainText(`You are in Pool ${c} (${c}).`);
    await expect(card).toContainText("1 / 5");
    await mine.getByRole("link", { name: "Members" }).click();
    await expect(page).toHaveURL(new RegExp(`/mine/pools/${c}$`));
    await expect(rows(page, "Members")).toHaveCount(1);
    await expect(rows(page, "Members").first()).toContainText(player.username);
    await expect(rows(page, "Members").first()).toContainText("120");
    await expect(page.getByRole("heading", { name: "Pool details" })).toHaveCount(0); // not the owner: no form
    await page.goBack();
    await mine.getByRole("button", { name: "Leave" }).click();
    await page.getByRole("dialog", { name: "Leave the pool?" }).getByRole("button", { name: "Yes, leave" }).click();
    await expect(page.getByText(`You left Pool ${c}`)).toBeVisible();
    await expect(page.getByText("You are not in a pool.")).toBeVisible();
  });

  test("a double tap on 'Yes, join' joins once: one request, the prompt working while it is sent, one 'You joined' with no failure, and one member after a reload", async ({
    page,
    users,
    miningSim,
  }) => {
    const { c, card, prompt } = await joinPromptOf(page, { users, miningSim });
    await expectDoubleTapActsOnce(page, {
      path: "/pool/joinpool",
      tap: prompt.getByRole("button", { name: "Yes, join" }),
      busy: prompt.getByRole("button", { name: "Working" }),
      done: page.getByText(`You joined Pool ${c}`),
      failure: page.getByText("There was an issue leaving or joining the pool"),
    });
    await page.reload();
    await expect(page.getByRole("region", { name: "Your pool" })).toContainText(`You are in Pool ${c} (${c}).`);
    await expect(card).toContainText("1 / 5");
  });

  test("a pool joined meanwhile on another device: 'Yes, join' here says the player is in it already, not a failure, and shows their pool", async ({
    page,
    users,
    miningSim,
  }) => {
    const { player, c, card, prompt } = await joinPromptOf(page, { users, miningSim });
    await miningSim.poolMembership(player, "join", c);
    await prompt.getByRole("button", { name: "Yes, join" }).click();
    await expect(page.getByText(`You are already in Pool ${c}`)).toBeVisible();
    await expect(page.getByText("There was an issue leaving or joining the pool")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Your pool" })).toContainText(`You are in Pool ${c} (${c}).`);
    await expect(card).toContainText("1 / 5");
  });

  test("a double tap on 'Yes, leave' leaves once: one request, the prompt working while it is sent, one 'You left' with no failure, and no pool after a reload", async ({
    page,
    users,
    miningSim,
  }) => {
    const { c, prompt } = await leavePromptOf(page, { users, miningSim });
    await expectDoubleTapActsOnce(page, {
      path: "/pool/leavepool",
      tap: prompt.getByRole("button", { name: "Yes, leave" }),
      busy: prompt.getByRole("button", { name: "Working" }),
      done: page.getByText(`You left Pool ${c}`),
      failure: page.getByText("There was an issue leaving or joining the pool"),
    });
    await page.reload();
    await expect(page.getByText("You are not in a pool.")).toBeVisible();
    await expect(page.locator(".pool").filter({ hasText: `Pool ${c}` })).toContainText("0 / 5");
  });

  test("a pool left meanwhile on another device: 'Yes, leave' here says the player is not in it, not a failure, and shows no pool", async ({
    page,
    users,
    miningSim,
  }) => {
    const { player, c, prompt } = await leavePromptOf(page, { users, miningSim });
    await miningSim.poolMembership(player, "leave", c);
    await prompt.getByRole("button", { name: "Yes, leave" }).click();
    await expect(page.getByText(`You are not in Pool ${c}`)).toBeVisible();
    await expect(page.getByText("There was an issue leaving or joining the pool")).toHaveCount(0);
    await expect(page.getByText("You are not in a pool.")).toBeVisible();
    await expect(page.locator(".pool").filter({ hasText: `Pool ${c}` })).toContainText("0 / 5");
  });

  test(
    "a refused join: 'There was an issue leaving or joining the pool' with the server's reason, and nothing changes",
    { tag: ["@PUB-T053"] },
    async ({ page, users, miningSim }) => {
      const owner = await users.create();
      const player = await users.create();
      await users.giveItems(player, nfts(50));
      const c = code();
      await miningSim.createPool(owner, pool(c));
      await openPools(page, player);
      await page.getByRole("button", { name: `Join Pool ${c}` }).click();
      await page.getByRole("dialog", { name: "Join the pool?" }).getByRole("button", { name: "Yes, join" }).click();
      await expect(page.getByText("There was an issue leaving or joining the pool")).toBeVisible();
      await expect(page.getByText("This pool needs a hashrate of at least 100; yours is 50")).toBeVisible();
      await expect(page.getByText("You are not in a pool.")).toBeVisible();
      await expect(page.locator(".pool").filter({ hasText: `Pool ${c}` })).toContainText("0 / 5");
      // a disabled pool and the seed's full pool are not offered: their state, in words (no Join at all)
      const closed = page.locator(".pool").filter({ hasText: "Closed Circle" });
      await expect(closed).toContainText("Closed to new members");
      await expect(closed.getByRole("button", { name: /Join/ })).toHaveCount(0);
      const full = page.locator(".pool").filter({ hasText: "Full House" });
      await expect(full).toContainText("Full");
      await expect(full.getByRole("button", { name: /Join/ })).toHaveCount(0);
    },
  );

  test(
    "the owner's update form: min NFTs must be between 1 and 8 ('Min NFTs must be less than 9 and greater than 0'), then 'Successfully changed pool details'; a non-owner is refused",
    { tag: ["@PUB-T047", "@PUB-T057", "@K37"] },
    async ({ page, users, miningSim, request }) => {
      const owner = await users.create();
      const c = code();
      await miningSim.createPool(owner, pool(c));
      await openSignedIn(page, owner, `/mine/pools/${c}`);
      const form = page.getByRole("region", { name: "Pool details" });
      await expect(form.getByLabel("Min NFTs")).toHaveValue("1");
      for (const bad of ["9", "0"]) {
        await form.getByLabel("Min NFTs").fill(bad);
        await form.getByRole("button", { name: "Save pool details" }).click();
        await expect(form.getByText("Min NFTs must be less than 9 and greater than 0")).toBeVisible();
      }
      await form.getByLabel("Min NFTs").fill("2");
      await form.getByLabel("Pool name").fill(`Renamed ${c}`);
      await form.getByLabel("Open to new members").uncheck();
      await form.getByRole("button", { name: "Save pool details" }).click();
      await expect(page.getByText("Successfully changed pool details")).toBeVisible();
      await expect(page.getByRole("heading", { name: `Renamed ${c}` })).toBeVisible();
      await expect(page.locator(".info-list")).toContainText("2 to 3");
      await expect(page.locator(".info-list")).toContainText("Disabled");
      // the server refuses the rule and anyone but the owner, whatever the page shows
      const other = await users.create();
      const body = { pool_name: "Taken", pool_code: c, min_hashrate: 0, min_NFTs: 2, max_nfts: 3, is_enable: true, pool_price: 0 };
      const refused = await request.patch(`${MOCK_URL}/pool/update/${c}`, { headers: { Authorization: `Bearer ${await users.token(other)}` }, data: body });
      expect(refused.status()).toBe(403);
      const badRule = await request.patch(`${MOCK_URL}/pool/update/${c}`, {
        headers: { Authorization: `Bearer ${await users.token(owner)}` },
        data: { ...body, min_NFTs: 9 },
      });
      expect(badRule.status()).toBe(400);
      expect(((await badRule.json()) as { message: string }).message).toBe("Min NFTs must be less than 9 and greater than 0");
    },
  );
});
