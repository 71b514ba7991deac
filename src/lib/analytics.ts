import { afterNextPaint } from "@/lib/after-paint";
import { env, siteOrigin } from "@/config/env";
import { prerendering } from "@/lib/prerender";

/**
 * Analytics (the specs: "button click" events and signup_success with the campaign name go to an
 * analytics service; the airdrop and mining events are ours). Plausible's tracker: cookieless,
 * nothing stored on the device, no personal data; loaded only when VITE_ANALYTICS_ENDPOINT is set,
 * and then only after the first event. Nothing is sent with Do Not Track or Global Privacy Control
 * on. Page views carry the route's pattern (/acc/$username), never the address the player sees:
 * no username, code, token or query string leaves the page.
 */
export type AnalyticsEvent =
  /** A main call to action (data-track on the element; names in ANALYTICS_BUTTONS). */
  | { name: "button_click"; props: { button: AnalyticsButton } }
  /** A sign-up succeeded: its campaign (spatial, xr, or default) and whether a referral code came with it. */
  | { name: "signup_success"; props: { campaign: string; user_from: string; referred: "yes" | "no" } }
  /** A badge was claimed (COMMON … ASCENDED). */
  | { name: "badge_claimed"; props: { badge: string } }
  /** A badge task was verified (follow_x, …). */
  | { name: "task_verified"; props: { task: string } }
  /** Mining started: on chain with or without the fee, or off chain; how many NFTs and tokens. */
  | { name: "mining_started"; props: { mode: string; items: string } };

/** The buttons whose clicks are counted (the value of their data-track attribute). */
export const ANALYTICS_BUTTONS = [
  "home_sign_up",
  "sign_up_submit",
  "sign_in_submit",
  "wallet_connect",
  "badge_go",
  "badge_claim",
  "mine_start",
  "play_game",
  "wallet_download_apk",
  "newsletter_subscribe",
  "job_apply",
  "share",
] as const;
export type AnalyticsButton = (typeof ANALYTICS_BUTTONS)[number];

type Tracker = typeof import("@plausible-analytics/tracker");
/**
 * The tracker, once per page: held on the page's global, not in this module, because the SDK refuses
 * a second `init` and a second copy of this module (a dev server's hot update, a test runner that
 * evaluates the app again) would start it again.
 */
const TRACKER = Symbol.for("penta.analytics.tracker");
const held = globalThis as { [TRACKER]?: Promise<Tracker["track"] | null> };

/** Whether the visitor asked not to be tracked (Do Not Track, Global Privacy Control). */
export function optedOut(nav: Navigator & { globalPrivacyControl?: boolean } = navigator): boolean {
  const w = window as Window & { doNotTrack?: string };
  return nav.globalPrivacyControl === true || nav.doNotTrack === "1" || nav.doNotTrack === "yes" || w.doNotTrack === "1";
}

/** Only the origin of a referrer: another site's path and query are not ours to record. */
export function referrerOrigin(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).origin;
  } catch {
    return null;
  }
}

/** The tracker once this copy of the module has sent through it: what a page being left sends with at once. */
let loaded: Tracker["track"] | null = null;
/** The events waiting for the next paint. */
const waiting = new Set<() => void>();

/**
 * Sends after the next paint (the tracker's work is not the tap's nor the navigation's), or at once
 * when the page is hidden or left before that paint: a sign-up followed at once by the mail's link,
 * a switch to the mail app, a click that leaves the site. The tracker sends with `keepalive`, which
 * outlives the page. The tracker loads with the page's first event: what waits while it loads goes
 * once it has loaded, if the page is still there.
 */
function send(name: AnalyticsEvent["name"] | "pageview", options: { props?: AnalyticsEvent["props"]; url: string }) {
  const job = () => {
    if (!waiting.delete(job)) return;
    if (loaded) loaded(name, options);
    else
      void load().then((track) => {
        loaded = track;
        track?.(name, options);
      });
  };
  // one listener each for the page (the same listener is added once)
  addEventListener("pagehide", leave);
  document.addEventListener("visibilitychange", hidden);
  waiting.add(job);
  afterNextPaint(job);
}

function leave() {
  for (const job of waiting) job();
}

function hidden() {
  if (document.visibilityState === "hidden") leave();
}

const enabled = () => !!env.VITE_ANALYTICS_ENDPOINT && typeof window !== "undefined" && !prerendering && !optedOut();

function load(): Promise<Tracker["track"] | null> {
  held[TRACKER] ??= import("@plausible-analytics/tracker").then(
    ({ init, track }) => {
      init({
        domain: env.VITE_ANALYTICS_DOMAIN || new URL(siteOrigin()).hostname,
        endpoint: env.VITE_ANALYTICS_ENDPOINT,
        // page views come from the router, with the route's pattern (trackPageview)
        autoCapturePageviews: false,
        // where the endpoint is configured, the stack is what it is: local too
        captureOnLocalhost: true,
        logging: false,
        bindToWindow: false,
        transformRequest: (payload) => ({ ...payload, r: referrerOrigin(payload.r) }),
      });
      return track;
    },
    () => null,
  );
  return held[TRACKER];
}

/** Sends an event (nothing when analytics are off or the visitor opted out). */
export function trackEvent(event: AnalyticsEvent): void {
  if (!enabled()) return;
  send(event.name, { props: event.props, url: pageUrl() });
}

let currentPattern = "/";
/** The page's address as the analytics see it: the route's pattern on the site's origin. */
const pageUrl = () => `${siteOrigin()}${currentPattern}`;

/** A page view of the route `pattern` (/acc/$username, not /acc/alice). */
export function trackPageview(pattern: string): void {
  currentPattern = pattern;
  if (!enabled()) return;
  send("pageview", { url: pageUrl() });
}

/** Counts clicks on elements marked `data-track="<button>"` (one listener for the whole page). */
export function trackButtonClicks(root: Document = document): void {
  root.addEventListener(
    "click",
    (e) => {
      const el = (e.target as Element | null)?.closest?.("[data-track]");
      const button = el?.getAttribute("data-track");
      if (button && (ANALYTICS_BUTTONS as readonly string[]).includes(button))
        trackEvent({ name: "button_click", props: { button: button as AnalyticsButton } });
    },
    { capture: true },
  );
}
