import type { Locator, Page } from "@playwright/test";
import { expect, test, uniqueName } from "./fixtures";
import { fillSignUp, startMiningWithAToken } from "./flows";

// A toast never covers the page's heading or its main action (at the top of a phone's
// screen they covered "Check your inbox" and the sign-in page's title; on a desktop the mining card).

/** Whether two boxes on the screen overlap. */
async function overlap(a: Locator, b: Locator) {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test.describe("toasts stay clear of the page's heading and main action (public-pages-mining.md §2)", () => {
  test("on a phone, after signing up: the heading 'Check your inbox' and its button stay in sight", async ({ page, captcha }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const username = uniqueName("toast");
    await page.goto("/sign-up");
    await fillSignUp(page, { username, password: "a long passphrase of 24", email: `${username}@example.test`, captcha: await captcha.answer(page) });
    const shown = toast(page, "Thanks for registering! Please validate your email address to login.");
    await expect(shown).toBeVisible();
    const heading = page.getByRole("heading", { name: "Check your inbox" });
    await expect(heading).toBeVisible();
    expect(await overlap(shown, heading)).toBe(false);
    expect(await overlap(shown, page.getByRole("link", { name: "Go to sign in" }))).toBe(false);
  });

  test("on a desktop, a start off chain: the Currently Mining card stays in sight", async ({ page, users }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await startMiningWithAToken(page, users);
    const shown = toast(page, "Successfully started mining");
    await expect(shown).toBeVisible();
    const card = page.getByRole("heading", { name: "Currently Mining" });
    await expect(card).toBeVisible();
    expect(await overlap(shown, card)).toBe(false);
    // wherever the player has scrolled it: at the top of the screen, under the header, too
    await card.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await expect(shown).toBeVisible();
    expect(await overlap(shown, card)).toBe(false);
    expect(await overlap(shown, page.getByRole("heading", { name: "MAINNET MINING" }))).toBe(false);
  });
});
