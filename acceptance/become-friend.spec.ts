import type { Browser, Page } from "@playwright/test";
import { expect, MOCK_URL, keptTabTest as test, type Account } from "./fixtures";
import { loseFirstAnswer } from "./fixtures/held-write";
import { openedTabUrl, openSignedIn, signInAs } from "./flows";

// accounts-identity.md §3 (become_friend_auto_code), §4 (automatic become-friend)

/** The inviter's become-friend link, as their profile's Share gives it (to Facebook here). */
async function shareLink(page: Page, inviter: Account) {
  await openSignedIn(page, inviter, `/acc/${inviter.username}`);
  await page.getByRole("button", { name: "Share" }).click();
  const dialog = page.getByRole("dialog", { name: "Share this profile" });
  await dialog.getByLabel("Facebook").check();
  const link = (await openedTabUrl(page, () => dialog.getByRole("button", { name: "SHARE" }).click())).searchParams.get("u")!;
  expect(link).toMatch(new RegExp(`/acc/${inviter.username}\\?bf=bf_`));
  return link;
}

async function followAndSignIn(browser: Browser, link: string, who: Account) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("become_friend_auto_code"))).toMatch(/^bf_/);
  await signInAs(page, who.username, who.password);
  return { context, page };
}

test(
  "a shared profile link makes friends once: 'Friends Connected' for the first who signs in with it, 'Data Already Used' after; the stored code is cleared",
  { tag: ["@ACC-T057", "@ACC-T058"] },
  async ({ page, browser, users }) => {
    const inviter = await users.create();
    const [first, second] = [await users.create(), await users.create()];
    const link = await shareLink(page, inviter);

    const a = await followAndSignIn(browser, link, first);
    await expect(a.page.getByText("Friends Connected")).toBeVisible();
    await expect.poll(() => a.page.evaluate(() => localStorage.getItem("become_friend_auto_code"))).toBeNull();
    await a.page.goto(`/acc/${inviter.username}`);
    await expect(a.page.getByText("FRIEND", { exact: true })).toBeVisible();
    await a.context.close();

    const b = await followAndSignIn(browser, link, second);
    await expect(b.page.getByText("Data Already Used")).toBeVisible();
    await expect.poll(() => b.page.evaluate(() => localStorage.getItem("become_friend_auto_code"))).toBeNull();
    await b.context.close();
  },
);

test(
  "a shared profile link opened by a player already signed in asks first: Not now makes no friendship; Become friends does, on the profile itself",
  { tag: ["@ACC-T058"] },
  async ({ page, browser, users }) => {
    const inviter = await users.create();
    const friend = await users.create();
    const link = await shareLink(page, inviter);
    const context = await browser.newContext();
    const other = await context.newPage();
    await openSignedIn(other, friend, "/account");
    // asked, and nothing stored for a later sign-in to use
    await other.goto(link);
    const invitation = other.getByRole("region", { name: `${inviter.username} invited you to be friends` });
    await expect(invitation).toContainText("Friends see each other's email, wallet and social accounts.");
    expect(await other.evaluate(() => localStorage.getItem("become_friend_auto_code"))).toBeNull();
    await invitation.getByRole("button", { name: "Not now" }).click();
    await expect(invitation).toHaveCount(0);
    await expect(other).not.toHaveURL(/bf=/);
    await expect(other.getByRole("button", { name: "ADD FRIEND" })).toBeVisible();
    // the link again: Become friends, with the keyboard
    await other.goto(link);
    await invitation.getByRole("button", { name: "Become friends" }).focus();
    await other.keyboard.press("Enter");
    await expect(other.getByText("Friends Connected")).toBeVisible();
    await expect(invitation).toHaveCount(0);
    // the card shows it without another page: FRIEND, and its button's next step; the focus is on the card
    await expect(other.getByText("FRIEND", { exact: true })).toBeVisible();
    await expect(other.getByRole("button", { name: "VIEW FRIENDS" })).toBeVisible();
    await expect(other.locator(".profile-page__card")).toBeFocused();
    // a link whose code is unknown (mistyped, or expired): said, and the invitation, which would be refused again, goes
    await other.goto(`/acc/${inviter.username}?bf=0000000000000000`);
    await invitation.getByRole("button", { name: "Become friends" }).click();
    await expect(other.getByText("This invitation is unknown or has expired")).toBeVisible();
    await expect(invitation).toHaveCount(0);
    await expect(other).not.toHaveURL(/bf=/);
    await expect(other.locator(".profile-page__card")).toBeFocused();
    await context.close();
  },
);

test("the invite link's answer lost: the share dialog says what failed, SHARE waits, and Try again gets the link (the same request)", async ({
  page,
  users,
  pageHealth,
}) => {
  pageHealth.expect(/net::ERR_INTERNET_DISCONNECTED/);
  const inviter = await users.create();
  await openSignedIn(page, inviter, `/acc/${inviter.username}`);
  const { keys, lost } = await loseFirstAnswer(page, "/api/v1/user/friends/invite");
  await page.getByRole("button", { name: "Share" }).click();
  await lost;
  const dialog = page.getByRole("dialog", { name: "Share this profile" });
  await expect(dialog.getByRole("alert")).toHaveText(/^Could not make your invite link\. /);
  await dialog.getByLabel("Facebook").check();
  await expect(dialog.getByRole("button", { name: "SHARE" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Try again" }).click();
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  const link = (await openedTabUrl(page, () => dialog.getByRole("button", { name: "SHARE" }).click())).searchParams.get("u")!;
  expect(link).toMatch(new RegExp(`/acc/${inviter.username}\\?bf=bf_`));
  expect(keys[0], "the write carries an Idempotency-Key").toMatch(/^[0-9a-f-]{36}$/);
  expect(keys, "the retry sends the lost request's key").toEqual([keys[0], keys[0]]);
});

test("a become-friend connect whose answer was lost: the code stays stored, and the next load says in words that they are friends (the code used by this very player), not 'Data Already Used'", async ({
  page,
  users,
  request,
  pageHealth,
}) => {
  pageHealth.expect(/net::ERR_INTERNET_DISCONNECTED/);
  const [inviter, invited] = [await users.create(), await users.create()];
  const invite = await request.post(`${MOCK_URL}/api/v1/user/friends/invite`, { headers: { Authorization: `Bearer ${await users.token(inviter)}` } });
  const { code } = (await invite.json()) as { code: string };
  await page.goto(`/acc/${inviter.username}?bf=${code}`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("become_friend_auto_code"))).toBe(code);
  const { keys, lost } = await loseFirstAnswer(page, "/api/v1/user/friends/connect");
  await signInAs(page, invited.username, invited.password);
  await lost;
  // no answer (said once the app has heard of it): the code stays for the next load
  await expect(page.getByText(/could not be reached/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("become_friend_auto_code"))).toBe(code);
  await page.reload();
  await expect(page.getByText(`You and ${inviter.username} are friends.`)).toBeVisible();
  await expect(page.getByText("Data Already Used")).toHaveCount(0);
  expect(keys).toHaveLength(2);
  expect(keys[0], "the write carries an Idempotency-Key").toMatch(/^[0-9a-f-]{36}$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("become_friend_auto_code"))).toBeNull();
  await page.goto(`/acc/${inviter.username}`);
  await expect(page.getByText("FRIEND", { exact: true })).toBeVisible();
});
