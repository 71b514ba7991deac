import { spawnSync } from "node:child_process";
import { devices, type APIResponse, type Page, type Response } from "@playwright/test";
import { hostAvailable, hostPartnerUrl, hostUrl } from "../playwright.config";
import { everyVisitorPath, PLAYER_ONLY } from "../scripts/lib/site-pages";
import { MANIFEST_PATH, PRODUCT } from "../src/config/brand";
import { PARAM_FRAME } from "../src/config/prerender";
import { readRouteTable } from "../scripts/lib/route-table";
import { expect, injectWallet, test, uniqueName, type Account } from "./fixtures";
import type { MiningItemSeed } from "./fixtures/user";
import { standInWalletConnectCloud, WC_URI } from "./fixtures/walletconnect";
import { expectOpenedInTap, watchDeepLinks } from "./fixtures/deep-links";
import { fillSignUp, signIn, signInAs } from "./flows";
import { rawHttp } from "../mocks/testing/raw-http";

// The release build, served by the production host (deploy/nginx) exactly as a company deploys it,
// configured with production-like values (acceptance/deploy/release.env). Every test here fails on a
// Content-Security-Policy violation, a console error or an uncaught exception in any of its pages
// (the deploy project's strictPages), and the host's headers are checked on what it answers.

test.skip(!hostAvailable, "nginx is not installed here (apt-get install nginx, or NGINX_PATH): the production host cannot be tested");

/** The company's media host (acceptance/deploy/release.env), which the test's browser does not reach: a stand-in picture. */
const MEDIA_HOST = "https://media.pentagames.io";
test.beforeEach(async ({ context }) => {
  await context.route(`${MEDIA_HOST}/**`, (route) =>
    route.fulfill({
      contentType: "image/svg+xml",
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#888"/></svg>',
    }),
  );
});

/** The headers every page of the site carries (deploy/nginx/snippets/security-headers.conf). */
function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, `${what}: CSP`).toContain("default-src 'self'");
  expect(csp, `${what}: CSP`).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
  expect(csp, `${what}: no unsafe script`).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp, `${what}: CSP`).toContain("frame-ancestors 'none'");
  // every source an origin or a keyword: no scheme-wide https:, http:, wss: (an image URL to any host could carry a token out)
  expect(csp, `${what}: no scheme-wide source`).not.toMatch(/[\s](https?|wss?):(?=[\s;]|$)/);
  expect(csp, `${what}: images from the site and its media origin`).toContain("img-src 'self' data: blob: https://media.pentagames.io;");
  expect(csp, `${what}: the spatial world only`).toContain("frame-src https://spatial.penta.com");
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["strict-transport-security"], what).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toContain("camera=()");
}

/** Opens a page of the site: a 200 with the headers, the app running, a heading on screen. */
async function visit(page: Page, path: string, expected: { heading?: string | RegExp; url?: RegExp } = {}) {
  const response = (await page.goto(path)) as Response;
  expect(response.status(), path).toBe(200);
  expectSecurityHeaders(response.headers(), path);
  expect(response.headers()["cache-control"], `${path}: HTML is revalidated`).toBe("no-cache");
  if (expected.url) await expect(page).toHaveURL(expected.url);
  await expect(expected.heading ? page.getByRole("heading", { name: expected.heading }).first() : page.getByRole("heading").first()).toBeVisible();
}

