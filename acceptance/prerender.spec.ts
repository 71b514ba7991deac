import { PARAM_FRAME } from "../src/config/prerender";
import { readRouteTable } from "../scripts/lib/route-table";
import { cardPath } from "../scripts/build/og-card";
import { expect, injectWallet, test } from "./fixtures";
import { signInAs } from "./flows";

// what the routes declare (their staticData.prerender), as the build served here read them
const { plan } = readRouteTable("dist") ?? { plan: { pages: [], framed: {}, paramFrames: {}, redirects: {} } };

/** The app shell's description (index.html): a prerendered page says what it is itself. */
const SHELL_DESCRIPTION = "Games, chain and rewards.";

// The public pages are prerendered at build time (scripts/build/prerender.ts): the first paint needs
// only HTML and CSS, and the app takes the page over once its code has loaded.
test.describe("prerendered public pages (public-pages-mining.md §2; fast on a mid-range phone)", () => {
  test("the preview caches as the production host does (deploy/nginx): hashed code for a year, pictures a day, pages revalidated", async ({
    request,
    page,
  }) => {
    await page.goto("/faq");
    const code = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((r) => new URL(r.name).pathname)
        .find((p) => p.startsWith("/assets/")),
    );
    expect((await request.get(code!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await request.get("/brand/logo.svg")).headers()["cache-control"]).toBe("public, max-age=86400");
    expect((await request.get("/tonconnect-manifest.json")).headers()["cache-control"]).toBe("public, max-age=3600");
    for (const path of ["/faq", "/acc/alice", "/nope"]) expect((await request.get(path)).headers()["cache-control"], path).toBe("no-cache");
  });

  test("every prerendered page is served as its own markup with its title; other paths get the app shell", async ({ request }) => {
    expect(plan.pages.length, "the build's route table (dist/_deploy/routes.json)").toBeGreaterThan(40);
    for (const path of plan.pages) {
      const html = await (await request.get(path, { headers: { accept: "text/html" } })).text();
      expect(html, path).toMatch(/<div id="root" data-prerendered="" inert="">/);
      expect(html, path).toMatch(/<main[^>]*>[\s\S]*<h1/);
      expect(html, path).toMatch(/<title>[^<]+ · Penta<\/title>|<title>Penta<\/title>/);
      // the app's code is started by the loader after the first paint, not by the markup
      expect(html, path).not.toMatch(/<script type="module" crossorigin="" src=/);
      expect(html, path).not.toContain("127.0.0.1");
      // its own title and description, and its own share card named beside them (scripts/build/og-card.ts)
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
      expect(meta("description"), path).not.toBe(SHELL_DESCRIPTION);
      expect(meta("og:title"), path).toBe(title);
      expect(meta("og:description"), path).toBe(meta("description"));
      expect(meta("og:image"), path).toBe(cardPath(path));
      expect(meta("twitter:card"), path).toBe("summary_large_image");
      const card = await request.get(cardPath(path));
      expect(card.headers()["content-type"], path).toBe("image/png");
    }
    // a data page whose layout does not wait for its data: that layout, pending, with its title
    for (const [path, { player }] of Object.entries(plan.framed)) {
      const html = await (await request.get(path, { headers: { accept: "text/html" } })).text();
      expect(html, path).toMatch(player ? /<div id="root" data-prerendered="" inert="" data-player-frame="">/ : /<div id="root" data-prerendered="" inert="">/);
      // its heading, and its content held in place (a busy region)
      expect(html, path).toMatch(/<main[^>]*>[\s\S]*<h1/);
      expect(html, path).toMatch(/<main[^>]*>[\s\S]*aria-busy="true"/);
    }
    // a path that only redirects: the snapshot of the page it leads to, moved to that page's address before it paints
    for (const [path, to] of Object.entries(plan.redirects)) {
      const html = await (await request.get(path, { headers: { accept: "text/html" } })).text();
      // its first step (src/config/first-steps.ts: address), the one script every step shares
      const early = new RegExp(`<script data-step="address" data-to="${to}">[^<]+</script>`).exec(html)?.[0] ?? "";
      expect(early, path).not.toBe("");
      expect(html.replace(early, ""), path).toBe(await (await request.get(to, { headers: { accept: "text/html" } })).text());
    }
    // a page under a parameter whose frame does not depend on it: the frame prerendered once, for any value
    for (const prefix of Object.keys(plan.paramFrames)) {
      const frame = await (await request.get(`${prefix}/${PARAM_FRAME}`, { headers: { accept: "text/html" } })).text();
      for (const value of ["ALPHA1", "any-other", "ALPHA1/"])
        expect(await (await request.get(`${prefix}/${value}`, { headers: { accept: "text/html" } })).text(), `${prefix}/${value}`).toBe(frame);
      // the value's place is a skeleton with nothing to paint until the frame's step fills it in:
      // never the frame's own value, which a paint before the step would show (and count as the
      // largest paint, so the real value's paint never counted)
      expect(frame, prefix).not.toContain(`>${PARAM_FRAME}<`);
      if (frame.includes('data-param=""'))
        expect(frame, prefix).toContain('<span class="skeleton-inline" data-param="" role="img" aria-label="Loading"></span>');
      // one segment only: a deeper path is not that page
      expect(await (await request.get(`${prefix}/a/b`, { headers: { accept: "text/html" } })).text()).not.toBe(frame);
    }
    // every other path: the app frame (header, footer and the page skeleton), never a page's content
    for (const path of ["/account/no-such-page", "/acc/alice/extra", "/no-such-page"]) {
      const html = await (await request.get(path, { headers: { accept: "text/html" } })).text();
      expect(html, path).toMatch(/<div id="root" data-prerendered="" inert="">/);
      expect(html, path).toContain('aria-label="Loading the page"');
      expect(html, path).toContain('class="site-header"');
      expect(html, path).not.toMatch(/<h1/);
      expect(html, path).toContain("<title>Penta</title>");
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a public page is readable, laid out and inert; the carousels show their per-view counts", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/games");
      await expect(page).toHaveTitle("Games · Penta");
      await expect(page.getByText("Penta Pets", { exact: true }).first()).toBeVisible();
      await expect(page.locator("#root")).toHaveAttribute("inert", "");
      await page.goto("/");
      const events = page.locator(".carousel").first().locator(".swiper-slide");
      const widths = await events.evaluateAll((slides) => slides.map((s) => Math.round(s.getBoundingClientRect().width)));
      const frame = await page
        .locator(".carousel .swiper")
        .first()
        .evaluate((el) => el.getBoundingClientRect().width);
      expect(widths).toHaveLength(3);
      for (const w of widths) expect(Math.abs(w * 3 + 32 - frame)).toBeLessThanOrEqual(3);
      // a signed-out-only button and the player are left to the app
      await expect(page.getByRole("link", { name: "SIGN UP", exact: true })).toHaveCount(0);
      await expect(page.locator("video")).toHaveCount(0);
    });

    test("a path without a snapshot of its own paints the app frame (the skeleton), not another page's snapshot", async ({ page }) => {
      await page.goto("/no-such-page");
      await expect(page.getByRole("region", { name: "Loading the page" })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("heading")).toHaveCount(0);
    });

    test("a data page paints its own frame from HTML: its title and navigation, the content held in place", async ({ page }) => {
      await page.goto("/mine/partners");
      await expect(page.getByRole("heading", { name: "Mining partners", level: 1 })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Mining" }).getByRole("link", { name: "Partners" })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("region", { name: "Loading the page" })).toBeVisible();
      // a player page's frame is not shown to a visitor (the app sends the visitor to sign in)
      await page.goto("/mine/stats");
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Mining stats" })).toBeHidden();
    });

    test("sign-in and sign-up paint from HTML: the form and the wallet panel's preview, with no wallet code and no captcha yet", async ({ page }) => {
      await page.goto("/sign-in");
      await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
      await expect(page.getByLabel("Email or Username")).toBeVisible();
      const panel = page.getByRole("region", { name: "Wallet" });
      await expect(panel.getByRole("heading", { name: "Connect your wallet to login" })).toBeVisible();
      // the wallets as a browser without any shows them (the app, once it runs, lists what is installed)
      await expect(panel.getByRole("link", { name: "DOWNLOAD MetaMask" })).toBeVisible();
      await page.goto("/sign-up");
      await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
      await expect(page.getByRole("status", { name: "Loading captcha" })).toBeAttached();
      await expect(page.getByRole("heading", { name: "Or sign up with your wallet" })).toBeVisible();
    });
  });

  test("the app frame of a bare page (a profile, a space, the pop-up) paints without header and footer", async ({ context, pageHealth }) => {
    // the app's code is kept from arriving on purpose
    pageHealth.expect(/index-[^/]*\.js/);
    // the app's code never arrives: what shows is the frame as the first paint has it (a page of
    // its own: the suite's page waits for the app to take over)
    const page = await context.newPage();
    await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
    for (const bare of ["/acc/alice", "/spatial/alice", "/sso"]) {
      await page.goto(bare);
      if (bare === "/sso") await expect(page.getByRole("region", { name: "Loading the page" }), bare).toBeVisible();
      await expect(page.locator(".site-header"), bare).toBeHidden();
      await expect(page.locator(".site-footer"), bare).toBeHidden();
    }
    // a profile and a space, whatever the name: their frame prerendered once (values "any"), the
    // layout of the page with the picture's place held, and the name of the address filled in
    await page.goto("/acc/alice");
    await expect(page.getByRole("heading", { name: "alice", exact: true, level: 1 })).toBeVisible();
    await expect(page.getByRole("list", { name: "Feed menu" }).getByRole("listitem")).toHaveCount(5);
    await expect(page.getByRole("term")).toHaveText(["Email", "Wallet"]);
    // decoded once, and text only: markup in the address stays text
    await page.goto("/spatial/%3Cb%3Ebob%3C%2Fb%3E");
    await expect(page.getByRole("heading", { name: "<b>bob</b>", exact: true, level: 1 })).toBeVisible();
    await expect(page.getByText("Loading the space…")).toBeVisible();
    await expect(page.getByRole("term")).toHaveText(["Spaces", "Visits", "Likes"]);
    // the sign-up form of an invite link, whatever its code: the code's place held under the form
    await page.goto("/sign-up/alice");
    await expect(page.getByRole("heading", { name: "Create Account", level: 1 })).toBeVisible();
    await expect(page.getByText("Referral code: alice")).toBeVisible();
    await expect(page.getByText(PARAM_FRAME)).toHaveCount(0);
    // a player page opened by a visitor: the sign-in's own snapshot, before any of the app's code, with
    // the page to come back to as the app's redirect names it
    await page.goto("/account");
    await expect(page).toHaveURL("/sign-in?redirectUrl=%2Faccount");
    await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
    await page.goto("/mine/pools/ALPHA1?tab=2");
    await expect(page).toHaveURL(`/sign-in?redirectUrl=${encodeURIComponent("/mine/pools/ALPHA1?tab=2")}`);
    await expect(page.locator(".site-header")).toBeVisible();
    // a player page's frame shows to a player (a session is stored) before the app runs
    await page.evaluate(() => localStorage.setItem("session", "stored"));
    await page.goto("/mine/stats");
    await expect(page.getByRole("heading", { name: "Mining stats", level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Loading the page" })).toBeVisible();
    // a pool's page, whatever its code: the frame prerendered once (values "any")
    await page.goto("/mine/pools/ALPHA1");
    await expect(page.getByRole("heading", { name: "Mining pool", level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Loading the page" })).toBeVisible();
    // the airdrop pages are a visitor's snapshot: a player sees the badges from HTML, never the visitor's prompts
    await page.goto("/airdrop");
    await expect(page.getByRole("heading", { name: "Penta Airdrop", level: 1 })).toBeVisible();
    await expect(page.getByRole("article", { name: "Welcome Hero Badge" }).getByRole("heading")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in to claim" }).first()).toBeHidden();
    await expect(page.getByText("Please connect wallet before claiming badges")).toBeHidden();
    await expect(page.getByRole("heading", { name: "Leaderboards, the wheel and the TGE" })).toBeHidden();
    await page.goto("/airdrop/common");
    await expect(page.getByRole("heading", { name: "Welcome Hero Badge", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in to claim" })).toBeHidden();
    // and a visitor sees them
    await page.evaluate(() => localStorage.removeItem("session"));
    await page.goto("/airdrop/common");
    await expect(page.getByRole("link", { name: "Sign in to claim" })).toBeVisible();
  });

  test("a page of two views paints the one its address asks for (from HTML where the snapshot holds both), or nothing of the other before the app runs", async ({
    context,
    pageHealth,
  }) => {
    // the app's code is kept from arriving on purpose
    pageHealth.expect(/index-[^/]*\.js/);
    // the app's code never arrives (a page of its own, as above): what shows is the first paint
    const page = await context.newPage();
    await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
    // the reset mail's link: the form, from HTML
    await page.goto("/create-new-password?key=abc");
    await expect(page.getByRole("heading", { name: "Create a new password" })).toBeVisible();
    await expect(page.getByLabel("New password", { exact: true })).toBeVisible();
    await expect(page.getByText("This link has no reset key")).toBeHidden();
    // without a key: what such a link says, from HTML too, and no form
    await page.goto("/create-new-password");
    await expect(page.getByRole("heading", { name: "Create a new password" })).toBeVisible();
    await expect(page.getByText("This link has no reset key. Ask for a new link.")).toBeVisible();
    await expect(page.getByLabel("New password", { exact: true })).toBeHidden();
    // after sign-up: check your inbox; the mail's link (a token) is validated by the app, never shown the inbox text
    await page.goto("/validate-email");
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await page.goto("/validate-email?token=abc");
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeHidden();
    // the add-chain page: the chain's facts from HTML, its RPC URL as configured (the app makes it absolute), no QR code yet
    await page.goto("/addrpc");
    await expect(page.getByRole("heading", { name: "Add Penta Chain" })).toBeVisible();
    await expect(page.getByText("/rpc", { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: /QR code/ })).toHaveCount(0);
  });

  test("on Android, /wallet paints its APK confirm from HTML; elsewhere the page alone (K36)", { tag: ["@K36"] }, async ({ browser, context, pageHealth }) => {
    // the app's code is kept from arriving on purpose
    pageHealth.expect(/index-[^/]*\.js/);
    const android = await browser.newContext({ userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile", viewport: { width: 390, height: 844 } });
    for (const [ctx, shown] of [
      [android, true],
      [context, false],
    ] as const) {
      // the app's code never arrives: what shows is the first paint
      const page = await ctx.newPage();
      await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
      await page.goto("/wallet");
      await expect(page.getByRole("heading", { name: "Penta Wallet", level: 1 })).toBeVisible();
      const confirm = page.getByText("Download the Android app?");
      if (shown) await expect(confirm).toBeVisible();
      else await expect(confirm).toBeHidden();
      await page.close();
    }
    await android.close();
  });

  test("the app takes the page over in place: interactive, and what depends on the visitor appears", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#root")).not.toHaveAttribute("inert");
    await expect(page.getByRole("link", { name: "SIGN UP", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Introducing Badges" })).toBeVisible();
    await page.getByRole("button", { name: "Next news" }).click();
    await expect(page.getByRole("button", { name: "Previous news" })).not.toHaveClass(/swiper-button-disabled/);
  });

  test("on sign-in the wallet stack loads on intent, never by itself: pointing at the panel turns the preview into the real panel", async ({ page }) => {
    const walletCode: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/(wallet-sign-in-panel|web3-provider)-.*\.js$/.test(r.url())) walletCode.push(r.url());
    });
    await page.goto("/sign-in");
    // the app has taken the page over (networkidle is not a signal here: the captcha may keep a request open)
    await expect(page.locator("#root")).not.toHaveAttribute("inert");
    await page.waitForTimeout(2000); // past the idle callback's 1.5 s cap: still nothing
    expect(walletCode).toEqual([]);
    const panel = page.getByRole("region", { name: "Wallet" });
    // the preview lists the same rows as the real panel: the wallet stack's request is what is awaited
    const loaded = page.waitForRequest(/\/assets\/(wallet-sign-in-panel|web3-provider)-.*\.js$/);
    await panel.hover();
    await loaded;
    await expect(panel.getByRole("link", { name: "DOWNLOAD MetaMask" })).toBeVisible(); // discovery ran: no MetaMask here
    expect(walletCode.length).toBeGreaterThan(0);
  });

  test("a Connect clicked in the preview is carried out once the wallet stack is there", async ({ page, wallet }) => {
    await injectWallet(page, wallet);
    await page.goto("/sign-in");
    const panel = page.getByRole("region", { name: "Wallet" });
    // dispatched, so no pointer movement loads the stack first: the click lands on the preview
    await panel.getByRole("button", { name: "Connect MetaMask" }).dispatchEvent("click");
    await expect(panel.getByText("Connected with MetaMask")).toBeVisible();
  });

  test("a signed-in player gets no SIGN UP from the app (the snapshot never holds it, see above)", async ({ page }) => {
    await signInAs(page, "alice");
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "SIGN UP", exact: true })).toHaveCount(0);
  });
});
