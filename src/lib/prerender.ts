declare global {
  interface Window {
    __PRERENDER__?: true;
  }
}

/**
 * True while `scripts/prerender.mjs` snapshots a public page at build time. The snapshot is the
 * first paint; the app replaces it once it runs, so parts that only make sense in the visitor's
 * running app (a video player, anything that depends on the session) stay out of it.
 */
export const prerendering = typeof window !== "undefined" && window.__PRERENDER__ === true;

/**
 * The app frame: what every other page (the app shell, dist/app.html) shows before the app runs —
 * the header, the footer and the page skeleton (RoutePending), from HTML and CSS alone. Rendered at
 * build time at this path, which is no route of the app; on a bare page (BARE_PATH_PREFIXES, the
 * pop-up) an inline check hides the header and footer before the first paint.
 */
export const APP_FRAME_PATH = "/__app-frame";
