import { expect, keptTabTest as test, uniqueName } from "./fixtures";
import { openSignedIn, slideTransition, visibleSlides } from "./flows";

test.describe("home (public-pages-mining.md §2, Home page sections)", () => {
  test(
    "the sections in order, with the chain stats, games and the badges tutorial",
    { tag: ["@PUB-T011", "@PUB-T064", "@PUB-T065", "@PUB-T066", "@PUB-T012", "@AIR-T004", "@PUB-T027"] },
    async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { name: "Introducing Badges" })).toBeVisible();
      const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
      expect(headings).toEqual([
        "CURRENT EVENTS",
        "News",
        "The chain in numbers",
        "Ecosystem dApps",
        "PENXR",
        "Games",
        "In the press",
        "Subscribe to the newsletter",
        "Overworld WebXR",
        "Validators",
        "Introducing Badges",
      ]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Early access to Penta Spaces");
      await expect(page.getByRole("link", { name: "Preview in XR" })).toHaveAttribute("target", "_blank");
      for (const v of ["2.1M+", "1.5M+", "560K+", "1 GWEI"]) await expect(page.getByText(v, { exact: true })).toBeVisible();
      await expect(page.getByText("Last transaction: under 10 seconds ago")).toBeVisible();
      await expect(page.getByRole("region", { name: "The chain in numbers" }).getByRole("link", { name: "LEARN MORE", exact: true })).toHaveAttribute(
        "href",
        "/pen-chain",
      );
      await expect(page.getByText("COMING SOON")).toHaveCount(1);
      await expect(page.getByRole("link", { name: "PLAY Penta Pets" })).toBeAttached();
      await expect(page.getByRole("region", { name: "Games", exact: true }).getByRole("link", { name: "LEARN MORE", exact: true })).toHaveAttribute(
        "href",
        "/games",
      );
      await expect(page.getByRole("region", { name: "PENXR" }).getByRole("link", { name: "LEARN MORE", exact: true })).toHaveAttribute("href", "/penxr");
      await expect(page.getByRole("link", { name: "Open Faucet", exact: true })).toHaveAttribute("href", "https://faucet.penta.example");
      await expect(page.getByRole("link", { name: "Android apk" })).toHaveAttribute("href", /\.apk$/);
      await expect(page.getByRole("link", { name: "Get the wallet" })).toHaveAttribute("href", "/wallet");
      await expect(page.locator("#subscribe")).toBeAttached();
      await expect(page.getByRole("link", { name: "Airdrop terms and conditions" })).toHaveAttribute("href", "/airdrop-terms-and-conditions");
      await expect(page.getByRole("link", { name: "See the badges" })).toHaveAttribute("href", "/airdrop");
      await page.getByRole("button", { name: "Close Introducing Badges" }).click();
      await expect(page.getByRole("heading", { name: "Introducing Badges" })).toHaveCount(0);
    },
  );

  test("the news carousel has 7 dated items, with the internal newsletter path", async ({ page }) => {
    await page.goto("/");
    const news = page.getByRole("region", { name: "News carousel" });
    await expect(news.locator(".swiper-slide")).toHaveCount(7);
    await expect(news.getByRole("link", { name: "Newsletter: the airdrop campaign recap" })).toHaveAttribute("href", "/blog/newsletter-1");
    await expect(news.locator("time")).toHaveCount(7);
    await news.getByRole("link", { name: "Newsletter: the airdrop campaign recap" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Newsletter: the airdrop campaign recap" })).toBeVisible();
    await expect(page).toHaveTitle("Newsletter: the airdrop campaign recap · Penta");
    await expect(page.getByRole("link", { name: "Airdrop terms and conditions" })).toHaveAttribute("href", "/airdrop-terms-and-conditions");
  });

  test("carousels show 3 per view on desktop and 1 on mobile; they do not loop", { tag: ["@K34"] }, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    expect(await visibleSlides(page, "Current events carousel")).toBe(3);
    expect(await visibleSlides(page, "News carousel")).toBe(3);
    await expect(page.getByRole("button", { name: "Previous news" })).toHaveClass(/swiper-button-disabled/);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    expect(await visibleSlides(page, "Current events carousel")).toBe(1);
    expect(await visibleSlides(page, "News carousel")).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("a carousel slides in 1000 ms", { tag: ["@K33"] }, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const news = page.getByRole("region", { name: "News carousel" });
    // swiper moves its slides by a CSS transition of the carousel's speed
    expect(await slideTransition(news, () => page.getByRole("button", { name: "Next news" }).click())).toBe("1s");
    await expect(page.getByRole("button", { name: "Previous news" })).not.toHaveClass(/swiper-button-disabled/);
  });

  test("each news card has a picture of its own subject, not a generic 'News N'", async ({ page, request }) => {
    await page.goto("/");
    const pictures = await page
      .getByRole("region", { name: "News carousel" })
      .locator(".card img")
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")!));
    expect(pictures.length).toBeGreaterThanOrEqual(7);
    expect(new Set(pictures).size).toBe(pictures.length);
    // drawings of their subjects, the words beside them as text (for screen readers and translation), never inside
    const drawings = new Set<string>();
    for (const src of pictures) {
      expect(src, src).not.toMatch(/\/news-\d+\.svg$/);
      const svg = await (await request.get(src)).text();
      expect(svg, src).toMatch(/^<svg[\s>]/);
      expect(svg, src).not.toMatch(/<text[\s>]/);
      drawings.add(svg);
    }
    expect(drawings.size).toBe(pictures.length);
  });

  test("on a phone the validator card puts its picture above its words (side by side they were one word a line)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const card = page.locator(".validator__link");
    await card.scrollIntoViewIfNeeded();
    const picture = (await card.locator("img").boundingBox())!;
    const words = (await card.locator("span").boundingBox())!;
    expect(words.y).toBeGreaterThanOrEqual(picture.y + picture.height - 1);
    expect(words.width).toBeGreaterThan(250);
  });

  test("the validator banner alternates every 10 seconds", { tag: ["@K33"] }, async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Validators" });
    await expect(banner.getByText("Validator One")).toBeVisible();
    await page.clock.runFor(9_900);
    await expect(banner.getByText("Validator One")).toBeVisible();
    await page.clock.runFor(200);
    await expect(banner.getByText("Validator Two")).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(banner.getByText("Validator One")).toBeVisible();
  });

  test("the PENXR trailer mounts with the app and loads only when played", async ({ page }) => {
    const media: string[] = [];
    page.on("request", (r) => r.resourceType() === "media" && media.push(new URL(r.url()).pathname));
    await page.goto("/");
    const trailer = page.getByRole("region", { name: "PENXR" }).locator("video");
    await expect(trailer).toHaveAttribute("preload", "none");
    expect(media).toEqual([]);
    await trailer.scrollIntoViewIfNeeded();
    await trailer.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    expect(media).toContain("/media/penxr.webm");
  });

  test("SIGN UP shows only to signed-out visitors; the newsletter form subscribes", async ({ page, user }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "SIGN UP", exact: true })).toHaveAttribute("href", "/sign-up");
    const form = page.locator("#subscribe");
    await form.getByRole("button", { name: "SUBSCRIBE" }).click();
    await expect(form.getByText("Email is required")).toBeVisible();
    await form.getByLabel("Your email").fill(`${uniqueName("fan")}@example.test`);
    await form.getByRole("button", { name: "SUBSCRIBE" }).click();
    await expect(page.getByText("Thanks for subscribing!")).toBeVisible();
    await openSignedIn(page, user, "/");
    await expect(page.getByRole("heading", { name: "In the press" })).toBeVisible();
    await expect(page.getByRole("link", { name: "SIGN UP", exact: true })).toHaveCount(0);
  });
});
