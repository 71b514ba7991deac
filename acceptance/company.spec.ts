import { expect, keptTabTest as test } from "./fixtures";

test.describe("company and info pages (public-pages-mining.md §2)", () => {
  test("about us: the stat cards and the link to our team", { tag: ["@PUB-T061", "@PUB-T062", "@PUB-T063"] }, async ({ page }) => {
    await page.goto("/about-us");
    for (const v of ["100M+", "500K+", "$6M+"]) await expect(page.getByText(v, { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Meet our team" }).click();
    await expect(page).toHaveURL(/\/our-team$/);
  });

  test(
    "our team: the four sections with members; the banner rotates every 3 s with a 1 s transition",
    { tag: ["@PUB-T032", "@PUB-T033", "@PUB-T034", "@PUB-T035", "@K33"] },
    async ({ page }) => {
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 60_000);
      await page.goto("/our-team");
      for (const s of ["Founders", "Key Members", "Advisors", "KOLs"]) await expect(page.getByRole("heading", { level: 2, name: s })).toBeVisible();
      await expect(page.getByRole("img", { name: "Alex Rivers" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Alex Rivers on LinkedIn" })).toBeVisible();
      const active = () => page.locator(".team-banner__image[data-active=true]").getAttribute("src");
      const first = await active();
      expect(
        await page
          .locator(".team-banner__image")
          .first()
          .evaluate((el) => getComputedStyle(el).transitionDuration),
      ).toBe("1s");
      await page.clock.runFor(2_900);
      expect(await active()).toBe(first);
      await page.clock.runFor(200);
      await expect.poll(active).not.toBe(first);
    },
  );

  test("the staking teaser: Login toggles the login modal; Register goes to sign-up", { tag: ["@PUB-T002"] }, async ({ page }) => {
    await page.goto("/stake");
    await expect(page.getByRole("heading", { name: "Stake Assets to Earn Rewards" })).toBeVisible();
    await page.getByRole("button", { name: "Login" }).click();
    const dialog = page.getByRole("dialog", { name: "Login" });
    await expect(dialog.getByLabel("Email or Username")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("link", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    // opened directly too (the sign-up page paints from HTML at once, and the app moves it to its address)
    await page.goto("/register");
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
  });

  test("let's get started: six numbered steps; steps 3, 4 and 6 play their video on click", async ({ page }) => {
    await page.goto("/lets-get-started");
    await expect(
      page
        .getByRole("main")
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 2 }) }),
    ).toHaveCount(6);
    await expect(page.getByRole("link", { name: "Earn badges" })).toHaveAttribute("href", "/airdrop/common");
    await expect(page.getByRole("link", { name: "Start mining" })).toHaveAttribute("href", "/mine");
    for (const n of [3, 4, 6]) {
      await expect(page.locator("video")).toHaveCount([3, 4, 6].indexOf(n));
      await page.getByRole("button", { name: `Play step ${n} video` }).click();
    }
    await expect(page.locator("video")).toHaveCount(3);
  });

  test("PENXR, Games XP, Hexagon City (8-image interactive storefront) and Pegasus", { tag: ["@PUB-T019"] }, async ({ page }) => {
    await page.goto("/penxr");
    await expect(page.getByRole("heading", { level: 1, name: "PENXR" })).toBeVisible();
    await page.goto("/penta-games-xp");
    await expect(page.getByRole("heading", { level: 1, name: "Penta Games XP" })).toBeVisible();
    await expect(page.getByRole("link", { name: "NFT Mining alpha" }).last()).toHaveAttribute("href", "/mine");
    await expect(page.getByRole("link", { name: "Stake assets" })).toHaveAttribute("href", "/stake");
    await page.getByRole("link", { name: "Visit Hexagon City" }).click();
    await expect(page).toHaveURL(/\/hexagon-city$/);
    await expect(page.getByRole("heading", { name: "interactive storefront" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Storefront carousel" }).locator(".swiper-slide")).toHaveCount(8);
    await expect(page.locator("video")).toHaveCount(0);
    await page.getByRole("button", { name: "Play Hexagon City" }).click();
    await expect(page.locator("video")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Open the map" })).toBeVisible();
    await page.goto("/pegasus");
    await expect(page.getByRole("link", { name: /\(PDF\)/ })).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Request a meeting" })).toBeVisible();
  });
});
