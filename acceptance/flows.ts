import type { Locator, Page } from "@playwright/test";
import { storedSession } from "../src/lib/session";
import { APP_URL, expect } from "./fixtures";
import { login, type Account, type Users } from "./fixtures/user";

/** Fills and submits the sign-up form (the captcha answer is passed in); confirms the follow-on-X step. */
export async function fillSignUp(page: Page, v: { username: string; password: string; email?: string; captcha: string }) {
  await page.getByLabel("Username").fill(v.username);
  await page.getByLabel("Password", { exact: true }).fill(v.password);
  if (v.email !== undefined) await page.getByLabel("Email").fill(v.email);
  await page.getByLabel("Captcha", { exact: true }).fill(v.captcha);
  const followed = await page.evaluate(() => localStorage.getItem("follow_twitter_completed") === "true");
  await page.getByRole("button", { name: "SUBMIT" }).click();
  if (!followed) await confirmFollowX(page);
}

/**
 * The address a new tab was opened at, by `open` (a click): read from its navigation, since other
 * hosts do not resolve in the suite (the tab itself then shows Chromium's error page).
 */
export async function openedTabUrl(page: Page, open: () => Promise<unknown>): Promise<URL> {
  const navigation = page.context().waitForEvent("request", (r) => r.isNavigationRequest() && !r.url().startsWith(APP_URL));
  const popup = page.waitForEvent("popup");
  await open();
  const url = new URL((await navigation).url());
  await (await popup).close();
  return url;
}

/** The follow-on-X step: follow (a new tab opens), then continue. */
export async function confirmFollowX(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Follow Penta on X" });
  await expect(dialog).toBeVisible();
  const popup = page.waitForEvent("popup");
  await dialog.getByRole("link", { name: "Follow on X" }).click();
  await (await popup).close();
  await dialog.getByRole("button", { name: "Continue" }).click();
}

export async function signIn(page: Page, login: string, password: string) {
  await page.getByLabel("Email or Username").fill(login);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "ENTER" }).click();
}

/** Signs in from /sign-in (a test's own account, or a seed demo account read only) and waits for /account. */
export async function signInAs(page: Page, username: string, password = `${username}-password`) {
  await page.goto("/sign-in");
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/account$/);
}

/**
 * Opens `path` already signed in as the account: a session from the sign-in call, kept where the
 * app keeps it (src/lib/session.ts), as a sign-in through the form leaves it. For tests of what a
 * signed-in player does; signing in itself is proven through the form (signInAs, and the sign-in
 * tests of accounts.spec.ts and sign-up-sign-in.spec.ts). A file of the origin is opened first,
 * to reach its storage (a navigation of a few milliseconds: no app runs there).
 */
export async function openSignedIn(page: Page, account: { username: string; password: string }, path: string) {
  const entries = storedSession(await login(account));
  await page.goto("/favicon.svg");
  await page.evaluate((stored) => stored.forEach(([key, value]) => localStorage.setItem(key, value)), entries);
  await page.goto(path);
}

/** The captcha image's natural size (K03: 180x60). */
/** The captcha as served (the JPEG's own pixels) and as shown (its box on the page): K03 is 180x60 for both. */
export const captchaSize = (page: Page) =>
  page.getByRole("img", { name: /Captcha/ }).evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    const box = el.getBoundingClientRect();
    return { image: [el.naturalWidth, el.naturalHeight], shown: [Math.round(box.width), Math.round(box.height)] };
  });
export const CAPTCHA_180_BY_60 = { image: [180, 60], shown: [180, 60] };

export async function openAccountMenu(page: Page) {
  await page.getByRole("button", { name: /Account menu for/ }).click();
}

/** Slides fully inside a carousel's box: its per-view count at the current width. */
export async function visibleSlides(page: Page, label: string) {
  const carousel = page.getByRole("region", { name: label });
  await carousel.scrollIntoViewIfNeeded();
  return carousel.evaluate((el) => {
    const box = el.querySelector(".swiper")!.getBoundingClientRect();
    return [...el.querySelectorAll(".swiper-slide")].filter((s) => {
      const r = s.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1 && r.width > 0;
    }).length;
  });
}

/**
 * The duration of the transition a carousel's slide runs when `move` is done: read as the
 * transition starts (swiper resets it to 0s once it ends, which a busy host can reach before a
 * later read).
 */
export async function slideTransition(carousel: Locator, move: () => Promise<void>) {
  const wrapper = carousel.locator(".swiper-wrapper");
  await wrapper.evaluate((el: HTMLElement) =>
    el.addEventListener("transitionrun", () => (el.dataset.transitionRan = getComputedStyle(el).transitionDuration), { once: true }),
  );
  await move();
  await expect(wrapper).toHaveAttribute("data-transition-ran", /./);
  return wrapper.getAttribute("data-transition-ran");
}

/**
 * Whether `target` is what the player sees where it is: nothing (a modal dialog's backdrop, the
 * header) is drawn over it. A hit test cannot tell (outside a modal dialog everything is inert to
 * it), so the screen is read: a pixel inside the element's padding has the element's own
 * background colour, not a dimmed or covered one.
 */
export async function expectOnTop(target: Locator) {
  await expect(target).toBeVisible();
  const page = target.page();
  await expect
    .poll(async () => {
      // in the viewport first: a box below the fold (a page still laying out) is outside the screenshot
      await target.scrollIntoViewIfNeeded();
      const box = (await target.boundingBox())!;
      const at = { x: Math.round(box.x + 6), y: Math.round(box.y + box.height / 2) };
      const shot = (await page.screenshot({ clip: { ...at, width: 1, height: 1 }, animations: "disabled" })).toString("base64");
      return page.evaluate(
        async ([png, background]) => {
          const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
          const canvas = new OffscreenCanvas(1, 1);
          const context = canvas.getContext("2d")!;
          context.drawImage(bitmap, 0, 0);
          const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
          const [er, eg, eb] = background.match(/\d+(\.\d+)?/g)!.map(Number);
          return Math.max(Math.abs(r - er), Math.abs(g - eg), Math.abs(b - eb)) <= 8;
        },
        [shot, await target.evaluate((el) => getComputedStyle(el).backgroundColor)] as const,
      );
    })
    .toBe(true);
}

/** A bind's refusal: the toast, and the same words kept beside the binding in the wallet panel. */
export async function expectBindRefusal(page: Page, text: string) {
  await expect(page.getByRole("listitem").filter({ hasText: text })).toBeVisible();
  await expect(page.getByRole("region", { name: "Wallets" }).getByRole("alert")).toContainText(text);
}

/** A new player with one token who starts mining off chain from /mine (no wallet, no transaction). */
export async function startMiningWithAToken(page: Page, users: { create: () => Promise<Account>; giveItems: Users["giveItems"] }) {
  const player = await users.create();
  await users.giveItems(player, [{ name: "PEN", hashrate: 25, type: "Token", symbol: "PEN" }]);
  await openSignedIn(page, player, "/mine");
  await page.getByRole("button", { name: /^PEN\b/ }).click();
  await page.getByRole("button", { name: "START MINING" }).click();
  await page.getByRole("dialog", { name: "Confirm mining" }).getByRole("button", { name: "Confirm" }).click();
}
