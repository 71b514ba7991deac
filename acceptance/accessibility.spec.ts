import type { Page } from "@playwright/test";
import { expect, injectWallet } from "./fixtures";
import { forEveryPage, settle, signInContext, test } from "./fixtures/look";
import { openAccountMenu, openSignedIn, signIn } from "./flows";

// WCAG 2.2 AA where axe cannot look (axe.spec.ts holds the rest): reflow at 320 px on every page of
// the perf list, where focus goes when what had it goes away, the banners' pause control and
// reduced motion, the trailer's captions. No spec id: these hold the look itself, tagged @look.

/** 320 CSS px: a 1280 px window at 400 % zoom (WCAG 1.4.10). */
const NARROW = { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 } as const;

/**
 * What a page at 320 px loses: a page wider than the window (sideways scrolling), and a heading,
 * tab or button that sticks out of the box that clips it (a word cut: "Welcom"). Slides a carousel
 * holds off screen and visually hidden text are meant to be outside.
 */
async function expectReflow(page: Page, where: string) {
  const lost = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width) out.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const el of document.querySelectorAll<HTMLElement>("h1, h2, h3, .tabs__tab, .btn")) {
      if (el.closest(".swiper, .visually-hidden") || !el.checkVisibility()) continue;
      const box = el.getBoundingClientRect();
      const text = `"${(el.textContent ?? "").trim().slice(0, 40)}"`;
      if (box.right > width + 0.5 || box.left < -0.5) out.push(`${text} sticks out of the window`);
      // its content's right edge: its box's, or further where its words run past the box (a heading that cannot wrap)
      const right = Math.max(box.right, box.left + el.scrollWidth);
      for (let up = el.parentElement; up; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== "visible") {
          const clip = up.getBoundingClientRect();
          if (right > clip.right + 0.5 || box.left < clip.left - 0.5) out.push(`${text} is cut by its box`);
          break;
        }
    }
    return out;
  });
  expect(lost, `reflow at 320 px on ${where}`).toEqual([]);
}

test.describe("reflow at 320 px (WCAG 1.4.10): no sideways scrolling, nothing cut", () => {
  test.use(NARROW);

  test("the check fails where it should: a row wider than the window, a word cut by its box", { tag: ["@look"] }, async ({ page }) => {
    await page.setContent(`<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Check</title><body style="margin:0"><main>
      <div style="overflow:hidden;width:100px"><h1 style="white-space:nowrap">Welcome Hero Badge</h1></div>
      <div style="width:400px">wide</div></main></body></html>`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeGreaterThan(320);
    await expect(expectReflow(page, "the check")).rejects.toThrow(/cut by its box/);
  });

  forEveryPage("reflow", (page, where) => expectReflow(page, `${where})`));

  test("/account: the Security tab is whole and the active tab stays the larger one", { tag: ["@look"] }, async ({ page, context, lookPlayer }) => {
    await signInContext(context, lookPlayer);
    await page.goto("/account/security");
    await settle(page);
    const tabs = page.getByRole("navigation", { name: "Account sections" });
    const security = await tabs.getByRole("link", { name: "Security" }).boundingBox();
    const profile = await tabs.getByRole("link", { name: "Profile" }).boundingBox();
    expect(security!.x + security!.width).toBeLessThanOrEqual(320);
    expect(security!.width).toBeGreaterThan(profile!.width);
    await expectReflow(page, "/account/security");
  });

  test("/airdrop/common: the badge's heading reads whole ('Welcome', not 'Welcom')", { tag: ["@look"] }, async ({ page }) => {
    await page.goto("/airdrop/common");
    await settle(page);
    const heading = page.getByRole("heading", { name: /^Welcome/ }).first();
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((h) => h.scrollWidth <= h.clientWidth && h.getBoundingClientRect().right <= 320)).toBe(true);
    await expectReflow(page, "/airdrop/common");
  });
});

