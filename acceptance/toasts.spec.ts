import type { Locator, Page } from "@playwright/test";
import { expect, keptTabTest as test, uniqueName } from "./fixtures";
import { fillSignUp, startMiningWithAToken } from "./flows";

// A toast never covers the page's heading or its main action (at the top of a phone's
// screen they covered "Check your inbox" and the sign-in page's title; on a desktop the mining card).

/**
 * Whether the shown toast overlaps each of `others`, read in the page at one moment once the toast
 * stands where it stays (mounted, not leaving, its entry transition over), since Sonner closes it
 * 4 s after it shows; with `scrollTo`, after that element is scrolled to the top of the screen.
 * Every box read must be on the screen with a size: a box gone from the page cannot overlap anything.
 */
async function overlaps(shown: Locator, others: Locator[], scrollTo?: Locator) {
  const handles = await Promise.all(others.map((o) => o.elementHandle()));
  const scroll = scrollTo ? await scrollTo.elementHandle() : null;
  const { toast, boxes } = await shown.evaluate(
    async (t, { handles, scroll }) => {
      scroll?.scrollIntoView({ block: "start" });
      for (let frame = 0; t.getAnimations().length > 0 && frame < 120; frame++) await new Promise(requestAnimationFrame);
      const box = (e: Element) => {
        const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height, shown: e.isConnected };
      };
      const standing = t.isConnected && (t as HTMLElement).dataset.mounted === "true" && (t as HTMLElement).dataset.removed !== "true";
      return { toast: { ...box(t), shown: standing }, boxes: handles.map((e) => box(e!)) };
    },
    { handles, scroll },
  );
  for (const b of [toast, ...boxes]) expect(b.shown && b.width > 0 && b.height > 0, `a box on the screen: ${JSON.stringify(b)}`).toBe(true);
  return boxes.map((y) => toast.x < y.x + y.width && y.x < toast.x + toast.width && toast.y < y.y + y.height && y.y < toast.y + toast.height);
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
    expect(await overlaps(shown, [heading, page.getByRole("link", { name: "Go to sign in" })])).toEqual([false, false]);
  });

  test("on a desktop, a start off chain: the Currently Mining card stays in sight", async ({ page, users }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await startMiningWithAToken(page, users);
    const shown = toast(page, "Successfully started mining");
    await expect(shown).toBeVisible();
    const card = page.getByRole("heading", { name: "Currently Mining" });
    await expect(card).toBeVisible();
    expect(await overlaps(shown, [card])).toEqual([false]);
    // wherever the player has scrolled it: at the top of the screen, under the header, too
    expect(await overlaps(shown, [card, page.getByRole("heading", { name: "MAINNET MINING" })], card)).toEqual([false, false]);
  });
});
