import { nextPaint } from "@/lib/after-paint";
import { BRAND_FONTS_KEY, isFontPath, keptFontPaths, storedValue } from "@/lib/storage-keys";

/** The brand's faces by name (styles.css): one file each for a latin page, every weight in it. */
export const BRAND_FACES = ['700 1em "Space Grotesk Variable"', '400 1em "Inter Variable"'] as const;

interface Navigations {
  subscribe(event: "onBeforeLoad" | "onResolved", listener: (event: { pathChanged: boolean }) => void): () => void;
  /** the router's state: a location once the first page has its data and is drawn */
  readonly state: { readonly resolvedLocation?: unknown };
}

/** The paths of the font files the site's stylesheets declare now (the release on screen). */
function declaredFontPaths(): Set<string> {
  const paths = new Set<string>();
  for (const sheet of document.styleSheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's stylesheet: none of ours
    }
    for (const rule of rules)
      if (rule instanceof CSSFontFaceRule)
        for (const [, url] of rule.style.getPropertyValue("src").matchAll(/url\("?([^")]+)"?\)/g))
          paths.add(new URL(url!, sheet.href ?? location.href).pathname);
  }
  return paths;
}

/** The paths of the font files of this release this page has fetched, in the order it asked for them. */
function fetchedFontPaths(): string[] {
  const declared = declaredFontPaths();
  const paths = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name, location.href))
    .filter((url) => url.origin === location.origin && isFontPath(url.pathname) && declared.has(url.pathname))
    .map((url) => url.pathname);
  return [...new Set(paths)];
}

/**
 * The brand's typefaces (docs/design.md, "Typefaces"), never on a page's way to its first paint. A
 * browser that holds them has them set before that paint (the first step `fonts`, which also
 * preloads the files kept here; here too, for a page the app renders from its shell). Otherwise
 * they are fetched once the page has loaded, its route has its data and has painted it (they never
 * share the phone's bandwidth with what the page shows: `drawn` settles when the app has committed
 * the page, where that comes after the router resolved it, as it does in place of a prerendered
 * snapshot) and the browser is idle, and used from the next page
 * the player opens: here at the next navigation (the player's own tap), and on every later load by
 * the first step. The local faces are resized to the brand's metrics, so the change of face moves
 * nothing. On every page load the files are asked for once more (from the cache), so the paths
 * kept follow a release that renamed them.
 */
export function startBrandFonts(navigations: Navigations, drawn: Promise<unknown> = Promise.resolve(), root: HTMLElement = document.documentElement): void {
  const kept = storedValue("local", BRAND_FONTS_KEY);
  const wasHeld = keptFontPaths(kept.get()).length > 0;
  if (wasHeld) root.dataset.fonts = "";
  const fetchFaces = () =>
    void Promise.all(BRAND_FACES.map((face) => document.fonts.load(face))).then(
      (loaded) => {
        const paths = fetchedFontPaths();
        if (!loaded.every((faces) => faces.length > 0) || !paths.length) return;
        kept.set(JSON.stringify(paths));
        if (wasHeld) return;
        const stop = navigations.subscribe("onBeforeLoad", ({ pathChanged }) => {
          if (!pathChanged) return;
          stop();
          root.dataset.fonts = "";
        });
      },
      // offline, or a file the host lost: the local faces, and another try on the next page load
      () => undefined,
    );
  // idle where the browser says so (not Safari: a second after the load there)
  const { requestIdleCallback } = globalThis as { requestIdleCallback?: (work: () => void, options: { timeout: number }) => number };
  const whenIdle = () => (requestIdleCallback ? requestIdleCallback(fetchFaces, { timeout: 5000 }) : setTimeout(fetchFaces, 1000));
  const loaded = new Promise<unknown>((done) => (document.readyState === "complete" ? done(undefined) : addEventListener("load", done, { once: true })));
  const resolved = new Promise<unknown>((done) => {
    if (navigations.state.resolvedLocation) return done(undefined);
    const stop = navigations.subscribe("onResolved", () => (stop(), done(undefined)));
  });
  void Promise.all([loaded, resolved, drawn]).then(nextPaint).then(whenIdle);
}
