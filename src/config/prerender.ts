import { SLUG_PAGE_NAMES } from "./menu";

/**
 * The public pages that `npm run build` prerenders (scripts/prerender.ts): each is written as
 * `dist/<path>/index.html` with the page's markup, so a visitor sees it before any script runs;
 * the app then replaces the snapshot. The sign-in, sign-up and forgot-password pages show nothing
 * personal, so they are prerendered too (their captcha and wallet panel come with the app). Pages
 * that depend on the visitor (account, profile) are served the app shell (APP_SHELL in
 * router.config.ts).
 */
export const PRERENDERED_PATHS: readonly string[] = [
  "/",
  "/lets-get-started",
  ...SLUG_PAGE_NAMES.map((name) => `/${name}`),
  "/pen-chain",
  "/penxr",
  "/games",
  "/hexagon-city",
  "/ips",
  "/ido",
  "/faq",
  "/stake",
  "/disclaimer",
  "/privacy-policy",
  "/terms-of-use",
  "/airdrop-terms-and-conditions",
  "/community-first-programme",
  "/newsletters",
  "/about-us",
  "/our-team",
  "/careers",
  "/careers/apply",
  "/brand-kit",
  "/pegasus",
  "/wallet",
  "/blog/newsletter-1",
  "/sign-in",
  "/sign-up",
  "/forgot-password",
  // the visitor's view; a signed-in player's first paint waits for the app (scripts/prerender.ts)
  "/mine",
];
