import type { Page } from "@playwright/test";
import brand from "../brand.json" with { type: "json" };
import { OPEN_REDIRECT_VECTORS } from "../src/lib/open-redirect-vectors";
import { APP_URL, expect, literal, MOCK_URL, keptTabTest as test, uniqueName } from "./fixtures";
import { loseFirstAnswer } from "./fixtures/held-write";
import { confirmFollowX, expectOnTop, fillSignUp, signIn, captchaSize, CAPTCHA_180_BY_60 } from "./flows";

type Captcha = Parameters<Parameters<typeof test>[2]>[0]["captcha"];
type Mailbox = Parameters<Parameters<typeof test>[2]>[0]["mailbox"];

/** A reset asked for on /forgot-password, as a player does; the mail it sends. */
async function askResetMail(page: Page, captcha: Captcha, mailbox: Mailbox, email: string) {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Captcha", { exact: true }).fill(await captcha.answer(page));
  await page.getByRole("button", { name: "SUBMIT" }).click();
  await expect(page.getByRole("heading", { name: "PASSWORD RESET!" })).toBeVisible();
  return mailbox.latest(email, /Reset your Penta password/);
}

test.describe("sign-in redirects only to same-origin paths (accounts-identity.md §4)", () => {
  for (const vector of OPEN_REDIRECT_VECTORS)
    test(`redirectUrl ${JSON.stringify(vector)} is ignored and sign-in lands on /account`, async ({ page, users }) => {
      const a = await users.create();
      await page.goto(`/sign-in?redirectUrl=${encodeURIComponent(vector)}`);
      await signIn(page, a.username, a.password);
      await expect(page).toHaveURL(`${APP_URL}/account`);
    });

  test("a same-origin path is honoured, decoded exactly once", async ({ page, users }) => {
    const a = await users.create();
    await page.goto(`/sign-in?redirectUrl=${encodeURIComponent("/account/my-referrals?tab=%2F%2Fx")}`);
    await signIn(page, a.username, a.password);
    await expect(page).toHaveURL(`${APP_URL}/account/my-referrals?tab=%2F%2Fx`);
  });

  test("signed in, Back goes to the page before sign-in, not to the sign-in form again", async ({ page, users }) => {
    const a = await users.create();
    await page.goto("/faq");
    await page.goto("/sign-in?redirectUrl=%2Faccount");
    await signIn(page, a.username, a.password);
    await expect(page).toHaveURL(`${APP_URL}/account`);
    await page.goBack();
    await expect(page).toHaveURL(`${APP_URL}/faq`);
  });
});

