import type { Page } from "@playwright/test";
import { APP_URL, expect, MOCK_URL, keptTabTest as test } from "./fixtures";
import { openSignedIn, signIn } from "./flows";
import { encodeWidgetData } from "../src/features/sso/lib/widget-data";
import { awaitApp, PARTNER_URL } from "./fixtures/stack";

// accounts-identity.md §2 (sign-in widget page), §3, §4, §5, §7; public-pages-mining.md §2, §4, §6

const CLIENT = { client_id: "penta-faucet", redirect_uri: `${PARTNER_URL}/callback` };
const SECRET = "local-demo-faucet-secret";

/** The partner's "Sign in with Penta", and the widget it opens. */
async function openWidget(page: Page) {
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Sign in with Penta" }).click();
  return popup;
}

/** Approve in the widget: it closes, and the partner shows the account that approved. */
async function approveAs(page: Page, widget: Page, username: string) {
  const closed = widget.waitForEvent("close");
  await widget.getByRole("button", { name: "Approve" }).click();
  await closed;
  await expect(page.locator("#username")).toHaveText(username);
}

test.describe("the sign-in widget with the demo partner on its own origin", () => {
  test("approve while signed in: the partner gets the code, exchanges it and shows the username and wallet", async ({ page, users, wallet }) => {
    const player = await users.create({ wallet });
    await openSignedIn(page, player, PARTNER_URL);
    const exchanged: string[] = [];
    page.on("request", (r) => r.url().endsWith("/exchange") && exchanged.push((JSON.parse(r.postData() ?? "{}") as { code: string }).code));
    const widget = await openWidget(page);
    await expect(widget.getByRole("heading", { name: "Sign in with Penta" })).toBeVisible();
    // the partner as registered, not as the request claims
    await expect(widget.getByText("Penta Faucet")).toBeVisible();
    // what the read-only token reads, all of it: GET /api/v1/user/info as the player sees it, and the faucet
    await expect(
      widget.getByText(
        /read your profile as you see it \(username, email address, avatar, interests, wallet addresses and connected social accounts\) and\s+your faucet allowance/,
      ),
    ).toBeVisible();
    await expect(widget.getByRole("banner")).toHaveCount(0); // a pop-up: no header
    await approveAs(page, widget, player.username);
    await expect(page.locator("#wallet")).toHaveText(wallet.address.toLowerCase());
    await expect(page.locator("#scope")).toHaveText("Read only");
    // the faucet's allowance, read with the same token: a plain player's 1 $PEN a day
    await expect(page.getByText("Your daily limit: 1 $PEN every 24 hours.")).toBeVisible();
    await expect(page.getByText(/^VIP/)).toBeHidden();
    // the code is single use: a replay is refused
    expect(exchanged).toHaveLength(1);
    const replay = await page.request.post(`${MOCK_URL}/api/v1/sso/token`, { data: { authorization_code: exchanged[0], access_token: SECRET } });
    expect(replay.status()).toBe(422);
  });

  test("the faucet's VIP rule (airdrop-campaigns.md §1): a BCSH NFT holder gets the raised daily limit, and is told why", async ({ page, users }) => {
    const holder = await users.create();
    await users.giveItems(holder, [{ name: "Superhero #12", hashrate: 90, type: "NFT", collection: "BCSH" }]);
    await openSignedIn(page, holder, PARTNER_URL);
    const widget = await openWidget(page);
    await approveAs(page, widget, holder.username);
    await expect(page.getByText("Your daily limit: 5 $PEN every 24 hours.")).toBeVisible();
    await expect(page.getByText("VIP: a raised limit, because you hold a BCSH NFT.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Claim 5 $PEN (coming soon)" })).toBeDisabled();
  });

  test("nobody signed in: the login panel, then the approve prompt in the same window", async ({ page, user }) => {
    await page.goto(PARTNER_URL);
    const widget = await openWidget(page);
    await expect(widget.getByText("Sign in to Penta to continue to Penta Faucet.")).toBeVisible();
    // the widget's window is in login-widget mode (its own sessionStorage): the sign-in stays here
    expect(await widget.evaluate(() => sessionStorage.getItem("is_login_widget"))).toBe("true");
    await signIn(widget, user.username, user.password);
    await expect(widget.getByRole("button", { name: "Approve" })).toBeVisible();
    expect(new URL(widget.url()).pathname).toBe("/sso");
    await approveAs(page, widget, user.username);
  });

  test("the approve screen names the account that approves; 'Not you?' signs out in the widget, which then offers its login panel", async ({ page, users }) => {
    const [first, second] = [await users.create(), await users.create()];
    await openSignedIn(page, first, PARTNER_URL);
    const widget = await openWidget(page);
    await expect(widget.getByText(`Signed in as ${first.username}`)).toBeVisible();
    const logouts: string[] = [];
    widget.on("request", (r) => r.url().includes("/api/v1/user/logout") && logouts.push(r.url()));
    await widget.getByRole("button", { name: "Not you? Sign out" }).click();
    // the session ends on the server too, and the widget stays, on its login panel
    await expect(widget.getByText("Sign in to Penta to continue to Penta Faucet.")).toBeVisible();
    expect(logouts).toHaveLength(1);
    expect(new URL(widget.url()).pathname).toBe("/sso");
    await signIn(widget, second.username, second.password);
    await expect(widget.getByText(`Signed in as ${second.username}`)).toBeVisible();
    await approveAs(page, widget, second.username);
  });

  for (const { title, signOutFirst } of [
    { title: "another tab signs in as another account: the widget then names that account above its Approve, and the partner gets it", signOutFirst: false },
    { title: "another tab signs out, then in as another account: the widget names that account, not the one it showed before", signOutFirst: true },
  ])
    test(title, async ({ page, users }) => {
      const [first, second] = [await users.create(), await users.create()];
      await openSignedIn(page, first, PARTNER_URL);
      const widget = await openWidget(page);
      await expect(widget.getByText(`Signed in as ${first.username}`)).toBeVisible();
      const tab = await page.context().newPage();
      awaitApp(tab);
      if (signOutFirst) {
        await tab.goto(`${APP_URL}/account`);
        await tab.getByRole("button", { name: /Account menu for/ }).click();
        await tab.getByRole("button", { name: "Logout" }).click();
        await expect(widget.getByText("Sign in to Penta to continue to Penta Faucet.")).toBeVisible();
      }
      await tab.goto(`${APP_URL}/sign-in`);
      await signIn(tab, second.username, second.password);
      await expect(tab).toHaveURL(/\/account$/);
      await expect(widget.getByText(`Signed in as ${second.username}`)).toBeVisible();
      await expect(widget.getByText(`Signed in as ${first.username}`)).toBeHidden();
      await approveAs(page, widget, second.username);
    });

  test("an approval whose answer was lost: Approve again is the same approval while its code is fresh, and asks for a new code 30 s after the first", async ({
    page,
    user,
    pageHealth,
  }) => {
    // the approval's answer is cut on purpose, after the backend made the code
    pageHealth.expect(/net::ERR_FAILED \(.*\/api\/v1\/sso\/authorize\)/);
    await openSignedIn(page, user, PARTNER_URL);
    const keys: string[] = [];
    await page.context().route("**/api/v1/sso/authorize", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (keys.length > 2) return route.continue();
      await route.fetch();
      return route.abort();
    });
    await page.clock.install();
    const widget = await openWidget(page);
    const approve = widget.getByRole("button", { name: "Approve" });
    await approve.click();
    await expect(widget.getByRole("alert")).toBeVisible();
    await approve.click();
    await expect.poll(() => keys.length).toBe(2);
    expect(keys[0], "the approval's Idempotency-Key").toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1], "a retry while the code is fresh").toBe(keys[0]);
    // a repeat now would be answered with a code 30 s old, half its 60 s gone: a new approval instead
    await widget.clock.fastForward(30_000);
    await approveAs(page, widget, user.username);
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test("the account that would approve could not be read: the widget says so with Try again, not a spinner, and Try again shows it", async ({
    page,
    user,
    pageHealth,
  }) => {
    await openSignedIn(page, user, PARTNER_URL);
    pageHealth.expect(/status of 503/);
    await page.context().route("**/api/v1/user/info", (route) => route.fulfill({ status: 503, contentType: "text/plain", body: "upstream unavailable" }));
    const widget = await openWidget(page);
    await expect(widget.getByRole("alert")).toHaveText("Your account could not be loaded. Please try again.");
    await expect(widget.getByRole("button", { name: "Approve" })).toHaveCount(0);
    await page.context().unroute("**/api/v1/user/info");
    await widget.getByRole("button", { name: "Try again" }).click();
    await expect(widget.getByText(`Signed in as ${user.username}`)).toBeVisible();
    await approveAs(page, widget, user.username);
  });

  test("a sign-in in the widget that asks for a referral code comes back to the widget after the code, where Approve reaches the partner; no Ethermail round trip is offered", async ({
    page,
    users,
  }) => {
    const player = await users.create({ referralUnverified: true });
    await page.goto(PARTNER_URL);
    const widget = await openWidget(page);
    await expect(widget.getByText("Sign in to Penta to continue to Penta Faucet.")).toBeVisible();
    // the provider's round trip would end on /sign-in, away from the widget
    await expect(widget.getByRole("link", { name: "Sign in with Ethermail" })).toHaveCount(0);
    // another tab of the site started the airdrop's sign-in and left it: its flag is not the widget's
    await widget.evaluate(() => localStorage.setItem("is_login_verify_airdrop", "true"));
    await signIn(widget, player.username, player.password);
    await expect(widget).toHaveURL(/\/enter-referral-code\?redirectUrl=/);
    await widget.getByLabel("Referral code: character 1 of 16").focus();
    await widget.keyboard.type("alice");
    await widget.getByRole("button", { name: "ENTER" }).click();
    await expect(widget).toHaveURL(/\/sso\?data=/);
    await expect(widget.getByText(`Signed in as ${player.username}`)).toBeVisible();
    expect(await widget.evaluate(() => localStorage.getItem("is_login_verify_airdrop"))).toBe("true");
    await approveAs(page, widget, player.username);
  });

  test("invalid data: 'Invalid data', then /account after 1 second", { tag: ["@ACC-T015", "@K09"] }, async ({ page, user }) => {
    await openSignedIn(page, user, "/account");
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto("/sso?data=bm90LWpzb24");
    await expect(page.getByText("Invalid data")).toBeVisible();
    await page.clock.runFor(900);
    await expect(page).toHaveURL(/\/sso\?data=/);
    await page.clock.runFor(200);
    await expect(page).toHaveURL(/\/account$/);
  });

  test("a redirect URI that is not exactly a registered one: the server's message in red, and no approval", async ({ page, user }) => {
    await openSignedIn(page, user, "/account");
    for (const redirect_uri of [`${PARTNER_URL}/callback/evil`, `${PARTNER_URL}/callbac`, "https://evil.example/callback"]) {
      await page.goto(`/sso?data=${encodeWidgetData({ ...CLIENT, redirect_uri })}`);
      const error = page.getByRole("alert");
      await expect(error).toHaveText("Unknown client or redirect URI");
      await expect(error).toHaveCSS("color", "rgb(255, 107, 129)");
      await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
    }
  });

  test("a listener on another origin that opens the widget with the partner's data receives nothing", async ({ page, context, user, pageHealth }) => {
    // the widget refuses to post to a window of another origin: the browser says so
    pageHealth.expect(/postMessage.*does not match the recipient window's origin/);
    await openSignedIn(page, user, "/account");
    // the same page on another origin (localhost is not 127.0.0.1): it claims the partner's redirect URI
    const foreign = await context.newPage();
    await foreign.goto(PARTNER_URL.replace("127.0.0.1", "localhost"));
    await foreign.evaluate(() => {
      (window as unknown as { received: unknown[] }).received = [];
      window.addEventListener("message", (e) => (window as unknown as { received: unknown[] }).received.push(e.data));
    });
    const popup = foreign.waitForEvent("popup");
    await foreign.evaluate((url) => window.open(url, "sso"), `${APP_URL}/sso?data=${encodeWidgetData(CLIENT)}`);
    const widget = await popup;
    const closed = widget.waitForEvent("close"); // before the click: it may close at once
    await widget.getByRole("button", { name: "Approve" }).click();
    await closed;
    await foreign.waitForTimeout(500);
    expect(await foreign.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
  });

  test("the read-only token reads the account and nothing else; framing the widget is refused", async ({ page, users, request, pageHealth }) => {
    // framing the widget is refused on purpose: the browser says so
    pageHealth.expect(/frame-ancestors 'none'/);
    const player = await users.create();
    const auth = { Authorization: `Bearer ${await users.token(player)}` };
    const approved = await request.post(`${MOCK_URL}/api/v1/sso/authorize`, { headers: auth, data: CLIENT });
    const { token: code } = (await approved.json()) as { token: string };
    const wrongSecret = await request.post(`${MOCK_URL}/api/v1/sso/token`, { data: { authorization_code: code, access_token: "not-the-secret" } });
    expect(wrongSecret.status()).toBe(401);
    const granted = await request.post(`${MOCK_URL}/api/v1/sso/token`, { data: { authorization_code: code, access_token: SECRET } });
    const { token, scope } = (await granted.json()) as { token: string; scope: string };
    expect(scope).toBe("read");
    const ro = { Authorization: `Bearer ${token}` };
    const info = await request.get(`${MOCK_URL}/api/v1/user/info`, { headers: ro });
    expect(((await info.json()) as { result: { user: { username: string } } }).result.user.username).toBe(player.username);
    const write = await request.post(`${MOCK_URL}/api/v1/user/friends`, { headers: ro, data: { username: "alice" } });
    expect(write.status()).toBe(401);
    const other = await request.get(`${MOCK_URL}/api/v1/user/friends/pending`, { headers: ro });
    expect(other.status()).toBe(401);
    // framing: the headers forbid it, and the browser shows nothing of the widget inside a frame
    const direct = await request.get(`${APP_URL}/sso?data=${encodeWidgetData(CLIENT)}`);
    expect(direct.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(direct.headers()["x-frame-options"]).toBe("DENY");
    await page.goto(PARTNER_URL);
    await page.evaluate(
      (src) => {
        const frame = document.createElement("iframe");
        frame.src = src;
        frame.title = "framed widget";
        document.body.append(frame);
      },
      `${APP_URL}/sso?data=${encodeWidgetData(CLIENT)}`,
    );
    await page.waitForTimeout(1500);
    await expect(page.frameLocator('iframe[title="framed widget"]').getByRole("heading", { name: "Sign in with Penta" })).toHaveCount(0);
  });
});
