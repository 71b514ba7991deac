import type { Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, MOCK_URL, keptTabTest as test, type Account } from "./fixtures";
import { holdWrite, loseFirstAnswer } from "./fixtures/held-write";
import { expectOnceAfter, pauseClock, recorded, recordFetches, STEP_MS, stepUntilVisible } from "./fixtures/clock";
import { openSignedIn } from "./flows";

// accounts-identity.md §2 (account profile form, avatar and profile picture popups, social sections), §4 (profile save,
// social callbacks, Follow X), §5 (account email, micro-prompt), §7 (change-email, setAvatar, auth/*, connect-*, claim-point,
// interest_v2, profile_picture, the AI calls), §8; airdrop-campaigns.md §5 (picture prompt), §7 (AI calls)

const FAILED = "Could not connect discord, linkedin, twitter or telegram";
const socialRow = (page: Page, name: string) => page.getByRole("listitem").filter({ has: page.locator(".social__name", { hasText: new RegExp(`^${name}$`) }) });

/** Connect on /account, then the provider's consent page (the mock's stand-in) with an account name of the test's. */
async function authorize(page: Page, network: "X" | "Discord" | "LinkedIn", handle: string) {
  await socialRow(page, network)
    .getByRole("button", { name: `Connect ${network}` })
    .click();
  await expect(page.getByRole("heading", { name: `${network} (local stand-in)` })).toBeVisible();
  await page.getByLabel(`${network} account name`).fill(handle);
  const callback = page.waitForRequest((r) => r.isNavigationRequest() && /\/account\?.*\bcode=/.test(r.url()));
  await page.getByRole("button", { name: "Authorize" }).click();
  return (await callback).url();
}