test.describe("sign-in paths (accounts-identity.md §4, airdrop-campaigns.md §2, §4)", () => {
  test(
    "the spinner resets after 6000 ms when the server does not answer; a tap then sends the sign-in again with its key",
    { tag: ["@K07"] },
    async ({ page, users, pageHealth }) => {
      // the sign-in call is cut on purpose
      pageHealth.expect(/net::ERR_FAILED \(.*\/api\/v1\/user\/login\)/);
      const a = await users.create();
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 60_000);
      await page.goto("/sign-in");
      let release: () => void = () => undefined;
      const keys: string[] = [];
      await page.route("**/api/v1/user/login", (route) => {
        keys.push(route.request().headers()["idempotency-key"] ?? "");
        return keys.length === 1 ? new Promise<void>((resolve) => (release = resolve)).then(() => route.abort()) : route.abort();
      });
      await signIn(page, a.username, a.password);
      const button = page.getByRole("button", { name: "Signing in…" });
      await expect(button).toBeDisabled();
      await page.clock.runFor(5900);
      await expect(button).toBeDisabled();
      await page.clock.runFor(200);
      const enter = page.getByRole("button", { name: "ENTER" });
      await expect(enter).toBeEnabled();
      // the same intent: the backend would answer it with the first answer, had that one been made
      await enter.click();
      await expect.poll(() => keys.length).toBe(2);
      expect(keys[0], "the sign-in's Idempotency-Key").toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
      release();
    },
  );

  test(
    "REFERRAL_CODE_UNVERIFIED: the code is entered in boxes, validated, submitted, and a token login follows",
    { tag: ["@AIR-T005", "@AIR-T006", "@ACC-T026", "@K23"] },
    async ({ page, users }) => {
      const player = await users.create({ referralUnverified: true });
      await page.goto("/sign-in");
      await signIn(page, player.username, player.password);
      await expect(page).toHaveURL(/\/enter-referral-code$/);
      await expect(page.getByRole("heading", { name: "ENTER YOUR REFERRAL CODE" })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem("bearer_token"))).toMatch(/^rc_/);
      const first = page.getByLabel("Referral code: character 1 of 16");
      await first.pressSequentially("_!-");
      await expect(first).toHaveValue("");
      // a refused key is said with K23's rule, never dropped unseen (a dropped dot names another player)
      await expect(page.getByText("“-” cannot be typed here: the referral code takes only letters and digits, 16 at most.")).toBeVisible();
      await first.pressSequentially("nosuchcode9");
      await page.getByRole("button", { name: "ENTER" }).click();
      await expect(page.getByText("Could not validate referral code")).toBeVisible();
      await page.getByLabel("Referral code: character 12 of 16").focus();
      for (let i = 0; i < 11; i++) await page.keyboard.press("Backspace");
      await expect(first).toHaveValue("");
      await first.focus();
      await page.keyboard.type("alice");
      await page.getByRole("button", { name: "ENTER" }).click();
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole("heading", { name: "USER INFO" })).toBeVisible();
      expect(
        await page.evaluate(() => [localStorage.getItem("token-login"), localStorage.getItem("bearer_token"), localStorage.getItem("referral_code")]),
      ).toEqual(["true", null, "alice"]);
    },
  );

  test("the referral step's sign-in whose answer was lost: the form says the code may be saved and the player signed in, and Try again signs in with the same request", async ({
    page,
    users,
    pageHealth,
  }) => {
    pageHealth.expect(/net::ERR_INTERNET_DISCONNECTED/);
    const player = await users.create({ referralUnverified: true });
    await page.goto("/sign-in");
    await signIn(page, player.username, player.password);
    await expect(page).toHaveURL(/\/enter-referral-code$/);
    const { keys, lost } = await loseFirstAnswer(page, "/api/v1/user/login/token");
    await page.getByLabel("Referral code: character 1 of 16").focus();
    await page.keyboard.type("alice");
    await page.getByRole("button", { name: "ENTER" }).click();
    await lost;
    await expect(page.getByRole("alert")).toContainText("The answer did not come back: your code is saved; the sign-in after it may have gone through.");
    await expect(page.getByRole("button", { name: "Try again" })).toBeFocused();
    await expect(page.getByText("There was an issue logging you in")).toHaveCount(0);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/account$/);
    expect(keys[0], "the write carries an Idempotency-Key").toMatch(/^[0-9a-f-]{36}$/);
    expect(keys, "the retry sends the lost sign-in's key").toEqual([keys[0], keys[0]]);
  });

  test("a referral code that cannot be submitted says 'Could not submit referral code'", { tag: ["@AIR-T014"] }, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("bearer_token", "rc_forged-token"));
    await page.goto("/enter-referral-code");
    await page.getByLabel("Referral code: character 1 of 16").focus();
    await page.keyboard.type("bob");
    await page.getByRole("button", { name: "ENTER" }).click();
    await expect(page.getByText("Could not submit referral code")).toBeVisible();
  });

  test("token login with ?key=: success goes to /account; the key is single use", { tag: ["@ACC-T021"] }, async ({ page, users }) => {
    const a = await users.create();
    const key = await users.loginKey(a.username);
    await page.addInitScript(() => localStorage.setItem("bearer_token", "stale"));
    await page.goto(`/sign-in?key=${encodeURIComponent(key)}`);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText(a.username, { exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem("token-login"), localStorage.getItem("bearer_token")])).toEqual(["true", null]);
    const other = await page.context().newPage();
    await other.goto(`/sign-in?key=${encodeURIComponent(key)}`);
    await expect(other.getByText("There was an issue logging you in")).toBeVisible();
    await expect(other).toHaveURL(/\/sign-in/);
  });

  for (const retry of ["Try again", "a reload"] as const)
    test(`a ?key= sign-in whose answer was lost: the page says the link may be used already, and ${retry} sends the same request (the key is single use) and signs in`, async ({
      page,
      users,
      pageHealth,
    }) => {
      pageHealth.expect(/net::ERR_INTERNET_DISCONNECTED/);
      const a = await users.create();
      const key = await users.loginKey(a.username);
      const { keys, lost } = await loseFirstAnswer(page, "/api/v1/user/login/token");
      await page.goto(`/sign-in?key=${encodeURIComponent(key)}`);
      await lost;
      await expect(page.getByRole("alert")).toContainText("The answer did not come back: the sign-in link may be used already.");
      await expect(page.getByText("There was an issue logging you in")).toHaveCount(0);
      if (retry === "Try again") await page.getByRole("button", { name: "Try again" }).click();
      else await page.reload();
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByText(a.username, { exact: true }).first()).toBeVisible();
      expect(keys[0], "the write carries an Idempotency-Key").toMatch(/^[0-9a-f-]{36}$/);
      expect(keys, "the retry sends the lost sign-in's key").toEqual([keys[0], keys[0]]);
    });

  test("a lost ?key= sign-in's key is forgotten with the session that followed it: after another sign-in and a sign-out, the link opened again is refused (no kept answer replays a session)", async ({
    page,
    users,
    pageHealth,
  }) => {
    pageHealth.expect(/net::ERR_INTERNET_DISCONNECTED/);
    const [a, b] = [await users.create(), await users.create()];
    const link = `/sign-in?key=${encodeURIComponent(await users.loginKey(a.username))}`;
    const { keys, lost } = await loseFirstAnswer(page, "/api/v1/user/login/token");
    await page.goto(link);
    await lost;
    await expect(page.getByRole("alert")).toContainText("The answer did not come back");
    await page.goto("/sign-in");
    await signIn(page, b.username, b.password);
    await expect(page).toHaveURL(/\/account$/);
    await page.getByRole("button", { name: /Account menu for/ }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await page.goto(link);
    await expect(page.getByText("There was an issue logging you in")).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in/);
    expect(keys, "a new intent, not the lost one").toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  for (const retry of ["Try again", "a reload"] as const)
    test(`an Ethermail sign-in whose answer was lost: the form says it may have gone through, and ${retry} sends the same request (the provider's token is single use) and signs in`, async ({
      page,
      request,
      pageHealth,
    }) => {
      pageHealth.expect(/net::ERR_INTERNET_DISCONNECTED/);
      const address = `0x${crypto.randomUUID().replaceAll("-", "").padEnd(40, "e")}`.slice(0, 42);
      // the dev provider hands its token back in the address it returns to
      const providerToken = async (back: string) => {
        const res = await request.post(`${MOCK_URL}/__dev/ethermail`, { form: { return: `${APP_URL}${back}`, address }, maxRedirects: 0 });
        return new URL(res.headers()["location"]!).searchParams.get(back === "/sign-up" ? "ethermailtoken" : "ethermail_token")!;
      };
      const username = uniqueName("em");
      const { captcha_id } = (await (await request.get(`${MOCK_URL}/api/v1/user/captcha/generate`)).json()) as { captcha_id: string };
      const { answer } = (await (await request.get(`${MOCK_URL}/__dev/captcha/${captcha_id}`)).json()) as { answer: string };
      const registered = await request.post(`${MOCK_URL}/api/v1/user/register`, {
        data: {
          username,
          password: `${username}-pass-1`,
          email: "",
          user_from: brand.slug,
          captcha_id,
          captcha_answer: answer,
          ethermail_token: await providerToken("/sign-up"),
        },
      });
      expect(registered.ok(), await registered.text()).toBe(true);
      const { keys, lost } = await loseFirstAnswer(page, "/api/v1/user/login/ethermail");
      await page.goto(`/sign-in?ethermail_token=${encodeURIComponent(await providerToken("/sign-in"))}`);
      await lost;
      await expect(page.getByRole("alert")).toContainText("The answer did not come back: the Ethermail sign-in may have gone through.");
      await expect(page.getByRole("button", { name: "Try again" })).toBeFocused();
      await expect(page.getByText("There was an issue logging you in")).toHaveCount(0);
      if (retry === "Try again") await page.getByRole("button", { name: "Try again" }).click();
      else await page.reload();
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByText(username, { exact: true }).first()).toBeVisible();
      expect(keys[0], "the write carries an Idempotency-Key").toMatch(/^[0-9a-f-]{36}$/);
      expect(keys, "the retry sends the lost sign-in's key").toEqual([keys[0], keys[0]]);
    });

  test("the airdrop sign-in variant: CONGRATULATIONS and LOGIN TO CLAIM", { tag: ["@AIR-T002", "@AIR-T007", "@ACC-T001"] }, async ({ page, users }) => {
    const a = await users.create();
    await page.goto("/sign-in?from=airdrop");
    await expect(page.getByRole("heading", { name: "CONGRATULATIONS" })).toBeVisible();
    await expect(page.getByText("Log in to see your reward status.")).toBeVisible();
    await page.getByRole("button", { name: "LOGIN TO CLAIM" }).click();
    await expect(page.getByText("Email or Username is required")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("is_from_airdrop"))).toBe("true");
    await page.getByLabel("Email or Username").fill(a.username);
    await page.getByLabel("Password", { exact: true }).fill(a.password);
    await page.getByRole("button", { name: "LOGIN TO CLAIM" }).click();
    // the airdrop sign-in sets the airdrop-verify flag: the sign-in goes to /verify-airdrop, and both flags end with it
    await expect(page).toHaveURL(/\/verify-airdrop$/);
    expect(await page.evaluate(() => [localStorage.getItem("is_from_airdrop"), localStorage.getItem("is_login_verify_airdrop")])).toEqual([null, null]);
    await page.getByRole("button", { name: "Cancel Redirect" }).click();
    // a later ordinary sign-in is not sent there again
    await page.evaluate(() => localStorage.removeItem("session"));
    await page.goto("/sign-in");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await signIn(page, a.username, a.password);
    await expect(page).toHaveURL(/\/account$/);
  });

  test(
    "with the airdrop-verify flag, sign-in goes to /verify-airdrop, which counts down 10 s to the mining site unless cancelled",
    { tag: ["@AIR-T008", "@K22"] },
    async ({ page, users }) => {
      const a = await users.create();
      await page.addInitScript(() => localStorage.setItem("is_login_verify_airdrop", "true"));
      await page.goto("/sign-in");
      await signIn(page, a.username, a.password);
      await expect(page).toHaveURL(/\/verify-airdrop$/);
      await page.getByRole("button", { name: "Cancel Redirect" }).click();
      await expect(page.getByText("Redirect cancelled.")).toBeVisible();

      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 60_000);
      await page.goto("/verify-airdrop");
      await expect(page.getByText("Taking you to the mining site in 10 seconds.")).toBeVisible();
      await page.clock.runFor(9_000);
      await expect(page).toHaveURL(/\/verify-airdrop$/);
      await page.clock.runFor(1_100);
      await expect(page).toHaveURL(/\/mine$/);
    },
  );

  test("in login-widget mode (the widget's own window) a successful sign-in stays put; another tab of the site is not in that mode", async ({
    page,
    context,
    users,
  }) => {
    const a = await users.create();
    await page.addInitScript(() => sessionStorage.setItem("is_login_widget", "true"));
    await page.goto("/sign-in");
    await signIn(page, a.username, a.password);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("session"))).toBeTruthy();
    await expect(page).toHaveURL(/\/sign-in$/);
    const other = await context.newPage();
    await other.goto("/sign-in");
    await other.evaluate(() => localStorage.removeItem("session"));
    await other.reload();
    await signIn(other, a.username, a.password);
    await expect(other).toHaveURL(/\/account$/);
  });

  test("failed sign-ins are limited: the sixth attempt on an account shows the server's 429 message", async ({ page, users }) => {
    const a = await users.create();
    await page.goto("/sign-in");
    // each attempt waits for its own answer: the previous attempt's message is still on screen, and
    // ENTER pressed while an attempt is under way is not a new attempt
    const answered = () => page.waitForResponse((r) => new URL(r.url()).pathname === "/api/v1/user/login" && r.request().method() === "POST");
    for (let i = 0; i < 5; i++) {
      const answer = answered();
      await signIn(page, a.username, `wrong-password-${i}`);
      expect((await answer).status()).toBe(401);
      await expect(page.getByText("Incorrect username, email or password").last()).toBeVisible();
    }
    await signIn(page, a.username, a.password);
    await expect(page.getByText(/Too many sign-in attempts\. Please try again in \d+ minutes\./)).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test("a sign-in under way keeps the keyboard's focus on its button: a second Enter sends nothing, and the answer finds the focus where it was", async ({
    page,
    users,
  }) => {
    const a = await users.create();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let sent = 0;
    await page.route("**/api/v1/user/login", async (route) => {
      sent++;
      await held;
      await route.fallback();
    });
    await page.goto("/sign-in");
    await page.getByLabel("Email or Username").fill(a.username);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    const submit = page.locator("button[type=submit]");
    await submit.focus();
    await page.keyboard.press("Enter");
    await expect(submit).toHaveAttribute("aria-disabled", "true");
    await expect(submit).toBeFocused();
    await page.keyboard.press("Enter");
    await expect.poll(() => sent).toBe(1);
    release();
    await expect(page.getByText("Incorrect username, email or password").last()).toBeVisible();
    await expect(submit).not.toHaveAttribute("aria-disabled");
    await expect(submit).toBeFocused();
    expect(sent).toBe(1);
  });

  test("'Error sending email.' when the resend is refused (more than 3 in 10 minutes)", { tag: ["@ACC-T019", "@ACC-T020"] }, async ({ page, users }) => {
    const a = await users.create({ verified: false });
    await page.goto("/sign-in");
    for (let i = 0; i < 4; i++) {
      await signIn(page, a.username, a.password);
      const dialog = page.getByRole("dialog", { name: "You need to validate your email address to login." });
      await dialog.getByRole("button", { name: "Send Validation Email" }).click();
      if (i < 3) {
        await expect(page.getByText("Email Sent!").last()).toBeVisible();
        await expect(dialog).toBeHidden();
      } else await expect(page.getByText("Error sending email.")).toBeVisible();
    }
  });
});

