import type { Browser, Page } from "@playwright/test";
import { expect, keptTabTest as test } from "./fixtures";
import { loseFirstAnswer } from "./fixtures/held-write";
import { signInAs } from "./flows";

// Where the account is signed in (designed where the specs are silent: openapi/user.yaml
// listSessions, endSession, endOtherSessions; the Security tab of /account).
const LAPTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** The Security tab's password form, filled in with the current password and a new one (twice); the form's region. */
async function passwordFilledIn(page: Page, current: string, next: string) {
  const form = page.getByRole("region", { name: "Password" });
  await form.getByLabel("Current password", { exact: true }).fill(current);
  await form.getByLabel("New password", { exact: true }).fill(next);
  await form.getByLabel("Confirm new password", { exact: true }).fill(next);
  return form;
}

/** The player signed in on another device of its own (a browser context with that device's User-Agent). */
async function signedInElsewhere(browser: Browser, user: { username: string; password: string }, userAgent = LAPTOP) {
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  await signInAs(page, user.username, user.password);
  return { context, page };
}

test.describe("where the account is signed in (Security tab)", () => {
  test("this device and another are listed; signing the other out ends it there: its next page asks it to sign in", async ({ page, user, browser }) => {
    const laptop = await signedInElsewhere(browser, user);
    await signInAs(page, user.username, user.password);
    await page.goto("/account/security");
    const list = page.getByRole("list", { name: "Signed-in devices" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list.getByRole("listitem").first()).toContainText("this device");
    await expect(list.getByRole("listitem").first()).toContainText("in use now");
    await list.getByRole("button", { name: /^Sign out Firefox on Windows, last used / }).click();
    await expect(page.getByText("Signed out of Firefox on Windows")).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    // the row went with its button: the focus is on the list, not on the page (WCAG 2.4.3)
    await expect(list).toBeFocused();
    await expect(page.getByRole("button", { name: "Sign out of all other devices" })).toHaveCount(0);
    await laptop.page.goto("/account/security");
    await expect(laptop.page).toHaveURL(/\/sign-in\?redirectUrl=/);
    await laptop.context.close();
  });

  test("sign out of all other devices: every other session ends, this one stays", async ({ page, user, browser }) => {
    const others = [await signedInElsewhere(browser, user), await signedInElsewhere(browser, user)];
    await signInAs(page, user.username, user.password);
    await page.goto("/account/security");
    await page.getByRole("button", { name: "Sign out of all other devices" }).click();
    await expect(page.getByText("Signed out of 2 other sessions")).toBeVisible();
    await expect(page.getByRole("list", { name: "Signed-in devices" }).getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("list", { name: "Signed-in devices" })).toBeFocused();
    for (const other of others) {
      await other.page.reload();
      await expect(other.page).toHaveURL(/\/sign-in\?redirectUrl=/);
      await other.context.close();
    }
    await page.reload();
    await expect(page.getByRole("heading", { name: "Where you are signed in" })).toBeVisible();
  });

  test("a sign-out of the other devices that fails says so, and the focus stays on its button: a keyboard player tries again with Enter", async ({
    page,
    user,
    browser,
    pageHealth,
  }) => {
    const laptop = await signedInElsewhere(browser, user);
    await signInAs(page, user.username, user.password);
    await page.goto("/account/security");
    pageHealth.expect(/status of 503/);
    await page.route("**/api/v1/user/sessions/end-others", (route) => route.fulfill({ status: 503, contentType: "text/plain", body: "unavailable" }), {
      times: 1,
    });
    const button = page.getByRole("button", { name: "Sign out of all other devices" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Could not sign the other devices out. Please try again.")).toBeVisible();
    await expect(button).toBeFocused();
    // the toast is said as the call fails, a moment before the button takes presses again
    await expect(button).toHaveAttribute("aria-disabled", "false");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("list", { name: "Signed-in devices" }).getByRole("listitem")).toHaveCount(1);
    await laptop.context.close();
  });

  test("a password change signs out every other device and keeps this one signed in on a new session; the old password no longer works", async ({
    page,
    user,
    browser,
  }) => {
    const laptop = await signedInElsewhere(browser, user);
    await signInAs(page, user.username, user.password);
    await page.goto("/account/security");
    const form = await passwordFilledIn(page, user.password, "a walk in the evening rain");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your password is changed. You are signed out everywhere else.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Signed-in devices" }).getByRole("listitem")).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Where you are signed in" })).toBeVisible();
    await laptop.page.reload();
    await expect(laptop.page).toHaveURL(/\/sign-in\?redirectUrl=/);
    await laptop.page.getByLabel("Email or Username").fill(user.username);
    await laptop.page.getByLabel("Password", { exact: true }).fill(user.password);
    await laptop.page.getByRole("button", { name: /ENTER|LOGIN/ }).click();
    await expect(laptop.page.getByText("Incorrect username, email or password")).toBeVisible();
    await laptop.context.close();
  });

  test("a password change whose answer was lost offers only Try again, which sends the same request: the change is said once and this device stays signed in on the new session", async ({
    page,
    user,
    pageHealth,
  }) => {
    pageHealth.expect(/net::ERR_INTERNET_DISCONNECTED/);
    const { keys, lost } = await loseFirstAnswer(page, "/api/v1/user/change_password");
    // a read sent with the old token reaches the server after the lost change ended that token: its
    // 401 must wait for the retry, not sign this device out
    let refusedMeanwhile = 0;
    await page.route("**/api/v1/user/friends/pending", async (route) => {
      await lost;
      const answer = await route.fetch();
      await route.fulfill({ response: answer });
      if (answer.status() === 401) refusedMeanwhile++;
    });
    await signInAs(page, user.username, user.password);
    await page.goto("/account/security");
    const form = await passwordFilledIn(page, user.password, "a walk in the evening rain");
    await form.getByRole("button", { name: "Change password" }).click();
    await lost;
    await expect(form.getByRole("alert")).toContainText("The answer did not come back: your password may be changed already");
    await expect(form.getByRole("button", { name: "Try again" })).toBeFocused();
    await expect(page.getByText(/^Could not change your password/)).toHaveCount(0);
    await expect.poll(() => refusedMeanwhile, { message: "the old token was refused to a read meanwhile" }).toBeGreaterThan(0);
    // the page has read that refusal (its fetch settled, then a task later) before the player taps
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => e.name.includes("/friends/pending")));
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await expect(form.getByRole("button", { name: "Try again" })).toBeVisible();
    await form.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText("Your password is changed. You are signed out everywhere else.")).toBeVisible();
    expect(keys[0], "the write carries an Idempotency-Key").toMatch(/^[0-9a-f-]{36}$/);
    expect(keys, "the retry sends the lost change's key").toEqual([keys[0], keys[0]]);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Where you are signed in" })).toBeVisible();
    await expect(form.getByLabel("Current password", { exact: true })).toHaveValue("");
    // the reloaded page reads its friend requests again, through the route: that read ends before the test does
    await page.unrouteAll({ behavior: "wait" });
  });
});
