// The main journeys in the engines Playwright cannot drive here: Firefox ESR and WebKitGTK (the
// engine of every iPhone browser), on the production build as the suite serves it (docs/browsers.md).
// Each test reads the same in both engines (engines/page.ts); each ends with no error report from
// its pages and no sideways scroll (engines/fixture.ts), and a few keep a screenshot.
import { ports } from "../playwright.config";
import { readRouteTable } from "../scripts/lib/route-table";
import { everyPlayerPath, PLAYER_ONLY } from "../scripts/lib/site-pages";
import { encodeWidgetData } from "../src/features/sso/lib/widget-data";
import { storedSession } from "../src/lib/session";
import { TEST_GONE_COOKIE, TEST_UNREACHABLE_COOKIE } from "../scripts/build/test-files-by-cookie";
import brand from "../brand.json" with { type: "json" };
import { expect, test } from "./engines/fixture";
import { engineWallet, type KeyHolder } from "./engines/wallet";
import { call } from "./fixtures/chain";
import { fundedKey } from "./fixtures/funded-key";
import { KEY_SCREENS } from "./fixtures/screens";
import type { EnginePage } from "./engines/page";
import { MOCK_URL, PARTNER_URL, uniqueName } from "./fixtures/stack";
import type { Account } from "./fixtures/user";
import type { TestWallet } from "./fixtures/wallet";

/** Opens `path` signed in as the account: a session from the sign-in call, kept where the app keeps it (as flows.ts openSignedIn). */
async function openSignedIn(ui: EnginePage, token: string, path: string) {
  await ui.driver.open(new URL("/favicon.svg", ui.baseUrl).href);
  await ui.run("(entries) => entries.forEach(([k, v]) => localStorage.setItem(k, v))", storedSession(token));
  await ui.goto(path);
}

const chainRpc = `http://127.0.0.1:${ports.enginesChain}`;
const rpc = <T>(method: string, params: unknown[] = []) => call<T>(chainRpc, method, params);

/** A funded wallet on the engines' chain (the preview's /rpc): it signs and sends in the test process. */
const chainWallet = async () => (await fundedKey(chainRpc)) as unknown as KeyHolder & TestWallet;

async function noOverflow(ui: EnginePage, where: string) {
  expect(await ui.overflow(), `sideways scroll on ${where} in ${ui.engine}`).toBeLessThanOrEqual(0);
}

/**
 * Every picture of the page loaded (the lazy ones asked for at once): none broken or empty. For the
 * key screens that Chromium keeps by screenshot (acceptance/screens.spec.ts).
 */
async function picturesLoaded(ui: EnginePage, where: string) {
  await ui.run("() => document.querySelectorAll('img[loading=lazy]').forEach((img) => { img.loading = 'eager'; })");
  // one look at every picture at once: a picture the page replaces (a new captcha) is judged by
  // its new file, once that has loaded, never half-way
  const notShown =
    "() => [...document.images].filter((img) => !img.complete || img.naturalWidth === 0).map((img) => (img.currentSrc || img.src || img.outerHTML).slice(0, 100))";
  let broken: string[] = [];
  await ui.until(async () => (broken = await ui.run<string[]>(notShown)).length === 0, `the pictures of ${where} load`).catch(() => undefined);
  expect(broken, `pictures that did not load on ${where} in ${ui.engine}`).toEqual([]);
}

/** The wallet put in the page (again after each load) and offered by the panel. */
const walletShown = (ui: EnginePage, wallet: ReturnType<typeof engineWallet>) =>
  ui.until(async () => (await wallet.inject(), await ui.has("button", "Connect MetaMask")), "MetaMask in the wallet panel");

/** Reload the page, clicked, and the page it loads at `path`, after `first` (a script run in the page before). */
async function reloadedByButton(ui: EnginePage, path: string, first = "") {
  await ui.run(`() => { ${first} window.__beforeReload = true; }`);
  await ui.click("button", "Reload the page");
  await ui.until(() => ui.run<boolean>("() => !window.__beforeReload && document.readyState === 'complete'"), "the page reloaded");
  expect(await ui.path()).toBe(path);
}