test.describe("sign-up variants (accounts-identity.md §2, §5)", () => {
  test(
    "the referral code of the path is decoded once, validated before registration, and kept",
    { tag: ["@ACC-T026", "@K17"] },
    async ({ page, captcha, mailbox }) => {
      await page.goto("/sign-up/no%2Dsuch%2Dcode");
      await expect(page.getByText("no-such-code")).toBeVisible();
      const username = uniqueName("ref");
      await fillSignUp(page, { username, password: "password-123", email: `${username}@example.test`, captcha: await captcha.answer(page) });
      await expect(page.getByText("Could not validate referral code")).toBeVisible();
      await expect(page).toHaveURL(/\/sign-up\/no-such-code$/);
      expect(await mailbox.count(`${username}@example.test`)).toBe(0);

      await page.goto("/sign-up/al%69ce");
      await expect(page.getByText("Referral code: alice")).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem("referral_code"))).toBe("alice");
      await page.goto("/sign-up");
      await expect(page.getByText("Referral code: alice")).toBeVisible();
      await fillSignUp(page, { username, password: "password-123", email: `${username}@example.test`, captcha: await captcha.answer(page) });
      await expect(page).toHaveURL(/\/validate-email$/);
    },
  );

  test("SUBMIT waits for the follow-on-X step: 'Follow on twitter first.' until followed", { tag: ["@ACC-T008"] }, async ({ page, captcha }) => {
    await page.goto("/sign-up?ref=bob");
    const username = uniqueName("fx");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password", { exact: true }).fill("password-123");
    await page.getByLabel("Email").fill(`${username}@example.test`);
    await page.getByLabel("Captcha", { exact: true }).fill(await captcha.answer(page));
    await page.getByRole("button", { name: "SUBMIT" }).click();
    const dialog = page.getByRole("dialog", { name: "Follow Penta on X" });
    await dialog.getByRole("button", { name: "Continue" }).click();
    // the refusal shows above the modal dialog, not under it, and below the navigation
    const refusal = page.getByRole("listitem").filter({ hasText: "Follow on twitter first." });
    await expectOnTop(refusal);
    const header = await page.getByRole("banner").boundingBox();
    expect((await refusal.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await expect(page).toHaveURL(/\/sign-up\?ref=bob$/);
    await confirmFollowX(page);
    await expect(page.getByText("Thanks for registering! Please validate your email address to login.")).toBeVisible();
  });

  test("the banner varies by campaign source; spatial and cross-reality show the disclaimer", async ({ page }) => {
    await page.goto("/sign-up");
    await expect(page.getByText("Welcome to the Penta games ecosystem")).toBeVisible();
    await expect(page.getByText(/The service is provided as-is/)).toHaveCount(0);
    for (const [campaign, title] of [
      ["spatial", "Join Penta Spaces"],
      ["xr", "Join the Penta cross-reality alpha"],
    ]) {
      await page.goto(`/sign-up?campaign=${campaign}`);
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
      await expect(
        page.getByText(
          "By signing up you agree to receive email communications from Penta. Access is not immediate: you get access only after we notify you by email. The service is provided as-is.",
        ),
      ).toBeVisible();
    }
  });

  test(
    "the email-wallet variant: no email needed, 'Thank for registering. Now please sign in with Ethermail.', then sign-in with Ethermail",
    { tag: ["@ACC-T023"] },
    async ({ page, captcha }) => {
      const address = `0x${Date.now().toString(16).padStart(40, "a")}`.slice(0, 42);
      const viaProvider = async (returnPath: string) => {
        await page.goto(`${MOCK_URL}/__dev/ethermail?return=${encodeURIComponent(`${APP_URL}${returnPath}`)}`);
        await page.getByLabel("Wallet address").fill(address);
        await page.getByRole("button", { name: "Continue with EtherMail" }).click();
      };
      await viaProvider("/sign-up");
      await expect(page).toHaveURL(/\/sign-up\?ethermailtoken=em_/);
      await expect(page.getByLabel("Email")).toHaveCount(0);
      const username = uniqueName("em");
      await fillSignUp(page, { username, password: "password-123", captcha: await captcha.answer(page) });
      await expect(page.getByText("Thank for registering. Now please sign in with Ethermail.")).toBeVisible();
      await expect(page).toHaveURL(/\/sign-in$/);
      await expect(page.getByRole("link", { name: "Sign in with Ethermail" })).toHaveAttribute(
        "href",
        new RegExp(`return=${literal(encodeURIComponent(`${APP_URL}/sign-in`))}`),
      );
      await viaProvider("/sign-in");
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole("form", { name: "Profile" }).getByLabel("Email")).toHaveValue(`${address.toLowerCase()}@ethermail.io`);
    },
  );

  test(
    "a new player who signs in with Ethermail is taken to the email-wallet sign-up with the same token, and signs up without going back to the provider",
    { tag: ["@ACC-T023", "@ACC-T055", "@ACC-T056"] },
    async ({ page, captcha }) => {
      const address = `0x${Date.now().toString(16).padStart(40, "b")}`.slice(0, 42);
      await page.goto(`${MOCK_URL}/__dev/ethermail?return=${encodeURIComponent(`${APP_URL}/sign-in`)}`);
      await page.getByLabel("Wallet address").fill(address);
      await page.getByRole("button", { name: "Continue with EtherMail" }).click();
      await expect(page).toHaveURL(/\/sign-in\?ethermail_token=em_/);
      const token = new URL(page.url()).searchParams.get("ethermail_token")!;
      await expect(page.getByText("Please create account first.")).toBeVisible();
      await expect(page.getByText("Dont find your account with Penta. We take you to create account page.")).toBeVisible();
      await expect(page).toHaveURL(`${APP_URL}/sign-up?ethermailtoken=${encodeURIComponent(token)}`, { timeout: 10_000 });
      await expect(page.getByLabel("Email")).toHaveCount(0);
      await fillSignUp(page, { username: uniqueName("en"), password: "password-123", captcha: await captcha.answer(page) });
      await expect(page.getByText("Thank for registering. Now please sign in with Ethermail.")).toBeVisible();
      await expect(page).toHaveURL(/\/sign-in$/);
    },
  );
});

