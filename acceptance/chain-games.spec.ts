import { expect, keptTabTest as test } from "./fixtures";
import { visibleSlides } from "./flows";

test.describe("chain landing page (public-pages-mining.md §2, Chain landing page)", () => {
  test("SUBSCRIBE scrolls to the newsletter form in 1500 ms, from another page too (public-pages-mining.md §9, controlled clock)", async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto("/games");
    await page.getByRole("link", { name: "SUBSCRIBE" }).click();
    await expect(page).toHaveURL(/\/penta-chain#subscribe$/);
    await expect(page.getByRole("heading", { level: 1, name: "Penta Chain" })).toBeVisible();
    const scrolled = () => page.evaluate(() => window.scrollY);
    const target = await page
      .locator("#subscribe")
      .evaluate((el) =>
        Math.min(
          el.getBoundingClientRect().top + window.scrollY - (Number.parseFloat(getComputedStyle(el).scrollMarginTop) || 0),
          document.documentElement.scrollHeight - window.innerHeight,
        ),
      );
    expect(await scrolled()).toBeLessThan(5); // from the top, not a jump
    await page.clock.runFor(750);
    const half = await scrolled();
    expect(half).toBeGreaterThan(target * 0.3);
    expect(half).toBeLessThan(target * 0.7);
    await page.clock.runFor(650); // 1400 ms: not there yet
    expect(await scrolled()).toBeLessThan(target - 2);
    await page.clock.runFor(150); // 1550 ms: there
    await expect.poll(scrolled).toBeGreaterThan(target - 2);
    // the form is in view
    await expect(page.getByRole("heading", { name: "Subscribe to the newsletter" })).toBeInViewport();
  });

  for (const path of ["/penta-chain", "/pen-chain"])
    test(
      `${path}: hero, contract links, six dated news, the four features, stats, about with INQUIRY, the subscribe anchor`,
      { tag: ["@PUB-T016", "@PUB-T017", "@PUB-T018", "@PUB-T058", "@PUB-T059", "@PUB-T060"] },
      async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: "Penta Chain" })).toBeVisible();
        await expect(page).toHaveTitle("Penta Chain · Penta");
        await expect(page.getByRole("link", { name: "$PEN on Ethereum" })).toHaveAttribute("href", /etherscan\.io/);
        await expect(page.getByRole("link", { name: "$PEN on Arbitrum" })).toHaveAttribute("href", /arbiscan\.io/);
        const dates = await page.getByRole("region", { name: "Chain news carousel" }).locator("time").allTextContents();
        expect(dates).toEqual(["19 Feb 2025", "4 Feb 2025", "2 Feb 2025", "15 Oct 2024", "9 Oct 2024", "8 May 2024"]);
        for (const f of ["Full EVM Equivalence", "Penta Community", "Security", "Low Cost"])
          await expect(page.getByRole("heading", { name: f, exact: true })).toBeVisible();
        // the stats carousel of static figures (all three in a computer's view)
        const stats = page.getByRole("region", { name: "Chain stats carousel" });
        for (const [label, value] of [
          ["Blocks Processed", "1.200.000"],
          ["Unique Wallets", "471.000"],
          ["Total Transactions", "1.800.000"],
        ]) {
          await expect(stats.getByText(label, { exact: true })).toBeVisible();
          await expect(stats.getByText(value, { exact: true })).toBeVisible();
        }
        await expect(page.getByRole("link", { name: "INQUIRY" })).toBeVisible();
        await expect(page.getByRole("region", { name: "About Penta Chain" }).getByRole("link", { name: "LEARN MORE" })).toHaveAttribute("href", "/penxr");
        for (const n of ["Telegram", "Discord", "X"])
          await expect(page.getByRole("region", { name: "Community" }).getByRole("link", { name: n, exact: true })).toBeVisible();
        await expect(page.locator("#subscribe")).toBeAttached();
      },
    );

  test("carousels: news 5 per view on desktop and 1 on mobile; games 5 and 2", { tag: ["@K34"] }, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/penta-chain");
    expect(await visibleSlides(page, "Chain news carousel")).toBe(5);
    expect(await visibleSlides(page, "Ecosystem games carousel")).toBe(5);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/penta-chain");
    expect(await visibleSlides(page, "Chain news carousel")).toBe(1);
    expect(await visibleSlides(page, "Ecosystem games carousel")).toBe(2);
  });

  test("the hero's background video loads only on demand, and stops again", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (r) => r.resourceType() === "media" && requested.push(r.url()));
    await page.goto("/penta-chain");
    const hero = page.getByRole("region", { name: "Penta Chain" });
    await expect(hero.locator("video")).toHaveCount(0);
    expect(requested).toEqual([]);
    await hero.getByRole("button", { name: "Play background video" }).click();
    await expect.poll(() => hero.locator("video").evaluate((v: HTMLVideoElement) => !v.paused && v.muted && v.loop)).toBe(true);
    await expect(hero.getByRole("button", { name: "Stop background video" })).toHaveAttribute("aria-pressed", "true");
    await hero.getByRole("button", { name: "Stop background video" }).click();
    await expect(hero.locator("video")).toHaveCount(0);
  });

  test("WATCH VIDEO opens a modal whose playback starts after 500 ms", { tag: ["@K39"] }, async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto("/penta-chain");
    await page.getByRole("button", { name: "WATCH VIDEO" }).click();
    const video = page.getByRole("dialog", { name: "Digital Cinema video" }).locator("video");
    await expect(video).toBeVisible();
    await page.clock.runFor(400);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.clock.runFor(200);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await page.keyboard.press("Escape");
    await expect(video).toHaveCount(0);
  });
});

test.describe("games (public-pages-mining.md §2, Games page)", () => {
  for (const path of ["/games", "/penta-games"])
    test(
      `${path}: the five games, one COMING SOON without a link, then 'more titles coming soon'`,
      { tag: ["@PUB-T003", "@PUB-T012", "@PUB-T027", "@PUB-T028", "@PUB-T029", "@PUB-T030", "@PUB-T031"] },
      async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: "Games" })).toBeVisible();
        for (const g of ["Penta Pets", "Gunnies", "Barkincraft"])
          await expect(page.getByRole("link", { name: `PLAY ${g}` })).toHaveAttribute("target", "_blank");
        await expect(page.getByRole("link", { name: "LEARN MORE BCSH" })).toBeVisible();
        const fantasy = page.getByRole("listitem").filter({ hasText: "Ether Fantasy" });
        await expect(fantasy.getByText("COMING SOON")).toBeVisible();
        await expect(fantasy.getByRole("link")).toHaveCount(0);
        await expect(page.getByText("more titles coming soon")).toBeVisible();
      },
    );

  test("a single-segment path that is no page is still a 404", async ({ page }) => {
    await page.goto("/penta-nothing");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});
