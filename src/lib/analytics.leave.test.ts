// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from "vitest";

// the tracker and the next paint are the test's: a paint comes only when the test says so
const sent = vi.hoisted(() => [] as { name: string; options: unknown }[]);
const paints = vi.hoisted(() => [] as (() => void)[]);
vi.mock("@plausible-analytics/tracker", () => ({
  init: () => undefined,
  track: (name: string, options: unknown) => sent.push({ name, options }),
}));
vi.mock("@/lib/after-paint", () => ({ afterNextPaint: (work: () => void) => paints.push(work) }));

const { trackEvent, trackPageview } = await import("./analytics");
const { siteOrigin } = await import("@/config/env");
const paint = () => paints.splice(0).forEach((work) => work());
// the tracker is imported on the first event: a moment here, seconds on a busy machine
const LOADED_HOST = { timeout: 10_000 };
const names = () => sent.map(({ name }) => name);

beforeEach(async () => {
  // the tracker is loaded by the first event, as on a page the router has shown
  trackPageview("/");
  paint();
  await vi.waitFor(() => expect(names()).toEqual(["pageview"]), LOADED_HOST);
  sent.length = 0;
});
afterEach(() => {
  paint();
  sent.length = 0;
});

test("an event waits for the next paint, and is sent once", () => {
  trackEvent({ name: "button_click", props: { button: "sign_up_submit" } });
  expect(sent).toEqual([]);
  paint();
  expect(sent).toEqual([{ name: "button_click", options: { props: { button: "sign_up_submit" }, url: `${siteOrigin()}/` } }]);
  dispatchEvent(new Event("pagehide"));
  expect(sent).toHaveLength(1);
});

test("a page left before the next paint sends what waits at once, while it is left, and each event once", () => {
  trackEvent({ name: "signup_success", props: { campaign: "spatial", user_from: "penta", referred: "no" } });
  trackPageview("/validate-email");
  dispatchEvent(new Event("pagehide"));
  // in the pagehide listener itself, not a later task: the page is gone by then
  expect(names()).toEqual(["signup_success", "pageview"]);
  expect(sent[1]?.options).toEqual({ url: `${siteOrigin()}/validate-email` });
  paint();
  dispatchEvent(new Event("pagehide"));
  expect(names()).toEqual(["signup_success", "pageview"]);
});

test("a page hidden before the next paint (a switch to the mail app) sends what waits at once; a page shown again sends nothing", () => {
  const state = vi.spyOn(document, "visibilityState", "get");
  state.mockReturnValue("visible");
  trackEvent({ name: "signup_success", props: { campaign: "default", user_from: "penta", referred: "yes" } });
  document.dispatchEvent(new Event("visibilitychange"));
  expect(sent).toEqual([]);
  state.mockReturnValue("hidden");
  document.dispatchEvent(new Event("visibilitychange"));
  expect(names()).toEqual(["signup_success"]);
  paint();
  expect(names()).toEqual(["signup_success"]);
});

test("a second copy of the module (a hot update) sends at once when the page is left, once it has sent through the tracker", async () => {
  vi.resetModules();
  const again = await import("./analytics");
  again.trackPageview("/account");
  paint();
  await vi.waitFor(() => expect(names()).toEqual(["pageview"]), LOADED_HOST);
  again.trackEvent({ name: "button_click", props: { button: "wallet_connect" } });
  dispatchEvent(new Event("pagehide"));
  expect(names()).toEqual(["pageview", "button_click"]);
});
