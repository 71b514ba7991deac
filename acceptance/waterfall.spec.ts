import type { CDPSession, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openSignedIn } from "./flows";

// A data page starts its data with its code, not after it (fast on a phone: "code and data in
// parallel"): no page needs more than three round trips (the document, the entry, the route's
// code) before its first API call. Read from the browser's own record of who asked for what: a
// request's round trip is one more than that of the deepest resource in the code that made it
// (its initiator, with the async stack: a loader's fetch counts the route chunk the loader is in).

const API = /^\/(api|mining|pool|block|user\/(rewards|history))(\/|\?|$)/;
const MAX_ROUND_TRIPS_BEFORE_DATA = 3;

type StackTrace = { callFrames: { url: string }[]; parent?: StackTrace };
type Initiator = { type: string; url?: string; stack?: StackTrace };

function initiatorUrls(initiator: Initiator): string[] {
  const urls = initiator.url ? [initiator.url] : [];
  for (let stack = initiator.stack; stack; stack = stack.parent) for (const frame of stack.callFrames) if (frame.url) urls.push(frame.url);
  return urls;
}

/** Opens `path` as a first visit (no cache) and answers the round trip of its first API call. */
async function firstApiCall(page: Page, path: string) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Debugger.enable");
  await cdp.send("Debugger.setAsyncCallStackDepth", { maxDepth: 32 });
  const trip = new Map<string, number>();
  const calls: { path: string; trip: number; after: string }[] = [];
  cdp.on("Network.requestWillBeSent", (e: { request: { url: string }; initiator: Initiator; type?: string }) => {
    const parents = initiatorUrls(e.initiator).filter((u) => trip.has(u));
    const deepest = parents.reduce((best, u) => (trip.get(u)! > (trip.get(best) ?? 0) ? u : best), "");
    const n = deepest ? trip.get(deepest)! + 1 : 1;
    if (!trip.has(e.request.url)) trip.set(e.request.url, n);
    const url = new URL(e.request.url);
    if (url.origin === new URL(page.url() === "about:blank" ? e.request.url : page.url()).origin && API.test(url.pathname))
      calls.push({ path: url.pathname, trip: n, after: deepest.replace(/^.*\//, "") });
  });
  await page.goto(path);
  await expect.poll(() => calls.length, { message: `${path} makes an API call` }).toBeGreaterThan(0);
  await cdp.detach();
  return calls[0]!;
}

const expectEarly = (call: { path: string; trip: number; after: string }, page: string) =>
  // its own round trip is the fourth at most: three before it
  expect(call.trip - 1, `${page}: the first API call (${call.path}) waits on ${call.trip - 1} round trips (last: ${call.after})`).toBeLessThanOrEqual(
    MAX_ROUND_TRIPS_BEFORE_DATA,
  );

test.describe("data pages start their data early (fast on a phone)", () => {
  test("as a visitor: a public profile, a space, the airdrop, what can mine and the partners", async ({ page }) => {
    for (const path of ["/acc/alice", "/spatial/alice", "/airdrop", "/mine/active-collection", "/mine/partners"])
      expectEarly(await firstApiCall(page, path), path);
  });

  test("as a signed-in player: the account, mining pages and badges", async ({ page, users }) => {
    const player = await users.create();
    await openSignedIn(page, player, "/account");
    for (const path of [
      "/account",
      "/account/my-referrals",
      "/mine/stats",
      "/mine/history",
      "/mine/user-summary",
      "/mine/pools",
      "/airdrop/uncommon",
      `/acc/${player.username}`,
    ])
      expectEarly(await firstApiCall(page, path), path);
  });
});
