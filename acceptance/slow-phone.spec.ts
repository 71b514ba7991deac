import { mergeTests, type Page, type TestInfo } from "@playwright/test";
import { everyPlayerPath, everyVisitorPath, PLAYER_ONLY } from "../scripts/lib/site-pages";
import { expect, literal, test as base } from "./fixtures";
import { expectOwnContent, pageWatch, random, SEED, slowCpu, slowNetwork, type PageWatch, type Random } from "./fixtures/slow-phone";
import type { Telemetry } from "./fixtures/telemetry";
import { openSignedIn, signIn } from "./flows";

/**
 * The slow phone: every page of the site, as a visitor and as a signed-in player, on a
 * phone whose CPU is 4-6x slower than this machine, on a network where API answers and code arrive
 * late by varying amounts, opened the ways a player opens pages: directly, reloaded while loading,
 * superseded by a second navigation while the first still loads, back and forward mid-load, and by
 * a link of the page. Each page must end on its own content, and nothing may go wrong on the way:
 * no failure page, even for a moment; no console error or warning (React's among them); no error
 * report. The order and the timings come from one seed (SLOW_PHONE_SEED replays a run).
 *
 * Runs in the projects `slow-phone` (the production build) and `slow-phone-dev` (the dev server,
 * where React's warnings are on); `npm test` runs the short sample walks (tagged @sample) in both and
 * the journeys on the production build (@sample-build), `npm run test:slow-phone` everything.
 */
const test = mergeTests(base, pageWatch);

/** Pages per walk: a walk is one test, one browser context, one account. */
const WALK = 7;
/**
 * The sample `npm test` runs in both projects: short walks of the pages that failed in the field
 * (players' pages showing the error page; the dev server's React warnings on /spatial/alice and
 * /mine/active-collection). The full walks (npm run test:slow-phone) hold every page.
 */
const SAMPLE = {
  player: ["/account", "/mine/stats", "/mine"],
  visitor: ["/spatial/alice", "/mine/active-collection", "/account"],
};
/** The walks are the same in every run (their titles stay); the order of a walk's pages, the ways they are opened and the timings come from the run's seed. */
const PLAN_SEED = 45;

type Kind = "visitor" | "player";

/** The routes that send every player elsewhere (their beforeLoad's redirect). */
const REDIRECTS: Record<string, string> = { "/register": "/sign-up" };

/** Where a page opened by `kind` ends: a visitor is sent to sign in from a player's page. */
function expectedUrl(kind: Kind, path: string): RegExp {
  const { pathname, search } = new URL(REDIRECTS[path] ?? path, "http://x");
  if (kind === "visitor" && PLAYER_ONLY.test(pathname)) return new RegExp(`/sign-in\\?redirectUrl=${literal(encodeURIComponent(path))}$`);
  return new RegExp(`^[^?#]*//[^/]+${literal(pathname)}${search ? literal(search) : ""}(#.*)?$`);
}

type Action = "open" | "reload" | "supersede" | "back-forward" | "link";
const ACTIONS: Action[] = ["open", "reload", "supersede", "back-forward", "link"];

const sleep = (page: Page, ms: number) => page.waitForTimeout(ms);
/**
 * A navigation that returns once it is under way (the document's first bytes), not loaded: the
 * page's own goto, not the suite's (which waits for the app to take over: fixtures/stack.ts).
 */
const start = (page: Page, path: string) => again(() => (Object.getPrototypeOf(page) as Page).goto.call(page, path, { waitUntil: "commit" }));

/**
 * A navigation asked for while the page's previous one is changing process (Chromium moves a tab
 * to another renderer at its first navigation) fails with "Not attached to an active page", and
 * one asked for while the page sends itself elsewhere (a visitor's /account on its way to sign in)
 * is "interrupted by another navigation": asked again a moment later, as a player's second tap
 * would be (the walk then checks the page the player asked for).
 */
