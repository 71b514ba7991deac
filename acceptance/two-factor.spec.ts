import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { TOTP_STEP_MS, totp } from "../mocks/lib/totp";
import { expect, MOCK_URL, keptTabTest as test } from "./fixtures";
import { login } from "./fixtures/user";
import { expectDoubleTapActsOnce, holdWrite, loseFirstAnswer } from "./fixtures/held-write";
import { openSignedIn } from "./flows";

// accounts-identity.md §2 (2FA setup and purchase verification modals), §3, §5, §8

/**
 * Two-factor turned on through the API (the setup's screens are the first test), with this step's
 * code used by the setup; the secret, for the codes of the steps after it.
 */
async function twoFactorOn(user: Parameters<typeof login>[0]): Promise<{ secret: string; codes: string[] }> {
  const token = await login(user);
  const post = async (path: string, body: unknown) =>
    (await fetch(`${MOCK_URL}/api/v1/user${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }).then((r) => r.json())) as { secret: string; recovery_codes: string[] };
  const { secret } = await post("/2fa/setup", {});
  const { recovery_codes: codes } = await post("/2fa/verify", { code: totp(secret, Date.now()) });
  return { secret, codes };
}

const boxes = (page: Page) => page.getByRole("group", { name: "Authenticator code" }).getByRole("textbox");
/** Types a code the way a player does: the focus moves on by itself. */
async function typeCode(page: Page, code: string) {
  await boxes(page).first().click();
  await page.keyboard.type(code);
}

test.describe("two-factor codes", () => {
  test("setup whose answer was lost: the dialog says two-factor may be on already and offers only Try again, which sends the same code and shows the recovery codes", async ({
    page,
    user,
    pageHealth,
  }) => {
    pageHealth.expect(/net::ERR_INTERNET_DISCONNECTED/);
    await openSignedIn(page, user, "/account/security");
    await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    const modal = page.getByRole("dialog", { name: "Two-factor authentication" });
    const secret = (await modal.locator(".two-factor__secret").innerText()).trim();
    const { keys, lost } = await loseFirstAnswer(page, "/api/v1/user/2fa/verify");
    await typeCode(page, totp(secret, Date.now()));
    await modal.getByRole("button", { name: "Verify" }).click();
    await lost;
    await expect(modal.getByRole("alert")).toContainText("The answer did not come back: two-factor authentication may be on already.");
    await expect(boxes(page)).toHaveCount(0);
    await expect(modal.getByRole("button", { name: "Try again" })).toBeFocused();
    // closed and opened again, the dialog goes on where it was: no new setup, no "already on"
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    await expect(modal.getByRole("alert")).toContainText("The answer did not come back: two-factor authentication may be on already.");
    await modal.getByRole("button", { name: "Try again" }).click();
    await expect(modal.getByText("Two-factor authentication is on.")).toBeVisible();
    await expect(modal.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
    expect(keys[0], "the write carries an Idempotency-Key").toMatch(/^[0-9a-f-]{36}$/);
    expect(keys, "the retry sends the lost setup's key").toEqual([keys[0], keys[0]]);
  });

  test("setup closed while Verify is on its way: the recovery codes open the dialog again when they come, until the player says they are saved", async ({
    page,
    user,
  }) => {
    await openSignedIn(page, user, "/account/security");
    await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    const modal = page.getByRole("dialog", { name: "Two-factor authentication" });
    const secret = (await modal.locator(".two-factor__secret").innerText()).trim();
    const verify = await holdWrite(page, "/api/v1/user/2fa/verify", { untilReleased: true });
    await typeCode(page, totp(secret, Date.now()));
    await modal.getByRole("button", { name: "Verify" }).click();
    await expect.poll(() => verify.keys.length).toBe(1);
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    verify.release();
    await expect(modal.getByText("Two-factor authentication is on.")).toBeVisible();
    await expect(modal.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
    await modal.getByRole("button", { name: "I have saved them" }).click();
    await expect(modal).toBeHidden();
    verify.expectSentOnce();
  });

  test(
    "setup: QR code and key, six digit boxes; a short code and a wrong one get the spec's texts; the right one turns it on and shows ten recovery codes once",
    { tag: ["@ACC-T013", "@ACC-T050", "@K02"] },
    async ({ page, user }) => {
      await openSignedIn(page, user, "/account/security");
      await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
      const modal = page.getByRole("dialog", { name: "Two-factor authentication" });
      await expect(modal.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
      const secret = (await modal.locator(".two-factor__secret").innerText()).trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await expect(boxes(page)).toHaveCount(6);
      // K02: a box holding two characters keeps the last; letters are refused; Backspace moves back
      await boxes(page).first().fill("12");
      await expect(boxes(page).first()).toHaveValue("2");
      await expect(boxes(page).nth(1)).toBeFocused();
      await page.keyboard.type("x");
      await expect(boxes(page).nth(1)).toHaveValue("");
      await page.keyboard.press("Backspace");
      await expect(boxes(page).first()).toHaveValue("");
      await expect(boxes(page).first()).toBeFocused();
      await page.keyboard.type("123");
      await modal.getByRole("button", { name: "Verify" }).click();
      await expect(modal.getByText("Please enter the code from the Google Authenticator app")).toBeVisible();
      const right = totp(secret, Date.now());
      const wrong = right === "000000" ? "111111" : "000000";
      await page.keyboard.press("Backspace");
      await page.keyboard.press("Backspace");
      await page.keyboard.press("Backspace");
      await typeCode(page, wrong);
      await modal.getByRole("button", { name: "Verify" }).click();
      await expect(modal.getByText("The code you entered is incorrect. Please try again")).toBeVisible();
      for (let i = 0; i < 6; i++) await page.keyboard.press("Backspace");
      await typeCode(page, totp(secret, Date.now()));
      await modal.getByRole("button", { name: "Verify" }).click();
      await expect(modal.getByText("Two-factor authentication is on.")).toBeVisible();
      await expect(modal.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
      // the codes are copied and downloaded as shown; closing before saying they are saved asks first
      const shown = await modal.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await modal.getByRole("button", { name: "Copy codes" }).click();
      await expect(modal.getByText("Copied: paste them somewhere safe.")).toBeVisible();
      expect((await page.evaluate(() => navigator.clipboard.readText())).trim().split("\n")).toEqual(shown);
      const download = page.waitForEvent("download");
      await modal.getByRole("link", { name: "Download codes" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe("penta-recovery-codes.txt");
      expect(
        readFileSync(await file.path(), "utf8")
          .trim()
          .split("\n"),
      ).toEqual(shown);
      await page.keyboard.press("Escape");
      await expect(modal.getByText("Have you saved your recovery codes? They are not shown again.")).toBeVisible();
      await modal.getByRole("button", { name: "Back to the codes" }).click();
      await expect(modal.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
      await modal.getByRole("button", { name: "I have saved them" }).click();
      await expect(page.getByText("Two-factor authentication is on: purchases from your gaming wallet ask for a code")).toBeVisible();
      // the opener is gone with the setup: focus goes to the section's title, not the page's body
      await expect(page.getByRole("heading", { name: "Two-factor authentication", level: 2 })).toBeFocused();
      await page.reload();
      await expect(page.getByRole("button", { name: "Set up two-factor authentication" })).toHaveCount(0); // shown once: never again

      // a purchase asks for the code; a code is used once
      await page.getByRole("button", { name: "Buy Starter pack" }).click();
      const confirm = page.getByRole("dialog", { name: "Confirm your purchase" });
      const next = totp(secret, Date.now() + TOTP_STEP_MS); // the setup used this step's code
      await typeCode(page, next);
      await confirm.getByRole("button", { name: "Confirm purchase" }).click();
      await expect(page.getByText("Purchase complete: Starter pack")).toBeVisible();
      await expect(page.getByText("Gaming wallet: 90 PEN")).toBeVisible();
      await page.getByRole("button", { name: "Buy Starter pack" }).click();
      await typeCode(page, next);
      await confirm.getByRole("button", { name: "Confirm purchase" }).click();
      // a right code already used is told as used, not as wrong (it never counts towards the lock)
      await expect(confirm.getByText("This code was already used; wait for the next one")).toBeVisible();
      await expect(page.getByText("Gaming wallet: 90 PEN")).toBeVisible();
      await confirm.getByRole("button", { name: "Close" }).click();
      // with two-factor on, a bundle the wallet cannot pay asks for no code: Confirm is disabled with the reason
      await page.getByRole("button", { name: "Buy Legend chest" }).click();
      await expect(confirm.getByText("Your gaming wallet holds 90 PEN, less than the price: you need 60 PEN more.")).toBeVisible();
      await expect(boxes(page)).toHaveCount(0);
      await expect(confirm.getByRole("button", { name: "Confirm purchase" })).toBeDisabled();
    },
  );

  test("a purchase takes a recovery code as the setup showed it, typed into the boxes or through Use a recovery code; each works once; the prompt says how many are left", async ({
    page,
    user,
  }) => {
    const { codes } = await twoFactorOn(user);
    await openSignedIn(page, user, "/account/security");
    await page.getByRole("button", { name: "Buy Starter pack" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm your purchase" });
    await expect(boxes(page)).toHaveCount(6);
    // typed into the digit boxes, a recovery code moves to its own field whole
    await typeCode(page, codes[0]);
    const field = confirm.getByRole("textbox", { name: "Recovery code" });
    await expect(field).toHaveValue(codes[0]);
    await expect(confirm.getByText("Each works once; you have 10 left.", { exact: false })).toBeVisible();
    await confirm.getByRole("button", { name: "Confirm purchase" }).click();
    await expect(page.getByText("Purchase complete: Starter pack")).toBeVisible();
    await expect(page.getByText("Gaming wallet: 90 PEN")).toBeVisible();
    // the same code again, through the switch beside the boxes: used
    await page.getByRole("button", { name: "Buy Starter pack" }).click();
    await confirm.getByRole("button", { name: "Use a recovery code" }).click();
    await expect(confirm.getByText("Each works once; you have 9 left.", { exact: false })).toBeVisible();
    await field.fill(codes[0].toUpperCase());
    await confirm.getByRole("button", { name: "Confirm purchase" }).click();
    await expect(confirm.getByText("This recovery code was already used; each works once")).toBeVisible();
    await expect(page.getByText("Gaming wallet: 90 PEN")).toBeVisible();
    await confirm.getByRole("button", { name: "Use the authenticator code" }).click();
    await expect(boxes(page)).toHaveCount(6);
  });

  test("a double tap on Confirm purchase buys once: one request, 'Checking' while it is sent, 'Purchase complete' with no 'already used', and charged once", async ({
    page,
    user,
  }) => {
    const { secret } = await twoFactorOn(user);
    await openSignedIn(page, user, "/account/security");
    await expect(page.getByText("Gaming wallet: 100 PEN")).toBeVisible();
    await page.getByRole("button", { name: "Buy Starter pack" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm your purchase" });
    await typeCode(page, totp(secret, Date.now() + TOTP_STEP_MS)); // the setup used this step's code
    await expectDoubleTapActsOnce(page, {
      path: "/api/v1/user/2fa/verify",
      tap: confirm.getByRole("button", { name: "Confirm purchase" }),
      busy: confirm.getByRole("button", { name: "Checking" }),
      done: page.getByText("Purchase complete: Starter pack"),
      failure: page.getByText("This code was already used; wait for the next one"),
    });
    await expect(confirm).toBeHidden();
    // charged once: the price off the balance once, one purchase of the bundle
    await page.reload();
    await expect(page.getByText("Gaming wallet: 90 PEN")).toBeVisible();
    await expect(page.getByText("10 PEN · bought 1")).toBeVisible();
  });

  test("a purchase whose answer was lost: the dialog says it may have gone through and offers only Try again, which sends the same code and request; charged once", async ({
    page,
    user,
    pageHealth,
  }) => {
    pageHealth.expect(/net::ERR_INTERNET_DISCONNECTED/);
    const { secret } = await twoFactorOn(user);
    await openSignedIn(page, user, "/account/security");
    await expect(page.getByText("Gaming wallet: 100 PEN")).toBeVisible();
    await page.getByRole("button", { name: "Buy Starter pack" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm your purchase" });
    const { keys, lost } = await loseFirstAnswer(page, "/api/v1/user/2fa/verify");
    await typeCode(page, totp(secret, Date.now() + TOTP_STEP_MS)); // the setup used this step's code
    await confirm.getByRole("button", { name: "Confirm purchase" }).click();
    await lost;
    // the shop read since holds the purchase: the dialog asks for no new code (another intent) and
    // says nothing of the balance, only what may have happened and the retry
    await expect(confirm.getByRole("alert")).toContainText("The answer did not come back: the purchase may have gone through.");
    await expect(boxes(page)).toHaveCount(0);
    await expect(confirm.getByText(/will hold \d+ PEN after it/)).toHaveCount(0);
    // the focus moves from Confirm, gone, to Try again; no toast says the purchase failed
    await expect(confirm.getByRole("button", { name: "Try again" })).toBeFocused();
    await expect(page.getByText(/^The purchase failed/)).toHaveCount(0);
    await confirm.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText("Purchase complete: Starter pack")).toBeVisible();
    await expect(confirm).toBeHidden();
    expect(keys[0], "the write carries an Idempotency-Key").toMatch(/^[0-9a-f-]{36}$/);
    expect(keys, "the retry sends the lost request's key").toEqual([keys[0], keys[0]]);
    await page.reload();
    await expect(page.getByText("Gaming wallet: 90 PEN")).toBeVisible();
    await expect(page.getByText("10 PEN · bought 1")).toBeVisible();
  });

  test("without two-factor, a double tap on 'Buy for 25 PEN' buys once: one request, 'Buying…' while it is sent, 'Purchase complete' with no failure, and charged once", async ({
    page,
    user,
  }) => {
    await openSignedIn(page, user, "/account/security");
    await expect(page.getByText("Gaming wallet: 100 PEN")).toBeVisible();
    await page.getByRole("button", { name: "Buy Hero bundle" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm your purchase" });
    await expectDoubleTapActsOnce(page, {
      path: "/api/v1/user/bundles/purchase",
      tap: confirm.getByRole("button", { name: "Buy for 25 PEN" }),
      busy: confirm.getByRole("button", { name: "Buying…" }),
      done: page.getByText("Purchase complete: Hero bundle"),
      failure: page.getByText("The purchase failed"),
    });
    await expect(confirm).toBeHidden();
    await page.reload();
    await expect(page.getByText("Gaming wallet: 75 PEN")).toBeVisible();
    await expect(page.getByText("25 PEN · bought 1")).toBeVisible();
  });

  test("without two-factor a purchase is confirmed first (what, the price, the balance after); Cancel buys nothing; a bundle the wallet cannot pay is refused with the reason", async ({
    page,
    user,
  }) => {
    await openSignedIn(page, user, "/account");
    await page.getByRole("link", { name: "Security" }).click();
    await expect(page.getByText("Gaming wallet: 100 PEN")).toBeVisible();
    const purchases: string[] = [];
    page.on("request", (r) => r.method() === "POST" && r.url().includes("/bundles") && purchases.push(r.url()));
    await page.getByRole("button", { name: "Buy Hero bundle" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm your purchase" });
    await expect(confirm.getByText("Buy Hero bundle for 25 PEN from your gaming wallet?")).toBeVisible();
    await expect(confirm.getByText("Your gaming wallet will hold 75 PEN after it.")).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    expect(purchases).toHaveLength(0);
    await expect(page.getByText("Gaming wallet: 100 PEN")).toBeVisible();
    await page.getByRole("button", { name: "Buy Hero bundle" }).click();
    await confirm.getByRole("button", { name: "Buy for 25 PEN" }).click();
    await expect(page.getByText("Purchase complete: Hero bundle")).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(page.getByText("Gaming wallet: 75 PEN")).toBeVisible();
    await expect(page.getByText("25 PEN · bought 1")).toBeVisible();
    await page.getByRole("button", { name: "Buy Legend chest" }).click();
    // a wallet that cannot pay: the button is disabled with the reason, before anything is sent
    await expect(confirm.getByText("Your gaming wallet holds 75 PEN, less than the price: you need 75 PEN more.")).toBeVisible();
    await expect(confirm.getByRole("button", { name: "Buy for 150 PEN" })).toBeDisabled();
    expect(purchases).toHaveLength(1);
  });

  test("two-factor turned on in another tab after the shop was read: a direct purchase says so in words and the dialog asks for the code; nothing is bought", async ({
    page,
    user,
    pageHealth,
  }) => {
    pageHealth.expect(/status of 403/);
    await openSignedIn(page, user, "/account/security");
    await expect(page.getByText("Gaming wallet: 100 PEN")).toBeVisible();
    const { secret } = await twoFactorOn(user);
    await page.getByRole("button", { name: "Buy Starter pack" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm your purchase" });
    await confirm.getByRole("button", { name: "Buy for 10 PEN" }).click();
    await expect(page.getByText("Two-factor authentication is on for your account now: enter the code from your authenticator app to confirm.")).toBeVisible();
    await expect(page.getByText("2FA_REQUIRED")).toHaveCount(0);
    await expect(confirm.getByRole("group", { name: "Authenticator code" })).toBeVisible();
    await expect(page.getByText("Gaming wallet: 100 PEN")).toBeVisible();
    await typeCode(page, totp(secret, Date.now() + TOTP_STEP_MS));
    await confirm.getByRole("button", { name: "Confirm purchase" }).click();
    await expect(page.getByText("Purchase complete: Starter pack")).toBeVisible();
    await expect(page.getByText("Gaming wallet: 90 PEN")).toBeVisible();
  });
  test("a setup that got no answer says what failed, and Try again asks for a key with the focus kept in the dialog; turned on in another tab, the setup says so and the page shows it on", async ({
    page,
    user,
    pageHealth,
  }) => {
    pageHealth.expect(/net::ERR_CONNECTION_REFUSED|status of 409/);
    await openSignedIn(page, user, "/account/security");
    const setupCall = "**/api/v1/user/2fa/setup";
    await page.route(setupCall, (route) => route.abort("connectionrefused"));
    await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    const dialog = page.getByRole("dialog", { name: "Two-factor authentication" });
    await expect(dialog.getByRole("alert")).toHaveText(
      "Two-factor setup could not start. The server could not be reached. Check your connection, then try again.",
    );
    await page.unroute(setupCall);
    await dialog.getByRole("button", { name: "Try again" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("group", { name: "Authenticator code" })).toBeVisible();
    await expect(dialog.getByText(/^Scan the QR code with Google Authenticator/)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    // on in another tab: a new setup is refused, in words, with nothing to retry; the page behind says it is on
    await twoFactorOn(user);
    await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Two-factor authentication is already on");
    await expect(dialog.getByRole("button", { name: "Try again" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(
      page.getByText("Two-factor authentication is on: purchases from your gaming wallet ask for a code from your authenticator app."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Set up two-factor authentication" })).toHaveCount(0);
  });
});
