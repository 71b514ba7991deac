import { expect, keptTabTest as test, test as firstVisitTest } from "./fixtures";
import { openAccountMenu, openSignedIn, signInAs } from "./flows";

test.describe("app shell: header, footer, right-hand menu (public-pages-mining.md §2, accounts-identity.md §2)", () => {
  test("header menu and footer links are as the spec lists them", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Getting started", "/lets-get-started"],
      ["Sign-up an Account", "/sign-up"],
      ["Penta Games XP", "/penta-games-xp"],
      ["NFT Mining alpha", "/mine"],
      ["Penta chain", "/penta-chain"],
      ["About Us", "/about-us"],
      ["Our Team", "/our-team"],
      ["Brand Kit Download", "/brand-kit"],
    ] as const)
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    await expect(nav.getByRole("link", { name: "SUBSCRIBE" })).toHaveAttribute("href", "/penta-chain#subscribe");
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["Penta Chain", "/penta-chain"],
      ["NFT Mining", "/mine"],
      ["About us", "/about-us"],
      ["Disclaimer", "/disclaimer"],
    ] as const)
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    // the "About us links": every company page is one click from any page
    const aboutUs = footer.getByRole("list", { name: "About us links" });
    for (const [name, href] of [
      ["Our Team", "/our-team"],
      ["Careers", "/careers"],
      ["FAQ", "/faq"],
      ["IPs", "/ips"],
      ["$PEN IDO", "/ido"],
      ["Brand Kit", "/brand-kit"],
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Use", "/terms-of-use"],
    ] as const)
      await expect(aboutUs.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    await aboutUs.getByRole("link", { name: "Careers", exact: true }).click();
    await expect(page.getByRole("heading", { name: "JOIN US" })).toBeVisible();
    // the spec's 2024, to this year by the clock
    await expect(footer.getByText(`© 2024–${new Date().getFullYear()} Penta. All rights reserved.`)).toBeVisible();
  });

  test("on a 360 px phone the hamburger opens the menu over a dimmed page; its cross, Escape or a tap on the page closes it", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    const open = async () => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(nav).toBeVisible();
    };
    await open();
    // the bars become a cross
    const bars = page.getByRole("button", { name: "Close menu" }).locator("span");
    await expect(bars.nth(1)).toHaveCSS("opacity", "0");
    await expect(bars.nth(0)).not.toHaveCSS("transform", "none");
    const backdrop = page.locator(".site-nav__backdrop");
    await expect(backdrop).toHaveCSS("background-color", "rgba(5, 6, 15, 0.6)");
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(nav).toBeHidden();
    await open();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await open();
    // a tap on the dimmed page (its bottom edge, below the menu: the click checks nothing covers it)
    await backdrop.click({ position: { x: 180, y: 735 } });
    await expect(nav).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("signed out, the account icon links to /sign-in with the current path", async ({ page }) => {
    await page.goto("/sign-up?ref=alice");
    await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/sign-in?redirectUrl=%2Fsign-up%3Fref%3Dalice");
  });

  test("the header and footer are hidden under /acc and /spatial", { tag: ["@K38"] }, async ({ page }) => {
    await page.goto("/acc/alice");
    await expect(page.getByRole("heading", { name: "alice" })).toBeVisible(); // the account card, not the 404 page
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await page.goto("/spatial/alice");
    await expect(page.getByRole("banner")).toHaveCount(0);
  });

  test("/favicon.ico, which browsers ask for on a first visit whatever the page declares, answers with the site's icon", async ({ page, request }) => {
    const icon = await request.get("/favicon.ico");
    expect(icon.status()).toBe(200);
    expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0])); // an ICO's header
    const failed: string[] = [];
    page.on("response", (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
    await page.goto("/");
    expect(failed).toEqual([]);
  });

  test("a browser without the Clipboard API (a page over plain http): Copy says it could not, and nothing throws", async ({ page, user }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined }));
    const thrown: string[] = [];
    page.on("pageerror", (e) => thrown.push(e.message));
    await openSignedIn(page, user, "/account/my-referrals");
    await page.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByText("Could not copy here: select the text and copy it yourself.")).toBeVisible();
    expect(thrown).toEqual([]);
  });

  test("on a phone the Disclaimer sits with the legal links, drawn as they are (not as a heading of its own)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const disclaimer = footer.getByRole("link", { name: "Disclaimer" });
    const privacy = footer.getByRole("link", { name: "Privacy Policy" });
    const [d, p] = [(await disclaimer.boundingBox())!, (await privacy.boundingBox())!];
    expect(Math.abs(d.x - p.x), "the same column as Privacy Policy").toBeLessThan(2);
    expect(d.y - p.y, "the line under it").toBeGreaterThan(0);
    expect(d.y - p.y).toBeLessThan(45);
    const look = (l: typeof disclaimer) => l.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).fontSize].join(" "));
    expect(await look(disclaimer)).toBe(await look(privacy));
  });

  // a first visit's browser: nothing in its cache yet
  firstVisitTest(
    "the brand's typefaces: none on a first page's way to its first paint; fetched after it, and every page after is painted in them",
    { tag: ["@look"] },
    async ({ page }) => {
      /** The fonts the browser painted the page's heading with (Chromium's own account, not the CSS asked for) */
      const fontsNow = async () => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("DOM.enable");
        await cdp.send("CSS.enable");
        const { root } = await cdp.send("DOM.getDocument");
        const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "main h1" });
        const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
        await cdp.detach();
        return fonts.map((font) => font.familyName).join(", ");
      };
      // a heading shown but not laid out yet has no fonts to tell: asked again until it has
      const painted = async () => {
        let fonts = "";
        await expect.poll(async () => (fonts = await fontsNow()), { message: "the heading is painted in some font" }).not.toBe("");
        return fonts;
      };
      await page.goto("/faq");
      await expect(page.locator("html")).not.toHaveAttribute("data-fonts");
      await expect(page.locator("main h1")).toBeVisible();
      expect(await painted()).not.toMatch(/Space Grotesk/);
      await page.waitForFunction(() => (localStorage.getItem("brand_fonts") ?? "").startsWith('["/'));
      const first = await page.evaluate(() => ({
        shown: Math.max(
          (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
          performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
        ),
        fonts: performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".woff2"))
          .map((entry) => entry.startTime),
      }));
      expect(first.fonts).toHaveLength(2);
      for (const start of first.fonts) expect(start).toBeGreaterThan(first.shown);
      expect(await painted()).not.toMatch(/Space Grotesk/);

      // the next page the player opens is in them; so is every page loaded after, from its first paint
      await page.getByRole("contentinfo").getByRole("link", { name: "About us", exact: true }).click();
      await expect(page.locator("main h1")).toHaveText(/about/i);
      await expect(page.locator("html")).toHaveAttribute("data-fonts", "");
      expect(await painted()).toMatch(/^Space Grotesk\b[^,]*$/);
      await page.goto("/penta-chain");
      await expect(page.locator("html")).toHaveAttribute("data-fonts", "");
      await expect(page.locator("main h1")).toBeVisible();
      expect(await painted()).toMatch(/^Space Grotesk\b[^,]*$/);
    },
  );

  test("an unknown path shows the 404 page with a way home", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test(
    "signed in, the right-hand menu offers Friends, Find Friends, Request (red dot) and Logout",
    { tag: ["@ACC-T078", "@ACC-T079", "@ACC-T080", "@ACC-T082"] },
    async ({ page, users }) => {
      const [friend1, friend2, asker] = await Promise.all([users.create(), users.create(), users.create()]);
      const me = await users.create({ friends: [friend1, friend2] });
      await users.request(asker, me);
      await signInAs(page, me.username, me.password);
      const account = page.getByRole("button", { name: `Account menu for ${me.username}` });
      await expect(account.locator(".dot")).toBeVisible();
      await openAccountMenu(page);
      const menu = page.getByRole("list", { name: "Account" });
      await menu.getByRole("button", { name: "Friends", exact: true }).click();
      const friends = page.getByRole("dialog", { name: "Friends" });
      await expect(friends.getByRole("link", { name: friend1.username })).toHaveAttribute("href", `/acc/${friend1.username}`);
      await expect(friends.getByRole("link", { name: friend1.username })).toHaveAttribute("target", "_blank");
      await expect(friends.getByRole("link", { name: friend2.username })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(friends).toBeHidden();
      await openAccountMenu(page);
      await menu.getByRole("button", { name: /^Request/ }).click();
      await expect(page.getByRole("dialog", { name: "Friend requests" }).getByText(asker.username)).toBeVisible();
      await page.keyboard.press("Escape");
      await openAccountMenu(page);
      await expect(menu.getByRole("link", { name: "MyPals Token" })).toHaveCount(0); // no central wallet yet
      await menu.getByRole("button", { name: "Logout" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    },
  );

  test("MyPals Token opens the explorer's token tab of the user's central wallet (demo account alice, read only)", { tag: ["@ACC-T081"] }, async ({ page }) => {
    await signInAs(page, "alice");
    await openAccountMenu(page);
    await expect(page.getByRole("list", { name: "Account" }).getByRole("link", { name: "MyPals Token" })).toHaveAttribute(
      "href",
      /\/address\/0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc\?tab=tokens$/,
    );
  });

  test(
    "Find Friends: VERIFY finds a user, an unknown name gives 'Sorry, found no results / Please try again', and Requests shows 'Empty' when none",
    { tag: ["@ACC-T069", "@ACC-T014", "@ACC-T063"] },
    async ({ page, user }) => {
      await signInAs(page, user.username, user.password);
      await openAccountMenu(page);
      await page.getByRole("button", { name: "Find Friends" }).click();
      const dialog = page.getByRole("dialog", { name: "Add friends" });
      await dialog.getByLabel("Username").fill("nobody-here");
      await dialog.getByRole("button", { name: "VERIFY" }).click();
      await expect(dialog.getByText("Sorry, found no results / Please try again")).toBeVisible();
      await dialog.getByLabel("Username").fill(user.username);
      await dialog.getByRole("button", { name: "VERIFY" }).click();
      await expect(dialog.getByText(user.username, { exact: true })).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Send request" })).toHaveCount(0);
      await page.keyboard.press("Escape");
      await openAccountMenu(page);
      await page.getByRole("button", { name: /^Request/ }).click();
      await expect(page.getByRole("dialog", { name: "Friend requests" }).getByText("Empty")).toBeVisible();
    },
  );

  test("My Referrals shows 'Referred' and the copyable 'Share url'", { tag: ["@ACC-T065", "@ACC-T066", "@K17"] }, async ({ page }) => {
    await signInAs(page, "carol");
    await page.getByRole("link", { name: "My Referrals" }).click();
    await expect(page.getByText("Referred")).toBeVisible();
    await expect(page.getByText("Share url")).toBeVisible();
    await expect(page.getByText(/\/sign-up\/carol$/)).toBeVisible();
  });
});