test.describe("the profile form on /account", () => {
  test(
    "SAVE looks active only when a value differs; 'Updated!'; a new email is used once its mailed link is opened; another account's email is answered the same and its owner told",
    { tag: ["@ACC-T053"] },
    async ({ page, users, mailbox }) => {
      const me = await users.create();
      const other = await users.create();
      await openSignedIn(page, me, "/account");
      const form = page.getByRole("form", { name: "Profile" });
      const save = form.getByRole("button", { name: "SAVE" });
      await expect(form.getByLabel("Email")).toHaveValue(me.email);
      await expect(save).toBeDisabled();
      await form.getByLabel("X id").fill("me_on_x");
      await expect(save).toBeEnabled();
      await form.getByLabel("X id").fill("");
      await expect(save).toBeDisabled();

      // another account's address is answered as any other (no signal of who has an account); its owner is told
      await form.getByLabel("Email").fill(other.email);
      await save.click();
      await expect(page.getByRole("status").filter({ hasText: `Waiting for verification: ${other.email}` })).toBeVisible();
      await expect(mailbox.latest(other.email, /Someone tried to use your email address/)).resolves.toBeTruthy();
      await form.getByLabel("Email").fill("not-an-email");
      await save.click();
      await expect(form.getByText("Please enter email address")).toBeVisible();

      const fresh = `new-${me.email}`;
      // the first save's 'Updated!' is gone, so the one awaited below is this save's own
      await expect(page.getByText("Updated!")).toHaveCount(0, { timeout: 15_000 });
      await form.getByLabel("Email").fill(fresh);
      await form.getByLabel("X id").fill("me_on_x");
      await form.getByLabel("Telegram username").fill("me_on_telegram");
      await save.click();
      await expect(page.getByText("Updated!")).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: `Waiting for verification: ${fresh}` })).toBeVisible();
      await expect(form.getByLabel("Email")).toHaveValue(me.email);
      await expect(save).toBeDisabled();
      const mail = await mailbox.latest(fresh, /Confirm your new email/);
      await page.goto(new URL(mail.link).pathname + new URL(mail.link).search);
      await expect(page.getByText("Your new email address is verified.")).toBeVisible();
      await page.goto("/account");
      await expect(form.getByLabel("Email")).toHaveValue(fresh);
      await expect(form.getByLabel("X id")).toHaveValue("me_on_x");
      await expect(form.getByLabel("Telegram username")).toHaveValue("me_on_telegram");
    },
  );

  test(
    "an email change that was not the player's: the old address's notice keeps it, after the move too; opening the link changes nothing, Keep my email address gives it back and signs out everywhere; the link works once",
    { tag: ["@ACC-T053"] },
    async ({ page, users, mailbox }) => {
      const me = await users.create();
      await openSignedIn(page, me, "/account");
      const form = page.getByRole("form", { name: "Profile" });
      const moved = `moved-${me.email}`;
      await form.getByLabel("Email").fill(moved);
      await form.getByRole("button", { name: "SAVE" }).click();
      await expect(page.getByText("Updated!")).toBeVisible();
      const confirm = await mailbox.latest(moved, /Confirm your new email/);
      await page.goto(new URL(confirm.link).pathname + new URL(confirm.link).search);
      await expect(page.getByText("Your new email address is verified.")).toBeVisible();
      const notice = await mailbox.latest(me.email, /email address was changed/);
      expect(notice.text).toContain("open the link below within 7 days");
      const keepLink = new URL(notice.link).pathname + new URL(notice.link).search;
      expect(keepLink).toMatch(/^\/keep-email\?token=/);

      // opened, nothing changes yet (a mail scanner may open links): the account still uses the new address
      await page.goto(keepLink);
      await expect(page.getByRole("heading", { name: "Keep your email address" })).toBeVisible();
      await page.goto("/account");
      await expect(form.getByLabel("Email")).toHaveValue(moved);

      await page.goto(keepLink);
      await page.getByRole("button", { name: "Keep my email address" }).click();
      await expect(page.getByRole("heading", { name: "Your email address is kept" })).toBeFocused();
      await expect(page.getByRole("status").filter({ hasText: "Your email address is kept and your account is signed out everywhere." })).toBeVisible();
      // this device was signed out with the others
      await page.goto("/account");
      await expect(page).toHaveURL(/\/sign-in/);
      await openSignedIn(page, me, "/account");
      await expect(form.getByLabel("Email")).toHaveValue(me.email);

      // the link is spent: its page says so, with the ways back that remain
      await page.goto(keepLink);
      await page.getByRole("button", { name: "Keep my email address" }).click();
      await expect(page.getByRole("alert")).toContainText("This link is invalid or has expired");
      await expect(page.getByRole("alert")).toContainText("use Forgot password with the address your account uses now");
    },
  );

  test(
    "a double tap on SAVE saves once: one request per changed value, SAVE disabled while they are sent, one 'Updated!' and one confirmation mail, and the values kept after a reload",
    { tag: ["@ACC-T053"] },
    async ({ page, users, mailbox }) => {
      const me = await users.create();
      await openSignedIn(page, me, "/account");
      const form = page.getByRole("form", { name: "Profile" });
      const save = form.getByRole("button", { name: "SAVE" });
      await expect(form.getByLabel("Email")).toHaveValue(me.email);
      const fresh = `new-${me.email}`;
      await form.getByLabel("Email").fill(fresh);
      await form.getByLabel("X id").fill("me_on_x");
      await form.getByLabel("Telegram username").fill("me_on_telegram");
      // held back, as on a slow network: the second tap lands while the first save is in flight
      const email = await holdWrite(page, "/api/v1/user/change-email", { untilReleased: true });
      const others = [await holdWrite(page, "/api/v1/user/update-twitter"), await holdWrite(page, "/api/v1/user/update-telegram")];
      await save.dblclick();
      await expect(save).toBeDisabled();
      email.release();
      await expect(page.getByText("Updated!")).toBeVisible();
      for (const write of [email, ...others]) write.expectSentOnce();
      await expect(page.getByText("Updated!")).toHaveCount(1);
      await expect(page.getByRole("status").filter({ hasText: `Waiting for verification: ${fresh}` })).toBeVisible();
      await expect(form.getByRole("alert")).toHaveCount(0);
      await expect.poll(() => mailbox.count(fresh)).toBe(1);
      await page.reload();
      await expect(form.getByLabel("X id")).toHaveValue("me_on_x");
      await expect(form.getByLabel("Telegram username")).toHaveValue("me_on_telegram");
      await expect(page.getByRole("status").filter({ hasText: `Waiting for verification: ${fresh}` })).toBeVisible();
    },
  );

  test("a handle saved whose answer was lost: once the account read again shows it stored, no failure stays under the field and SAVE is inactive", async ({
    page,
    user,
    pageHealth,
  }) => {
    pageHealth.expect(/net::ERR_INTERNET_DISCONNECTED/);
    await openSignedIn(page, user, "/account");
    const form = page.getByRole("form", { name: "Profile" });
    const handle = `kept_${user.username.slice(-8)}`;
    const read = page.waitForResponse((r) => /\/api\/v1\/user\/info\b/.test(new URL(r.url()).pathname) && r.request().method() === "GET");
    const { lost } = await loseFirstAnswer(page, "/api/v1/user/update-twitter");
    await form.getByLabel("X id").fill(handle);
    await form.getByRole("button", { name: "SAVE" }).click();
    await lost;
    await read;
    await expect(socialRow(page, "X").getByText(`${handle} (not verified)`)).toBeVisible();
    await expect(form.getByLabel("X id")).toHaveValue(handle);
    await expect(form.getByLabel("X id")).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText(/could not be reached/)).toHaveCount(0);
    await expect(form.getByRole("button", { name: "SAVE" })).toBeDisabled();
  });

  test(
    "the avatar popup: eight named characters; 'Avatar updated!' and the new avatar in the menu and the public profile at once",
    { tag: ["@ACC-T040", "@K05"] },
    async ({ page, user }) => {
      await openSignedIn(page, user, "/account");
      await page.getByRole("button", { name: /^Change avatar/ }).click();
      const popup = page.getByRole("dialog", { name: "Choose your avatar" });
      await expect(popup.getByRole("radio")).toHaveCount(8);
      await expect(popup.locator("label")).toHaveText(["Nova", "Rex", "Mira", "Bolt", "Luna", "Kai", "Zed", "Pip"]);
      await popup.getByRole("radio", { name: "Luna" }).check();
      await popup.getByRole("button", { name: "SAVE AVATAR" }).click();
      await expect(page.getByText("Avatar updated!")).toBeVisible();
      await expect(page.locator(".account-icon img")).toHaveAttribute("src", "/avatars/5.svg");
      await expect(page.getByRole("button", { name: "Change avatar (Luna)" })).toBeVisible();
      await page.goto(`/acc/${user.username}`);
      await expect(page.locator(".profile-card__avatar")).toHaveAttribute("src", "/avatars/5.svg");
    },
  );

  test(
    "one picture everywhere: a saved AI picture is the player's in the menu, the profile and a friend's list, and the button names no avatar; choosing an avatar puts the picture away",
    { tag: ["@ACC-T040"] },
    async ({ page, users, browser }) => {
      const me = await users.create();
      const friend = await users.create({ friends: [me] });
      // a 1x1 PNG as the saved picture (the AI flow itself has its own test below)
      const png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
      const saved = await page.request.post(`${MOCK_URL}/api/v1/user/profile_picture`, {
        headers: { Authorization: `Bearer ${await users.token(me)}` },
        data: { image_base64: png },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
      const picture = `data:image/png;base64,${png}`;
      await openSignedIn(page, me, "/account");
      await expect(page.locator(".account-icon img")).toHaveAttribute("src", picture);
      await expect(page.getByRole("img", { name: `${me.username}'s picture` })).toHaveAttribute("src", picture);
      await expect(page.getByRole("button", { name: "Change avatar", exact: true })).toBeVisible();
      // the friend's list shows the same picture
      const theirs = await browser.newPage();
      await openSignedIn(theirs, friend, "/account");
      await theirs.getByRole("button", { name: /Account menu for/ }).click();
      await theirs.getByRole("button", { name: "Friends", exact: true }).click();
      await expect(theirs.getByRole("dialog", { name: "Friends" }).getByRole("link", { name: me.username }).locator("img")).toHaveAttribute("src", picture);
      await theirs.close();
      // the avatar chosen last is the picture
      await page.getByRole("button", { name: "Change avatar", exact: true }).click();
      const popup = page.getByRole("dialog", { name: "Choose your avatar" });
      await popup.getByRole("radio", { name: "Rex" }).check();
      await popup.getByRole("button", { name: "SAVE AVATAR" }).click();
      await expect(page.getByText("Avatar updated!")).toBeVisible();
      await expect(page.locator(".account-icon img")).toHaveAttribute("src", "/avatars/2.svg");
      await expect(page.getByRole("img", { name: `${me.username}'s picture` })).toHaveAttribute("src", "/avatars/2.svg");
      await expect(page.getByRole("button", { name: "Change avatar (Rex)" })).toBeVisible();
    },
  );

  test(
    "Follow X: the first click cannot verify and sets the flag, the second thanks and clears it; a verified email is shown so, and a new one waiting for its link gets Verify Email, which says 'Coming soon'",
    { tag: ["@ACC-T051", "@ACC-T052", "@K19"] },
    async ({ page, user }) => {
      await openSignedIn(page, user, "/account");
      await expect(socialRow(page, "Email").getByText("Verified", { exact: true })).toBeVisible();
      await expect(socialRow(page, "Email").getByRole("button", { name: "Verify Email" })).toHaveCount(0);
      const flag = () => page.evaluate(() => localStorage.getItem("follow_twitter_completed"));
      await socialRow(page, "X").getByRole("button", { name: "Follow" }).click();
      await expect(page.getByText("Can't verify you follow X page, try again")).toBeVisible();
      expect(await flag()).toBe("true");
      await socialRow(page, "X").getByRole("button", { name: "Follow" }).click();
      await expect(page.getByText("Thanks for following Penta on X!")).toBeVisible();
      expect(await flag()).toBeNull();
      const form = page.getByRole("form", { name: "Profile" });
      await form.getByLabel("Email").fill(`new-${user.email}`);
      await form.getByRole("button", { name: "SAVE" }).click();
      await expect(socialRow(page, "Email").getByText(`new-${user.email} waits for its link`)).toBeVisible();
      await socialRow(page, "Email").getByRole("button", { name: "Verify Email" }).click();
      await expect(page.getByText("Coming soon")).toBeVisible();
    },
  );
});

