import { BARE_PATH_PREFIXES, POPUP_PATHS } from "./menu";

/**
 * isBarePath as an inline script (build time only, not in the app's code) for the app frame snapshot (scripts/prerender.ts): it marks
 * `<html data-bare>` before the first paint, and CSS hides the snapshot's header and footer.
 */
export const BARE_PATH_GUARD =
  `(function(p){if(p==="/acc"||${JSON.stringify(BARE_PATH_PREFIXES)}.some(function(x){return p.indexOf(x)===0})||` +
  `${JSON.stringify(POPUP_PATHS)}.indexOf(p)>=0)document.documentElement.setAttribute("data-bare","")})(location.pathname)`;
