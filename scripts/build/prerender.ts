// Part of `npm run build`: prerenders the pages whose routes declare it (`staticData.prerender`,
// src/config/prerender.ts), as the build's route table lists them (<dist>/_deploy/routes.json,
// scripts/build/route-table.ts). Each page is
// rendered by the production build in headless Chromium and its markup written to
// dist/<path>/index.html, marked `data-prerendered` and `inert`: the visitor sees the page from
// the HTML and CSS alone, and the app (src/app/main.tsx) replaces the snapshot once its code for
// that route has loaded. The empty shell moves to dist/app.html for every other path.
// Each snapshot's head names its share card (scripts/build/og-card.ts, written to dist/og/): the
// page's own title and description (as its route sets them, useDocumentTitle), and the largest
// picture of its content as the card's art (the brand card where it shows none).
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { chromium, type Browser, type Locator, type Page, type Request, type Route } from "@playwright/test";
import { loadEnv } from "vite";
import brand from "../../brand.json" with { type: "json" };
import { buildEnv } from "../../env.config";
import { APP_SHELL } from "../../router.config";
import type { FirstStepCall } from "../../src/config/first-steps";
import { PARAM_FRAME } from "../../src/config/prerender";
import { APP_FRAME_PATH } from "../../src/lib/prerender";
import { firstStepTag, snapshotCode } from "../lib/first-steps";
import { freePort } from "../lib/free-port";
import { readRouteTable, routeTableFile } from "../lib/route-table";
import { MARK_SOURCE } from "./brand-assets";
import { cardPath, composeCard, renderCard } from "./og-card";
import { CHROMIUM_FLAGS, DRIVER_CHROMIUM_PATH, startPreview } from "./preview-server";

const CHARSET = '<meta charset="UTF-8">';
const PARALLEL = 4;
const distArg = process.argv.indexOf("--dist");
const dist = (distArg >= 0 ? process.argv[distArg + 1] : undefined) ?? "dist";
const modeArg = process.argv.indexOf("--mode");
const mode = (modeArg >= 0 ? process.argv[modeArg + 1] : undefined) ?? "production";
/**
 * The site's public origin, for the cards' absolute addresses (a release names it, env.config.ts);
 * a local build's snapshots are served from any host, so there the cards are named by their path.
 */
const siteOrigin = buildEnv(loadEnv(mode, process.cwd(), "VITE_"), mode === "release").VITE_SITE_URL ?? "";
const started = Date.now();
const table = readRouteTable(dist);
if (!table) throw new Error(`${routeTableFile(dist)}: no route table (npm run build writes it first)`);
const { framed: FRAMED, queryViews, redirects, earlyScripts } = table.plan;
// the snapshots' own code, compiled from src/config/first-steps.ts
const code = await snapshotCode();

/**
 * A page's requests, to take its snapshot once it has settled: nothing in flight (but the API calls
 * a data page's frame holds), then a frame and an idle period of the page's own event loop (the
 * render that an answer starts, and any request it makes), still with nothing new. Exact where
 * Playwright's networkidle waits 500 ms after the last request: a page's chunks and its renders
 * are all local, and a render that starts a request does it before the page is idle.
 */
function watchTraffic(page: Page, isHeld: (request: Request) => boolean) {
  const inFlight = new Set<Request>();
  let started = 0;
  page.on("request", (request) => {
    started++;
    inFlight.add(request);
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  const busy = () => [...inFlight].some((request) => !isHeld(request));
  return {
    async settled() {
      for (;;) {
        while (busy()) await new Promise((resolve) => setTimeout(resolve, 10));
        const seen = started;
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 1000 }))));
        if (!busy() && started === seen) return;
      }
    },
  };
}

/** What the app shows when a page could not be rendered (layout/route-states.tsx): never a snapshot. */
const FAILURE_PAGE = "main h1:text-is('Something went wrong'), main h1:text-is('Page not found')";

/** A page that shows nothing for this long is stuck, not slow (a page takes under a second on a quiet host). */
const STUCK_MS = 10 * 60_000;

/**
 * Waits until `locator` is on the page: the page's own signal, not a time budget a busy host can
 * miss (a build on a starved host takes longer; it does not fail for it). It fails at once when the
 * page reports an error or shows the app's failure page, and after STUCK_MS; while it waits, it
 * says so every 30 s.
 */