test.describe("social connections through OAuth code flows (the mock plays each provider)", () => {
  test(
    "X, Discord and LinkedIn end to end: consent, back to /account with code and state, connected; X claims its point",
    { tag: ["@K06"] },
    async ({ page, user, request }) => {
      const connectUrl = /\/api\/connect-(twitter|discord|linkedin)$/;
      await page.clock.install();
      await recordFetches(page, "connect", connectUrl);
      await openSignedIn(page, user, "/account");
      const suffix = user.username.slice(-8);
      for (const network of ["X", "Discord", "LinkedIn"] as const) {
        const handle = `${network.toLowerCase()}_${suffix}`;
        const connect = page.waitForRequest((r) => connectUrl.test(r.url()));
        // K06 on the page's own clock, paused before the return: the callback is handled 500 ms after
        // the social sections appear, once
        await pauseClock(page);
        await authorize(page, network, handle);
        await stepUntilVisible(page, page.locator("#social-title"), "the social sections");
        await expectOnceAfter(page, { ms: 500, within: STEP_MS, name: "connect", what: "the connect call" });
        const call = await connect;
        await page.clock.resume();
        await call.response();
        expect(call.postDataJSON()).toMatchObject({ state: expect.stringMatching(/^(twitter|discord|linkedin)\./) });
        await expect(page).toHaveURL(/\/account$/);
        await expect(socialRow(page, network).getByText(`Connected as ${handle}`)).toBeVisible();
      }
      // the X connection's campaign point was claimed (a second claim is refused as already done)
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem("session")!).token as string);
      const again = await request.post(`${MOCK_URL}/api/claim-point`, { data: { token, template_name: ["CONNECT_TWITTER"] } });
      expect(again.status()).toBe(409);
    },
  );

  test("a handle typed in the profile form is not verified until the network proves it; the account's bound wallet is named so", async ({ page, user }) => {
    await openSignedIn(page, user, "/account");
    await expect(page.getByText("Bound wallet")).toBeVisible();
    await expect(page.getByText("None bound yet")).toBeVisible();
    const handle = `typed_${user.username.slice(-8)}`;
    const form = page.getByRole("form", { name: "Profile" });
    await form.getByLabel("X id").fill(handle);
    await form.getByRole("button", { name: "SAVE" }).click();
    await expect(page.getByText("Updated!")).toBeVisible();
    await expect(socialRow(page, "X").getByText(`${handle} (not verified)`)).toBeVisible();
    await expect(socialRow(page, "X").getByText(/Connected as/)).toHaveCount(0);
    // the connection proves it (the consent page names the account; here the same handle)
    await socialRow(page, "X").getByRole("button", { name: "Connect X to verify" }).click();
    await expect(page.getByRole("heading", { name: "X (local stand-in)" })).toBeVisible();
    await page.getByLabel("X account name").fill(handle);
    await page.getByRole("button", { name: "Authorize" }).click();
    await expect(socialRow(page, "X").getByText(`Connected as ${handle}`)).toBeVisible();
  });

  test(
    "cancelled on X's consent page: says the X connection was cancelled, not that connecting failed; nothing changes",
    { tag: ["@ACC-T027"] },
    async ({ page, users }) => {
      const me = await users.create();
      await openSignedIn(page, me, "/account");
      await socialRow(page, "X").getByRole("button", { name: "Connect X" }).click();
      await expect(page.getByRole("heading", { name: "X (local stand-in)" })).toBeVisible();
      await page.getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByText("You cancelled connecting X: nothing was connected. Connect X again whenever you like.")).toBeVisible();
      await expect(page.getByText(FAILED)).toHaveCount(0);
      await expect(page).toHaveURL(/\/account$/);
      await expect(socialRow(page, "X").getByText("Not connected")).toBeVisible();
    },
  );

  test("a connection whose answer was lost: the section says Discord may be connected already, with no failure text; Try again sends the same request and says it is done", async ({
    page,
    users,
    pageHealth,
  }) => {
    pageHealth.expect(/net::ERR_INTERNET_DISCONNECTED/);
    const me = await users.create();
    await openSignedIn(page, me, "/account");
    const { keys, lost } = await loseFirstAnswer(page, "/api/connect-discord");
    const handle = `lost_${me.username.slice(-8)}`;
    await authorize(page, "Discord", handle);
    await lost;
    const section = page.getByRole("region", { name: "Social accounts" });
    await expect(section.getByRole("alert")).toContainText("The answer did not come back: Discord may be connected already.");
    await expect(section.getByRole("button", { name: "Try again" })).toBeFocused();
    await expect(page.getByText(FAILED)).toHaveCount(0);
    await section.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText(`Discord connected as ${handle}`)).toBeVisible();
    await expect(section.getByRole("alert")).toHaveCount(0);
    await expect(socialRow(page, "Discord").getByText(`Connected as ${handle}`)).toBeVisible();
    expect(keys[0], "the write carries an Idempotency-Key").toMatch(/^[0-9a-f-]{36}$/);
    expect(keys, "the retry sends the lost connection's key").toEqual([keys[0], keys[0]]);
  });

  test(
    "refused: a callback without a state, the same callback again, and one started in another browser; nothing changes",
    { tag: ["@ACC-T027"] },
    async ({ page, browser, users }) => {
      const me = await users.create();
      await openSignedIn(page, me, "/account?code=made-up");
      await expect(page.getByText(FAILED)).toBeVisible();
      await expect(page).toHaveURL(/\/account$/);

      const callback = await authorize(page, "Discord", `first_${me.username.slice(-8)}`);
      await expect(socialRow(page, "Discord").getByText(/^Connected as first_/)).toBeVisible();
      await page.goto(callback); // reused: its state was used once
      await expect(page.getByText(FAILED)).toBeVisible();

      // started here, completed in another browser signed in as the same player
      // the provider's answer is caught before this browser follows it
      let foreignCallback = "";
      await page.route(/\/__dev\/oauth\/linkedin\/authorize/, async (route) => {
        if (route.request().method() !== "POST") return route.fallback();
        foreignCallback = (await route.fetch({ maxRedirects: 0 })).headers()["location"];
        await route.fulfill({ status: 200, contentType: "text/html", body: "<title>caught</title>caught" });
      });
      await socialRow(page, "LinkedIn").getByRole("button", { name: "Connect LinkedIn" }).click();
      await expect(page.getByRole("heading", { name: "LinkedIn (local stand-in)" })).toBeVisible();
      await page.getByLabel("LinkedIn account name").fill(`li_${me.username.slice(-8)}`);
      await page.getByRole("button", { name: "Authorize" }).click();
      await expect(page).toHaveTitle("caught");
      expect(foreignCallback).toMatch(/\/account\?.*\bcode=/);
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await openSignedIn(otherPage, me, foreignCallback.replace(/^https?:\/\/[^/]+/, ""));
      await expect(otherPage.getByText(FAILED)).toBeVisible();
      await otherPage.goto("/account");
      await expect(socialRow(otherPage, "LinkedIn").getByText("Not connected")).toBeVisible();
      await other.close();
    },
  );

  test("a social account already connected to another player is refused with the reason", { tag: ["@ACC-T027"] }, async ({ page, users }) => {
    const first = await users.create();
    const second = await users.create();
    const handle = `shared_${first.username.slice(-10)}`;
    await openSignedIn(page, first, "/account");
    await authorize(page, "X", handle);
    await expect(socialRow(page, "X").getByText(`Connected as ${handle}`)).toBeVisible();
    await page.getByRole("button", { name: /Account menu for/ }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    // signed out once the server has answered and the app is home (a navigation before that would
    // leave the first player's session in place)
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await openSignedIn(page, second, "/account");
    await authorize(page, "X", handle);
    await expect(page.getByText(FAILED)).toBeVisible();
    await expect(page.getByText("This X account is already connected to another player")).toBeVisible();
    await expect(socialRow(page, "X").getByText("Not connected")).toBeVisible();
  });

  test("Telegram: its login page's signed data connects with the info toast; forged data is refused", { tag: ["@ACC-T027"] }, async ({ page, users }) => {
    const me: Account = await users.create();
    await openSignedIn(page, me, "/account");
    const name = `tg_${me.username.slice(-10)}`;
    // forged: the data is changed on its way back (the hash no longer matches)
    await page.route("**/__dev/telegram/auth", async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      const response = await route.fetch({ maxRedirects: 0 });
      const location = response.headers()["location"];
      const [base, encoded] = location.split("#tgAuthResult=");
      const fields = JSON.parse(Buffer.from(encoded, "base64url").toString()) as Record<string, unknown>;
      const forged = Buffer.from(JSON.stringify({ ...fields, username: `${fields.username}x` })).toString("base64url");
      await route.fulfill({ status: 302, headers: { location: `${base}#tgAuthResult=${forged}` } });
    });
    await socialRow(page, "Telegram").getByRole("button", { name: "Connect Telegram" }).click();
    await expect(page.getByRole("heading", { name: "Telegram (local stand-in)" })).toBeVisible();
    await page.getByLabel("Telegram username").fill(name);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText(FAILED)).toBeVisible();
    await expect(socialRow(page, "Telegram").getByText("Not connected")).toBeVisible();

    await page.unroute("**/__dev/telegram/auth");
    await socialRow(page, "Telegram").getByRole("button", { name: "Connect Telegram" }).click();
    await expect(page.getByRole("heading", { name: "Telegram (local stand-in)" })).toBeVisible();
    await page.getByLabel("Telegram username").fill(name);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText(`Telegram connected as ${name}`)).toBeVisible();
    await expect(page.getByText("Launch the Penta Pets game on Telegram and link your account there to play with it.")).toBeVisible();
    await expect(socialRow(page, "Telegram").getByText(`Connected as ${name}`)).toBeVisible();
  });

  test("Telegram: an account without a username is told why it cannot connect, and what to do", async ({ page, users }) => {
    await openSignedIn(page, await users.create(), "/account");
    await socialRow(page, "Telegram").getByRole("button", { name: "Connect Telegram" }).click();
    await expect(page.getByRole("heading", { name: "Telegram (local stand-in)" })).toBeVisible();
    await page.getByLabel("Telegram username").fill("");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText(FAILED)).toBeVisible();
    await expect(page.getByText("Your Telegram account has no username: set one in Telegram (Settings, then Username), then connect again")).toBeVisible();
    await expect(socialRow(page, "Telegram").getByText("Not connected")).toBeVisible();
  });

  test("Telegram: a first name in Cyrillic with an emoji arrives intact (the login data is UTF-8), so its signature holds", async ({ page, users }) => {
    const me: Account = await users.create();
    await openSignedIn(page, me, "/account");
    const name = `tg_${me.username.slice(-10)}`;
    await socialRow(page, "Telegram").getByRole("button", { name: "Connect Telegram" }).click();
    await expect(page.getByRole("heading", { name: "Telegram (local stand-in)" })).toBeVisible(); // not the account's own field
    await page.getByLabel("Telegram username").fill(name);
    await page.getByLabel("First name (any script)").fill("Дмитрий 🎮");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText(`Telegram connected as ${name}`)).toBeVisible();
    await expect(socialRow(page, "Telegram").getByText(`Connected as ${name}`)).toBeVisible();
  });

  test("no client secret reaches the browser: the built files hold none", async () => {
    const files = readdirSync("dist", { recursive: true, withFileTypes: true }).filter((f) => f.isFile() && /\.(js|html|css|json)$/.test(f.name));
    for (const f of files) {
      const text = readFileSync(join(f.parentPath, f.name), "utf8");
      expect(text, f.name).not.toMatch(/client_secret|-secret\b|local-bot-token/);
    }
  });
});

