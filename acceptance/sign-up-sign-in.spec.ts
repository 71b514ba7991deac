import { expect, MOCK_URL, keptTabTest as test, uniqueName } from "./fixtures";
import { holdWrite, loseFirstAnswer } from "./fixtures/held-write";
import { fillSignUp, openAccountMenu, signIn, signInAs, captchaSize, CAPTCHA_180_BY_60 } from "./flows";

test.describe("first slice: sign-up, email verification, sign-in, account, logout (accounts-identity.md §2, §4, §5)", () => {
  test(
    "a new player signs up, validates the email from the dev mailbox, signs in, sees USER INFO and logs out",
    { tag: ["@ACC-T022", "@ACC-T068", "@ACC-T082"] },
    async ({ page, mailbox, captcha }) => {
      const username = uniqueName("new");
      const email = `${username}@example.test`;
      const password = "a long passphrase of 24";
      await page.goto("/sign-up");
      await fillSignUp(page, { username, password, email, captcha: await captcha.answer(page) });
      await expect(page.getByText("Thanks for registering! Please validate your email address to login.")).toBeVisible();
      await expect(page.getByText(/spam folder/).first()).toBeVisible();
      await expect(page).toHaveURL(/\/validate-email$/);

      // an unverified account cannot sign in yet
      await page.goto("/sign-in");
      await signIn(page, username, password);
      await expect(page.getByRole("dialog", { name: "You need to validate your email address to login." })).toBeVisible();
      await page.getByRole("button", { name: "Close", exact: true }).click();

      const mail = await mailbox.latest(email, /Validate your email/);
      await page.goto(mail.link);
      await expect(page.getByText("Your email address is verified. You can now login!")).toBeVisible();
      // the link is single use: opened again, it says the address is verified already (not "failed")
      await page.reload();
      await expect(page.getByRole("heading", { name: "Email already validated" })).toBeVisible();
      await expect(page.getByText("This link has been used: your email address is validated. You can sign in.")).toBeVisible();
      await expect(page.getByText("Validation failed")).toHaveCount(0);

      await page.goto("/sign-in");
      await signIn(page, email, password); // by email this time
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole("heading", { name: "USER INFO" })).toBeVisible();
      await expect(page.getByText(username, { exact: true }).first()).toBeVisible();
      const stored = await page.evaluate(() => ({ ...localStorage }));
      expect(stored.bearer_token_bridge).toBeTruthy();

      await openAccountMenu(page);
      await page.getByRole("button", { name: "Logout" }).click();
      await expect(page).toHaveURL(/\/$/);
      const after = await page.evaluate(() => Object.keys(localStorage));
      expect(after.filter((k) => ["session", "bearer_token", "bearer_token_bridge", "token-login"].includes(k))).toEqual([]);
      await page.goto("/account");
      await expect(page).toHaveURL(/\/sign-in\?redirectUrl=%2Faccount/);
    },
  );

  test(
    "sign-up shows the spec's validation texts and 'Form Not Valid', and the captcha takes digits only",
    { tag: ["@ACC-T004", "@ACC-T002", "@ACC-T003", "@ACC-T005", "@ACC-T006", "@ACC-T007", "@ACC-T012", "@K03", "@K01"] },
    async ({ page }) => {
      await page.goto("/sign-up");
      await page.getByRole("button", { name: "SUBMIT" }).click();
      await expect(page.getByText("Form Not Valid")).toBeVisible();
      for (const text of ["Username is required", "Password is required", "Email is required", "Captcha is required"])
        await expect(page.getByText(text)).toBeVisible();
      await page.getByLabel("Password", { exact: true }).fill("short");
      await page.getByLabel("Email").fill("not-an-email");
      await page.getByLabel("Captcha", { exact: true }).fill("ab12c3");
      await expect(page.getByLabel("Captcha", { exact: true })).toHaveValue("123");
      await page.getByRole("button", { name: "SUBMIT" }).click();
      await expect(page.getByText("Password must have at least 8 characters")).toBeVisible();
      await expect(page.getByText("Please enter email address")).toBeVisible();
      // K01 at its boundary: 7 characters are refused, 8 are enough
      await page.getByLabel("Password", { exact: true }).fill("1234567");
      await expect(page.getByText("Password must have at least 8 characters")).toBeVisible();
      await page.getByLabel("Password", { exact: true }).fill("12345678");
      await expect(page.getByText("Password must have at least 8 characters")).toBeHidden();
      // the captcha image is a 180x60 JPEG, shown at 180x60, and Refresh replaces it
      const img = page.getByRole("img", { name: /Captcha/ });
      const first = await img.getAttribute("src");
      expect(first).toMatch(/^data:image\/jpeg;base64,/);
      expect(await captchaSize(page)).toEqual(CAPTCHA_180_BY_60);
      await page.getByRole("button", { name: "Refresh" }).click();
      await expect(img).not.toHaveAttribute("src", first!);
    },
  );

  test("a wrong captcha answer is refused and a new captcha is shown; nothing typed is lost", { tag: ["@K03"] }, async ({ page, captcha }) => {
    await page.goto("/sign-up");
    const answer = await captcha.answer(page);
    const first = await page.getByRole("img", { name: /Captcha/ }).getAttribute("src");
    const wrong = answer === "11111" ? "22222" : "11111";
    const username = uniqueName("cap");
    await fillSignUp(page, { username, password: "password-123", email: `${username}@example.test`, captcha: wrong });
    await expect(page.getByText("The captcha answer is wrong or has expired. Please try the new captcha.")).toBeVisible();
    await expect(page.getByRole("img", { name: /Captcha/ })).not.toHaveAttribute("src", first!);
    expect(await captchaSize(page)).toEqual(CAPTCHA_180_BY_60); // a new 180x60 captcha
    await expect(page.getByLabel("Username")).toHaveValue(username);
    await expect(page.getByLabel("Email")).toHaveValue(`${username}@example.test`);
  });

  test("a taken username is refused with a clear message; an email that has an account is answered as a new sign-up (no enumeration), and its owner is mailed", async ({
    page,
    captcha,
    mailbox,
  }) => {
    await page.goto("/sign-up");
    const img = page.getByRole("img", { name: /Captcha/ });
    const answer = await captcha.answer(page);
    const first = await img.getAttribute("src");
    await fillSignUp(page, { username: "alice", password: "password-123", email: `${uniqueName()}@example.test`, captcha: answer });
    // the toast says the sign-up failed and why; the reason stands under the field too
    await expect(page.getByRole("listitem").filter({ hasText: "Username is already taken" })).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveAccessibleDescription(/Username is already taken/);
    await expect(img).not.toHaveAttribute("src", first!); // a used captcha is replaced, saying why the answer typed is gone
    await expect(page.getByLabel("Captcha", { exact: true })).toHaveAccessibleDescription(
      "Each try of the form gets a new captcha: type the digits of this one.",
    );
    await page.getByLabel("Username").fill(uniqueName("dup"));
    await page.getByLabel("Email").fill("bob@penta.local");
    await page.getByLabel("Captcha", { exact: true }).fill(await captcha.answer(page));
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByText("Thanks for registering! Please validate your email address to login.")).toBeVisible();
    expect((await mailbox.latest("bob@penta.local", /tried to create/)).link).toMatch(/\/sign-in$/);
  });

  test("the follow-on-X step is confirmed once: after a refusal the fixed form goes again without it, even where the browser keeps no storage", async ({
    page,
    captcha,
  }) => {
    // private mode as some browsers have it: every write to storage throws
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    await page.goto("/sign-up");
    const username = uniqueName("fx");
    await fillSignUp(page, { username: "alice", password: "password-123", email: `${username}@example.test`, captcha: await captcha.answer(page) });
    await expect(page.getByLabel("Username")).toHaveAccessibleDescription(/Username is already taken/);
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Captcha", { exact: true }).fill(await captcha.answer(page));
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByText("Thanks for registering! Please validate your email address to login.")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Follow Penta on X" })).toHaveCount(0);
  });

  test(
    "sign-in shows the spec's validation texts; the password toggles between hidden and shown",
    { tag: ["@ACC-T001", "@ACC-T002", "@ACC-T003", "@ACC-T083"] },
    async ({ page }) => {
      await page.goto("/sign-in");
      await expect(page.getByRole("link", { name: "Create Account" })).toHaveAttribute("href", "/sign-up");
      await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
      await page.getByRole("button", { name: "ENTER" }).click();
      await expect(page.getByText("Email or Username is required")).toBeVisible();
      await expect(page.getByText("Password is required")).toBeVisible();
      const password = page.getByLabel("Password", { exact: true });
      await password.fill("1234567");
      await page.getByRole("button", { name: "ENTER" }).click();
      await expect(page.getByText("Password must have at least 8 characters")).toBeVisible();
      await expect(password).toHaveAttribute("type", "password");
      await page.getByRole("button", { name: "Show Password" }).click();
      await expect(password).toHaveAttribute("type", "text");
      await page.getByRole("button", { name: "Hide Password" }).click();
      await expect(password).toHaveAttribute("type", "password");
    },
  );

  test("a wrong password and an unknown account get the same message", async ({ page, user }) => {
    await page.goto("/sign-in");
    await signIn(page, user.username, "not-the-password");
    await expect(page.getByText("Incorrect username, email or password")).toBeVisible();
    await page.reload();
    await signIn(page, `nobody-${uniqueName()}`, "whatever-password");
    await expect(page.getByText("Incorrect username, email or password")).toBeVisible();
  });

  test("a sign-up whose answer was lost, then the page reloaded: the form keeps the name, the email and the captcha with its digits, and SUBMIT with the password again finishes that sign-up (the same key, one account)", async ({
    page,
    captcha,
    mailbox,
    pageHealth,
  }) => {
    pageHealth.expect(/net::ERR_INTERNET_DISCONNECTED/);
    const username = uniqueName("lost");
    const email = `${username}@example.test`;
    const password = "a long passphrase of 24";
    await page.goto("/sign-up");
    const { keys, lost } = await loseFirstAnswer(page, "/api/sign-up");
    await fillSignUp(page, { username, password, email, captcha: await captcha.answer(page) });
    await lost;
    await expect(page.getByText(/^Could not register\. /)).toBeVisible();
    const typed = await page.getByLabel("Captcha", { exact: true }).inputValue();
    await page.reload();
    await expect(page.getByLabel("Username")).toHaveValue(username);
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Captcha", { exact: true })).toHaveValue(typed);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByText("Thanks for registering! Please validate your email address to login.")).toBeVisible();
    await expect(page).toHaveURL(/\/validate-email$/);
    expect(keys[0], "the write carries an Idempotency-Key").toMatch(/^[0-9a-f-]{36}$/);
    expect(keys, "the submit after the reload sends the lost sign-up's key").toEqual([keys[0], keys[0]]);
    // one account, one validation mail
    expect(await mailbox.count(email)).toBe(1);
  });

  test("a sign-up that takes its time says what is happening on the button, not a bare spinner", async ({ page, captcha }) => {
    const username = uniqueName("slow");
    await page.route("**/api/sign-up", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.fallback();
    });
    await page.goto("/sign-up");
    await fillSignUp(page, { username, password: "a long passphrase of 24", email: `${username}@example.test`, captcha: await captcha.answer(page) });
    await expect(page.getByRole("button", { name: "Creating your account…" })).toBeVisible();
    await expect(page).toHaveURL(/\/validate-email$/);
  });

  test(
    "an unverified account gets the verification modal and a fresh mail on 'Send Validation Email'",
    { tag: ["@ACC-T016", "@ACC-T017", "@ACC-T018", "@ACC-T020"] },
    async ({ page, mailbox }) => {
      const before = await mailbox.count("dave@penta.local");
      await page.goto("/sign-in");
      await signIn(page, "dave", "dave-password");
      const dialog = page.getByRole("dialog", { name: "You need to validate your email address to login." });
      await expect(dialog).toBeVisible();
      await expect(page.getByText("You need to validate your email address to login.").first()).toBeVisible();
      await expect(dialog.getByText("Click the button below to send a new validation email.")).toBeVisible();
      const sent = page.waitForRequest(/\/api\/v1\/user\/resend_verify_email$/);
      await dialog.getByRole("button", { name: "Send Validation Email" }).click();
      // as the contract says: the token as bearer, a JSON content type and no body
      const resend = await sent;
      expect(resend.headers()["content-type"]).toBe("application/json");
      expect(resend.headers()["authorization"]).toMatch(/^Bearer \S+$/);
      expect(resend.postData()).toBeNull();
      await expect(page.getByText("Email Sent!")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect.poll(() => mailbox.count("dave@penta.local")).toBe(before + 1);
    },
  );

  test("a double tap on 'Send Validation Email' sends one mail ('Sending' while it is sent), says 'Email Sent!' once, and that mail's link works", async ({
    page,
    mailbox,
    captcha,
  }) => {
    const username = uniqueName("twice");
    const email = `${username}@example.test`;
    const password = "a long passphrase of 24";
    await page.goto("/sign-up");
    await fillSignUp(page, { username, password, email, captcha: await captcha.answer(page) });
    await expect(page).toHaveURL(/\/validate-email$/);
    await expect.poll(() => mailbox.count(email)).toBe(1);
    await page.goto("/sign-in");
    await signIn(page, username, password);
    const dialog = page.getByRole("dialog", { name: "You need to validate your email address to login." });
    await expect(dialog).toBeVisible();
    // held back, as on a slow network: the second tap lands while the first is in flight
    const resend = await holdWrite(page, "/api/v1/user/resend_verify_email", { untilReleased: true });
    await dialog.getByRole("button", { name: "Send Validation Email" }).dblclick();
    await expect(dialog.getByRole("button", { name: "Sending…" })).toBeDisabled();
    resend.release();
    await expect(page.getByText("Email Sent!")).toBeVisible();
    await expect(dialog).toBeHidden();
    resend.expectSentOnce();
    await expect(page.getByText("Email Sent!")).toHaveCount(1);
    await expect(page.getByText("Error sending email.")).toHaveCount(0);
    await expect.poll(() => mailbox.count(email)).toBe(2);
    const mail = await mailbox.latest(email, /Validate your email/);
    await page.goto(mail.link);
    await expect(page.getByText("Your email address is verified. You can now login!")).toBeVisible();
  });

  test("a visitor opening /account lands on /sign-in and comes back after signing in", async ({ page }) => {
    await page.goto("/account/my-referrals");
    await expect(page).toHaveURL(/\/sign-in\?redirectUrl=%2Faccount%2Fmy-referrals$/);
    await signIn(page, "carol", "carol-password");
    await expect(page).toHaveURL(/\/account\/my-referrals$/);
    await expect(page.getByText("Referred")).toBeVisible();
  });
});

test.describe("an ended session (sessions end: openapi bearerAuth)", () => {
  test("a session the backend no longer accepts returns the player to /sign-in?redirectUrl=, and back after signing in", async ({ page, request, user }) => {
    await signInAs(page, user.username, user.password);
    await page.getByRole("link", { name: "My Referrals" }).click();
    await expect(page).toHaveURL(/\/account\/my-referrals$/);
    // the backend ends the session (as its idle timeout or a reset elsewhere would)
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem("session") ?? "{}").token as string);
    expect((await request.post(`${MOCK_URL}/api/v1/user/logout`, { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);
    await page.reload();
    await expect(page).toHaveURL(/\/sign-in\?redirectUrl=%2Faccount%2Fmy-referrals$/);
    await expect(page.getByText("Your session has ended. Please sign in again to continue.")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("session"))).toBeNull();
    await signIn(page, user.username, user.password);
    await expect(page).toHaveURL(/\/account\/my-referrals$/);
    await expect(page.getByText("Referred")).toBeVisible();
  });
});