async function rendered(page: Page, locator: Locator, errors: string[], what: string, state: "visible" | "attached" = "visible") {
  const started = Date.now();
  for (;;) {
    const shown = await locator
      .or(page.locator(FAILURE_PAGE))
      .first()
      .waitFor({ state, timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    if (errors.length) throw new Error(`${what}: ${errors.join("; ")}`);
    if (shown && (await page.locator(FAILURE_PAGE).count())) throw new Error(`${what}: the page shows the app's failure page`);
    if (shown) return;
    if (Date.now() - started > STUCK_MS) throw new Error(`${what}: nothing after ${STUCK_MS / 60_000} minutes`);
    console.warn(`prerender: still waiting after ${Math.round((Date.now() - started) / 1000)} s: ${what} (a busy host is slow)`);
  }
}

/**
 * What a page asks of the backend: no snapshot holds an answer. A file the build ships (a
 * newsletter's HTML in dist/) is content, not an answer, and is served.
 */
function isApiCall(request: Request): boolean {
  if (!["fetch", "xhr", "websocket", "eventsource"].includes(request.resourceType())) return false;
  const url = new URL(request.url());
  return url.origin !== base || !/\.[a-z]+$/.test(url.pathname) || !existsSync(join(dist, decodeURIComponent(url.pathname)));
}

/** The boot file (`startApp`), named by its content's hash (cached forever under /assets/). */
function writeBootScript(): string {
  const path = `/assets/boot-${createHash("sha256").update(code.boot).digest("hex").slice(0, 10)}.js`;
  writeFileSync(join(dist, path), `${code.boot}\n`);
  return path;
}

/** Every page the build snapshots: the public pages, the data pages' frames and the app frame. */
const SNAPSHOT_PATHS = [...table.plan.pages, ...Object.keys(FRAMED), APP_FRAME_PATH];

if (!existsSync(join(dist, APP_SHELL))) copyFileSync(join(dist, "index.html"), join(dist, APP_SHELL));
const shell = readFileSync(join(dist, APP_SHELL), "utf8");
if (shell.includes("data-prerendered")) throw new Error(`${dist} was prerendered already: build again (npm run build)`);
// a port the system picks: a stale server or another build's prerender cannot be on it
const { base, stop } = await startPreview(await freePort(), dist);
console.log(`prerendering ${dist}/ from ${base}`);
let browser: Browser | undefined;
try {
  // launched inside the try: a Chromium that fails to start still stops the preview server
  // the pages share two renderer processes (one per core): each reuses the code the last page
  // compiled, instead of starting a process and compiling the app again (a quarter less CPU)
  browser = await chromium.launch({ executablePath: DRIVER_CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, "--renderer-process-limit=2"] });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => {
    window.__PRERENDER__ = true;
  });
  // every page starts from the shell; a snapshot is the page as any visitor first sees it: no
  // session, no stored choices, no API
  await context.route(
    (url) => url.origin === base && SNAPSHOT_PATHS.includes(url.pathname),
    (route) => route.fulfill({ contentType: "text/html", body: shell }),
  );
  await context.route("**/*", (route) => (isApiCall(route.request()) ? route.abort() : route.fallback()));

  const pages = new Map<string, string>();
  const heads = new Map<string, PageHead>();
  const render = async (path: string) => {
    const page = await context.newPage();
    try {
      await snapshotOf(page, path);
    } finally {
      await page.close().catch(() => undefined);
    }
  };
  const snapshotOf = async (page: Page, path: string) => {
    const frame = path === APP_FRAME_PATH;
    const framed = FRAMED[path];
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // a framed page is taken in its pending state: its API calls are held, never answered
    const held: Route[] = [];
    if (framed) await page.route("**/*", (route) => (isApiCall(route.request()) ? void held.push(route) : route.fallback()));
    const traffic = watchTraffic(page, (request) => held.some((route) => route.request() === request));
    const view = queryViews[path];
    const query = view?.snapshotWith ? `?${view.param}=snapshot` : "";
    // no time limit: a starved host is slow, not wrong (the page's own progress is what is waited on)
    await page.goto(base + path + query, { waitUntil: "load", timeout: 0 });
    // a data page's frame has its title (its own pendingComponent, not a layout's plain pending state, which can come first)
    const heading = page.locator(frame ? "main .route-pending" : framed ? "main:has(h1) .route-pending" : "main h1").first();
    await rendered(page, heading, errors, `${path}: its heading`).catch(async (e: Error) => {
      const body = (
        await page
          .locator("body")
          .innerText()
          .catch(() => "")
      ).slice(0, 300);
      throw new Error(`${e.message}; the page shows: ${body}`);
    });
    // the page as it settles: the toasts' layer (its own chunk, on every page) and every other chunk
    // the render asked for, loaded and rendered
    await rendered(page, page.locator(".toast-layer > section"), errors, `${path}: the toasts' layer`, "attached");
    await traffic.settled();
    await page.evaluate(() => document.fonts.ready);
    if (errors.length) throw new Error(`${path}: ${errors.join("; ")}`);
    if (framed && !held.length) throw new Error(`${path}: no API call was held; is it a data page (snapshot: "frame")?`);
    if (!frame) heads.set(path, await page.evaluate(headOf));
    const html = await page.evaluate(snapshot, {
      stepCode: code.firstSteps,
      bare: frame,
      playerFrame: framed?.player ?? false,
      queryView: view ?? null,
      paramFrame: path.endsWith(`/${PARAM_FRAME}`),
    });
    // a parameter frame fills in the value of its address right after its content (the fillParam step)
    pages.set(path, path.endsWith(`/${PARAM_FRAME}`) ? html.replace("<!--param-fill-->", firstStepTag(code.firstSteps, { step: "fillParam" })) : html);
    await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
  };
  const queue = [...SNAPSHOT_PATHS];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let path = queue.shift(); path; path = queue.shift()) await render(path);
    }),
  );
  const bootPath = writeBootScript();
  await writeCards(heads, pages);
  for (const [from, to] of Object.entries(redirects)) pages.set(from, pages.get(to)!);
  // a page's first step (its `early` step) before the stylesheets: a script after one waits for it
  for (const [path, call] of Object.entries(earlyScripts)) {
    const html = pages.get(path)!;
    if (!html.includes(CHARSET)) throw new Error(`${path}: no ${CHARSET} to put its early step after`);
    pages.set(path, html.replace(CHARSET, `${CHARSET}${firstStepTag(code.firstSteps, call)}`));
  }
  for (const [path, html] of pages) {
    // the frame is the app shell: every page without a snapshot of its own starts from it
    const file = path === APP_FRAME_PATH ? join(dist, APP_SHELL) : join(dist, path, "index.html");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html.replace("__BOOT_SCRIPT__", bootPath));
  }
  console.log(
    `prerendered ${pages.size - 1 - Object.keys(FRAMED).length} pages, ${Object.keys(FRAMED).length} data pages' frames and the app frame in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await browser?.close();
  await stop();
}

/** What a snapshot's head says of its page: its title, its description, and its art (a file of the site, or none). */
interface PageHead {
  title: string;
  description: string;
  art: string | null;
}

/**
 * Runs in the page: its title and description as its route set them, and its art: the largest
 * picture of its content that is a drawing of the site's own (an SVG under the site's origin, an
 * image or a video's poster), at least a fifth of the screen wide.
 */
function headOf(): PageHead {
  let art: string | null = null;
  let largest = 0;
  for (const el of document.querySelectorAll<HTMLImageElement | HTMLVideoElement>("main img[src], main video[poster]")) {
    const url = new URL(el instanceof HTMLImageElement ? el.src : el.poster, location.href);
    const box = el.getBoundingClientRect();
    if (url.origin !== location.origin || !url.pathname.endsWith(".svg") || box.width < innerWidth / 5) continue;
    if (box.width * box.height > largest) [art, largest] = [decodeURIComponent(url.pathname), box.width * box.height];
  }
  return {
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    art,
  };
}

/** A value as an attribute's text (a declaration: the prerender's top-level run calls it before this line). */
function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Each page's card, rendered once per art (most pages share the brand card), written to dist/og/,
 * and named in the page's head with its title and description for the share previews.
 */
async function writeCards(heads: Map<string, PageHead>, pages: Map<string, string>) {
  const mark = readFileSync(MARK_SOURCE, "utf8");
  const rendered = new Map<string, Promise<Buffer>>();
  for (const [path, head] of heads) {
    const artFile = head.art && join(dist, head.art);
    const art = artFile && existsSync(artFile) ? readFileSync(artFile, "utf8") : undefined;
    const key = art ? head.art! : "";
    if (!rendered.has(key)) rendered.set(key, renderCard(composeCard(mark, art)));
    const file = join(dist, cardPath(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await rendered.get(key)!);
    const tags = [
      ["property", "og:type", "website"],
      ["property", "og:site_name", brand.name],
      ["property", "og:title", head.title],
      ["property", "og:description", head.description],
      ["property", "og:image", `${siteOrigin}${cardPath(path)}`],
      ["property", "og:image:width", "1200"],
      ["property", "og:image:height", "630"],
      ["name", "twitter:card", "summary_large_image"],
    ]
      .map(([key, name, content]) => `<meta ${key}="${name}" content="${escapeHtml(content!)}">`)
      .join("");
    pages.set(path, pages.get(path)!.replace("</head>", `${tags}</head>`));
  }
}

/**
 * Runs in the page: its document as the first paint, without the runtime state of this browser.
 * The app's code is fetched only after that paint: the module script and the module preloads are
 * replaced by a loader that starts them all at once.
 */
function snapshot({
  stepCode,
  bare,
  playerFrame,
  queryView,
  paramFrame,
}: {
  stepCode: string;
  paramFrame: boolean;
  bare: boolean;
  playerFrame: boolean;
  queryView: { param: string; snapshotWith: boolean } | null;
}): string {
  // the first steps a page runs before its first paint, in this order (src/config/first-steps.ts)
  const steps: FirstStepCall[] = [];
  const root = document.getElementById("root")!;
  // swiper measured slides at this viewport; before it runs, CSS lays them out for any width
  for (const el of root.querySelectorAll<HTMLElement>(".swiper, .swiper-wrapper, .swiper-slide")) el.removeAttribute("style");
  for (const el of root.querySelectorAll(".swiper-initialized")) el.classList.remove("swiper-initialized");
  // styles that libraries inject at run time (the toaster's) inject themselves again when the app runs
  for (const style of document.head.querySelectorAll("style")) style.remove();
  // same-origin URLs as paths: the snapshot is served from any host
  for (const [selector, attribute] of [
    ["link[href]", "href"],
    ["script[src]", "src"],
    ["img[src]", "src"],
    ["video[poster]", "poster"],
  ] as const)
    for (const el of document.querySelectorAll(selector)) {
      const url = new URL(el.getAttribute(attribute)!, location.href);
      if (url.origin === location.origin) el.setAttribute(attribute, url.pathname + url.search + url.hash);
    }
  const entry = document.querySelector<HTMLScriptElement>("script[type=module][src]")!;
  const scripts = [entry.getAttribute("src")!];
  for (const resource of performance.getEntriesByType("resource")) {
    const url = new URL(resource.name);
    if (url.origin === location.origin && url.pathname.endsWith(".js") && !scripts.includes(url.pathname)) scripts.push(url.pathname);
  }
  entry.remove();
  for (const link of document.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  root.setAttribute("data-prerendered", "");
  root.setAttribute("inert", "");
  // a page whose snapshot is the visitor's view (data-visitor-view, /mine) is hidden before the
  // first paint from a signed-in player, whose own view comes with the app; a player page's frame
  // (data-player-frame) from a visitor, whom the app sends to sign in
  if (playerFrame) root.setAttribute("data-player-frame", "");
  if (playerFrame || root.querySelector("[data-visitor-view]")) steps.push({ step: "session" });
  // a page of two views (its `queryView`) opened in the other one: its content hidden before the first paint
  if (queryView) steps.push({ step: "otherView", data: { param: queryView.param, snapshotWith: String(queryView.snapshotWith) } });
  // the app frame on a bare page: no header or footer
  if (bare) steps.push({ step: "bare" });
  // one script for them all, after the brand's typefaces (the fonts step, on every page): the steps
  // in order, their values as the script's data
  const script = document.createElement("script");
  Object.assign(script.dataset, ...steps.map((call) => call.data ?? {}), { step: ["fonts", ...steps.map((call) => call.step)].join(" ") });
  script.textContent = stepCode;
  document.head.append(script);
  // a parameter frame's place for its fillParam step, right after its content, written into the
  // HTML as text: a script inserted here would run in this page and bake in the frame's own value,
  // which a first paint before the step then showed (and took for the largest)
  if (paramFrame) root.after(document.createComment("param-fill"));
  // the app's code, started by the boot file (startApp, written once per build) after the first
  // paint: data, not code, so the page needs no inline script beyond its first steps
  const boot = document.createElement("script");
  boot.type = "application/json";
  boot.id = "prerender-boot";
  boot.textContent = JSON.stringify(scripts);
  document.body.append(boot);
  const html = document.documentElement.outerHTML.replace("</body>", '<script src="__BOOT_SCRIPT__" defer></script>\n</body>');
  return `<!doctype html>\n${html}\n`;
}
