import type { Page, Request } from "@playwright/test";
import { expect, keptTabTest as test, test as firstVisitTest } from "./fixtures";
import type { PageHealth } from "./fixtures/telemetry";
import type { Users } from "./fixtures/user";
import { openAccountMenu, openSignedIn, signIn } from "./flows";

// Failures say what happened: offline or with the backend down, a call fails at once and
// says what failed and what to do; nothing is sent later unseen; a page that cannot load is the
// app's own error page with Try again.

const OFFLINE_BANNER = "You are offline. Nothing can be loaded or sent until the connection is back; what you typed stays on the page.";

// every test here cuts the network or the backend on purpose: the browser logs the failed calls
const cutOnPurpose = ({ pageHealth }: { pageHealth: PageHealth }) => pageHealth.expect(/net::ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED)/);

// a first visit's browser, not the worker's kept tab: the page's code must not be in the browser's
// cache, where an earlier test's visit to it would have left it (and offline it would load from there)
firstVisitTest.describe("failures say what happened", () => {
  firstVisitTest.beforeEach(cutOnPurpose);

  firstVisitTest(
    "offline: a banner says so; a page whose code cannot be fetched is the app's error page, and Try again loads it once back online",
    async ({ page, context }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await context.setOffline(true);
      await expect(page.getByRole("status").filter({ hasText: OFFLINE_BANNER })).toBeVisible();
      // an in-app link to a page not visited yet: its code is not on the device
      await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
      await expect(page.getByText("This page could not be loaded. You are offline. Try again when the connection is back.")).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(page).toHaveURL(/\/faq$/);
      await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    },
  );
});

/** A player signed in with Find Friends open, and another player to look for. */
async function openFindFriends(page: Page, users: Users) {
  const me = await users.create();
  const them = await users.create();
  await openSignedIn(page, me, "/account");
  await openAccountMenu(page);
  await page.getByRole("list", { name: "Account" }).getByRole("button", { name: "Find Friends", exact: true }).click();
  return { them, find: page.getByRole("dialog", { name: "Add friends" }) };
}

test.describe("failures say what happened", () => {
  test.beforeEach(cutOnPurpose);

  test("offline sign-in: refused at once with the reason; back online, nothing is sent by itself", async ({ page, context, users }) => {
    const player = await users.create();
    await page.goto("/sign-in");
    await expect(page.getByRole("button", { name: "ENTER" })).toBeEnabled();
    await context.setOffline(true);
    await signIn(page, player.username, player.password);
    await expect(page.getByText(/You are offline\. Try again when the connection is back\./)).toBeVisible();
    // what was typed stays
    await expect(page.getByLabel("Email or Username")).toHaveValue(player.username);
    const logins: Request[] = [];
    page.on("request", (r) => r.method() === "POST" && r.url().includes("/api/v1/user/login") && logins.push(r));
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
    // TanStack Query's default would have paused the sign-in and sent it now; it is the player's choice
    await page.waitForTimeout(1500);
    expect(logins).toHaveLength(0);
    await expect(page).toHaveURL(/\/sign-in/);
    await page.getByRole("button", { name: "ENTER" }).click();
    await expect(page).toHaveURL(/\/account$/);
  });

  test("the backend down: a data page is the app's error page naming the cause, and Try again loads it when the backend is back", async ({ page, users }) => {
    const player = await users.create();
    await openSignedIn(page, player, "/account");
    await page.route("**/api/v1/**", (route) => route.abort("connectionrefused"));
    await page.goto("/account/my-referrals");
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("This page could not be loaded. The server could not be reached. Check your connection, then try again.")).toBeVisible();
    await page.unroute("**/api/v1/**");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
    await expect(page.getByText("Share url")).toBeVisible();
  });

  test("offline, the friend search says it could not search, not that nobody was found; back online, the search is made", async ({ page, context, users }) => {
    const { them, find } = await openFindFriends(page, users);
    await context.setOffline(true);
    await find.getByLabel("Username").fill(them.username);
    await find.getByRole("button", { name: "VERIFY" }).click();
    await expect(find.getByText("The search could not be made. You are offline. Try again when the connection is back.")).toBeVisible();
    await expect(find.getByText("Sorry, found no results")).toHaveCount(0);
    await context.setOffline(false);
    await expect(find.getByText(them.username, { exact: true })).toBeVisible();
    await expect(find.getByText(/could not be made/)).toHaveCount(0);
  });

  test("the friend search failed while online: said as what failed, never as no results; VERIFY asks again and finds the player", async ({ page, users }) => {
    const { them, find } = await openFindFriends(page, users);
    const lookup = `**/api/v1/user/info_by_username/${them.username}`;
    await page.route(lookup, (route) => route.abort("connectionrefused"));
    await find.getByLabel("Username").fill(them.username);
    await find.getByRole("button", { name: "VERIFY" }).click();
    await expect(find.getByText("The search could not be made. The server could not be reached. Check your connection, then try again.")).toBeVisible();
    // the server answers, but not with the player: its own words, and how to search again
    await page.unroute(lookup);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(lookup, async (route) => {
      await answered;
      await route.fulfill({ status: 429, headers: { "Retry-After": "30" }, json: { status: false, message: "Too many requests. Please try again later." } });
    });
    await find.getByRole("button", { name: "VERIFY" }).click();
    // asked again: it says so while it waits, not the last failure
    await expect(find.getByRole("status", { name: "Searching" })).toBeVisible();
    await expect(find.getByText(/could not be made/)).toHaveCount(0);
    answer();
    await expect(find.getByText("The search could not be made. Too many requests. Please try again later. Press VERIFY to search again.")).toBeVisible();
    await expect(find.getByText("Sorry, found no results")).toHaveCount(0);
    await page.unroute(lookup);
    await find.getByRole("button", { name: "VERIFY" }).click();
    await expect(find.getByText(them.username, { exact: true })).toBeVisible();
    await expect(find.getByRole("button", { name: "Send request" })).toBeVisible();
    await expect(find.getByText(/could not be made/)).toHaveCount(0);
    // nobody by that name is the spec's 'no results'
    await find.getByLabel("Username").fill(`${them.username}x`);
    await find.getByRole("button", { name: "VERIFY" }).click();
    await expect(find.getByText("Sorry, found no results / Please try again")).toBeVisible();
  });

  test("a profile save that failed offline says so, and the message goes once the connection is back (the player can try again)", async ({
    page,
    context,
    user,
  }) => {
    await openSignedIn(page, user, "/account");
    const form = page.getByRole("form", { name: "Profile" });
    await form.getByLabel("X id").fill("offline_try");
    await context.setOffline(true);
    await form.getByRole("button", { name: "SAVE" }).click();
    const offline = form.getByText("Could not update your profile. You are offline. Try again when the connection is back.");
    await expect(offline).toBeVisible();
    await context.setOffline(false);
    await expect(offline).toHaveCount(0);
    await expect(form.getByLabel("X id")).toHaveValue("offline_try"); // what was typed stays
    await form.getByRole("button", { name: "SAVE" }).click();
    await expect(page.getByText("Updated!")).toBeVisible();
  });
});