test.describe("focus when what had it goes away (WCAG 2.4.3): back on the opener or on the new state, never the page's body", () => {
  test("the account menu's dialogs return focus to the menu's button; the menu on Escape too", { tag: ["@look"] }, async ({ page, user }) => {
    await openSignedIn(page, user, "/account");
    const trigger = page.getByRole("button", { name: /^Account menu/ });
    for (const [item, title] of [
      ["Friends", "Friends"],
      ["Find Friends", "Add friends"],
      [/^Request/, "Friend requests"],
    ] as const) {
      await openAccountMenu(page);
      await page
        .getByRole("list", { name: "Account" })
        .getByRole("button", { name: item, exact: typeof item === "string" })
        .click();
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    }
    await openAccountMenu(page);
    await page.getByRole("list", { name: "Account" }).getByRole("button", { name: "Friends", exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("list", { name: "Account" })).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test(
    "the avatar picker and the AI picture dialog: back on the button that opened them, after Close, the backdrop and SAVE AVATAR",
    { tag: ["@look"] },
    async ({ page, user }) => {
      await openSignedIn(page, user, "/account");
      const avatar = page.getByRole("button", { name: /^Change avatar/ });
      await avatar.click();
      const picker = page.getByRole("dialog", { name: "Choose your avatar" });
      await picker.getByRole("button", { name: "Close" }).click();
      await expect(picker).toBeHidden();
      await expect(avatar).toBeFocused();
      await avatar.click();
      // the backdrop: a click on the dialog element itself, outside its body
      await page.mouse.click(5, 5);
      await expect(picker).toBeHidden();
      await expect(avatar).toBeFocused();
      await avatar.click();
      await picker.getByRole("button", { name: "SAVE AVATAR" }).click();
      await expect(picker).toBeHidden();
      await expect(avatar).toBeFocused();
      const picture = page.getByRole("button", { name: "AI profile picture" });
      await picture.click();
      await expect(page.getByRole("dialog", { name: "Your AI profile picture" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(picture).toBeFocused();
    },
  );

  test("the phone menu on Escape: back on the menu button", { tag: ["@look"] }, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "SUBSCRIBE" }).focus();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("CLAIM BADGE from the keyboard: the claimed state takes focus", { tag: ["@look"] }, async ({ page, users, wallets }) => {
    const a = await users.create({ wallet: await wallets.create() });
    await openSignedIn(page, a, "/airdrop/common");
    await page.getByRole("button", { name: "CLAIM BADGE" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("CONGRATULATIONS", { exact: true })).toBeVisible();
    await expect(page.locator(".badge-claimed")).toBeFocused();
  });

  test("a wallet bound from the keyboard: the bound wallet takes focus from the Connect it replaced", { tag: ["@look"] }, async ({ page, users, wallet }) => {
    const a = await users.create();
    await injectWallet(page, wallet);
    await page.goto("/sign-in");
    await signIn(page, a.username, a.password);
    await expect(page).toHaveURL(/\/account$/);
    const wallets = page.getByRole("region", { name: "Wallets" });
    await wallets.getByRole("button", { name: "Connect MetaMask" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("MetaMask Account Bound!")).toBeVisible();
    await expect(wallets.locator('.bound-wallet p[tabindex="-1"]')).toBeFocused();
  });
});

test.describe("what moves by itself (WCAG 2.2.2, 2.3.3)", () => {
  const activeBanner = (page: Page) => page.locator(".team-banner__image[data-active=true]").getAttribute("src");

  test("the team banner pauses and plays from its button, and holds while hovered", { tag: ["@look"] }, async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto("/our-team");
    const first = await activeBanner(page);
    await page.getByRole("button", { name: "Pause team banner" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(10_000);
    expect(await activeBanner(page)).toBe(first);
    await page.getByRole("button", { name: "Play team banner" }).click();
    await page.getByRole("button", { name: "Pause team banner" }).blur();
    await page.locator(".team-banner").hover({ position: { x: 10, y: 10 } });
    await page.clock.runFor(10_000);
    expect(await activeBanner(page)).toBe(first);
    await page.mouse.move(0, 0);
    await page.getByRole("button", { name: "Pause team banner" }).blur();
    await page.clock.runFor(3_100);
    await expect.poll(() => activeBanner(page)).not.toBe(first);
  });

  test("under prefers-reduced-motion both banners start paused, and the team banner changes without a fade", { tag: ["@look"] }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto("/our-team");
    const first = await activeBanner(page);
    await page.clock.runFor(10_000);
    expect(await activeBanner(page)).toBe(first);
    expect(
      await page
        .locator(".team-banner__image")
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration)),
    ).toBeLessThan(0.01);
    await page.getByRole("button", { name: "Play team banner" }).click();
    await page.mouse.move(0, 0);
    await page.getByRole("button", { name: "Pause team banner" }).blur();
    await page.clock.runFor(3_100);
    await expect.poll(() => activeBanner(page)).not.toBe(first);

    await page.goto("/");
    const validators = page.getByRole("region", { name: "Validators" });
    await expect(validators.getByText("Validator One")).toBeVisible();
    await page.clock.runFor(25_000);
    await expect(validators.getByText("Validator One")).toBeVisible();
    await expect(validators.getByRole("button", { name: "Play validator banner" })).toBeVisible();
    expect(await validators.evaluate((el) => el.closest("[aria-live]"))).toBeNull();
  });
});

test("the PENXR trailer plays with English captions that load and parse (WCAG 1.2.2)", { tag: ["@look"] }, async ({ page }) => {
  await page.goto("/");
  const trailer = page.getByRole("region", { name: "PENXR" }).locator("video");
  await trailer.scrollIntoViewIfNeeded();
  const cues = await trailer.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<number>((resolve, reject) => {
        const track = v.querySelector("track")!;
        const done = () => resolve(track.track.cues?.length ?? 0);
        if (track.readyState === 2) done();
        track.addEventListener("load", done, { once: true });
        track.addEventListener("error", () => reject(new Error("the captions did not load")), { once: true });
        track.track.mode = "showing";
      }),
  );
  expect(cues).toBeGreaterThan(0);
  await page.goto("/penxr");
  await page.getByRole("button", { name: "Play PENXR trailer" }).click();
  await expect(page.locator("video track[kind=captions][srclang=en][default]")).toHaveAttribute("src", "/media/penxr.en.vtt");
});
