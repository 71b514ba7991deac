// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { nextPaint } from "./after-paint";

/**
 * What the analytics and the error reports hand to their SDKs (each loaded on first use): the
 * stand-in SDKs below record it. The acceptance suite proves the requests themselves.
 */
const plausible = vi.hoisted(() => ({ init: vi.fn(), track: vi.fn() }));
vi.mock("@plausible-analytics/tracker", () => plausible);
const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  captureException: vi.fn(),
  dedupeIntegration: vi.fn(() => "dedupe"),
  linkedErrorsIntegration: vi.fn(() => "linked-errors"),
}));
vi.mock("@sentry/browser", () => sentry);

/** Until what the page sends after its next paint is sent (lib/after-paint.ts), and its promises have settled. */
const settle = () => nextPaint().then(() => new Promise((resolve) => setTimeout(resolve, 0)));
/** The modules as a new page gets them: its own copies, no tracker started. */
async function load({ samePage = false } = {}) {
  if (!samePage) delete (globalThis as Record<symbol, unknown>)[Symbol.for("penta.analytics.tracker")];
  vi.resetModules();
  return { analytics: await import("./analytics"), reports: await import("./error-reports") };
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubEnv("VITE_ANALYTICS_ENDPOINT", "https://insights.pentagames.io/api/event");
  vi.stubEnv("VITE_ANALYTICS_DOMAIN", "");
  vi.stubEnv("VITE_SITE_URL", "");
  vi.stubEnv("VITE_ERROR_REPORT_DSN", "https://key@errors.pentagames.io/7");
  vi.stubEnv("VITE_ERROR_REPORT_TUNNEL", "/errors");
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe("analytics", () => {
  it("loads the tracker once, configured to send nothing by itself and only a referrer's origin", async () => {
    const { analytics } = await load();
    analytics.trackPageview("/acc/$username");
    analytics.trackEvent({ name: "badge_claimed", props: { badge: "COMMON" } });
    await settle();
    expect(plausible.init).toHaveBeenCalledTimes(1);
    const options = plausible.init.mock.calls[0]![0];
    expect(options).toMatchObject({
      domain: window.location.hostname,
      endpoint: "https://insights.pentagames.io/api/event",
      autoCapturePageviews: false,
      captureOnLocalhost: true,
      logging: false,
      bindToWindow: false,
    });
    expect(options.transformRequest({ n: "pageview", r: "https://x.com/alice?ref=1" })).toEqual({ n: "pageview", r: "https://x.com" });
    expect(options.transformRequest({ n: "pageview", r: null })).toEqual({ n: "pageview", r: null });
  });

  it("a second copy of the module on the same page (a hot update) starts the tracker once and sends through it", async () => {
    (await load()).analytics.trackPageview("/");
    await settle();
    const { analytics } = await load({ samePage: true });
    analytics.trackPageview("/faq");
    await settle();
    expect(plausible.init).toHaveBeenCalledTimes(1);
    expect(plausible.track).toHaveBeenLastCalledWith("pageview", { url: `${window.location.origin}/faq` });
  });

  it("a configured analytics domain is used as it is", async () => {
    vi.stubEnv("VITE_ANALYTICS_DOMAIN", "play.pentagames.io");
    const { analytics } = await load();
    analytics.trackPageview("/");
    await settle();
    expect(plausible.init.mock.calls[0]![0].domain).toBe("play.pentagames.io");
  });

  it("page views and events carry the route's pattern on the site's origin, never the address", async () => {
    const { analytics } = await load();
    analytics.trackPageview("/acc/$username");
    await settle();
    expect(plausible.track).toHaveBeenLastCalledWith("pageview", { url: `${window.location.origin}/acc/$username` });
    analytics.trackEvent({ name: "signup_success", props: { campaign: "default", user_from: "penta", referred: "no" } });
    await settle();
    expect(plausible.track).toHaveBeenLastCalledWith("signup_success", {
      props: { campaign: "default", user_from: "penta", referred: "no" },
      url: `${window.location.origin}/acc/$username`,
    });
  });

  it("sends nothing without an endpoint, or when the visitor opted out", async () => {
    vi.stubEnv("VITE_ANALYTICS_ENDPOINT", "");
    let { analytics } = await load();
    analytics.trackPageview("/");
    analytics.trackEvent({ name: "badge_claimed", props: { badge: "COMMON" } });
    await settle();
    vi.unstubAllEnvs();
    vi.stubEnv("VITE_ANALYTICS_ENDPOINT", "https://insights.pentagames.io/api/event");
    vi.stubGlobal("navigator", { ...navigator, doNotTrack: "1" });
    ({ analytics } = await load());
    analytics.trackPageview("/");
    await settle();
    expect(plausible.init).not.toHaveBeenCalled();
    expect(plausible.track).not.toHaveBeenCalled();
  });

  it("counts clicks on the marked buttons (on anything inside them too, and when the button's own handler stops the click), and no others", async () => {
    const { analytics } = await load();
    const root = document.implementation.createHTMLDocument();
    analytics.trackButtonClicks(root);
    root.body.append(
      Object.assign(root.createElement("button"), { innerHTML: "<span>Sign up</span>" }),
      Object.assign(root.createElement("button"), { textContent: "Other" }),
      Object.assign(root.createElement("button"), { textContent: "Unknown" }),
    );
    const [signUp, other, unknown] = [...root.querySelectorAll("button")];
    signUp!.dataset.track = "home_sign_up";
    unknown!.dataset.track = "not_a_button";
    // the page listens in the capture phase: a handler that stops the click does not hide it
    signUp!.addEventListener("click", (e) => e.stopPropagation());
    signUp!.querySelector("span")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    other!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    unknown!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    // a click on the document itself (no element to look up from) throws nothing
    const thrown: unknown[] = [];
    const onError = (e: ErrorEvent) => thrown.push(e.error);
    addEventListener("error", onError);
    root.dispatchEvent(new MouseEvent("click"));
    removeEventListener("error", onError);
    expect(thrown).toEqual([]);
    await settle();
    expect(plausible.track).toHaveBeenCalledTimes(1);
    expect(plausible.track).toHaveBeenCalledWith("button_click", { props: { button: "home_sign_up" }, url: `${window.location.origin}/` });
  });
});

describe("error reports", () => {
  it("load the SDK on the first error, through the tunnel, with our two integrations and the scrubber on every event and breadcrumb", async () => {
    const { reports } = await load();
    expect(sentry.init).not.toHaveBeenCalled();
    const error = new Error("boom");
    reports.reportError(error, "route");
    await settle();
    expect(sentry.init).toHaveBeenCalledTimes(1);
    const options = sentry.init.mock.calls[0]![0];
    expect(options).toMatchObject({
      dsn: "https://key@errors.pentagames.io/7",
      tunnel: "/errors",
      environment: "local",
      defaultIntegrations: false,
      integrations: ["dedupe", "linked-errors"],
    });
    expect(options.beforeSend({ request: { url: "https://play.pentagames.io/reset?key=secret" } }).request.url).not.toContain("secret");
    expect(options.beforeBreadcrumb({ message: "mail alice@example.com" }).message).not.toContain("alice@example.com");
    expect(sentry.captureException).toHaveBeenCalledWith(error, { tags: { kind: "route" }, extra: { page: window.location.href } });
  });

  it("no tunnel configured: sent to the DSN; no DSN: nothing at all", async () => {
    vi.stubEnv("VITE_ERROR_REPORT_TUNNEL", "");
    let { reports } = await load();
    reports.reportError(new Error("x"));
    await settle();
    expect(sentry.init.mock.calls[0]![0].tunnel).toBeUndefined();
    vi.clearAllMocks();
    vi.stubEnv("VITE_ERROR_REPORT_DSN", "");
    ({ reports } = await load());
    reports.reportError(new Error("y"));
    await settle();
    expect(sentry.init).not.toHaveBeenCalled();
    expect(sentry.captureException).not.toHaveBeenCalled();
  });

  it("report the page's unhandled errors and rejections, not a browser extension's or ResizeObserver's noise", async () => {
    const { reports } = await load();
    const target = new EventTarget() as Window;
    reports.installErrorReports(target);
    const ours = new Error("ours");
    target.dispatchEvent(new ErrorEvent("error", { error: ours, message: "ours", filename: "https://play.pentagames.io/assets/x.js" }));
    target.dispatchEvent(new ErrorEvent("error", { message: "Script error." }));
    target.dispatchEvent(new ErrorEvent("error", { error: new Error("ext"), filename: "chrome-extension://abc/content.js" }));
    target.dispatchEvent(new ErrorEvent("error", { message: "ResizeObserver loop completed with undelivered notifications." }));
    const rejection = Object.assign(new Event("unhandledrejection"), { reason: "nope" });
    target.dispatchEvent(rejection);
    await settle();
    const reported = sentry.captureException.mock.calls.map(([e, context]) => [e instanceof Error ? e.message : e, context.tags.kind]);
    expect(reported).toEqual([
      ["ours", "unhandled"],
      ["Script error.", "unhandled"],
      ["nope", "unhandled"],
    ]);
  });
});
