// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { runFirstStep, startApp } from "./first-steps";
import { isBarePath } from "./menu";

// The snapshots' first steps (the inline boot code is one module with real syntax and its own
// tests). Each runs as the page's script runs it: named by the script element's data.
const html = document.documentElement;
const run = (step: string, data: Record<string, string> = {}) => {
  const script = document.createElement("script");
  Object.assign(script.dataset, { step, ...data });
  runFirstStep(script);
};
const at = (url: string) => window.history.replaceState(null, "", url);
/** A heading and `count` skeletons standing for the address's value, as a parameter frame has them. */
const skeletons = (count: number) => {
  const heading = document.createElement("h1");
  heading.append("Pool ");
  document.body.replaceChildren(heading);
  for (let i = 0; i < count; i++) {
    const skeleton = document.createElement("span");
    skeleton.dataset.param = "";
    (i === 0 ? heading : document.body).append(skeleton);
  }
};

afterEach(() => {
  for (const name of ["bare", "session", "otherView", "android", "fonts"]) delete html.dataset[name];
  localStorage.clear();
  document.body.replaceChildren();
  at("/");
  vi.restoreAllMocks();
});

describe("a snapshot's first steps, before its first paint", () => {
  it("bare: marks exactly the paths isBarePath names (the app frame's header and footer hidden)", () => {
    for (const path of ["/acc", "/acc/alice", "/spatial", "/spatial/alice", "/sso", "/", "/account", "/accounts", "/sso/x", "/mine", "/sign-in"]) {
      delete html.dataset.bare;
      at(path);
      run("bare");
      expect("bare" in html.dataset, path).toBe(isBarePath(path));
    }
  });

  it("session: marks a stored session, and nothing when there is none or storage refuses", () => {
    run("session");
    expect("session" in html.dataset).toBe(false);
    localStorage.setItem("session", "{}");
    run("session");
    expect("session" in html.dataset).toBe(true);
    delete html.dataset.session;
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("refused");
    });
    expect(() => run("session")).not.toThrow();
    expect("session" in html.dataset).toBe(false);
  });

  it("otherView: marks the view the snapshot does not show, by its query parameter", () => {
    at("/create-new-password?key=abc");
    run("otherView", { param: "key", snapshotWith: "true" });
    expect("otherView" in html.dataset).toBe(false);
    at("/create-new-password");
    run("otherView", { param: "key", snapshotWith: "true" });
    expect("otherView" in html.dataset).toBe(true);
    delete html.dataset.otherView;
    at("/validate-email?token=t");
    run("otherView", { param: "token", snapshotWith: "false" });
    expect("otherView" in html.dataset).toBe(true);
  });

  it("fillParam: the address's last segment, decoded once, as text in place of each skeleton", () => {
    skeletons(2);
    at("/mine/pools/%3Cb%3EALPHA1%3C%2Fb%3E/");
    run("fillParam");
    expect(document.querySelectorAll("[data-param]")).toHaveLength(0);
    expect(document.querySelector("h1")!.textContent).toBe("Pool <b>ALPHA1</b>");
    expect(document.querySelector("b")).toBeNull();
    // an address that does not decode leaves the skeletons to the app
    skeletons(1);
    at("/acc/%E0%A4%A");
    expect(() => run("fillParam")).not.toThrow();
    expect(document.querySelectorAll("[data-param]")).toHaveLength(1);
  });

  it("android and openWalletApp (K36, K26): only on Android; the wallet link only without redirected=1", () => {
    const agent = vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (X11; Linux x86_64)");
    const replace = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, search: "", replace } as Location);
    run("android");
    run("openWalletApp", { link: "https://wallet.example/addrpc" });
    expect("android" in html.dataset).toBe(false);
    expect(replace).not.toHaveBeenCalled();
    agent.mockReturnValue("Mozilla/5.0 (Linux; Android 14)");
    run("android");
    run("openWalletApp", { link: "https://wallet.example/addrpc" });
    expect("android" in html.dataset).toBe(true);
    expect(replace).toHaveBeenCalledWith("https://wallet.example/addrpc");
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, search: "?redirected=1", replace } as Location);
    run("openWalletApp", { link: "https://wallet.example/addrpc" });
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it("address: a redirecting path shows the address of the page it leads to", () => {
    at("/register");
    run("address", { to: "/sign-up" });
    expect(window.location.pathname).toBe("/sign-up");
  });

  it("fonts: the brand's typefaces once this browser holds them, their files preloaded; not before, nor from a value not ours", () => {
    const files = ["/assets/space-grotesk-latin-wght-normal-A1.woff2", "/assets/inter-latin-wght-normal-B2.woff2"];
    const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')];
    run("fonts");
    expect(html.dataset.fonts).toBeUndefined();
    for (const value of [
      "true",
      "[]",
      "{",
      '["https://evil.example/x.woff2"]',
      '["//evil.example/x.woff2"]',
      '["/assets/x.woff2.js"]',
      '["assets/x.woff2"]',
      `["${files[0]}", 1]`,
    ]) {
      localStorage.setItem("brand_fonts", value);
      run("fonts");
      expect(html.dataset.fonts).toBeUndefined();
      expect(preloads()).toEqual([]);
    }
    localStorage.setItem("brand_fonts", JSON.stringify(files));
    run("fonts");
    expect(html.dataset.fonts).toBe("");
    expect(preloads().map((link) => [link.getAttribute("href"), link.getAttribute("type"), link.getAttribute("crossorigin")])).toEqual(
      files.map((href) => [href, "font/woff2", ""]),
    );
    for (const link of preloads()) link.remove();
  });

  it("a script runs every step it names, in order, with its data", () => {
    localStorage.setItem("brand_fonts", '["/assets/inter-latin-wght-normal-B2.woff2"]');
    at("/register");
    run("fonts address", { to: "/sign-up" });
    expect(html.dataset.fonts).toBe("");
    expect(window.location.pathname).toBe("/sign-up");
    document.head.replaceChildren();
  });

  it("a script without a known step does nothing", () => {
    expect(() => run("toString")).not.toThrow();
    expect(() => run("nope")).not.toThrow();
    expect(() => run("nope  toString")).not.toThrow();
    expect(() => runFirstStep(null)).not.toThrow();
    expect(Object.keys(html.dataset)).toEqual([]);
  });
});

