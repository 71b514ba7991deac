import { describe, expect, it } from "vitest";
import { hostingRules, paramFrameFor, pathOf, prerenderPlan, type DeclaredRoute } from "./prerender";

// A route declares how it is prerendered (staticData.prerender); the build's lists and the host's
// rules follow from the routes alone (adding a public page is one route file).
const ROUTES: DeclaredRoute[] = [
  { id: "__root__" },
  { id: "/", prerender: { snapshot: "page" } },
  { id: "/$page", prerender: { snapshot: "page", values: ["a-chain", "a-games"] } },
  { id: "/faq", prerender: { snapshot: "page", early: { step: "android" } } },
  { id: "/reset", prerender: { snapshot: "page", queryView: { param: "key", snapshotWith: true } } },
  { id: "/register", prerender: { snapshot: "redirect", to: "/sign-up" } },
  { id: "/sign-up/", prerender: { snapshot: "page" } },
  { id: "/sign-up/$code", prerender: { snapshot: "page", values: "any" } },
  { id: "/acc/$username", prerender: { snapshot: "frame", values: "any" } },
  { id: "/_player" },
  { id: "/_player/mine/stats", prerender: { snapshot: "frame" } },
  { id: "/_player/mine/pools/$code", prerender: { snapshot: "frame", values: "any" } },
  { id: "/sso" },
];

describe("prerendering declared by the routes", () => {
  it("a route id is the address it answers: pathless layouts and an index's slash dropped", () => {
    expect(pathOf("/_player/account/")).toBe("/account");
    expect(pathOf("/mine/")).toBe("/mine");
    expect(pathOf("/")).toBe("/");
  });

  it("pages, each value of a listed parameter, and a frame for any value", () => {
    const plan = prerenderPlan(ROUTES);
    expect(plan.pages).toEqual(["/", "/a-chain", "/a-games", "/faq", "/reset", "/sign-up", "/sign-up/@frame"]);
    expect(plan.framed).toEqual({ "/acc/@frame": { player: false }, "/mine/stats": { player: true }, "/mine/pools/@frame": { player: true } });
    expect(plan.paramFrames).toEqual({
      "/sign-up": { player: false, data: false },
      "/acc": { player: false, data: true },
      "/mine/pools": { player: true, data: true },
    });
    expect(plan.queryViews).toEqual({ "/reset": { param: "key", snapshotWith: true } });
    expect(plan.redirects).toEqual({ "/register": "/sign-up" });
    // a player page's frame sends a visitor on to sign in before it paints
    expect(plan.earlyScripts).toEqual({
      "/faq": { step: "android" },
      "/register": { step: "address", data: { to: "/sign-up" } },
      "/mine/stats": { step: "signIn" },
      "/mine/pools/@frame": { step: "signIn" },
    });
  });

  it("a parameter route without its values, or values without a parameter, stops the build", () => {
    expect(() => prerenderPlan([{ id: "/acc/$username", prerender: { snapshot: "frame" } }])).toThrow(/declares its values/);
    expect(() => prerenderPlan([{ id: "/faq", prerender: { snapshot: "page", values: "any" } }])).toThrow(/values are for a route with a parameter/);
  });

  it("the host's rules: the app's paths (a root parameter only its values) and the frames for any value", () => {
    const rules = hostingRules(ROUTES);
    const app = new RegExp(rules.appRoute);
    for (const path of ["/", "/faq", "/faq/", "/a-chain", "/sign-up/x", "/acc/alice", "/mine/stats", "/mine/pools/ALPHA1", "/sso"])
      expect(app.test(path), path).toBe(true);
    for (const path of ["/nope", "/a-nope", "/acc/alice/extra", "/_player"]) expect(app.test(path), path).toBe(false);
    expect(paramFrameFor(rules, "/mine/pools/ALPHA1/")).toBe("/mine/pools/@frame/index.html");
    expect(paramFrameFor(rules, "/acc/a.b_c-d")).toBe("/acc/@frame/index.html");
    expect(paramFrameFor(rules, "/acc/alice/extra")).toBeNull();
    expect(paramFrameFor(rules, "/faq")).toBeNull();
    expect(() => hostingRules([{ id: "/$page", prerender: { snapshot: "page", values: "any" } }])).toThrow(/at the root declares its values/);
  });
});
