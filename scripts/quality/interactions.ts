// The interactions `npm run perf` measures after a page has loaded (a fast load is not enough: a
// tap must answer fast too): Interaction to Next
// Paint from the Event Timing API, on the phone the page loads are measured on (390x844 with touch,
// the CPU slowed to the calibrated phone), three runs each, every run beside a floor tapped just
// before and just after it: the same tap on a bare HTML page, which no app code can make faster.
import { writeFileSync } from "node:fs";
import type { Browser, BrowserContext, CDPSession, Locator, Page } from "@playwright/test";
import { middle } from "../lib/middle.ts";

/** What a scenario needs from the run: where the app is, and players made for it. */
export interface Stage {
  base: string;
  players: PlayerFactory;
}

export interface PlayerFactory {
  /** A fresh, verified player with what the scenario asks for; its session is put in the page. */
  create: (o?: { friends?: number; items?: boolean; wallet?: boolean }) => Promise<Player>;
  /** A fresh username and password that no account has yet (for the sign-up). */
  fresh: () => { username: string; email: string; password: string };
  /** The answer of the captcha the page shows (the mock's dev helper, as a person reads the image). */
  captchaOf: (image: string) => Promise<string>;
}

export interface Player {
  username: string;
  password: string;
  token: string;
  /** Installs the player's browser wallet in a context (a funded key on the local chain), when it has one. */
  wallet?: (context: BrowserContext) => Promise<void>;
}

export interface Scenario {
  name: string;
  /** The page it starts on, and who opens it. */
  path: (player: Player | null) => string;
  player?: Parameters<PlayerFactory["create"]>[0];
  /** Whether the player's session is in the page (default: whenever there is a player) */
  signedIn?: boolean;
  /** Steps before the measured part (their interactions do not count). */
  before?: (page: Page, player: Player | null, stage: Stage) => Promise<void>;
  /** The measured part: what the player does, ending when its result shows. */
  act: (page: Page, player: Player | null, stage: Stage) => Promise<void>;
}

const button = (page: Page, name: string | RegExp) => page.getByRole("button", { name });

/**
 * A player's tap, as the phone sends it. The measuring tool's own work in the page (finding the
 * control, scrolling to it) is done first and let settle; then a touch at the control's centre,
 * through the browser's input (nothing of the tool runs in the page then); then nothing looks at
 * the page until the interaction has painted and been reported. A locator's tap() would check the
 * control in the page just before touching it: on the slowed phone that is tens of milliseconds of
 * the tool's script, which the Event Timing API counts as the tap's input delay.
 */