test.describe("password recovery (accounts-identity.md §2, §5, §8)", () => {
  test(
    "forgot password: 'Form Not Valid' when empty, PASSWORD RESET! for any email, the mail only for a real account",
    { tag: ["@ACC-T012", "@ACC-T067"] },
    async ({ page, captcha, mailbox }) => {
      await page.goto("/forgot-password");
      await page.getByRole("button", { name: "SUBMIT" }).click();
      await expect(page.getByText("Form Not Valid")).toBeVisible();
      const unknown = `${uniqueName("none")}@example.test`;
      await page.getByLabel("Email").fill(unknown);
      await page.getByLabel("Captcha", { exact: true }).fill(await captcha.answer(page));
      await page.getByRole("button", { name: "SUBMIT" }).click();
      await expect(page.getByRole("heading", { name: "PASSWORD RESET!" })).toBeVisible();
      // the form went with its SUBMIT: the focus is on what replaced it (WCAG 2.4.3)
      await expect(page.getByRole("heading", { name: "PASSWORD RESET!" })).toBeFocused();
      await expect(page.getByLabel("Email")).toHaveCount(0);
      expect(await mailbox.count(unknown)).toBe(0);
      // the confirmation has the way back to sign in
      await page.getByRole("link", { name: "Back to sign in" }).click();
      await expect(page).toHaveURL(/\/sign-in$/);
    },
  );

  test("a wrong captcha fetches a new one and keeps the email", { tag: ["@K03"] }, async ({ page, captcha }) => {
    await page.goto("/forgot-password");
    const answer = await captcha.answer(page);
    const first = await page.getByRole("img", { name: /Captcha/ }).getAttribute("src");
    await page.getByLabel("Email").fill("bob@penta.local");
    await page.getByLabel("Captcha", { exact: true }).fill(answer === "11111" ? "22222" : "11111");
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByRole("img", { name: /Captcha/ })).not.toHaveAttribute("src", first!);
    expect(await captchaSize(page)).toEqual(CAPTCHA_180_BY_60);
    await expect(page.getByLabel("Email")).toHaveValue("bob@penta.local");
  });

  test("a reset link with a wrong key says so when it opens, with the way to a new link", async ({ page }) => {
    await page.goto("/create-new-password?key=garbage");
    await expect(page.getByRole("heading", { name: "Create a new password" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("This reset link is invalid, expired or already used. Ask for a new link.");
    await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");
  });

  test(
    "create new password: validation texts, success to /sign-in, the new password works, and the link is single use",
    { tag: ["@ACC-T002", "@ACC-T003", "@ACC-T009", "@ACC-T010", "@ACC-T011", "@ACC-T012", "@ACC-T024", "@ACC-T025", "@ACC-T067"] },
    async ({ page, captcha, mailbox, users }) => {
      const a = await users.create();
      const mail = await askResetMail(page, captcha, mailbox, a.email);
      await page.goto(mail.link);
      await expect(page).toHaveURL(/\/create-new-password\?key=rt_/);
      await page.getByRole("button", { name: "SUBMIT" }).click();
      await expect(page.getByText("Form Not Valid")).toBeVisible();
      await expect(page.getByText("Password is required", { exact: true })).toBeVisible();
      await expect(page.getByText("Confirm password is required")).toBeVisible();
      await page.getByLabel("New password", { exact: true }).fill("short");
      await page.getByLabel("Confirm password", { exact: true }).fill("short");
      await expect(page.getByText("Password must have at least 8 characters", { exact: true })).toBeVisible();
      await expect(page.getByText("Confirm Password must have at least 8 characters")).toBeVisible();
      await page.getByLabel("New password", { exact: true }).fill("brand-new-password");
      await page.getByLabel("Confirm password", { exact: true }).fill("brand-new-passw0rd");
      await expect(page.getByText("The password and confirmation password do not match")).toBeVisible();
      await page.getByRole("button", { name: "Show Confirm password" }).click();
      await expect(page.getByLabel("Confirm password", { exact: true })).toHaveAttribute("type", "text");
      await page.getByLabel("Confirm password", { exact: true }).fill("brand-new-password");
      await page.getByRole("button", { name: "SUBMIT" }).click();
      await expect(page.getByText("Your password has been reset. You can now login!")).toBeVisible();
      await expect(page).toHaveURL(/\/sign-in$/);
      // Back to the used link: it says so at once, not the form
      await page.goBack();
      await expect(page).toHaveURL(/\/create-new-password\?key=rt_/);
      await expect(page.getByRole("alert")).toHaveText("This reset link is invalid, expired or already used. Ask for a new link.");
      await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
      await page.goForward();
      await expect(page).toHaveURL(/\/sign-in$/);
      await signIn(page, a.username, "brand-new-password");
      await expect(page).toHaveURL(/\/account$/);

      // the used link says so when it opens, with the way to a new one (the key is checked on load)
      await page.goto(mail.link);
      await expect(page.getByRole("alert")).toHaveText("This reset link is invalid, expired or already used. Ask for a new link.");
      await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
      await page.getByRole("link", { name: "Ask for a new link" }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      // a link that was good when the page opened and used meanwhile (another tab): accounts-identity.md §8's reset failure
      await page.getByLabel("Email").fill(a.email);
      await page.getByLabel("Captcha", { exact: true }).fill(await captcha.answer(page));
      await page.getByRole("button", { name: "SUBMIT" }).click();
      await expect(page.getByRole("heading", { name: "PASSWORD RESET!" })).toBeVisible();
      const second = await mailbox.latest(a.email, /Reset your Penta password/);
      expect(second.link).not.toBe(mail.link);
      await page.goto(second.link);
      await expect(page.getByText(/This link works once, until \d\d:\d\d( [AP]M)?\./)).toBeVisible();
      const key = new URL(second.link).searchParams.get("key")!;
      expect((await page.request.post(`${MOCK_URL}/api/v1/user/reset_password`, { data: { password: "used-in-another-tab", resetToken: key } })).ok()).toBe(
        true,
      );
      await page.getByLabel("New password", { exact: true }).fill("another-password");
      await page.getByLabel("Confirm password", { exact: true }).fill("another-password");
      await page.getByRole("button", { name: "SUBMIT" }).click();
      await expect(page.getByText("Could not reset password")).toBeVisible();
      // and the form, which could only fail again, gives way to the way to a new link
      await expect(page.getByRole("alert")).toHaveText("This reset link is invalid, expired or already used. Ask for a new link.");
      await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
    },
  );

  test("a reset whose answer was lost: the form says the password may be set, the key's check asked again does not call the link used over it, and Try again brings the reset's own answer", async ({
    page,
    context,
    captcha,
    mailbox,
    users,
    pageHealth,
  }) => {
    pageHealth.expect(/net::ERR_INTERNET_DISCONNECTED/);
    const a = await users.create();
    const mail = await askResetMail(page, captcha, mailbox, a.email);
    await page.clock.install();
    await page.goto(mail.link);
    await page.getByLabel("New password", { exact: true }).fill("set-on-a-flaky-train");
    await page.getByLabel("Confirm password", { exact: true }).fill("set-on-a-flaky-train");
    const { keys, lost } = await loseFirstAnswer(page, "/api/confirm-password");
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await lost;
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("The answer did not come back: your new password may be set already");
    await expect(page.getByRole("button", { name: "Try again" })).toBeFocused();
    await expect(page.getByText("Could not reset password")).toHaveCount(0);
    // the connection back half a minute later: the key's check is asked again and finds it used
    const checked = page.waitForResponse((r) => r.url().endsWith("/api/v1/user/reset_password/check"));
    await page.clock.fastForward(31_000);
    await context.setOffline(true);
    await context.setOffline(false);
    expect(await (await checked).json()).toMatchObject({ valid: false });
    // the check's answer rendered (two frames) before the page is read
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(alert).toContainText("The answer did not come back");
    await expect(page.getByText("This reset link is invalid, expired or already used")).toHaveCount(0);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText("Your password has been reset. You can now login!")).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(keys[0], "the write carries an Idempotency-Key").toMatch(/^[0-9a-f-]{36}$/);
    expect(keys, "the retry sends the lost reset's key").toEqual([keys[0], keys[0]]);
    await signIn(page, a.username, "set-on-a-flaky-train");
    await expect(page).toHaveURL(/\/account$/);
  });
});
