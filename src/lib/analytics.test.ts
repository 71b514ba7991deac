import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { ANALYTICS_BUTTONS, optedOut, referrerOrigin } from "./analytics";

// the tests of this project share a worker: a window made up here is taken away after each test
afterEach(() => vi.unstubAllGlobals());

test("Do Not Track and Global Privacy Control turn analytics off", () => {
  const nav = (o: object) => o as Navigator & { globalPrivacyControl?: boolean };
  if (typeof window === "undefined") vi.stubGlobal("window", {});
  expect(optedOut(nav({ doNotTrack: "1" }))).toBe(true);
  expect(optedOut(nav({ doNotTrack: "yes" }))).toBe(true);
  expect(optedOut(nav({ globalPrivacyControl: true }))).toBe(true);
  expect(optedOut(nav({ doNotTrack: "0", globalPrivacyControl: false }))).toBe(false);
  expect(optedOut(nav({}))).toBe(false);
});

test("a referrer is kept as its origin only", () => {
  expect(referrerOrigin("https://partner.example/callback?code=abc#x")).toBe("https://partner.example");
  expect(referrerOrigin("")).toBeNull();
  expect(referrerOrigin("not a url")).toBeNull();
});

test("every counted button is marked in the app, and every marked button is counted", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : f.endsWith(".tsx") ? [join(dir, f)] : []));
  const marked = new Set(files("src").flatMap((f) => [...readFileSync(f, "utf8").matchAll(/data-track="([a-z_]+)"/g)].map((m) => m[1])));
  expect([...marked].sort()).toEqual([...ANALYTICS_BUTTONS].sort());
});