async function press(target: Locator, { awaitReport = true } = {}) {
  const page = target.page();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${String(target)} is not on the page`);
  await quiet(page);
  const reported = await reportedCount(page);
  await touch(page, box.x + box.width / 2, box.y + box.height / 2);
  if (awaitReport) await painted(page, reported);
}

/** How long a thumb rests on the glass in a tap (people's taps last about 100 ms; a quick one this long). */
const TAP_MS = 80;
const touchInput = new WeakMap<Page, CDPSession>();
/** A tap at (x, y) that lasts TAP_MS, through the browser's touch input (a page's touchscreen.tap() lifts at once). */
async function touch(page: Page, x: number, y: number) {
  let input = touchInput.get(page);
  if (!input) touchInput.set(page, (input = await page.context().newCDPSession(page)));
  await input.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  await new Promise((r) => setTimeout(r, TAP_MS));
  await input.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** Typing as a quick thumb does (about eight characters a second), into a field tapped first. */
async function typeInto(target: Locator, text: string) {
  const page = target.page();
  await press(target);
  const reported = await reportedCount(page);
  await page.keyboard.type(text, { delay: 120 });
  await painted(page, reported);
}

const tap = (page: Page, name: string | RegExp, role: "button" | "link" | "radio" = "button") => press(page.getByRole(role, { name }).first());

/** Two frames and a pause: what the tool did in the page is over. */
const quiet = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))));
const reportedCount = (page: Page) => page.evaluate(() => (window as unknown as { __interactions: unknown[] }).__interactions.length);
/**
 * Until the Event Timing API has reported an interaction after `before` entries (it reports one
 * once it has painted), asked from outside at a low rate; at most 3 s (one under 16 ms is never reported).
 */
async function painted(page: Page, before: number) {
  for (let waited = 0; waited < 3000; waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
    if ((await reportedCount(page)) > before) return;
  }
}

/** Friends, from the open account menu: until the dialog lists a friend. */
async function openFriends(page: Page) {
  await press(page.getByRole("button", { name: "Friends", exact: true }));
  await page.getByRole("dialog", { name: "Friends" }).getByRole("link").first().waitFor({ timeout: 30_000 });
}

/** Every main interaction, in the order of the table. */
export const SCENARIOS: Scenario[] = [
  {
    name: "home: open the menu",
    path: () => "/",
    act: async (page) => {
      await tap(page, "Open menu");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link").first().waitFor();
      await button(page, "Close menu").waitFor();
    },
  },
  {
    name: "sign-in: type a username and password, show the password",
    path: () => "/sign-in",
    act: async (page) => {
      await typeInto(page.getByLabel("Email or Username"), "player_one");
      await typeInto(page.getByLabel(/^Password/), "a long phrase");
      await tap(page, /^Show /);
      await button(page, /^Hide /).waitFor();
    },
  },
  {
    name: "sign-in: submit",
    path: () => "/sign-in",
    player: {},
    signedIn: false,
    before: async (page, player) => {
      await page.getByLabel("Email or Username").fill(player!.username);
      await page.getByLabel(/^Password/).fill(player!.password);
    },
    act: async (page) => {
      await tap(page, "ENTER");
      await page.getByRole("heading", { name: "USER INFO" }).waitFor({ timeout: 30_000 });
    },
  },
  {
    name: "sign-up: type the form and submit",
    path: () => "/sign-up",
    before: async (page) => {
      // a player who followed on X before (the follow step is a modal of its own)
      await page.evaluate(() => localStorage.setItem("follow_twitter_completed", "true"));
    },
    act: async (page, _player, stage) => {
      const fresh = stage.players.fresh();
      await typeInto(page.getByLabel("Username"), fresh.username);
      await page.getByLabel(/^Password/).fill(fresh.password);
      await page.getByLabel("Email").fill(fresh.email);
      const image = (await page.locator("img[alt*=Captcha]").getAttribute("src")) ?? "";
      await page.getByLabel("Captcha").fill(await stage.players.captchaOf(image));
      await tap(page, "SUBMIT");
      await page.getByText("Thanks for registering!").waitFor({ timeout: 30_000 });
    },
  },
  {
    name: "/account: the tabs (My Referrals, Security, Profile)",
    path: () => "/account",
    player: {},
    act: async (page) => {
      for (const [tab, shows] of [
        ["My Referrals", "Share url"],
        ["Security", "Two-factor authentication"],
        ["Profile", "Email"],
      ] as const) {
        await tap(page, tab, "link");
        await page.getByText(shows).first().waitFor({ timeout: 30_000 });
      }
    },
  },
  {
    name: "/account: open the account menu",
    path: () => "/account",
    player: {},
    act: async (page) => {
      await tap(page, /^Account menu for/);
      await page.getByRole("button", { name: "Friends", exact: true }).waitFor();
    },
  },
  {
    name: "/account: the friends list",
    path: () => "/account",
    player: { friends: 8 },
    before: async (page) => {
      await tap(page, /^Account menu for/);
    },
    act: (page) => openFriends(page),
  },
  {
    name: "/account: the friends pager",
    path: () => "/account",
    player: { friends: 8 },
    before: async (page) => {
      await tap(page, /^Account menu for/);
      await openFriends(page);
    },
    act: async (page) => {
      const dialog = page.getByRole("dialog", { name: "Friends" });
      await press(dialog.getByRole("button", { name: "Page 2" }));
      await dialog.locator('[aria-label="Page 2"][aria-current="page"]').waitFor({ timeout: 30_000 });
    },
  },
  {
    name: "/sign-in: the wallet panel, pick MetaMask",
    path: () => "/sign-in",
    player: { wallet: true },
    signedIn: false,
    act: async (page) => {
      const panel = page.getByRole("region", { name: "Wallet" });
      await press(panel.getByRole("button", { name: "Connect MetaMask" }));
      await panel.getByText("Connected with MetaMask").waitFor({ timeout: 30_000 });
    },
  },
  {
    name: "/airdrop: open a badge and claim it",
    path: () => "/airdrop",
    player: { wallet: true },
    act: async (page) => {
      await press(page.getByRole("link", { name: "GO: Welcome Hero Badge" }));
      await page.getByRole("heading", { level: 1, name: "Welcome Hero Badge" }).waitFor({ timeout: 30_000 });
      await tap(page, "CLAIM BADGE");
      await page.getByText("CONGRATULATIONS").first().waitFor({ timeout: 30_000 });
    },
  },
  {
    name: "/mine: select NFTs, start and confirm",
    path: () => "/mine",
    player: { wallet: true, items: true },
    before: async (page) => {
      await page.getByRole("region", { name: "Wallet" }).getByRole("button", { name: "Connect MetaMask" }).click();
      await page.getByText("Connected with MetaMask").first().waitFor({ timeout: 30_000 });
    },
    act: async (page) => {
      await tap(page, /^Perf Hero\b/);
      await tap(page, /^Perf Ship\b/);
      // each tap changes the mode (1.5x is chosen when the page opens): a tap on the chosen one
      // changes nothing, paints nothing, and the Event Timing API's next paint is whatever paints next
      await tap(page, /x2 hashrate with fee/, "radio");
      await tap(page, /1\.5x hashrate without fee/, "radio");
      await tap(page, "START MINING");
      const confirm = page.getByRole("dialog", { name: "Confirm mining" });
      await press(confirm.getByRole("button", { name: "Confirm" }));
      await page
        .getByText(/Verifying your transaction on chain|confirmations/)
        .first()
        .waitFor({ timeout: 30_000 });
    },
  },
  {
    name: "/mine/pools: open a pool's page",
    path: () => "/mine/pools",
    player: {},
    act: async (page) => {
      await press(page.getByRole("link", { name: /: members$/ }).first());
      await page.waitForURL(/\/mine\/pools\/[^/]+$/);
      await page.getByRole("heading", { level: 1 }).waitFor();
    },
  },
];

/** Installed before any of the page's scripts: every interaction's entries, as the Event Timing API reports them. */
function observeInteractions() {
  /** An event's target as the report names it: its tag, label and first words */
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return "";
    const label = node.getAttribute("aria-label");
    return `${node.nodeName.toLowerCase()}${label ? `[${label}]` : ""} "${(node.textContent ?? "").trim().slice(0, 30)}"`;
  };
  const seen: { id: number; name: string; start: number; duration: number; processingStart: number; processingEnd: number; target: string }[] = [];
  (window as unknown as { __interactions: typeof seen }).__interactions = seen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[])
      if (e.interactionId)
        seen.push({
          id: e.interactionId,
          name: e.name,
          start: e.startTime,
          duration: e.duration,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
          target: describe(e.target),
        });
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  // the long animation frames, with the scripts that ran in them: where an interaction's time went
  const frames: { start: number; end: number; scripts: string[] }[] = [];
  (window as unknown as { __frames: typeof frames }).__frames = frames;
  type Script = { invoker: string; sourceFunctionName: string; sourceURL: string; duration: number; forcedStyleAndLayoutDuration: number };
  new PerformanceObserver((list) => {
    for (const f of list.getEntries() as (PerformanceEntry & { scripts: Script[]; styleAndLayoutStart: number; renderStart: number })[])
      frames.push({
        start: f.startTime,
        end: f.startTime + f.duration,
        scripts: [
          ...f.scripts
            .filter((x) => x.duration >= 4)
            .map((x) => `${x.invoker} ${x.sourceFunctionName || "?"}@${x.sourceURL.split("/").pop()} ${Math.round(x.duration)} ms`),
          `render ${Math.round(f.startTime + f.duration - (f.renderStart || f.startTime + f.duration))} ms (style and layout ${Math.round(f.startTime + f.duration - (f.styleAndLayoutStart || f.startTime + f.duration))})`,
        ],
      });
  }).observe({ type: "long-animation-frame", buffered: true });
}

export interface Measured {
  /** The longest interaction (ms; the Event Timing API reports only those of 16 ms or more: 16 stands for "at most 16") */
  inp: number;
  /** The longest one's event and target, and where its time went */
  worst: string;
}

/** The INP of what happened after `since`: the longest interaction, each counted by its longest event. */
async function readInteractions(page: Page, since: number): Promise<Measured> {
  // entries are reported after the next paint: two frames and a pause, then nothing more is coming
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
  const entries = (await page.evaluate(() => (window as unknown as { __interactions: unknown[] }).__interactions)) as {
    id: number;
    name: string;
    start: number;
    duration: number;
    processingStart: number;
    processingEnd: number;
    target: string;
  }[];
  const byId = new Map<number, (typeof entries)[number]>();
  for (const e of entries.filter((x) => x.start >= since)) if ((byId.get(e.id)?.duration ?? -1) < e.duration) byId.set(e.id, e);
  const worst = [...byId.values()].sort((a, b) => b.duration - a.duration)[0];
  if (!worst) return { inp: 16, worst: "" };
  const frames = (
    (await page.evaluate(() => (window as unknown as { __frames: unknown[] }).__frames)) as { start: number; end: number; scripts: string[] }[]
  ).filter((f) => f.end > worst.start - 100 && f.start < worst.start + worst.duration);
  if (process.env.PERF_FRAMES)
    for (const f of frames) console.log(`       frame ${Math.round(f.start - worst.start)}..${Math.round(f.end - worst.start)} ms: ${f.scripts.join("; ")}`);
  const delay = worst.processingStart - worst.start;
  const processing = worst.processingEnd - worst.processingStart;
  const presentation = worst.start + worst.duration - worst.processingEnd;
  return {
    inp: worst.duration,
    worst: `${worst.name} on ${worst.target}: input delay ${Math.round(delay)}, processing ${Math.round(processing)}, presentation ${Math.round(presentation)} ms`,
  };
}

/** A phone: 390x844 with touch, as the acceptance suite's slow-phone projects. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** A page on the phone, its CPU slowed `slowdown` times, interactions observed from its start. */
async function phonePage(browser: Browser, slowdown: number, player: Player | null) {
  const context = await browser.newContext(PHONE);
  // the functions this script hands to the page are compiled by tsx, which names inner functions
  // with its own helper (__name): the page gets one that does nothing
  await context.addInitScript({ content: "globalThis.__name = (f) => f;" });
  await context.addInitScript(observeInteractions);
  if (player?.wallet) await player.wallet(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  return { context, page };
}

/** After a load: the app has taken over the prerendered page, and the network and the main thread are quiet. */
async function settled(page: Page) {
  await page.locator("#root[data-prerendered]").waitFor({ state: "detached", timeout: 60_000 });
  // what the page does after its load (its idle-time work, a poll's first answer) is not the interaction's
  await page.waitForLoadState("load");
  await page.evaluate(() => new Promise((r) => setTimeout(() => requestIdleCallback(() => r(null), { timeout: 3000 }), 1000)));
}

/**
 * The floor: the same tap on a bare page (one button whose click writes a line), on the same phone;
 * the median of three taps (one reads in steps of 8 ms, and a single one can meet a busy moment).
 */
export async function measureFloor(browser: Browser, base: string, slowdown: number): Promise<number> {
  const { context, page } = await phonePage(browser, slowdown, null);
  try {
    await context.route(`${base}/__perf/floor`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: '<!doctype html><meta name="viewport" content="width=device-width"><title>floor</title><button id="b">Tap</button><p id="o"></p><script>b.onclick = () => (o.textContent = String(performance.now()));</script>',
      }),
    );
    await page.goto(`${base}/__perf/floor`);
    const taps: number[] = [];
    for (let i = 0; i < 3; i++) {
      const before = await page.locator("#o").textContent();
      const since = await page.evaluate(() => performance.now());
      // the tap's own end is its line written, then readInteractions' wait for its report; a floor
      // tap under 16 ms is never reported, and painted() would wait its whole 3 s for it
      await press(page.getByRole("button", { name: "Tap" }), { awaitReport: false });
      await page.waitForFunction((was) => document.getElementById("o")!.textContent !== was, before);
      taps.push((await readInteractions(page, since)).inp);
    }
    return middle(taps);
  } finally {
    await context.close();
  }
}

/** One run of a scenario: a fresh player when it needs one, the page loaded and settled, then the measured part. */
export async function measureScenario(browser: Browser, stage: Stage, scenario: Scenario, slowdown: number, session: (token: string) => [string, string][]) {
  const player = scenario.player ? await stage.players.create(scenario.player) : null;
  const { context, page } = await phonePage(browser, slowdown, player);
  try {
    if (player && scenario.signedIn !== false)
      await context.addInitScript((entries) => {
        if (!sessionStorage.getItem("__perf_session")) {
          entries.forEach(([k, v]) => localStorage.setItem(k, v));
          sessionStorage.setItem("__perf_session", "1");
        }
      }, session(player.token));
    await page.goto(`${stage.base}${scenario.path(player)}`);
    await settled(page);
    await scenario.before?.(page, player, stage);
    const since = await page.evaluate(() => performance.now());
    const began = Date.now();
    // PERF_PROFILE=1: a CPU profile of the measured part (scripts/quality/profile-summary.ts sums it up)
    const profiler = process.env.PERF_PROFILE ? await context.newCDPSession(page) : null;
    if (profiler) {
      await profiler.send("Profiler.enable");
      await profiler.send("Profiler.setSamplingInterval", { interval: 200 });
      await profiler.send("Profiler.start");
    }
    await scenario.act(page, player, stage);
    const doneMs = Date.now() - began;
    if (profiler) {
      const { profile } = await profiler.send("Profiler.stop");
      writeFileSync(`.tmp/perf/${scenario.name.replace(/[^a-z0-9]+/gi, "-")}.cpuprofile`, JSON.stringify(profile));
    }
    return { ...(await readInteractions(page, since)), doneMs };
  } catch (error) {
    // where it stopped, to look at
    const shot = `.tmp/perf/interaction-failed-${scenario.name.replace(/[^a-z0-9]+/gi, "-")}.png`;
    await page.screenshot({ path: shot }).catch(() => undefined);
    throw new Error(`${scenario.name}: ${(error as Error).message.split("\n")[0]} (the page: ${shot})`, { cause: error });
  } finally {
    await context.close();
  }
}

/** Every main interaction's target: half of Core Web Vitals' "good" 200 ms, and near the floor. */
export const INP_TARGET = { ms: 100, floorTimes: 2.5 };

/**
 * The floor on the calibrated phone of a quiet host (the bare tap's INP in the interaction table of
 * `npm run perf -- --all`, docs/performance-table.md). A run whose floor, tapped just before it, reads
 * more than FLOOR_DRIFT times this was taken on a host busier than its calibration: its tap would be
 * judged on a slower phone than the target is for, so it is taken again (at most twice), as a page
 * load whose benchmark drifted is.
 */
export const PHONE_FLOOR_MS = 32;
export const FLOOR_DRIFT = 1.5;

export interface InteractionRow {
  name: string;
  /** the median run's INP, and each run's */
  inp: number;
  runs: number[];
  /** the floor's median over the whole run, and each run's own (the mean of the floors tapped just before and just after it) */
  floor: number;
  floors: number[];
  /** from the first tap to the result shown, median (ms; the data and code it waits on included) */
  doneMs: number;
  worst: string;
  slowdowns: number[];
}

/** Whether a floor shows the host as the phone it was calibrated to (not a busy spell's slower one). */
export const floorCalibrated = (floor: number) => floor <= FLOOR_DRIFT * PHONE_FLOOR_MS;

/**
 * An INP as the calibrated phone would have taken it: the floor is the same tap on a bare page on
 * this host now, so a floor slower than the phone's PHONE_FLOOR_MS says by how much every tap here
 * is slower (a host busy for the run, as a 2-core CI runner often is); a faster one is not credited.
 */
export const onThePhone = (r: Pick<InteractionRow, "inp" | "floor">) => (r.inp * PHONE_FLOOR_MS) / Math.max(r.floor, PHONE_FLOOR_MS);

/**
 * An INP in times its floor, the floor read as at least the phone's PHONE_FLOOR_MS: a bare tap that
 * took less on this host than on the calibrated phone makes no tap's budget smaller than the phone's
 * (as onThePhone credits no faster host).
 */
export const timesFloor = (r: Pick<InteractionRow, "inp" | "floor">) => r.inp / Math.max(r.floor, PHONE_FLOOR_MS);

/**
 * Whether an interaction meets its targets: at most INP_TARGET.floorTimes the floor (timesFloor),
 * and at most INP_TARGET.ms on the calibrated phone (onThePhone).
 */
export const meetsInpTarget = (r: Pick<InteractionRow, "inp" | "floor">) => timesFloor(r) <= INP_TARGET.floorTimes && onThePhone(r) <= INP_TARGET.ms;

/**
 * An interaction's verdict: most of its runs meet the target, each beside its own floor (the host's
 * state at the time of that run: a busy spell slows a run and the floors around it alike, and a
 * floor read in a quiet minute says nothing of a run taken in a busy one).
 */
export const rowMeetsInpTarget = (r: Pick<InteractionRow, "runs" | "floors">) => runsMeeting(r) * 2 > r.runs.length;

const runsMeeting = (r: Pick<InteractionRow, "runs" | "floors">) => r.runs.filter((inp, i) => meetsInpTarget({ inp, floor: r.floors[i]! })).length;

/**
 * Whether the runs taken so far settle a pass of `planned` runs: more than half of the planned runs
 * already meet the target, so most of them do whatever the rest would read. A miss is never settled
 * early: most of the planned runs missing takes two more runs, which follow all the planned ones.
 */
export const passSettled = (r: Pick<InteractionRow, "runs" | "floors">, planned: number) => runsMeeting(r) * 2 > planned;

/** The median of an interaction's runs in times their own floors (timesFloor). */
export const rowTimesFloor = (r: Pick<InteractionRow, "runs" | "floors">) => middle(r.runs.map((inp, i) => timesFloor({ inp, floor: r.floors[i]! })));

/** The median of an interaction's runs on the calibrated phone, each scaled by its own floor. */
export const rowOnThePhone = (r: Pick<InteractionRow, "runs" | "floors">) => middle(r.runs.map((inp, i) => onThePhone({ inp, floor: r.floors[i]! })));

/** What an interaction is judged against, as the report says it. */
export const INP_TARGET_TEXT = `within ${INP_TARGET.ms} ms on the calibrated phone (scaled by the floor beside the phone's ${PHONE_FLOOR_MS} ms) and ${INP_TARGET.floorTimes}x the floor (at least the phone's)`;

/**
 * Each scenario `runs` times, each run on a page of its own with the CPU slowed as `slowdown` says
 * just before it (the host calibrated to the phone), and the floor tapped before and after each run
 * (the one after a run is the one before the next):
 * each run is judged beside its own floors, so a host busy for a while moves both. A run whose floor
 * before it drifted is taken again (floorCalibrated), and an interaction that misses the target with
 * three runs or more gets two more runs and is judged on all five, as a page load below its floor is.
 * With `settledEarly`, the runs stop once most of the planned ones have met the target (passSettled).
 */
export async function measureInteractions(
  browser: Browser,
  stage: Stage,
  scenarios: Scenario[],
  o: {
    runs: number;
    slowdown: () => Promise<number>;
    session: (token: string) => [string, string][];
    /** stop once most of the planned runs have met the target (the verdict alone is wanted, not each run's figures) */
    settledEarly?: boolean;
  },
): Promise<InteractionRow[]> {
  const floors: number[] = [];
  const measured: { scenario: Scenario; runs: (Measured & { doneMs: number; slowdown: number; floor: number })[] }[] = [];
  for (const scenario of scenarios) {
    const began = Date.now();
    const runs: (typeof measured)[number]["runs"] = [];
    // the floor after a run is the floor before the next (the same phone, a moment apart)
    let last: { slowdown: number; floor: number } | null = null;
    const runOnce = async () => {
      for (let attempt = 0; ; attempt++) {
        const reused = attempt === 0 ? last : null;
        const slowdown = reused ? reused.slowdown : await o.slowdown();
        const floor = reused ? reused.floor : await measureFloor(browser, stage.base, slowdown);
        if (!reused) floors.push(floor);
        last = null;
        if (!floorCalibrated(floor) && attempt < 2) {
          console.log(`     (${scenario.name}: the floor read ${Math.round(floor)} ms, over ${FLOOR_DRIFT}x the phone's ${PHONE_FLOOR_MS} ms; taken again)`);
          await new Promise((r) => setTimeout(r, 5000));
          continue;
        }
        const run = await measureScenario(browser, stage, scenario, slowdown, o.session);
        const after = await measureFloor(browser, stage.base, slowdown);
        floors.push(after);
        // a floor after the run that drifted (a busy moment after it) counts only up to the drift
        // allowed before a run: it must not widen the run's own limit
        runs.push({ ...run, slowdown, floor: (floor + Math.min(after, FLOOR_DRIFT * PHONE_FLOOR_MS)) / 2 });
        last = { slowdown, floor: after };
        return;
      }
    };
    const sofar = () => ({ runs: runs.map((r) => r.inp), floors: runs.map((r) => r.floor) });
    for (let i = 0; i < o.runs; i++) {
      await runOnce();
      if (o.settledEarly && i < o.runs - 1 && passSettled(sofar(), o.runs)) {
        console.log(
          `     (${scenario.name}: ${runsMeeting(sofar())} of the ${runs.length} runs taken meet the target, more than half of the ${o.runs} planned, which settles the verdict: the rest are not taken, and the figures are of the runs taken)`,
        );
        break;
      }
    }
    if (o.runs >= 3 && !rowMeetsInpTarget(sofar())) {
      console.log(`     (${scenario.name}: most of ${o.runs} runs miss the target; measuring 2 more runs, judged on all ${o.runs + 2})`);
      for (let i = 0; i < 2; i++) await runOnce();
    }
    measured.push({ scenario, runs });
    console.log(
      `     ${scenario.name}: INP ${runs.map((r) => `${Math.round(r.inp)} (floor ${Math.round(r.floor)})`).join(", ")} ms (${Math.round((Date.now() - began) / 1000)} s)`,
    );
  }
  const floor = middle(floors);
  return measured.map(({ scenario, runs }) => {
    const median = [...runs].sort((a, b) => a.inp - b.inp)[Math.floor(runs.length / 2)]!;
    return {
      name: scenario.name,
      inp: median.inp,
      runs: runs.map((r) => r.inp),
      floor,
      floors: runs.map((r) => r.floor),
      doneMs: middle(runs.map((r) => r.doneMs)),
      worst: median.worst,
      slowdowns: runs.map((r) => r.slowdown),
    };
  });
}