const RETRIED = /Not attached to an active page|is interrupted by another navigation/;
async function again<T>(navigate: () => Promise<T>, { retried = RETRIED, attempts = 3 } = {}): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await navigate();
    } catch (error) {
      if (attempt >= attempts || !retried.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * The browser's reload, tapped once. Playwright takes the first navigation of the tab to end after
 * it asked for the reload as the reload's own, so when the reload cancels a move the page had under
 * way (the snapshot's first step sends a visitor on with location.replace, src/config/first-steps.ts)
 * it fails with "net::ERR_ABORTED" though the reload goes on. Asked again then, the reload would
 * cancel the reloaded page's own move once more, so the tab's next document is awaited instead.
 */
async function reload(page: Page) {
  const committed = page.waitForEvent("framenavigated", { predicate: (frame) => frame === page.mainFrame(), timeout: 30_000 });
  committed.catch(() => undefined); // awaited below only if the reload reports an abort
  await again(async () => {
    try {
      await page.reload({ waitUntil: "commit" });
    } catch (error) {
      if (!/net::ERR_ABORTED/.test(String(error))) throw error;
      await committed;
    }
  });
}

/**
 * One step back (-1) or forward (1) in the tab's history, to the entry one step away when asked;
 * returns where it went. Playwright's step fails with "net::ERR_ABORTED" when it ends a navigation
 * the page had started itself (the /account snapshot's location.replace), though the step goes on;
 * asked again then, it would count from the entry already on its way and go one step further. So
 * after a failure the step is asked again only if the tab is not already going to its entry.
 */
async function historyStep(page: Page, delta: -1 | 1): Promise<string> {
  const before = await history(page);
  const entry = before.entries[before.currentIndex + delta];
  if (!entry) throw new Error(`no history entry ${delta} from ${before.entries[before.currentIndex]?.url ?? "none"}`);
  const arrived = page.waitForEvent("framenavigated", { predicate: (frame) => frame === page.mainFrame() && frame.url() === entry.url, timeout: 30_000 });
  arrived.catch(() => undefined); // awaited below unless the step itself fails
  await again(async () => {
    try {
      await (delta < 0 ? page.goBack({ waitUntil: "commit" }) : page.goForward({ waitUntil: "commit" }));
    } catch (error) {
      const now = await history(page); // a step under way is the tab's current entry already
      if (now.entries[now.currentIndex]?.id !== entry.id) throw error;
    }
  });
  await arrived;
  const { pathname, search } = new URL(entry.url);
  return `${pathname}${search}`;
}

/** The tab's history (Chromium's; the current entry is the one a step under way goes to), read again while the tab changes process. */
function history(page: Page) {
  const read = async () => {
    const cdp = await page.context().newCDPSession(page);
    try {
      return await cdp.send("Page.getNavigationHistory");
    } finally {
      await cdp.detach().catch(() => undefined); // the tab may be gone meanwhile
    }
  };
  return again(read, { retried: /Not attached to an active page/, attempts: 50 });
}

/** Opens `path` the way `action` says; returns what was done, for the failure's message. */
async function visit(page: Page, path: string, action: Action, rng: Random, others: string[]): Promise<string> {
  switch (action) {
    case "open":
      await start(page, path);
      return `open ${path}`;
    case "reload": {
      await start(page, path);
      const wait = rng.int(50, 1500);
      await sleep(page, wait);
      await reload(page);
      return `open ${path}, reload after ${wait} ms`;
    }
    case "supersede": {
      if (others.length === 0) return visit(page, path, "open", rng, others);
      const first = rng.pick(others);
      await start(page, first);
      const wait = rng.int(50, 1200);
      await sleep(page, wait);
      await start(page, path);
      return `open ${first}, then ${path} after ${wait} ms`;
    }
    case "back-forward": {
      await start(page, path);
      const wait = rng.int(50, 1000);
      await sleep(page, wait);
      const back = await historyStep(page, -1);
      const forwardAfter = rng.int(50, 800);
      await sleep(page, forwardAfter);
      const forward = await historyStep(page, 1);
      return `open ${path}, back after ${wait} ms (to ${back}), forward after ${forwardAfter} ms (to ${forward})`;
    }
    case "link": {
      const link = page.locator(`a[href="${path}"]:visible`).first();
      if ((await link.count()) === 0) return visit(page, path, "open", rng, others);
      await link.click();
      return `click a link to ${path}`;
    }
  }
}

/** The pages of a kind, cut into walks (a player's own pages name the walk's fresh account, filled in at run time). */
function walks(kind: Kind): string[][] {
  const all = kind === "visitor" ? everyVisitorPath() : everyPlayerPath("{player}");
  const ordered = random(PLAN_SEED).shuffle(all);
  const out: string[][] = [];
  for (let i = 0; i < ordered.length; i += WALK) out.push(ordered.slice(i, i + WALK));
  return out;
}

/** The run's seed, and one drawn from it for a test; the test says both (a failure is replayed with SLOW_PHONE_SEED). */
function seedFor(testInfo: TestInfo, offset: number) {
  const seed = SEED + offset;
  testInfo.annotations.push({ type: "seed", description: `SLOW_PHONE_SEED=${SEED} (this test draws from ${seed})` });
  return random(seed);
}

/**
 * The phone's conditions for the test's page: API answers and code late, the CPU slowed 4-6x. The
 * network draws from a generator of its own, so the walk's order, ways and waits are the seed's alone.
 */
async function slowPhone(page: Page, rng: Random, devServer: boolean) {
  await slowNetwork(page.context(), rng.fork(), { apiMs: 2500, codeMs: devServer ? 600 : 1500, codeShare: devServer ? 0.15 : 1 });
  await slowCpu(page, rng.int(4, 6));
}

/**
 * Nothing went wrong on the way: no failure page (checked as it happens), no error report; no
 * console error or warning either (every test of the suite fails on one: pageHealth).
 */
async function expectNothingWentWrong(watch: PageWatch, telemetry: Telemetry, steps: string[]) {
  expect(watch.failurePages, `failure pages (${steps.join("; ")})`).toEqual([]);
  expect(await telemetry.errors(), `error reports (${steps.join("; ")})`).toEqual([]);
}

test.describe("journeys on a slow phone (accounts-identity.md §2, §5)", () => {
  test(
    "a new player's first sign-in through the form ends on their account",
    { tag: ["@sample-build"] },
    async ({ page, users, watch, telemetry }, testInfo) => {
      test.setTimeout(120_000);
      const rng = seedFor(testInfo, 1);
      const account = await users.create();
      await slowPhone(page, rng, testInfo.project.name === "slow-phone-dev");
      await page.goto("/sign-in"); // the suite's goto: once the app has taken the prerendered page over
      await signIn(page, account.username, account.password);
      await expectOwnContent(page, /\/account$/, 60_000);
      await expect(page.getByRole("heading", { name: "USER INFO" })).toBeVisible({ timeout: 30_000 });
      await sleep(page, 1500);
      await expectNothingWentWrong(watch, telemetry, ["sign in through the form"]);
    },
  );

  test("connecting X and cancelling on X's page comes back to the account", { tag: ["@sample-build"] }, async ({ page, user, watch, telemetry }, testInfo) => {
    // the provider sends the player back to the app's public URL (the mock's APP_URL): the production build's
    test.skip(testInfo.project.name === "slow-phone-dev", "the OAuth return goes to the site's one public URL, the production build's");
    test.setTimeout(120_000);
    const rng = seedFor(testInfo, 2);
    await openSignedIn(page, user, "/account");
    await slowPhone(page, rng, false);
    await page.getByRole("button", { name: "Connect X", exact: true }).click();
    await expect(page.getByRole("heading", { name: "X (local stand-in)" })).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "Cancel" }).click();
    await expectOwnContent(page, /\/account(\?.*)?$/, 60_000);
    await expect(page.getByRole("heading", { name: "USER INFO" })).toBeVisible({ timeout: 30_000 });
    await sleep(page, 1500);
    await expectNothingWentWrong(watch, telemetry, ["connect X", "cancel on X's page"]);
  });
});

for (const kind of ["visitor", "player"] as const) {
  const plan = walks(kind).map((pages, index, all) => ({ name: `walk ${index + 1} of ${all.length}`, pages, sample: false }));
  plan.push({ name: "sample", pages: SAMPLE[kind], sample: true });
  plan.forEach(({ name, pages, sample }, index) => {
    test(
      `slow phone, ${kind}, ${name}: ${pages.join(" ")} (public-pages-mining.md §2, accounts-identity.md §2)`,
      { tag: sample ? ["@sample"] : [] },
      async ({ page, users, watch, telemetry }, testInfo) => {
        const devServer = testInfo.project.name === "slow-phone-dev";
        // the dev server's modules are many and unbundled: more time per page
        const perPage = devServer ? 60_000 : 30_000;
        test.setTimeout(perPage * (pages.length + 2));
        const rng = seedFor(testInfo, 100 + index * 7919 + (kind === "player" ? 104729 : 0));
        let username = "alice";
        if (kind === "player") {
          const account = await users.create();
          username = account.username;
          await openSignedIn(page, account, "/favicon.svg");
        }
        await slowPhone(page, rng, devServer);
        const own = (p: string) => p.replace("{player}", username).replace(/\/alice$/, `/${username}`);
        const visited: string[] = [];
        for (const path of rng.shuffle(pages.map(own))) {
          // back and forward need a page of the walk before this one
          const action = rng.pick(visited.length ? ACTIONS : ACTIONS.filter((a) => a !== "back-forward"));
          // a page that sends a visitor on before it paints is not the one superseded: Chromium lets
          // its move, asked while the second navigation is on its way, commit after that one
          const others = pages.map(own).filter((p) => p !== path && !(kind === "visitor" && PLAYER_ONLY.test(p)));
          const done = await visit(page, path, action, rng, others);
          visited.push(done);
          await expectOwnContent(page, expectedUrl(kind, path), perPage, `${visited.join("; ")}; SLOW_PHONE_SEED=${SEED}`);
          // a moment on the page: a late answer or a poll may still turn it
          await sleep(page, rng.int(200, 1200));
          expect(watch.failurePages, `failure pages so far (${visited.join("; ")})`).toEqual([]);
        }
        await expectNothingWentWrong(watch, telemetry, visited);
      },
    );
  });
}