/** /sign-in with one of the suite's file cookies (`name=value`: files gone or unreachable), then Connect MetaMask. */
async function connectWithFiles(ui: EnginePage, wallet: ReturnType<typeof engineWallet>, cookie: string) {
  await ui.goto("/sign-in");
  await ui.run(`(cookie) => { document.cookie = cookie + "; path=/"; }`, cookie);
  await walletShown(ui, wallet);
  await ui.click("button", "Connect MetaMask");
}

/** The script that takes a file cookie away again. */
const forget = (cookieName: string) => `document.cookie = "${cookieName}=; path=/; max-age=0";`;

/** The key screens a visitor opens (the signed-in ones are on the journeys below: /account, /mine and its confirm step). */
const visitorScreens = new Set(KEY_SCREENS.filter((s) => s.as === "visitor" && !s.step).map((s) => s.path));

for (const engine of ["firefox", "webkit"] as const)
  test.describe(`${engine}: the main journeys (docs/browsers.md)`, () => {
    test.use({ engineName: engine });

    test("every public page opens on its own heading and title, with no sideways scroll; the key screens' pictures load (public-pages-mining.md §2)", async ({
      ui,
      shot,
    }) => {
      test.setTimeout(240_000);
      const pages = readRouteTable("dist")?.plan.pages ?? [];
      expect(pages.length, "the build's route table lists the public pages").toBeGreaterThan(40);
      // the key screens that are no prerendered page (the 404) too
      for (const path of [...new Set([...pages, ...visitorScreens])]) {
        await ui.goto(path);
        await ui.get("heading1");
        expect(await ui.run<string>("() => document.title"), `the title of ${path}`).toContain(brand.name);
        await noOverflow(ui, path);
        if (visitorScreens.has(path)) await picturesLoaded(ui, path);
        if (path === "/") await shot("home");
      }
    });

    test("every signed-in page opens on its own heading, with no sideways scroll (accounts-identity.md §2)", async ({ ui, users, shot }) => {
      test.setTimeout(120_000);
      const me = await users.create();
      const pages = everyPlayerPath(me.username).filter((path) => PLAYER_ONLY.test(path));
      expect(pages.length, "the signed-in pages").toBeGreaterThan(4);
      await openSignedIn(ui, await users.token(me), pages[0]!);
      for (const path of pages) {
        await ui.goto(path);
        await ui.get("heading1");
        expect(await ui.path(), `${path} is shown, not the sign-in`).toBe(new URL(path, ui.baseUrl).pathname);
        await noOverflow(ui, path);
        if (path === "/mine/stats") await shot("mining-stats");
      }
    });

    test("the partner's sign-in pop-up, a page with nothing of its own before the app, opens on its login panel (accounts-identity.md §4)", async ({ ui }) => {
      await ui.goto(`/sso?data=${encodeWidgetData({ client_id: "penta-faucet", redirect_uri: `${PARTNER_URL}/callback` })}`);
      await ui.see(`Sign in to ${brand.name} to continue to Penta Faucet.`);
      await ui.get("textbox", "Email or Username");
      await noOverflow(ui, "/sso");
    });

    test("sign-up, the verification mail, then sign-in through the form to USER INFO", { tag: ["@ACC-T022", "@ACC-T068"] }, async ({ ui, request, shot }) => {
      const username = uniqueName("eng");
      const email = `${username}@example.test`;
      const password = "a long passphrase of 24";
      await ui.goto("/sign-up");
      // a player who followed on X before: the follow step is the Chromium suite's (sign-up-sign-in.spec.ts)
      await ui.run("() => localStorage.setItem('follow_twitter_completed', 'true')");
      await ui.fill("Username", username);
      await ui.fill(/^Password/, password);
      await ui.fill("Email", email);
      // the captcha comes in its own request: read, as a person reads it, once the page shows it
      let answer = "";
      await ui.until(async () => {
        const image = await ui.run<string>("() => document.querySelector('img[alt*=Captcha]')?.getAttribute('src') ?? ''");
        const read = image ? await request.post(`${MOCK_URL}/__dev/captcha/by-image`, { data: { image } }) : null;
        if (read?.ok()) answer = ((await read.json()) as { answer: string }).answer;
        return !!answer;
      }, "the page shows the mock's captcha");
      await ui.fill("Captcha", answer);
      await shot("sign-up");
      await ui.click("button", "SUBMIT");
      await ui.see("Thanks for registering! Please validate your email address to login.");
      // the app leads on to /validate-email by itself: a goto while that navigation runs is aborted in Firefox
      await ui.until(async () => (await ui.path()) === "/validate-email", "the sign-up leads to /validate-email");

      const mails = (await (await request.get(`${MOCK_URL}/__dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { link: string }[];
      expect(mails[0], "the verification mail").toBeTruthy();
      await ui.goto(new URL(mails[0]!.link).pathname + new URL(mails[0]!.link).search);
      await ui.see("Your email address is verified. You can now login!");

      await ui.goto("/sign-in");
      await ui.fill("Email or Username", username);
      await ui.fill(/^Password/, password);
      await ui.click("button", "ENTER");
      await ui.until(async () => (await ui.path()) === "/account", "the sign-in leads to /account");
      await ui.get("heading", "USER INFO");
      await ui.see(username);
      await noOverflow(ui, "/account");
      await picturesLoaded(ui, "/account");
      await shot("account");
    });

    test("a screenshot answers right after the driver typed, on a page with nothing more to paint (the suite's own driver)", async ({ ui }) => {
      await ui.driver.open("about:blank");
      await ui.run("() => { document.body.innerHTML = '<label>Name <input></label>'; }");
      await ui.fill("Name", "typed by the driver");
      const started = Date.now();
      await ui.screenshot(test.info().outputPath(`${engine}-typed.png`));
      expect(Date.now() - started, "how long the screenshot took, in ms").toBeLessThan(10_000);
    });

    test("the friends modal lists an accepted friend", { tag: ["@ACC-T078"] }, async ({ ui, users }) => {
      const friend = await users.create();
      const me: Account = await users.create({ friends: [friend] });
      await openSignedIn(ui, await users.token(me), "/account");
      await ui.click("button", /^Account menu for/);
      await ui.click("button", "Friends");
      await ui.get("dialog", "Friends");
      await ui.get("link", friend.username);
      await noOverflow(ui, "the friends modal");
    });

    test("a badge claim: CLAIM BADGE, then CONGRATULATIONS and BADGES CLAIMED", { tag: ["@AIR-T002", "@AIR-T003"] }, async ({ ui, users, shot }) => {
      const me = await users.create({ wallet: await chainWallet() });
      await openSignedIn(ui, await users.token(me), "/airdrop/common");
      await ui.get("heading1", "Welcome Hero Badge");
      await ui.click("button", "CLAIM BADGE");
      await ui.see("CONGRATULATIONS");
      await ui.see("BADGES CLAIMED");
      await noOverflow(ui, "/airdrop/common");
      await shot("badge-claimed");
    });

    test(
      "the wallet panel connects MetaMask, and a mining start on the local chain: Confirm, 2 blocks, Currently Mining (public-pages-mining.md §4)",
      { tag: ["@PUB-T054", "@PUB-T015"] },
      async ({ ui, users, request, shot }) => {
        // its steps' own waits add up to more than 150 s (the wallet reads the chain every 15 s)
        test.setTimeout(240_000);
        // the mock checks the start's transaction on this chain
        expect((await request.post(`${MOCK_URL}/__dev/chains`, { data: { rpc_url: chainRpc } })).ok()).toBe(true);
        const holder = await chainWallet();
        const player = await users.create({ wallet: holder });
        await users.giveItems(player, [
          { name: "Hero 1", hashrate: 310, type: "NFT", collection: "Heroes" },
          { name: "Hero 2", hashrate: 275, type: "NFT", collection: "Heroes" },
        ]);
        const wallet = engineWallet(ui, holder);
        try {
          await openSignedIn(ui, await users.token(player), "/mine");
          await ui.get("button", /^Hero 1\b/);
          await picturesLoaded(ui, "/mine");
          // a browser wallet is in every document the tab shows (as MetaMask injects itself at each load)
          await walletShown(ui, wallet);
          await ui.click("button", "Connect MetaMask");
          await ui.see("Connected with MetaMask");
          await ui.click("button", /^Hero 1\b/);
          await ui.click("radio", /1\.5x hashrate without fee/);
          await ui.click("button", "START MINING");
          await ui.get("dialog", "Confirm mining");
          await noOverflow(ui, "the mining confirm step");
          await picturesLoaded(ui, "the mining confirm step");
          await shot("mining-confirm");
          await ui.click("button", "Confirm");
          await ui.see(/Verifying your transaction on chain/, { ms: 30_000 });
          await rpc("evm_mine");
          await rpc("evm_mine");
          // the wallet looks at the chain every 15 s
          await ui.see("Onchain PC mainnet Mine Successfully", { ms: 60_000 });
          await ui.get("heading", "Currently Mining", 30_000);
          await noOverflow(ui, "/mine");
          await shot("mining");
        } finally {
          await wallet.stop();
        }
      },
    );

    // the last two of an engine's tests: a file WebKit refused stays refused for a while, even across
    // a reload, and the tests before load the same panel
    test("the wallets' code gone after a new release (WebKit's error names no file): the panel says a new version is out, and Reload the page loads the page again", async ({
      ui,
    }) => {
      const wallet = engineWallet(ui, await chainWallet());
      try {
        // the release that replaced this page's files: the panel's code and the page's entry are gone
        await connectWithFiles(ui, wallet, `${TEST_GONE_COOKIE}=wallet-sign-in-panel.index`);
        await ui.see(`A new version of ${brand.name} is out. Reload the page to use it.`);
        expect(await ui.has("heading", "Something went wrong")).toBe(false);
        // the page reloads (a release's new page names new files: the same names here, which an
        // engine that keeps a failed module fetch may refuse for a while, so the panel is not opened again)
        await reloadedByButton(ui, "/sign-in", forget(TEST_GONE_COOKIE));
        await walletShown(ui, wallet);
        expect(await ui.has("status", /new version/)).toBe(false);
      } finally {
        await wallet.stop();
      }
    });

    test("the wallets' code unreachable, then back: Try again loads it, or, where the engine refuses a failed file again, says so and offers Reload the page", async ({
      ui,
    }) => {
      const wallet = engineWallet(ui, await chainWallet());
      const unreachable = "The wallets could not be loaded. The server could not be reached. Check your connection, then try again.";
      const refused = "The wallets still could not be loaded. Reload the page to try again.";
      try {
        // the connection drops while the panel's code loads; the server still has the file
        await connectWithFiles(ui, wallet, `${TEST_UNREACHABLE_COOKIE}=wallet-sign-in-panel`);
        await ui.see(unreachable);
        await ui.run(`() => { ${forget(TEST_UNREACHABLE_COOKIE)} }`);
        await ui.click("button", "Try again");
        await walletShown(ui, wallet);
        await ui.click("button", "Connect MetaMask");
        // an engine that fetches a failed module again loads the panel and connects; one that keeps
        // the failure for the page (Debian's, today) refuses the file without asking, and the panel
        // must not blame the connection. Which way it went is noted on the test.
        await ui.see(new RegExp(`Connected with MetaMask|${refused}`));
        const wasRefused = await ui.has("status", refused);
        test.info().annotations.push({ type: "try again", description: wasRefused ? "refused by the engine: Reload the page" : "loaded" });
        if (wasRefused) {
          await reloadedByButton(ui, "/sign-in");
          await walletShown(ui, wallet);
        }
        expect(await ui.has("status", unreachable)).toBe(false);
      } finally {
        await wallet.stop();
      }
    });
  });
