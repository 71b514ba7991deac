import { queueTask } from "../lib/after-paint.ts";
import { BRAND_FONTS_KEY, keptFontPaths } from "../lib/storage-keys.ts";
import { isBarePath } from "./menu.ts";

/**
 * The code a prerendered page runs before the app's: its first steps, before its first paint (the
 * app's own first step on that page, taken without waiting for the app's code), and the start of
 * the app's code after that paint. This module is the one source of the snapshots' own code: the
 * build compiles it (scripts/lib/first-steps.ts) into one inline script, written into a page as
 * `<script data-step="…" data-…>` per step, the step and its values in the script's data, so every
 * page carries the same script text and the Content-Security-Policy allows it by one hash (computed
 * from the pages as built); and into the boot file, `startApp`. Never part of the app's bundle.
 */
export const FIRST_STEPS = {
  /** The app frame on a bare page (a profile, a space, the sign-in pop-up): CSS hides the header and footer. */
  bare: () => {
    if (isBarePath(location.pathname)) document.documentElement.dataset.bare = "";
  },
  /**
   * The brand's typefaces, once this browser holds them (src/app/brand-fonts.ts fetches them after
   * a page has loaded, and keeps their files' paths): set before the first paint, their files
   * preloaded, so they are read from the cache while the stylesheet arrives and no text on screen
   * changes its face. Every page takes this step.
   */
  fonts: () => {
    try {
      const files = keptFontPaths(localStorage.getItem(BRAND_FONTS_KEY));
      if (!files.length) return;
      for (const href of files) {
        const link = document.createElement("link");
        for (const [name, value] of Object.entries({ rel: "preload", as: "font", type: "font/woff2", crossorigin: "", href })) link.setAttribute(name, value);
        document.head.append(link);
      }
      document.documentElement.dataset.fonts = "";
    } catch {
      // storage refused (a private window): the local faces
    }
  },
  /** A session in storage: a visitor's view is hidden from a player, a player page's frame shown. */
  session: () => {
    try {
      if (localStorage.getItem("session")) document.documentElement.dataset.session = "";
    } catch {
      // storage refused (a private window): a visitor's view
    }
  },
  /**
   * A player page's frame opened without a session (a bookmark, a shared link): straight on to the
   * sign-in's own snapshot, as the `_player` layout's redirect does (the page, query and hash as
   * `redirectUrl`), before this frame paints or loads the app's code to find that out.
   */
  signIn: () => {
    try {
      if (localStorage.getItem("session")) return;
    } catch {
      // storage refused (a private window): no session
    }
    location.replace(`/sign-in?redirectUrl=${encodeURIComponent(location.pathname + location.search + location.hash)}`);
  },
  /** A page of two views opened in the one its snapshot does not show: the snapshot's content hidden. */
  otherView: ({ param, snapshotWith }: DOMStringMap) => {
    if (new URLSearchParams(location.search).has(param ?? "") !== (snapshotWith === "true")) document.documentElement.dataset.otherView = "";
  },
  /**
   * A parameter page's frame: the value of the address (its last segment, decoded once as the
   * router does) in place of each skeleton that stands for it (`data-param`), as text.
   */
  fillParam: () => {
    try {
      const value = decodeURIComponent(location.pathname.replace(/\/$/, "").split("/").pop() ?? "");
      for (const skeleton of document.querySelectorAll("[data-param]")) skeleton.replaceWith(value);
    } catch {
      // an address that does not decode: the skeletons stay until the app renders
    }
  },
  /** K26: on Android, /addrpc without `redirected` opens the wallet app's link. */
  openWalletApp: ({ link }: DOMStringMap) => {
    if (link && /Android/i.test(navigator.userAgent) && new URLSearchParams(location.search).get("redirected") !== "1") location.replace(link);
  },
  /** K36: on Android, /wallet opens with the APK confirm (the snapshot's data-android-view). */
  android: () => {
    if (/Android/i.test(navigator.userAgent)) document.documentElement.dataset.android = "";
  },
  /** A path that only redirects to a prerendered page: that page's address, as the route's redirect does. */
  address: ({ to }: DOMStringMap) => {
    if (to) history.replaceState(null, "", to);
  },
} satisfies Record<string, (data: DOMStringMap) => void>;

export type FirstStep = keyof typeof FIRST_STEPS;

/** A step as a page carries it: its name and its values (the script's data attributes). */
export interface FirstStepCall {
  step: FirstStep;
  data?: Record<string, string>;
}

/**
 * Runs the steps a script names (`data-step`, separated by spaces, in order) with the script's
 * data; an unknown step does nothing.
 */
export function runFirstStep(script: HTMLOrSVGScriptElement | null): void {
  const data = script instanceof HTMLScriptElement ? script.dataset : undefined;
  for (const step of data?.step?.split(" ") ?? []) if (data && Object.hasOwn(FIRST_STEPS, step)) FIRST_STEPS[step as FirstStep](data);
}

/**
 * Starts the app's code after the first contentful paint (not on a timer, which a test clock may
 * hold): the entry and, as module preloads, exactly the chunks the page needs, listed in the page's
 * #prerender-boot. Not at an earlier paint without content: on a busy host Chromium may paint the
 * page's background alone first, and the app's requests would then compete with the paint that
 * shows the page. The app frame on a bare path (the `bare` step: its header and footer hidden) has
 * nothing of its own to paint, so no contentful paint comes before the app: its first paint or its
 * load starts it. Not at the load event of another page on screen: a small page loads before its
 * first paint. A page not on screen (a background tab) paints only when shown, so its load starts
 * it, as it does in a browser that reports no paints. A file (/assets/boot-<hash>.js), not an
 * inline script: the Content-Security-Policy needs no hash for it, and it is cached forever.
 */
export function startApp(): void {
  const [entry, ...deps] = JSON.parse(document.getElementById("prerender-boot")?.textContent ?? "[]") as string[];
  let started = false;
  const start = () => {
    if (started || !entry) return;
    started = true;
    // the entry first: on a connection that takes a few requests at a time it is not queued behind
    // the chunks it will ask for itself
    void import(/* @vite-ignore */ entry);
    // one preload per task: each request a page starts costs its main thread a few milliseconds,
    // and twenty in one task are a long task on a phone (a message, not a timer a test clock holds)
    const next = () => {
      const href = deps.shift();
      if (!href) return;
      document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
      queueTask(next);
    };
    next();
  };
  const blank = () => "bare" in document.documentElement.dataset;
  const paints = typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes.includes("paint");
  if (paints)
    new PerformanceObserver((list) => {
      const painted = (name: string) => list.getEntriesByName(name).length > 0;
      if (painted("first-contentful-paint") || blank()) start();
    }).observe({ type: "paint", buffered: true });
  addEventListener("load", () => (paints && document.visibilityState === "visible" && !blank()) || start());
}
