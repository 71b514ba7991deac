import type { Locator, Page } from "@playwright/test";
import { expect, keptTabTest as test } from "./fixtures";
import { holdWrite } from "./fixtures/held-write";
import { expectOnceAfter, pauseClock, recordFetches } from "./fixtures/clock";
import { openAccountMenu, openSignedIn } from "./flows";

// accounts-identity.md §2 (friends list, requests, add friends), §4 (friendship states), §8 (friends errors)

async function openDialog(page: Page, item: "Friends" | "Find Friends" | "Request") {
  await openAccountMenu(page);
  await page
    .getByRole("list", { name: "Account" })
    .getByRole("button", { name: item === "Request" ? /^Request/ : item, exact: item !== "Request" })
    .click();
}

/** Whether the focus is inside `scope` (a button that went with what it did leaves it nowhere else: never the page's body). */
const focusInside = (scope: Locator) => scope.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el);

test.describe("friends, complete", () => {
  test(
    "Accept and Reject: accepting refreshes friends and requests, and the add-friends search re-queries about 1 s later",
    { tag: ["@K18"] },
    async ({ page, users }) => {
      const me = await users.create();
      const [asker, rejected] = [await users.create(), await users.create()];
      await users.request(asker, me);
      await users.request(rejected, me);
      await page.clock.install();
      await recordFetches(page, "search", new RegExp(`/info_by_username/${asker.username}$`));
      await openSignedIn(page, me, "/account");
      await openDialog(page, "Find Friends");
      const find = page.getByRole("dialog", { name: "Add friends" });
      await find.getByLabel("Username").fill(asker.username);
      await find.getByRole("button", { name: "VERIFY" }).click();
      await expect(find.getByText(asker.username, { exact: true })).toBeVisible();
      await page.keyboard.press("Escape");
      await openDialog(page, "Request");
      const requests = page.getByRole("dialog", { name: "Friend requests" });
      // K18 on the page's own clock, paused for Accept: the answer comes and the requests are read
      // again while it stands still, then the search goes 1000 ms after the answer, once
      await pauseClock(page);
      const answered = page.waitForResponse((r) => r.url().endsWith("/friends/update"));
      const reread = page.waitForRequest((r) => r.url().endsWith("/friends/pending"));
      await requests.getByRole("listitem").filter({ hasText: asker.username }).getByRole("button", { name: "Accept" }).click();
      expect((await answered).ok()).toBe(true);
      await reread;
      await expectOnceAfter(page, { ms: 1000, name: "search", what: "the search" });
      await page.clock.resume();
      await expect(requests.getByRole("listitem").filter({ hasText: asker.username })).toHaveCount(0);
      // the answered request went with the button that had focus: focus stays in the dialog, on its list
      await expect(requests.getByRole("list")).toBeVisible();
      expect(await focusInside(requests)).toBe(true);
      await requests.getByRole("listitem").filter({ hasText: rejected.username }).getByRole("button", { name: "Reject" }).click();
      await expect(requests.getByText("Empty")).toBeVisible();
      expect(await focusInside(requests)).toBe(true);
      await page.keyboard.press("Escape");
      await openDialog(page, "Friends");
      const friends = page.getByRole("dialog", { name: "Friends" });
      await expect(friends.getByRole("link", { name: asker.username })).toBeVisible();
      await expect(friends.getByRole("link", { name: rejected.username })).toHaveCount(0);
    },
  );

  test(
    "a request sent twice: 'Friend request already present'; and each call's failure has its text",
    { tag: ["@ACC-T029", "@ACC-T030", "@ACC-T031", "@ACC-T032", "@ACC-T033"] },
    async ({ page, users, pageHealth }) => {
      // each call is made to fail on purpose
      pageHealth.expect(/net::ERR_FAILED/);
      const me = await users.create();
      const [target, asker] = [await users.create(), await users.create()];
      await users.request(asker, me);
      await openSignedIn(page, me, "/account");
      await openDialog(page, "Find Friends");
      const find = page.getByRole("dialog", { name: "Add friends" });
      await find.getByLabel("Username").fill(target.username);
      await find.getByRole("button", { name: "VERIFY" }).click();
      await find.getByRole("button", { name: "Send request" }).click();
      await expect(page.getByText("Friend request sent")).toBeVisible();
      // once sent, the search says where it stands instead of offering it again (accounts-identity.md §4)
      await expect(find.getByText("FRIEND REQUEST PENDING")).toBeVisible();
      await expect(find.getByRole("button", { name: "Send request" })).toHaveCount(0);
      // focus went from the button to where the friendship now stands, not to the page's body
      expect(await focusInside(find)).toBe(true);
      // the same request sent from another tab or device first: accounts-identity.md §8's message counts as success,
      // said as what it is (an information, not a new request sent)
      const other = await users.create();
      await find.getByLabel("Username").fill(other.username);
      await find.getByRole("button", { name: "VERIFY" }).click();
      const sendToOther = find.getByRole("button", { name: "Send request" });
      await expect(sendToOther).toBeVisible();
      await users.request(me, other);
      await sendToOther.click();
      const already = page.getByRole("listitem").filter({ hasText: "Friend request already present" });
      await expect(already).toBeVisible();
      await expect(already).toHaveAttribute("data-type", "info");
      await expect(page.getByText("There was an issue send friend request")).toHaveCount(0);
      await expect(find.getByText("FRIEND REQUEST PENDING")).toBeVisible();
      // a flaky network, call by call
      const third = await users.create();
      await find.getByLabel("Username").fill(third.username);
      await find.getByRole("button", { name: "VERIFY" }).click();
      await page.route(`**/api/v1/user/friends`, (route) => (route.request().method() === "POST" ? route.abort() : route.fallback()));
      await find.getByRole("button", { name: "Send request" }).click();
      await expect(page.getByText("There was an issue send friend request")).toBeVisible();
      await page.keyboard.press("Escape");
      await page.route("**/api/v1/user/friends/update", (route) => route.abort());
      await openDialog(page, "Request");
      await page.getByRole("dialog", { name: "Friend requests" }).getByRole("button", { name: "Accept" }).click();
      await expect(page.getByText("There was an issue update friend request")).toBeVisible();
      await page.keyboard.press("Escape");
      await page.route("**/api/v1/user/friends?*", (route) => route.abort());
      await openDialog(page, "Friends");
      await expect(page.getByRole("dialog", { name: "Friends" }).getByText("There was an issue get friends")).toBeVisible();
      await page.keyboard.press("Escape");
      await page.route("**/api/v1/user/friends/pending", (route) => route.abort());
      await page.reload();
      await openDialog(page, "Request");
      await expect(page.getByRole("dialog", { name: "Friend requests" }).getByText("There was an issue get friends request")).toBeVisible();
    },
  );

  test("a double click on Send request sends one request; the button says it is sending and then the request stands", async ({ page, users }) => {
    const me = await users.create();
    const target = await users.create();
    await openSignedIn(page, me, "/account");
    await openDialog(page, "Find Friends");
    const find = page.getByRole("dialog", { name: "Add friends" });
    await find.getByLabel("Username").fill(target.username);
    await find.getByRole("button", { name: "VERIFY" }).click();
    // the answer is held back, as on a slow network: the second click lands while the first is in flight
    const send = await holdWrite(page, "/api/v1/user/friends", { untilReleased: true });
    await find.getByRole("button", { name: "Send request" }).dblclick();
    await expect(find.getByRole("button", { name: "Sending…" })).toBeDisabled();
    send.release();
    await expect(page.getByText("Friend request sent")).toBeVisible();
    await expect(find.getByText("FRIEND REQUEST PENDING")).toBeVisible();
    send.expectSentOnce();
    await expect(page.getByText("Friend request already present")).toHaveCount(0);
  });

  test("a double click on Accept accepts once: one request, Accepting while it is sent, FRIEND, and no failure text", async ({ page, users }) => {
    const me = await users.create();
    const asker = await users.create();
    await users.request(asker, me);
    await openSignedIn(page, me, "/account");
    // held back, as on a slow network: the second click lands while the first is in flight
    const accept = await holdWrite(page, "/api/v1/user/friends/update", { untilReleased: true });
    await openDialog(page, "Request");
    const requests = page.getByRole("dialog", { name: "Friend requests" });
    const request = requests.getByRole("listitem").filter({ hasText: asker.username });
    await request.getByRole("button", { name: "Accept" }).dblclick();
    await expect(request.getByRole("button", { name: "Accepting…" })).toBeDisabled();
    await expect(request.getByRole("button", { name: "Reject" })).toBeDisabled();
    accept.release();
    await expect(requests.getByRole("listitem").filter({ hasText: asker.username })).toHaveCount(0);
    accept.expectSentOnce();
    await expect(page.getByText("There was an issue update friend request")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await openDialog(page, "Friends");
    await expect(page.getByRole("dialog", { name: "Friends" }).getByRole("link", { name: asker.username })).toBeVisible();
  });

  test(
    "a double click on Reject rejects once: one request, Rejecting while it is sent, the request gone with no failure text, and after a reload no request and no friend (Empty)",
    { tag: ["@ACC-T063"] },
    async ({ page, users }) => {
      const me = await users.create();
      const asker = await users.create();
      await users.request(asker, me);
      await openSignedIn(page, me, "/account");
      // held back, as on a slow network: the second click lands while the first is in flight
      const reject = await holdWrite(page, "/api/v1/user/friends/update", { untilReleased: true });
      await openDialog(page, "Request");
      const requests = page.getByRole("dialog", { name: "Friend requests" });
      const request = requests.getByRole("listitem").filter({ hasText: asker.username });
      await request.getByRole("button", { name: "Reject" }).dblclick();
      await expect(request.getByRole("button", { name: "Rejecting…" })).toBeDisabled();
      await expect(request.getByRole("button", { name: "Accept" })).toBeDisabled();
      reject.release();
      await expect(request).toHaveCount(0);
      reject.expectSentOnce();
      await expect(page.getByText("There was an issue update friend request")).toHaveCount(0);
      await expect(page.getByText(`This request from ${asker.username} was already declined`)).toHaveCount(0);
      // the backend's state: the request is answered, and no friendship came of it
      await page.reload();
      await openDialog(page, "Request");
      await expect(requests.getByText("Empty", { exact: true })).toBeVisible();
      await page.keyboard.press("Escape");
      await openDialog(page, "Friends");
      await expect(page.getByRole("dialog", { name: "Friends" }).getByText("Empty", { exact: true })).toBeVisible();
    },
  );

  test("empty lists say Empty and what to do next", { tag: ["@ACC-T063"] }, async ({ page, users }) => {
    const me = await users.create();
    await openSignedIn(page, me, "/account");
    await openDialog(page, "Friends");
    const friends = page.getByRole("dialog", { name: "Friends" });
    await expect(friends.getByText("Empty", { exact: true })).toBeVisible();
    await expect(
      friends.getByText("Find players by their username in Find Friends, or send your invite link (Share on your profile) to a friend."),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await openDialog(page, "Request");
    const requests = page.getByRole("dialog", { name: "Friend requests" });
    await expect(requests.getByText("Empty", { exact: true })).toBeVisible();
    await expect(requests.getByText("Requests other players send you appear here, with Accept and Reject.")).toBeVisible();
  });

  test("the friends list shows 7 a page, and its pager at most 6 page numbers around the current one", { tag: ["@K04"] }, async ({ page, users }) => {
    // 50 friends: 8 pages (7 × 7 + 1), more than the pager shows at once
    const crowd = await Promise.all(Array.from({ length: 50 }, () => users.create({ quick: true })));
    const me = await users.create({ friends: crowd });
    await openSignedIn(page, me, "/account");
    await openDialog(page, "Friends");
    const dialog = page.getByRole("dialog", { name: "Friends" });
    const shown = dialog.getByRole("link", { name: /^acc/ });
    const pager = dialog.getByRole("navigation");
    const numbers = pager.getByRole("button", { name: /^Page \d+$/ });
    await expect(shown).toHaveCount(7);
    await expect(numbers).toHaveText(["1", "2", "3", "4", "5", "6"]);
    await pager.getByRole("button", { name: "Page 5" }).click();
    await expect(pager.getByRole("button", { name: "Page 5" })).toHaveAttribute("aria-current", "page");
    await expect(numbers).toHaveText(["2", "3", "4", "5", "6", "7"]); // the window follows the page
    await expect(shown).toHaveCount(7);
    await pager.getByRole("button", { name: "Page 7" }).click();
    await pager.getByRole("button", { name: "Page 8" }).click();
    await expect(numbers).toHaveText(["3", "4", "5", "6", "7", "8"]);
    await expect(shown).toHaveCount(1); // the 50th
    // every friend once across the pages
    await pager.getByRole("button", { name: "Page 3" }).click();
    await pager.getByRole("button", { name: "Page 1" }).click();
    const seen = new Set<string>();
    for (let p = 1; p <= 8; p++) {
      await expect(pager.getByRole("button", { name: `Page ${p}` })).toHaveAttribute("aria-current", "page");
      // the page's own names (not the previous page's, kept on screen while the next one loads)
      await expect(async () => {
        const names = await shown.allTextContents();
        expect(names.length).toBe(p < 8 ? 7 : 1);
        expect(names.filter((n) => seen.has(n))).toEqual([]);
      }).toPass();
      for (const name of await shown.allTextContents()) seen.add(name);
      if (p < 8) await pager.getByRole("button", { name: "Next page" }).click();
    }
    expect([...seen].sort()).toEqual(crowd.map((c) => c.username).sort());
  });
});