test.describe("the release build behind the production host", () => {
  // every route, in four parts, each bounded by its own time limit
  const PARTS = 4;
  for (let part = 0; part < PARTS; part++)
    test(`every route as a visitor (part ${part + 1} of ${PARTS}): 200, the security headers and no CSP violation or console error`, async ({
      page,
      world,
    }) => {
      test.setTimeout(150_000);
      world.silence();
      const paths = everyVisitorPath();
      expect(paths.length).toBeGreaterThan(45);
      for (const path of paths.filter((_, i) => i % PARTS === part)) {
        // pages a visitor may not see send to sign-in, and say so
        await visit(page, path, PLAYER_ONLY.test(path) ? { url: /\/sign-in\?redirectUrl=/ } : {});
      }
    });

  test("every page of a signed-in player", async ({ page, users, wallet, campaign }) => {
    test.setTimeout(90_000);
    const player = await users.create({ wallet });
    await campaign.claim(player, "COMMON");
    await users.giveItems(player, [{ name: "Host Hero", hashrate: 120, type: "NFT" }]);
    await signInAs(page, player.username, player.password);
    for (const [path, heading] of [
      ["/account", "USER INFO"], // ACC-T068 is proven in the main suite; here: the page loads under the host
      ["/account/my-referrals", "USER INFO"],
      ["/account/security", "USER INFO"],
      ["/mine", undefined],
      ["/mine/stats", undefined],
      ["/mine/history", undefined],
      ["/mine/user-summary", undefined],
      ["/mine/pools", undefined],
      ["/airdrop", undefined],
      ["/airdrop/uncommon", undefined],
      [`/acc/${player.username}`, undefined],
    ] as const)
      await visit(page, path, heading ? { heading } : {});
  });

  test("configured content: press articles, the team's photos and the experience logos are the deployment's, not the local stand-ins", async ({ page }) => {
    await visit(page, "/");
    const press = page.getByRole("region", { name: "In the press" });
    await expect(press.getByRole("listitem").getByRole("link")).toHaveCount(2);
    await expect(press.getByRole("link", { name: "CoinDesk" })).toHaveAttribute(
      "href",
      "https://www.coindesk.com/business/2026/03/02/penta-chain-opens-its-mainnet",
    );
    await expect(press.getByRole("link", { name: "Decrypt" })).toHaveAttribute("href", "https://decrypt.co/301122/penta-games-raises-6-million");

    await visit(page, "/our-team");
    const founder = page.getByRole("img", { name: "Alex Rivers" });
    await expect(founder).toHaveAttribute("src", `${MEDIA_HOST}/team/alex-rivers.webp`);
    await founder.scrollIntoViewIfNeeded();
    await expect.poll(() => founder.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('img[src^="/avatars/"]')).toHaveCount(0);

    await visit(page, "/about-us");
    await expect(page.getByRole("img", { name: "Riot Games" })).toHaveAttribute("src", `${MEDIA_HOST}/logos/riot-games.svg`);
    await expect(page.getByRole("img", { name: "Warner Bros." })).toHaveAttribute("src", `${MEDIA_HOST}/logos/warner-bros.svg`);
  });

  test("the host's answers: real 404s, no stand-ins, cache rules, compression, the API and the RPC proxied", async ({ page, request, pageHealth }) => {
    const get = (path: string, headers: Record<string, string> = {}): Promise<APIResponse> => request.get(`${hostUrl}${path}`, { headers, maxRedirects: 0 });
    // an unknown path is a 404, shown by the app's own page
    const missing = (await page.goto("/no-such-page")) as Response;
    expect(missing.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    // the browser logs the 404 it was asked to show: expected here, and the only one allowed
    expect(pageHealth.consoleErrors).toEqual([expect.stringContaining("404 (Not Found) (http://127.0.0.1:")]);
    pageHealth.consoleErrors.length = 0;
    for (const path of ["/acc/alice/extra", "/__dev/mailbox", "/__dev/analytics.json", "/_deploy/csp.conf", "/app.html"])
      expect((await get(path)).status(), path).toBe(404);
    // a page under a parameter, whatever its value, is its frame prerendered once (values "any"), with the page's headers
    const prefixes = Object.keys(readRouteTable("dist")?.plan.paramFrames ?? {});
    expect(prefixes.length).toBeGreaterThan(0);
    for (const prefix of prefixes) {
      const frame = await get(`${prefix}/${PARAM_FRAME}`);
      for (const value of ["ALPHA1", "BETA2/"]) {
        const page = await get(`${prefix}/${value}`);
        expect(page.status(), `${prefix}/${value}`).toBe(200);
        expect(await page.text(), `${prefix}/${value}`).toBe(await frame.text());
        expectSecurityHeaders(page.headers(), `${prefix}/${value}`);
        expect(page.headers()["cache-control"]).toBe("no-cache");
      }
    }
    expect(await (await get(`/mine/pools/${PARAM_FRAME}`)).text()).toContain('data-player-frame=""');
    // a page is revalidated however its path is spelt (a page kept a day points at assets a later deploy removed)
    for (const path of ["/", "/faq", "/faq/", "/faq/index.html", "/index.html"]) {
      const res = await get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()["cache-control"], path).toBe("no-cache");
    }
    // what the host passes on from an upstream carries the site's headers once, never the upstream's
    // too (the mock's JSON answers send a CSP and nosniff of their own, as a real backend may)
    for (const [method, path] of [
      ["post", "/insights/event"],
      ["post", "/errors"],
      ["get", "/api/v1/user/login/nonce"],
    ] as const) {
      const res = await request[method](`${hostUrl}${path}`, method === "post" ? { data: {} } : {});
      const headers = await res.headersArray();
      for (const name of ["content-security-policy", "x-content-type-options"])
        expect(headers.filter((h) => h.name.toLowerCase() === name).length, `${path}: ${name}`).toBe(1);
      expectSecurityHeaders(res.headers(), path);
    }
    // hashed assets are immutable, pages are revalidated, text is compressed
    const html = await get("/", { "accept-encoding": "gzip" });
    expect(html.headers()["content-encoding"]).toBe("gzip");
    const script = /<script src="(\/assets\/boot-[0-9a-f]+\.js)"/.exec(await html.text())![1];
    const asset = await get(script);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expectSecurityHeaders(asset.headers(), script);
    const entry = /"(\/assets\/index-[^"]+\.js)"/.exec(await (await get("/")).text())![1];
    expect((await get(entry, { "accept-encoding": "br" })).headers()["content-encoding"]).toBe("br");
    // no source map is served, nor named
    expect((await get(`${entry}.map`)).status()).toBe(404);
    expect(await (await get(entry)).text()).not.toContain("sourceMappingURL");
    // the backend and the chain on the site's own origin
    const captcha = await get("/api/v1/user/captcha/generate");
    expect(captcha.status()).toBe(200);
    expect(captcha.headers()["x-content-type-options"]).toBe("nosniff");
    const rpc = await request.post(`${hostUrl}/rpc`, { data: { jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] } });
    expect(((await rpc.json()) as { result: string }).result).toBe("0xd10");
    expect((await get("/rpc")).status()).toBe(403);
    // TonConnect's manifest names the deployment's origin, and wallets may read it
    const manifest = await get("/tonconnect-manifest.json");
    expect(manifest.headers()["access-control-allow-origin"]).toBe("*");
    expect(((await manifest.json()) as { url: string }).url).toBe("https://play.pentagames.io");
    // installable: the web app manifest with its own type, revalidated, and every icon it names as a PNG
    const app = await get("/manifest.webmanifest");
    expect(app.status()).toBe(200);
    expect(app.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(app.headers()["cache-control"]).toBe("no-cache");
    expectSecurityHeaders(app.headers(), "/manifest.webmanifest");
    const { icons } = (await app.json()) as { icons: { src: string }[] };
    for (const src of [...icons.map((icon) => icon.src), "/apple-touch-icon.png"]) {
      const icon = await get(src);
      expect(icon.status(), src).toBe(200);
      expect(icon.headers()["content-type"], src).toBe("image/png");
    }
    expect((await get("/favicon.ico")).status()).toBe(200);
    // and the browser finds it on a page once the app runs, which links it after the page is drawn
    await page.goto("/faq");
    const cdp = await page.context().newCDPSession(page);
    await expect.poll(async () => (await cdp.send("Page.getAppManifest")).url).toBe(new URL(MANIFEST_PATH, hostUrl).href);
    const found = await cdp.send("Page.getAppManifest");
    expect(found.errors).toEqual([]);
    expect((JSON.parse(found.data ?? "{}") as { name?: string }).name).toBe(PRODUCT);
    // a page's share card is an absolute address on the deployment's origin, and served
    const card = /<meta property="og:image" content="([^"]+)">/.exec(await (await get("/faq")).text())?.[1] ?? "";
    expect(card).toBe("https://play.pentagames.io/og/faq.png");
    expect((await get(new URL(card).pathname)).headers()["content-type"]).toBe("image/png");
  });

  test(
    "sign-up, email verification and sign-in; analytics: page views as route patterns, the button clicks and signup_success, nothing personal",
    { tag: ["@ACC-T022"] },
    async ({ page, captcha, mailbox, telemetry }) => {
      const username = uniqueName("host");
      const email = `${username}@example.test`;
      const password = "host passphrase 2026";
      await page.goto("/sign-up?campaign=spatial");
      await fillSignUp(page, { username, password, email, captcha: await captcha.answer(page) });
      await expect(page.getByText("Thanks for registering! Please validate your email address to login.")).toBeVisible();
      const mail = await mailbox.latest(email, /Validate your email/);
      const link = new URL(mail.link);
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByText("Your email address is verified. You can now login!")).toBeVisible();
      await page.goto("/sign-in");
      await signIn(page, username, password);
      await expect(page).toHaveURL(/\/account$/);
      await page.goto(`/acc/${username}`);
      await expect(page.getByText(username).first()).toBeVisible();

      // the last page's view is the last event sent: wait for it, not merely for any page view
      await expect
        .poll(async () => (await telemetry.analytics()).map((e) => (e.name === "pageview" ? e.url : e.name)))
        .toEqual(expect.arrayContaining(["signup_success", "button_click", "https://play.pentagames.io/acc/$username"]));
      const events = await telemetry.analytics();
      expect(events.filter((e) => e.name === "signup_success")).toEqual([
        expect.objectContaining({ props: { campaign: "spatial", user_from: "penta", referred: "no" }, domain: "play.pentagames.io" }),
      ]);
      const clicks = events.filter((e) => e.name === "button_click").map((e) => e.props.button);
      expect(clicks).toEqual(expect.arrayContaining(["sign_up_submit", "sign_in_submit"]));
      const views = events.filter((e) => e.name === "pageview").map((e) => e.url);
      expect(views).toEqual(expect.arrayContaining(["https://play.pentagames.io/sign-up/", "https://play.pentagames.io/acc/$username"]));
      for (const e of events) {
        expect(e.raw, "no personal data in an event").not.toContain(username);
        expect(e.raw).not.toContain(email.split("@")[0]);
        expect(e.raw).not.toMatch(/token=|key=|\?/);
      }
    },
  );

  test("a badge claimed with a bound wallet: the badge_claimed event", { tag: ["@AIR-T002", "@AIR-T003"] }, async ({ page, users, wallet, telemetry }) => {
    const player = await users.create({ wallet });
    await signInAs(page, player.username, player.password);
    await page.goto("/airdrop/common");
    await page.getByRole("button", { name: "CLAIM BADGE" }).click();
    await expect(page.getByText("CONGRATULATIONS").first()).toBeVisible();
    await expect(page.getByText("BADGES CLAIMED").first()).toBeVisible();
    await expect.poll(async () => (await telemetry.analytics()).filter((e) => e.name === "badge_claimed").map((e) => e.props)).toEqual([{ badge: "COMMON" }]);
    const raw = (await telemetry.analytics()).map((e) => e.raw).join("\n");
    expect(raw).not.toContain(player.username);
    expect(raw.toLowerCase()).not.toContain(wallet.address.toLowerCase());
  });

  test(
    "mining starts on the chain behind the host's /rpc, at the deployment's contract; the mining_started event",
    { tag: ["@PUB-T054"] },
    async ({ page, users, wallet, telemetry }) => {
      test.setTimeout(120_000);
      const items: MiningItemSeed[] = [{ name: "Host Hero 1", hashrate: 200, type: "NFT" }];
      const player: Account = await users.create();
      await users.giveItems(player, items);
      await injectWallet(page, wallet);
      await signInAs(page, player.username, player.password);
      await page.goto("/mine");
      await page.getByRole("button", { name: "Connect MetaMask" }).click();
      await expect(page.getByRole("region", { name: "Wallet" }).getByText("Connected with MetaMask")).toBeVisible();
      await page.getByRole("button", { name: /^Host Hero 1\b/ }).click();
      await page.getByRole("radio", { name: /1\.5x hashrate without fee/ }).check();
      await page.getByRole("button", { name: "START MINING" }).click();
      await page.getByRole("dialog", { name: "Confirm mining" }).getByRole("button", { name: "Confirm" }).click();
      await expect(page.getByText("Onchain PC mainnet Mine Successfully")).toBeVisible({ timeout: 60_000 });
      await expect(page.getByText("Mining started: your 1 NFT or token mine with 1.5x hashrate for the next 24 hours.")).toBeVisible();
      // (the mock accepts a mine transaction only when it called the contract registered for that chain: the release's)
      await expect
        .poll(async () => (await telemetry.analytics()).filter((e) => e.name === "mining_started").map((e) => e.props))
        .toEqual([{ mode: "no_fee", items: "1" }]);
    },
  );

  test("nothing of the stand-ins or the node's controls through the host: every backend prefix refuses /__dev in any spelling, /rpc takes the app's methods only, bodies over the limit are 413", async ({
    request,
    chain,
  }) => {
    // each request line exactly as written (a client library would normalise some of these spellings)
    const port = Number(new URL(hostUrl).port);
    const prefixes = ["", "/api", "/mining", "/pool", "/block", "/user/rewards", "/user/history", "/api/v1/user"];
    for (const prefix of prefixes) {
      for (const path of [
        `${prefix}/__dev/mailbox.json`,
        `${prefix}/..;/__dev/mailbox.json`,
        `${prefix}/%5f%5fdev/mailbox.json`,
        `${prefix}/%255f%255fdev/mailbox.json`,
        `${prefix}%2f__dev%2fmailbox.json`.replace(/^%2f/, "/"),
        `${prefix}//__dev/mailbox.json`,
        `${prefix}/__DEV/captcha/x`,
      ]) {
        const res = await rawHttp(port, `GET ${path} HTTP/1.1\nHost: x`);
        expect(res.status, path).toBe(404);
        // refused by the host itself: the backend's own 404 ("No such route") never comes back
        expect(res.body, path).not.toContain("No such route");
      }
      // the two requests that opened alice's account through a host: a login key, then a session from it
      const key = await rawHttp(
        port,
        `POST ${prefix}/__dev/login-key HTTP/1.1\nHost: x\nContent-Type: application/json`,
        JSON.stringify({ username: "alice" }),
      );
      expect(key.status, prefix).toBe(404);
      expect(key.body, prefix).not.toContain('"key"');
    }

    const rpc = async (body: unknown) => {
      const res = await request.post(`${hostUrl}/rpc`, { data: body });
      return { status: res.status(), body: (await res.json()) as { result?: unknown; error?: { code: number; message: string } } | unknown[] };
    };
    const call = (method: string, params: unknown[] = []) => rpc({ jsonrpc: "2.0", id: 1, method, params });
    // the node's controls and a wallet's own methods: a JSON-RPC error from the host; the node never acts
    const stranger = "0x00000000000000000000000000000000000c0ffe";
    // the node mines a block every 2 s of itself (hardhat.config.ts, mining.interval): held while the
    // block number tells whether a refused call reached the node (asked of the node directly)
    await chain.rpc("evm_setIntervalMining", [0]);
    try {
      const before = ((await call("eth_blockNumber")).body as { result: string }).result;
      for (const [method, params] of [
        ["hardhat_setBalance", [stranger, "0x56BC75E2D63100000"]],
        ["eth_sendTransaction", [{ from: stranger, to: stranger, value: "0x1" }]],
        ["evm_mine", []],
        ["hardhat_impersonateAccount", [stranger]],
        ["debug_traceTransaction", ["0x" + "0".repeat(64)]],
        ["personal_unlockAccount", [stranger, "", 60]],
        ["admin_nodeInfo", []],
        ["eth_accounts", []],
      ] as const) {
        const answer = await call(method, [...params]);
        expect(answer.status, method).toBe(200);
        expect((answer.body as { error: { code: number } }).error.code, method).toBe(-32601);
      }
      expect(((await call("eth_getBalance", [stranger, "latest"])).body as { result: string }).result).toBe("0x0");
      expect(((await call("eth_blockNumber")).body as { result: string }).result).toBe(before);
      // what the app sends passes: reads, a batch of at most 20
      expect(((await call("eth_chainId")).body as { result: string }).result).toBe("0xd10");
      const twenty = await rpc(Array.from({ length: 20 }, (_, id) => ({ jsonrpc: "2.0", id, method: "eth_chainId", params: [] })));
      expect((twenty.body as unknown[]).length).toBe(20);
      const many = await rpc(Array.from({ length: 21 }, (_, id) => ({ jsonrpc: "2.0", id, method: "eth_chainId", params: [] })));
      expect((many.body as { error: { code: number } }).error.code).toBe(-32600);
      const oneBadInBatch = await rpc([
        { jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] },
        { jsonrpc: "2.0", id: 2, method: "evm_mine", params: [] },
      ]);
      expect((oneBadInBatch.body as { error: { code: number } }).error.code).toBe(-32601);
      // a body read one way by the gate and another by a node (a key twice, or in another case: Go's
      // decoder folds case and keeps the last) is refused; nothing of it reaches the node
      for (const body of [
        '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","Method":"personal_sign"}',
        '{"jsonrpc":"2.0","id":1,"METHOD":"debug_traceTransaction","method":"eth_chainId"}',
        '{"jsonrpc":"2.0","id":1,"method":"hardhat_mine","method":"eth_chainId"}',
      ]) {
        const res = await request.post(`${hostUrl}/rpc`, { data: body, headers: { "Content-Type": "application/json" } });
        expect((await res.json()) as unknown, body).toMatchObject({ error: { code: -32600 } });
      }
      expect(((await call("eth_blockNumber")).body as { result: string }).result).toBe(before);
    } finally {
      await chain.rpc("evm_setIntervalMining", [2000]);
    }
    // logs: within a bounded range only (the mining page reads a day's worth)
    expect(((await call("eth_getLogs", [{ fromBlock: "0x0" }])).body as { result: unknown[] }).result).toEqual(expect.any(Array));
    expect(((await call("eth_getLogs", [{ fromBlock: "0x0", toBlock: "0x1000000" }])).body as { error: { code: number } }).error.code).toBe(-32005);
    expect(((await call("eth_getLogs", [{ fromBlock: "earliest" }])).body as { error: { code: number } }).error.code).toBe(-32602);
    // a body over 64 kB is refused before it reaches the gate or the node
    expect((await request.post(`${hostUrl}/rpc`, { data: { jsonrpc: "2.0", id: 1, method: "eth_chainId", params: ["x".repeat(70_000)] } })).status()).toBe(413);
    expect(await chain.rpc("eth_chainId")).toBe("0xd10");

    // bodies over the backend's limits: 413 with the contract's error body, on every route, never the backend's 502
    for (const path of ["/api/v1/user/login", "/mining/participate", "/pool/create", "/api/submit-google-form"]) {
      const size = path === "/api/submit-google-form" ? 7 * 1024 * 1024 : 2 * 1024 * 1024;
      const res = await request.post(`${hostUrl}${path}`, { data: { big: "x".repeat(size) } });
      expect(res.status(), path).toBe(413);
      expect(await res.json(), path).toEqual({ status: false, message: "The request body is larger than the server accepts" });
    }
    // an upload within its 6 MB reaches the backend, which judges it
    const upload = await request.post(`${hostUrl}/api/submit-google-form`, {
      multipart: { resume: { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(2 * 1024 * 1024, 0x20) } },
    });
    expect(upload.status()).not.toBe(413);
  });

  test("the smoke check of docs/deploying.md passes on the deployment", async () => {
    const smoke = spawnSync("tsx", ["scripts/deploy/smoke.ts", hostUrl, "--chain-id", "3344", "--site", "https://play.pentagames.io"], { encoding: "utf8" });
    expect(smoke.stdout).toContain("all 8 checks passed");
    expect(smoke.status).toBe(0);
  });

  test.describe("WalletConnect (a release has a project id): the app's own QR code and wallet links", () => {
    test("on a computer: nothing of WalletConnect loads before Connect; then a QR code of the pairing link, which can be copied; no vendor modal", async ({
      page,
      context,
    }) => {
      const cloud = await standInWalletConnectCloud(page);
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const scripts: string[] = [];
      page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
      await visit(page, "/sign-in");
      const panel = page.getByRole("region", { name: "Wallet" });
      await panel.hover(); // the wallet stack loads on intent
      const connect = panel.getByRole("button", { name: "Connect WalletConnect" });
      await expect(connect).toBeEnabled();
      const loadedBefore = scripts.length;
      // on demand: the wallet panel is up, and WalletConnect has neither loaded nor called its relay
      expect(cloud.connections).toEqual([]);
      await connect.click();
      const dialog = page.getByRole("dialog", { name: "Connect with WalletConnect" });
      await expect(dialog.getByRole("img", { name: "WalletConnect pairing code" })).toBeVisible({ timeout: 30_000 });
      expect(scripts.length).toBeGreaterThan(loadedBefore); // its SDK came with the click
      expect(cloud.connections.length).toBeGreaterThan(0);
      expect(cloud.methods).toContain("wc_proposeSession"); // the session proposal went out through the relay
      await dialog.getByRole("button", { name: "Copy link" }).click();
      await expect(dialog.getByRole("button", { name: "Link copied" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(WC_URI);
      // no vendor modal, no call to its API, no telemetry
      await expect(page.locator("w3m-modal, wcm-modal, appkit-modal")).toHaveCount(0);
      expect(cloud.http.filter((u) => /web3modal|reown|pulse\./.test(u))).toEqual([]);
      // closing gives the pairing up quietly: the wallets can be picked again, no error is shown
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(connect).toBeEnabled();
      await expect(page.getByText("Could not connect the wallet")).toHaveCount(0);
    });

    test("on a phone: the wallet apps that take the pairing link, and Coin98 goes through WalletConnect", async ({ browser }) => {
      const { defaultBrowserType: _chromium, ...pixel7 } = devices["Pixel 7"];
      const context = await browser.newContext({ ...pixel7, baseURL: hostUrl });
      try {
        const page = await context.newPage();
        await standInWalletConnectCloud(page);
        await watchDeepLinks(page);
        await visit(page, "/sign-in");
        const panel = page.getByRole("region", { name: "Wallet" });
        await panel.getByRole("button", { name: "Connect WalletConnect" }).tap();
        const dialog = page.getByRole("dialog", { name: "Connect with WalletConnect" });
        // the pairing link comes once the SDK's chunk has loaded and the relay has answered: seconds
        // more on a busy host, beyond the suite's default wait
        await expect(dialog.getByRole("img", { name: "WalletConnect pairing code" })).toBeVisible({ timeout: 30_000 });
        const uri = await dialog.getByRole("link", { name: "Open Another wallet app" }).getAttribute("href");
        expect(uri).toMatch(WC_URI);
        await expect(dialog.getByRole("link", { name: "Open MetaMask" })).toHaveAttribute("href", `metamask://wc?uri=${encodeURIComponent(uri!)}`);
        await expect(dialog.getByRole("link", { name: "Open Trust Wallet" })).toHaveAttribute(
          "href",
          `https://link.trustwallet.com/wc?uri=${encodeURIComponent(uri!)}`,
        );
        // the iPhone rule: the pairing link exists before the tap, and the tap itself opens the app
        for (const app of ["MetaMask", "Trust Wallet", "Another wallet app"]) await expectOpenedInTap(page, dialog.getByRole("link", { name: `Open ${app}` }));
        await dialog.getByRole("button", { name: "Close" }).tap();
        // Coin98 has no in-app browser link: on a phone it is reached through WalletConnect
        await expect(panel.getByRole("button", { name: "Connect Coin98" })).toBeEnabled();
        await panel.getByRole("button", { name: "Connect Coin98" }).tap();
        await expect(page.getByRole("dialog", { name: "Connect with WalletConnect" })).toBeVisible();
      } finally {
        await context.close();
      }
    });
  });

  test("the sign-in widget: a partner site gets the code from the popup", async ({ page, user }) => {
    await page.goto(hostPartnerUrl);
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Sign in with Penta" }).click();
    const widget = await popup;
    expect(new URL(widget.url()).origin).toBe(hostUrl);
    await signIn(widget, user.username, user.password);
    const closed = widget.waitForEvent("close");
    await widget.getByRole("button", { name: "Approve" }).click();
    await closed;
    await expect(page.locator("#username")).toHaveText(user.username);
  });

  test("an error in a page reaches the error reporter through the host's tunnel, scrubbed", async ({ page, user, telemetry, pageHealth }) => {
    // the partners answer a body the contract's validator refuses: the route's error boundary shows it
    await page.route("**/mining/partners", (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"status":true}' }));
    await signInAs(page, user.username, user.password);
    await page.goto(`/mine/partners?invite=SECRETCODE123&from=${encodeURIComponent(user.email)}`);
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect.poll(async () => (await telemetry.errors()).length).toBe(1);
    const [report] = await telemetry.errors();
    expect(report.event.tags).toMatchObject({ kind: "route" });
    expect(report.event.extra).toEqual({ page: `${hostUrl}/mine/partners` });
    expect(report.raw).not.toContain("SECRETCODE123");
    expect(report.raw).not.toContain(user.email);
    expect(report.raw).not.toContain(user.username);
    // the router logs the error it caught: the one this test caused (the response validator's,
    // a zod mini schema's $ZodError), and nothing else
    expect(pageHealth.consoleErrors).toEqual([expect.stringMatching(/^\$ZodError\n/)]);
    pageHealth.consoleErrors.length = 0;
  });
});
