// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BRAND_FACES, startBrandFonts } from "./brand-fonts";

const html = document.documentElement;
const LATIN = ["/assets/space-grotesk-latin-wght-normal-A1.woff2", "/assets/inter-latin-wght-normal-B2.woff2"];
/** The router's navigations, as the app's router announces them (by default, its first page resolved) */
function navigations({ resolved = true } = {}) {
  const listeners = { onBeforeLoad: new Set<(event: { pathChanged: boolean }) => void>(), onResolved: new Set<(event: { pathChanged: boolean }) => void>() };
  const state: { resolvedLocation?: unknown } = resolved ? { resolvedLocation: { pathname: "/" } } : {};
  const announce = (event: keyof typeof listeners, pathChanged: boolean) => [...listeners[event]].forEach((listener) => listener({ pathChanged }));
  return {
    state,
    subscribe: (event: keyof typeof listeners, listener: (event: { pathChanged: boolean }) => void) => {
      listeners[event].add(listener);
      return () => void listeners[event].delete(listener);
    },
    navigate: (pathChanged = true) => announce("onBeforeLoad", pathChanged),
    resolve: () => {
      state.resolvedLocation = { pathname: "/" };
      announce("onResolved", true);
    },
    get listening() {
      return listeners.onBeforeLoad.size + listeners.onResolved.size;
    },
  };
}
const load = vi.fn<(font: string) => Promise<unknown[]>>();
/** What the page has fetched (the Resource Timing entries' names) */
let fetched: string[] = [];
const kept = () => JSON.parse(localStorage.getItem("brand_fonts") ?? "null") as unknown;

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(document, "fonts", { configurable: true, value: { load } });
  load.mockReset().mockResolvedValue([{}]);
  fetched = [`${location.origin}/assets/style.css`, ...LATIN.map((path) => `${location.origin}${path}`)];
  vi.spyOn(performance, "getEntriesByType").mockImplementation(() => fetched.map((name) => ({ name }) as PerformanceEntry));
  // the release's stylesheet: the brand's faces, latin and latin-ext
  const style = document.createElement("style");
  style.textContent = [...LATIN, "/assets/inter-latin-ext-wght-normal-C3.woff2"]
    .map((path, i) => `@font-face { font-family: "F${i}"; src: url("${path}") format("woff2"); }`)
    .join("\n");
  document.head.replaceChildren(style);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete html.dataset.fonts;
  localStorage.clear();
});

/** The page loaded, the browser idle, and what the loads answer settled */
async function idle() {
  await vi.advanceTimersByTimeAsync(5000);
}

describe("the brand's typefaces", () => {
  it("a first visit: fetched once the page is idle, their files kept, used from the next page and not on this one", async () => {
    const nav = navigations();
    startBrandFonts(nav);
    expect(load).not.toHaveBeenCalled();
    await idle();
    expect(load.mock.calls.map(([face]) => face)).toEqual([...BRAND_FACES]);
    expect(kept()).toEqual(LATIN);
    expect(html.dataset.fonts).toBeUndefined();
    nav.navigate(false); // a search or hash change on the same page
    expect(html.dataset.fonts).toBeUndefined();
    nav.navigate();
    expect(html.dataset.fonts).toBe("");
    expect(nav.listening).toBe(0);
  });

  it("a first visit: not while the page waits for its route's data, fetched once it has it and has painted", async () => {
    const nav = navigations({ resolved: false });
    startBrandFonts(nav);
    await idle();
    expect(load).not.toHaveBeenCalled();
    nav.resolve();
    await idle();
    expect(load.mock.calls.map(([face]) => face)).toEqual([...BRAND_FACES]);
    expect(kept()).toEqual(LATIN);
    expect(nav.listening).toBe(1); // the next navigation's, which puts them on
  });

  it("a first visit to a prerendered page: not before the app has committed the page in place of its snapshot", async () => {
    let commit = () => {};
    startBrandFonts(navigations(), new Promise<void>((done) => (commit = done)));
    await idle();
    expect(load).not.toHaveBeenCalled();
    commit();
    await idle();
    expect(load.mock.calls.map(([face]) => face)).toEqual([...BRAND_FACES]);
  });

  it("a browser that holds them: set at once; the files kept follow a release that renamed them", async () => {
    localStorage.setItem("brand_fonts", JSON.stringify(["/assets/space-grotesk-latin-wght-normal-OLD.woff2"]));
    fetched.push(`${location.origin}/assets/space-grotesk-latin-wght-normal-OLD.woff2`); // the first step's preload of the old file
    const nav = navigations();
    startBrandFonts(nav);
    expect(html.dataset.fonts).toBe("");
    await idle();
    expect(kept()).toEqual(LATIN);
    expect(nav.listening).toBe(0);
  });

  it("only this site's own files of this release are kept, never another origin's", async () => {
    fetched = ["https://fonts.example/assets/inter-latin-wght-normal-B2.woff2", `${location.origin}/assets/unknown.woff2`, `${location.origin}${LATIN[1]}`];
    startBrandFonts(navigations());
    await idle();
    expect(kept()).toEqual([LATIN[1]]);
  });

  it("a face that did not load (offline, a host without it): nothing kept, the local faces stay", async () => {
    load.mockImplementation(async (face) => (face.includes("Inter") ? [] : [{}]));
    const nav = navigations();
    startBrandFonts(nav);
    await idle();
    expect(kept()).toBeNull();
    nav.navigate();
    expect(html.dataset.fonts).toBeUndefined();

    load.mockRejectedValue(new TypeError("network"));
    startBrandFonts(nav);
    await idle();
    expect(kept()).toBeNull();
  });

  it("a kept value that is not a list of this site's font files is not held", async () => {
    for (const value of ["true", "[]", '["https://evil.example/x.woff2"]', '["//evil.example/x.woff2"]', "{"]) {
      localStorage.setItem("brand_fonts", value);
      load.mockRejectedValue(new TypeError("network"));
      startBrandFonts(navigations());
      expect(html.dataset.fonts).toBeUndefined();
    }
  });
});
