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