test.describe("the AI profile picture", () => {
  test(
    "Generate is disabled while empty, over 150 words and over the saved interest's 2,000 characters; generate, a new image, save: the picture shows everywhere",
    { tag: ["@ACC-T084", "@ACC-T039", "@K14", "@K06"] },
    async ({ page, user }) => {
      await page.clock.install();
      await recordFetches(page, "prompt", /\/api\/ai\/micro-prompt$/);
      await openSignedIn(page, user, "/account");
      await page.getByRole("button", { name: "AI profile picture" }).click();
      const popup = page.getByRole("dialog", { name: "Your AI profile picture" });
      const text = popup.getByLabel("Tell us about yourself and what you like");
      const generate = popup.getByRole("button", { name: "Generate", exact: true });
      await expect(generate).toBeDisabled();
      await text.fill(Array.from({ length: 151 }, (_, i) => `word${i}`).join(" "));
      await expect(popup.getByText("not more than 150 words")).toBeVisible();
      await expect(generate).toBeDisabled();
      // within 150 words but longer than the interest the text is saved as (the contract's 2,000 characters)
      const longText = Array.from({ length: 150 }, (_, i) => `longwordnumber${i}`).join(" ");
      await text.fill(longText);
      await expect(popup.getByText("not more than 2,000 characters")).toBeVisible();
      await expect(generate).toBeDisabled();
      await text.fill("chess, space cats and jazz");
      await expect(popup.getByText("5/150 words")).toBeVisible();
      // K06 on the page's own clock, paused: two clicks 500 ms apart make one call, 1000 ms after the second
      await pauseClock(page);
      await generate.click();
      await expect(popup.getByRole("progressbar", { name: "Working on your picture" })).toBeVisible();
      await page.clock.runFor(500);
      await generate.click();
      await expectOnceAfter(page, { ms: 1000, name: "prompt", what: "the picture's call" });
      await page.clock.resume();
      const first = popup.getByRole("img", { name: "Generated from your prompt" });
      await expect(first).toHaveJSProperty("naturalWidth", 128);
      expect(await recorded(page, "prompt")).toHaveLength(1);
      const firstSrc = await first.getAttribute("src");
      await popup.getByRole("button", { name: "Generate new image" }).click();
      await expect(first).not.toHaveAttribute("src", firstSrc!);
      const picture = await first.getAttribute("src");
      // a text made too long after the picture is not saved either
      const save = popup.getByRole("button", { name: "Save" });
      await text.fill(longText);
      await expect(save).toBeDisabled();
      await text.fill("chess, space cats and jazz");
      await save.click();
      await expect(page.getByText("Saved your interest and profile picture successfully")).toBeVisible();
      await expect(page.locator(".account-icon img")).toHaveAttribute("src", picture!);
      await expect(page.getByRole("img", { name: `${user.username}'s picture` })).toHaveAttribute("src", picture!);
      await page.goto(`/acc/${user.username}`);
      await expect(page.locator(".profile-card__avatar")).toHaveAttribute("src", picture!);
    },
  );

  test(
    "each step's failure text: the AI answering with an error (dev switch) or not reached; saving refused or not reached",
    { tag: ["@ACC-T034", "@ACC-T035", "@ACC-T036", "@ACC-T037", "@ACC-T038"] },
    async ({ page, user, request, pageHealth }) => {
      // the AI and the save are made to fail on purpose
      pageHealth.expect(/status of 503|net::ERR_FAILED/);
      const aiSwitch = async (fail: string[]) =>
        expect((await request.post(`${MOCK_URL}/__dev/ai`, { data: { username: user.username, fail } })).ok()).toBe(true);
      await openSignedIn(page, user, "/account");
      await page.getByRole("button", { name: "AI profile picture" }).click();
      const popup = page.getByRole("dialog", { name: "Your AI profile picture" });
      await popup.getByLabel("Tell us about yourself and what you like").fill("robots");
      const generate = popup.getByRole("button", { name: "Generate", exact: true });
      await aiSwitch(["micro-prompt"]);
      await generate.click();
      await expect(page.getByText("There was an issue create micro promt")).toBeVisible();
      await aiSwitch([]);
      await page.route("**/api/ai/micro-prompt", (route) => route.abort());
      await generate.click();
      await expect(page.getByText("Could not create micro prompt")).toBeVisible();
      await page.unroute("**/api/ai/micro-prompt");
      await aiSwitch(["picture"]);
      await generate.click();
      await expect(page.getByText("Could not generate picture")).toBeVisible();
      await expect(popup.getByRole("img")).toHaveCount(0);
      await aiSwitch([]);
      await generate.click();
      await expect(popup.getByRole("img", { name: "Generated from your prompt" })).toBeVisible();
      await page.route("**/api/v1/user/profile_picture", (route) => route.fulfill({ status: 400, json: { status: false, message: "Refused" } }));
      await popup.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("There was an issue save your interest and profile picture")).toBeVisible();
      // the interest was stored before the picture was refused: said, not lost in 'both failed'
      await expect(page.getByText("Your interest is saved; the picture is not. Save again to save it.")).toBeVisible();
      await page.route("**/api/v1/user/profile_picture", (route) => route.abort());
      await popup.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Could not save your interest and profile picture")).toBeVisible();
      await expect(popup).toBeVisible();
    },
  );
});
