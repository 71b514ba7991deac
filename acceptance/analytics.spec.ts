import type { Page } from "@playwright/test";
import { expect, keptTabTest as test } from "./fixtures";
import { signInAs } from "./flows";
import { TEST_CHAIN_COOKIE } from "../scripts/build/test-chain-by-cookie";

// The analytics events (accounts-identity.md §7, airdrop-campaigns.md §7, public-pages-mining.md §7:
// "button click" events and signup_success with the campaign name go to an analytics service;
// the airdrop and mining events are designed), sent to the local stack's stand-in. The sign-up,
// badge and mining events are asserted behind the production host too (deploy.spec.ts).

/** Everything this test's pages sent, as one string: for checks that nothing personal is in it. */
const everything = async (t: { analytics: () => Promise<{ raw: string }[]> }) => (await t.analytics()).map((e) => e.raw).join("\n");

/** Opens the home page and clicks its PLAY (a new tab) and the newsletter's Subscribe with an address typed. */
async function actOnHome(page: Page, email: string) {
  await page.goto("/");
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: "PLAY Penta Pets" }).first().click();
  await (await popup).close();
  const form = page.locator("#subscribe");
  await form.getByLabel("Your email").fill(email);
  await form.getByRole("button", { name: "SUBSCRIBE" }).click();
}

test.describe("analytics: cookieless, nothing personal, off when the visitor asks", () => {
  test("button clicks carry their names, page views their route's pattern; no cookie is set, no address or e-mail sent", async ({
    page,
    context,
    telemetry,
  }) => {
    const email = "reader.one@example.test";
    await actOnHome(page, email);
    await page.goto("/acc/alice?code=alice");
    await expect(page.getByText("alice").first()).toBeVisible();
    await expect
      .poll(async () =>
        (await telemetry.analytics())
          .filter((e) => e.name === "button_click")
          .map((e) => e.props.button)
          .sort(),
      )
      .toEqual(["newsletter_subscribe", "play_game"]);
    // the last page's view is sent when that page has loaded: waited for, not read once
    await expect
      .poll(async () => (await telemetry.analytics()).filter((e) => e.name === "pageview").map((e) => new URL(e.url).pathname))
      .toEqual(expect.arrayContaining(["/", "/acc/$username"]));
    const raw = await everything(telemetry);
    for (const secret of [email, "alice", "code="]) expect(raw).not.toContain(secret);
    // the only cookies are the suite's own (its test id, its worker's chain): the analytics set none
    expect((await context.cookies()).map((c) => c.name).sort()).toEqual([TEST_CHAIN_COOKIE, "test_id"].sort());
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /plausible/i.test(k)))).toEqual([]);
  });

  for (const [signal, init] of [
    ["Global Privacy Control", () => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true })],
    ["Do Not Track", () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" })],
  ] as const)
    test(`with ${signal} on, nothing is sent`, async ({ page, telemetry }) => {
      await page.addInitScript(init);
      await actOnHome(page, "reader.two@example.test");
      await page.goto("/games");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // the same steps without the signal send events (the test above); here the stand-in stays empty
      await page.waitForTimeout(500);
      expect(await telemetry.analytics()).toEqual([]);
    });

  test("signing in, a verified badge task and the claim: their button clicks, task_verified and badge_claimed, each once, with the names only", async ({
    page,
    users,
    wallets,
    campaign,
    telemetry,
  }) => {
    const player = await users.create({ wallet: await wallets.create() });
    await campaign.assignBlack(player);
    await signInAs(page, player.username, player.password);
    await page.goto("/airdrop/ascended");
    const task = page.getByRole("listitem").filter({ hasText: "Join the Penta Discord" });
    const popup = page.waitForEvent("popup");
    await task.getByRole("link", { name: "Open" }).click();
    await (await popup).close();
    await task.getByRole("button", { name: /Verify/ }).click();
    await expect(task).toContainText("Done");
    await page.getByRole("button", { name: "CLAIM BADGE" }).click();
    await expect(page.getByText("BADGES CLAIMED", { exact: true })).toBeVisible();
    const events = async () =>
      (await telemetry.analytics())
        .filter((e) => e.name !== "pageview" && e.name !== "engagement")
        .map((e) => JSON.stringify([e.name, e.props]))
        .sort();
    await expect
      .poll(events)
      .toEqual([
        JSON.stringify(["badge_claimed", { badge: "ASCENDED" }]),
        JSON.stringify(["button_click", { button: "badge_claim" }]),
        JSON.stringify(["button_click", { button: "sign_in_submit" }]),
        JSON.stringify(["task_verified", { task: "join_task" }]),
      ]);
    expect(await everything(telemetry)).not.toContain(player.username);
  });
});
