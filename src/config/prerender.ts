import { ADD_CHAIN_APP_LINK } from "./constants.ts";
import { BADGE_TYPES, NEWSLETTER_IDS } from "./content-routes.ts";
import { SLUG_PAGE_NAMES } from "./menu.ts";

/**
 * The public pages that `npm run build` prerenders (scripts/prerender.ts): each is written as
 * `dist/<path>/index.html` with the page's markup, so a visitor sees it before any script runs;
 * the app then replaces the snapshot. The sign-in, sign-up and forgot-password pages show nothing
 * personal, so they are prerendered too (their captcha and wallet panel come with the app). Data
 * pages whose layout is known before their data are prerendered in their pending state
 * (FRAMED_PATHS); every other page is served the app shell, the app frame (APP_SHELL in
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
  ...NEWSLETTER_IDS.map((id) => `/newsletters/${id}`),
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
  "/enter-referral-code",
  "/verify-airdrop",
  "/addrpc",
  // in one of their two views (QUERY_VIEWS)
  "/validate-email",
  "/create-new-password",
  // the visitor's view; a signed-in player's first paint waits for the app (scripts/prerender.ts)
  "/mine",
  "/airdrop",
  ...BADGE_TYPES.map((type) => `/airdrop/${type}`),
];

/** The frame's own value: no username, referral or pool code can be it (letters, digits and `_.-`). */
export const PARAM_FRAME = "@frame";

/**
 * Pages under a path with a parameter whose frame does not depend on it (a pool's page: the mining
 * title and navigation; a profile: the card's layout): the build prerenders the frame once, at
 * `<prefix>/@frame`, and the host serves it for any `<prefix>/<one segment>` without a file of its
 * own (`paramFrameFor`: vite preview in vite.config.ts, nginx through the map in routes.conf).
 * `data`: a data page, prerendered in its pending state (FRAMED_PATHS); else a page snapshotted as
 * a visitor sees it (PARAM_PAGE_FRAMES). Where the page shows the parameter, the frame shows a
 * skeleton (components/pending-values.tsx).
 */
export const PARAM_FRAMES: Readonly<Record<string, { player: boolean; data: boolean }>> = {
  "/mine/pools": { player: true, data: true },
  "/acc": { player: false, data: true },
  "/spatial": { player: false, data: true },
  // the sign-up form with the path's referral code (shown under the form)
  "/sign-up": { player: false, data: false },
};

/**
 * A parameter frame's first step, before its first paint: the value of the address (its last
 * segment, decoded once as the router does) in place of each skeleton that stands for it
 * (`data-param`, components/pending-values.tsx), as text. The frame then shows the name or code
 * its page will show, at its final size.
 */
export const PARAM_FILL_SCRIPT =
  'try{const v=decodeURIComponent(location.pathname.replace(/\\/$/,"").split("/").pop());for(const e of document.querySelectorAll("[data-param]"))e.replaceWith(v)}catch{}';

/** The frames of parameter pages that are not data pages: snapshotted like PRERENDERED_PATHS. */
export const PARAM_PAGE_FRAMES: readonly string[] = Object.entries(PARAM_FRAMES)
  .filter(([, { data }]) => !data)
  .map(([prefix]) => `${prefix}/${PARAM_FRAME}`);

/**
 * Each parameter frame as the host matches it: any one segment under its prefix (a trailing slash
 * allowed), as a regular expression's source (nginx's map takes it as it is), and its file under dist/.
 */
export const PARAM_FRAME_ROUTES: readonly { pattern: string; file: string }[] = Object.keys(PARAM_FRAMES).map((prefix) => ({
  pattern: `^${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/[^/]+/?$`,
  file: `${prefix}/${PARAM_FRAME}/index.html`,
}));

const FRAME_MATCHERS = PARAM_FRAME_ROUTES.map(({ pattern, file }) => ({ regex: new RegExp(pattern), file }));

/** The file of the frame the host serves for `pathname` (under dist/), or null when it has none. */
export function paramFrameFor(pathname: string): string | null {
  return FRAME_MATCHERS.find(({ regex }) => regex.test(pathname))?.file ?? null;
}

/**
 * Data pages whose layout does not wait for their data (a route with its own pendingComponent: the
 * mining pages' title and navigation, the account's title and tabs): the build prerenders each in
 * its pending state, so the page's frame, its heading included, paints from HTML before any script
 * and the app fills the content in once its code and data are there. `player`: a page of the
 * signed-in layout, whose frame a visitor never sees (an inline check hides it before the first
 * paint; the app then sends the visitor to sign in).
 */
export const FRAMED_PATHS: Readonly<Record<string, { player: boolean }>> = {
  ...Object.fromEntries(
    Object.entries(PARAM_FRAMES)
      .filter(([, { data }]) => data)
      .map(([prefix, { player }]) => [`${prefix}/${PARAM_FRAME}`, { player }]),
  ),
  "/mine/partners": { player: false },
  "/mine/active-collection": { player: false },
  "/mine/active-tokens": { player: false },
  "/mine/stats": { player: true },
  "/mine/history": { player: true },
  "/mine/user-summary": { player: true },
  "/mine/pools": { player: true },
  "/account": { player: true },
  "/account/my-referrals": { player: true },
  "/account/security": { player: true },
};

/**
 * Prerendered pages with two views, by a query parameter: the snapshot is taken in the view a
 * visitor who opens the address directly gets (`snapshotWith`: with the parameter, as the reset
 * mail's link has it; without it, as after sign-up). A visitor arriving with the other view has
 * the snapshot's content hidden before the first paint (an inline check) and gets the app's view.
 */
export const QUERY_VIEWS: Readonly<Record<string, { param: string; snapshotWith: boolean }>> = {
  "/create-new-password": { param: "key", snapshotWith: true },
  "/validate-email": { param: "token", snapshotWith: false },
};

/**
 * Paths whose route only redirects to a prerendered page (its beforeLoad): the build writes that
 * page's snapshot under the path too, and its address is changed before the first paint (as the
 * route's redirect does), so the page paints at once and the app starts on the page itself (the
 * staking teaser's /register is the sign-up page).
 */
export const REDIRECT_SNAPSHOTS: Readonly<Record<string, string>> = { "/register": "/sign-up" };

/**
 * Inline scripts a page's snapshot runs before its first paint: the app's own first step on that
 * page, taken without waiting for the app's code. K26: on Android, /addrpc without `redirected`
 * opens the wallet app's link (the page's component does the same on a navigation inside the app);
 * K36: on Android, /wallet shows its APK confirm.
 */
export const EARLY_SCRIPTS: Readonly<Record<string, string>> = {
  "/addrpc": `if(/Android/i.test(navigator.userAgent)&&new URLSearchParams(location.search).get("redirected")!=="1")location.replace(${JSON.stringify(ADD_CHAIN_APP_LINK)})`,
  // K36: on Android, /wallet opens with the APK confirm (the snapshot's data-android-view)
  "/wallet": `if(/Android/i.test(navigator.userAgent))document.documentElement.dataset.android=""`,
  ...Object.fromEntries(Object.entries(REDIRECT_SNAPSHOTS).map(([from, to]) => [from, `history.replaceState(null,"",${JSON.stringify(to)})`])),
};
