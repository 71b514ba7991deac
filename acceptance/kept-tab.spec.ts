import type { Page } from "@playwright/test";
import { expect, keptTabTest as test } from "./fixtures";
import { APP_URL } from "./fixtures/stack";

// The suite's own promise about its kept tabs (fixtures/kept-tab.ts): the next test gets the same
// tab, and nothing the last test left in it. One worker runs these in order.
test.describe.configure({ mode: "serial" });

let firstTab: Page | undefined;
const seen: string[] = [];

test("a test leaves state of every kind in its tab", async ({ page, context }) => {
  firstTab = page;
  await context.addInitScript(() => ((window as unknown as { left: string }).left = "an init script"));
  await context.exposeBinding("leftBinding", () => "a binding");
  await context.route("**/left-route", (route) => route.fulfill({ body: "a route" }));
  await context.grantPermissions(["clipboard-read"], { origin: APP_URL });
  page.on("console", (message) => seen.push(message.text()));
  await page.goto("/404-kept");
  await page.evaluate(() => {
    localStorage.setItem("left", "local storage");
    sessionStorage.setItem("left", "session storage");
    document.cookie = "left=a cookie; path=/";
    indexedDB.open("left-db");
    console.log("from the first test");
  });
  await context.newPage();
  await page.setViewportSize({ width: 500, height: 600 });
  expect(context.pages()).toHaveLength(2);
});

test("the next test gets the same tab with none of it", async ({ page, context, viewport }) => {
  expect(page, "the tab kept from the test before").toBe(firstTab);
  expect(context.pages()).toEqual([page]);
  expect(page.url()).toBe("about:blank");
  expect(page.viewportSize()).toEqual(viewport);
  expect((await context.cookies()).map((c) => c.name)).not.toContain("left");
  await page.goto("/404-kept");
  const left = await page.evaluate(async () => ({
    local: localStorage.getItem("left"),
    session: sessionStorage.getItem("left"),
    cookie: document.cookie.includes("left="),
    databases: (await indexedDB.databases()).map((d) => d.name),
    script: (window as unknown as { left?: string }).left ?? null,
    binding: typeof (window as unknown as { leftBinding?: unknown }).leftBinding,
    routed: (await fetch("/left-route").then((r) => r.text())) === "a route",
    permission: (await navigator.permissions.query({ name: "clipboard-read" as PermissionName })).state,
  }));
  expect(left).toEqual({ local: null, session: null, cookie: false, databases: [], script: null, binding: "undefined", routed: false, permission: "prompt" });
  await page.evaluate(() => console.log("from the second test"));
  expect(seen, "the first test's listener is gone").toEqual(["from the first test"]);
});

test("a test that installs a clock spoils its tab", async ({ page }) => {
  expect(page).toBe(firstTab);
  await page.clock.install();
});

test("so the next test gets a new one", async ({ page }) => {
  expect(page).not.toBe(firstTab);
});
