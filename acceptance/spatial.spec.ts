import { expect, keptTabTest as test } from "./fixtures";
import { openSignedIn } from "./flows";

// accounts-identity.md §2 (public spatial page), §4 (spatial popups), §6 (masked values), §7 (penxr/space/public, the 3D world frame's messages), §8

const scene = (page: import("@playwright/test").Page) => page.frameLocator('iframe[title$="3D space"]');

test.describe("the public spatial page /spatial/{username}", () => {
  test(
    "a visitor sees the space in the 3D world frame (told: a guest, no token), the counts, About me, masked email and socials; the profile links to the space",
    { tag: ["@K11", "@K38"] },
    async ({ page, users, world }) => {
      const owner = await users.create();
      await world.give(owner, { name: "Roof Garden", about: "Plants, heroes and a view of the chain.", visits: 1234, likes: 56 });
      const answer = page.waitForResponse((r) => r.url().includes(`/info_by_username/${owner.username}`));
      await page.goto(`/acc/${owner.username}`);
      expect(JSON.stringify(await (await answer).json())).not.toContain(owner.email);
      await page.getByRole("link", { name: "VISIT SPACE" }).click();
      await expect(page).toHaveURL(new RegExp(`/spatial/${owner.username}$`));
      await expect(page).toHaveTitle(`${owner.username}'s space · Penta`);
      await expect(page.getByRole("banner")).toHaveCount(0); // no site header or footer (K38)
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      const panel = page.getByRole("complementary", { name: owner.username });
      await expect(panel.getByRole("heading", { name: "About me" })).toBeVisible();
      await expect(panel.getByText("Plants, heroes and a view of the chain.")).toBeVisible();
      await expect(panel.getByRole("definition")).toHaveText(["1", "1,234", "56"]);
      await expect(panel.getByLabel("email hidden")).toHaveCSS("filter", "blur(4px)");
      await expect(panel.getByRole("button", { name: "Copy email" })).toHaveCount(0);
      await expect(panel.getByRole("list", { name: "Social accounts" })).toContainText("X: not connected");

      await expect(scene(page).getByRole("heading", { name: "Roof Garden" })).toBeVisible();
      await expect(scene(page).getByText("Visiting as a guest", { exact: true })).toBeVisible();
      await expect(scene(page).getByText("No access token: visiting as a guest")).toBeVisible();
      await expect(page.getByText("Iframe not ready")).toHaveCount(0);

      // an invite link to the profile: the code goes with the profile call, the visitor's sign-up and the space
      const withCode = page.waitForRequest((r) => r.url().includes(`/info_by_username/${owner.username}?code=${owner.username}`));
      await page.goto(`/acc/${owner.username}?code=${owner.username}`);
      await withCode;
      await page.getByRole("button", { name: "ADD FRIEND" }).click();
      await expect(page.getByRole("link", { name: "Create account with this invite" })).toHaveAttribute("href", `/sign-up/${owner.username}`);
      await page.keyboard.press("Escape");
      await page.getByRole("link", { name: "VISIT SPACE" }).click();
      await expect(page.getByRole("dialog", { name: "You're invited" })).toContainText(`with the code ${owner.username}`);

      const bare = await users.create();
      await page.goto(`/acc/${bare.username}`);
      await expect(page.getByRole("heading", { name: bare.username })).toBeVisible();
      await expect(page.getByRole("link", { name: "VISIT SPACE" })).toHaveCount(0);
      await page.goto(`/spatial/${bare.username}`);
      await expect(page.getByText("No space opened yet.")).toBeVisible();
      await expect(page.locator("iframe")).toHaveCount(0);
    },
  );

  test(
    "a signed-in friend: the frame is told who is looking and gets the token; the email is clear and copyable",
    { tag: ["@K11"] },
    async ({ page, users, world }) => {
      const owner = await users.create();
      const friend = await users.create({ friends: [owner] });
      await world.give(owner, { name: "Sky Deck" });
      await openSignedIn(page, friend, `/spatial/${owner.username}`);
      await expect(scene(page).getByRole("heading", { name: "Sky Deck" })).toBeVisible();
      await expect(scene(page).getByText(`Signed in as ${friend.username}`)).toBeVisible();
      await expect(scene(page).getByText("Access token received")).toBeVisible();
      const panel = page.getByRole("complementary", { name: owner.username });
      await expect(panel.getByText(owner.email)).toBeVisible();
      await expect(panel.getByRole("button", { name: "Copy email" })).toBeVisible();
      await expect(panel.getByText("Nothing here yet.")).toBeVisible();
    },
  );

  test(
    "a world that never says it is ready: 'Iframe not ready' after 10 s, and Retry loads it again",
    { tag: ["@ACC-T049"] },
    async ({ page, users, world }) => {
      const owner = await users.create();
      await world.give(owner, { name: "Quiet Room" });
      world.silence();
      // the page's clock moves only when the test moves it, in steps of 50 ms until the frame is on screen
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 60_000);
      await page.goto(`/spatial/${owner.username}`);
      await expect
        .poll(async () => {
          await page.clock.runFor(50);
          return page.getByText("Loading the space…").isVisible();
        })
        .toBe(true);
      await page.clock.runFor(9_000);
      await expect(page.getByText("Iframe not ready")).toHaveCount(0);
      await page.clock.runFor(1_100);
      await expect(page.getByRole("alert").filter({ hasText: "Iframe not ready" })).toBeVisible();
      await page.clock.resume();
      world.wake();
      await page.getByRole("button", { name: "Retry" }).click();
      await expect(scene(page).getByRole("heading", { name: "Quiet Room" })).toBeVisible();
      await expect(page.getByText("Iframe not ready")).toHaveCount(0);
    },
  );

  test("the popups: an invite link opens the invite (its text names the code), then link sent, then early-access thanks; the email joins once and the mailed link is the spatial sign-up", async ({
    page,
    users,
    world,
    mailbox,
  }) => {
    const owner = await users.create();
    await world.give(owner, { name: "Gallery" });
    const email = `fan-${owner.username}@example.test`;
    await page.goto(`/spatial/${owner.username}?code=${owner.username}`);
    const invite = page.getByRole("dialog", { name: "You're invited" });
    await expect(invite).toContainText(`${owner.username} invited you to Penta Spaces with the code ${owner.username}.`);
    await invite.getByLabel("Email").fill("not-an-email");
    await invite.getByRole("button", { name: "SEND ME THE LINK" }).click();
    await expect(invite.getByText("Please enter email address")).toBeVisible();
    await invite.getByLabel("Email").fill(email);
    await invite.getByRole("button", { name: "SEND ME THE LINK" }).click();
    const sent = page.getByRole("dialog", { name: "Link sent" });
    await expect(sent).toContainText(`We sent the link to ${email}.`);
    await sent.getByRole("button", { name: "CONTINUE" }).click();
    const thanks = page.getByRole("dialog", { name: "Thanks for joining early access" });
    await expect(thanks).toContainText("Access is not immediate");
    await thanks.getByRole("button", { name: "DONE" }).click();
    await expect(thanks).toBeHidden();

    // once per address: a second join is refused in the popup, and what was typed stays
    await page.getByRole("button", { name: "GET EARLY ACCESS" }).click();
    await invite.getByLabel("Email").fill(email.toUpperCase());
    await invite.getByRole("button", { name: "SEND ME THE LINK" }).click();
    await expect(invite.getByText("This email is already on the early-access list")).toBeVisible();
    await expect(invite.getByLabel("Email")).toHaveValue(email.toUpperCase());
    expect(await mailbox.count(email)).toBe(1);

    // without a code the page opens quietly, and the invite says something else
    await page.goto(`/spatial/${owner.username}`);
    await expect(invite).toBeHidden();
    await page.getByRole("button", { name: "GET EARLY ACCESS" }).click();
    await expect(invite).toContainText(`Get early access to Penta Spaces and build a space like ${owner.username}'s.`);

    const mail = await mailbox.latest(email, /early access/);
    expect(new URL(mail.link).search).toBe(`?campaign=spatial&ref=${owner.username}`);
    await page.goto(new URL(mail.link).pathname + new URL(mail.link).search);
    await expect(page.getByRole("heading", { name: "Join Penta Spaces" })).toBeVisible();
  });
});