describe("the start of the app's code (the boot file)", () => {
  type Entry = { name: string };
  /** A browser's paint timing: what the page reports, to the observer the boot file sets. */
  const paintTiming = (supported = ["paint"]) => {
    const observers: ((list: { getEntriesByName: (name: string) => Entry[] }) => void)[] = [];
    vi.stubGlobal(
      "PerformanceObserver",
      Object.assign(
        class {
          constructor(callback: (typeof observers)[number]) {
            observers.push(callback);
          }
          observe() {}
        },
        { supportedEntryTypes: supported },
      ),
    );
    return (name: string) => observers.forEach((report) => report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }));
  };
  const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")].map((link) => link.getAttribute("href"));
  /** A page's boot list: an entry that counts its starts, and two chunks. */
  const page = () => {
    const boot = document.createElement("script");
    boot.type = "application/json";
    boot.id = "prerender-boot";
    boot.textContent = JSON.stringify(["data:text/javascript,globalThis.entryStarts=(globalThis.entryStarts??0)+1", "/assets/a.js", "/assets/b.js"]);
    document.body.append(boot);
  };
  const visibility = (state: DocumentVisibilityState) => vi.spyOn(document, "visibilityState", "get").mockReturnValue(state);
  /** Long enough for a start to show: its preloads and its entry's import. */
  const aMoment = () => new Promise((resolve) => setTimeout(resolve, 20));
  const starts = () => (globalThis as { entryStarts?: number }).entryStarts ?? 0;
  const listeners: EventListenerOrEventListenerObject[] = [];
  /** No preload and no load listener of an earlier boot left. */
  const unboot = () => {
    document.head.querySelectorAll("link").forEach((link) => link.remove());
    listeners.splice(0).forEach((listener) => removeEventListener("load", listener));
  };
  afterEach(() => {
    vi.unstubAllGlobals();
    unboot();
    delete (globalThis as { entryStarts?: number }).entryStarts;
  });
  const boot = () => {
    const add = vi.spyOn(window, "addEventListener");
    startApp();
    listeners.push(...add.mock.calls.filter(([type]) => type === "load").map(([, listener]) => listener));
  };

  it("starts at the first contentful paint, not at a paint without content, and once", async () => {
    page();
    const report = paintTiming();
    boot();
    report("first-paint");
    await aMoment();
    expect(preloads()).toEqual([]);
    expect(starts()).toBe(0);
    report("first-contentful-paint");
    report("first-contentful-paint");
    await vi.waitFor(() => expect(preloads()).toEqual(["/assets/a.js", "/assets/b.js"]));
    await vi.waitFor(() => expect(starts()).toBe(1));
  });

  it("the app frame on a bare path, nothing of its own to paint, starts at its first paint or at its load", async () => {
    page();
    html.dataset.bare = "";
    const report = paintTiming();
    visibility("visible");
    boot();
    report("first-paint");
    await vi.waitFor(() => expect(preloads()).toEqual(["/assets/a.js", "/assets/b.js"]));
    unboot();

    // an engine that reports only contentful paints: its load
    boot();
    dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(preloads()).toEqual(["/assets/a.js", "/assets/b.js"]));
  });

  it("a page on screen does not start at its load; one in the background, or in a browser that reports no paints, does", async () => {
    page();
    paintTiming();
    visibility("visible");
    boot();
    dispatchEvent(new Event("load"));
    await aMoment();
    expect(preloads()).toEqual([]);

    visibility("hidden");
    dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(preloads()).toEqual(["/assets/a.js", "/assets/b.js"]));
    unboot();

    paintTiming([]);
    visibility("visible");
    boot();
    dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(preloads()).toEqual(["/assets/a.js", "/assets/b.js"]));
  });
});
