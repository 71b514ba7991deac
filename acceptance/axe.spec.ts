import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { AxeBuilder } from "./fixtures/axe-frames";
import { contrastFindings, describeFinding } from "./fixtures/contrast";
import { forEveryPage, PLAYER_ITEMS, settle, SIZES, test, type Size } from "./fixtures/look";
import { slowCpu } from "./fixtures/slow-phone";
import { openAccountMenu, openSignedIn } from "./flows";

// WCAG 2.2 AA by axe-core (CONVENTIONS.md, "Look"): every page of the perf list as a visitor and as a
// signed-in player, on a phone and a desktop (with contrast.spec.ts's checker in the same visit),
// and the dialogs and menus players open. No spec id:
// these hold the look itself, tagged @look (`npx playwright test --grep @look`).

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe with the WCAG 2.2 AA rules. Every rule still judges every node; only the violations are
 * reported in full (resultTypes), since naming each node that passes is much of a run's time. A
 * page with a frame is judged as @axe-core/playwright judges frames by default, each frame in
 * place and the results gathered in a blank page of its own (given the time a busy host takes to
 * reach a frame: fixtures/axe-frames.ts); a page without one in axe's legacy mode, which differs
 * only in how frames are reached, without that blank page's cost.
 */
function axe(page: Page) {
  return new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_22_AA)
    .setLegacyMode(page.frames().length === 1);
}

/**
 * axe's WCAG 2.2 AA rules over the page as it is now (its violations, one line each), or over `within` alone: an open dropdown partly covers the
 * page's own links (which the page's check judged without it), and what is judged then is the menu.
 */
async function axeViolations(page: Page, within?: string): Promise<string[]> {
  // what is still fading or sliding in (a toast) is judged as it ends, not halfway
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => (a.effect?.getComputedTiming().iterations === Infinity ? null : a.finished.catch(() => null)))),
  );
  const builder = axe(page);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations.flatMap((v) =>
    v.nodes.slice(0, 6).map((n) => `${v.id} (${v.impact ?? "?"}): ${v.help}; ${n.target.join(" ")}: ${(n.failureSummary ?? "").replace(/\s+/g, " ")}`),
  );
}

async function expectNoViolations(page: Page, where: string, within?: string) {
  expect(await axeViolations(page, within), `axe (WCAG 2.2 AA) on ${where}`).toEqual([]);
}

test("the check fails where it should: a picture without a text alternative, a button without a name", { tag: ["@look"] }, async ({ page }) => {
  // the frame part runs at a tenth of the processor's pace
  test.setTimeout(90_000);
  const picture = `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="1" height="1">`;
  await page.setContent(`<!doctype html><html lang="en"><title>Check</title><body><main><h1>Check</h1>${picture}<button></button></main></body></html>`);
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual(expect.arrayContaining(["image-alt", "button-name"]));
  // and inside a frame (one of another origin here: a data: document's is opaque): judged too, even
  // with the page's processor slowed ten times, well past what the library's one second allows
  const framed = `<!doctype html><html lang="en"><title>Framed</title><body><main><h1>Framed</h1>${picture}</main></body></html>`;
  await page.setContent(
    `<!doctype html><html lang="en"><title>Check</title><body><main><h1>Check</h1><iframe title="A frame" src="data:text/html,${encodeURIComponent(framed)}"></iframe></main></body></html>`,
  );
  await expect.poll(() => page.frames().length).toBe(2);
  // the frame is counted as soon as it is attached; its own document (the picture) loads after
  await expect(page.frameLocator('iframe[title="A frame"]').locator("img")).toBeAttached();
  const fullSpeed = await slowCpu(page, 10);
  const inFrame = await axe(page)
    .analyze()
    .then((r) => r.violations.filter((v) => v.id === "image-alt"))
    .finally(fullSpeed);
  expect(
    inFrame.flatMap((v) => v.nodes.map((n) => n.target.length)),
    "the picture in the frame, named through it",
  ).toEqual([2]);
});

for (const size of Object.keys(SIZES) as Size[])
  test.describe(`axe, WCAG 2.2 AA, ${size}`, () => {
    test.use(SIZES[size]);

    // one visit per page and size for both of the look's page checks: axe's rules, then the
    // contrast checker's (contrast.spec.ts proves the checker itself), each reported in full
    forEveryPage(
      `axe and contrast ${size}`,
      async (page, where) => {
        expect.soft(await axeViolations(page), `axe (WCAG 2.2 AA) on ${where}, ${size})`).toEqual([]);
        expect.soft((await contrastFindings(page)).map(describeFinding), `texts under WCAG's contrast on ${where}, ${size})`).toEqual([]);
      },
      { allImages: true },
    );

    test.describe("dialogs and menus", () => {
      // up to five axe runs a test, each a few seconds of a busy host's main thread
      test.describe.configure({ timeout: 90_000 });
      test("the menu (phone), the newsletter form's error, its refusal of an address and its thanks", { tag: ["@look"] }, async ({ page }) => {
        await page.goto("/");
        await settle(page);
        if (size === "phone") {
          await page.getByRole("button", { name: "Open menu" }).click();
          await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
          await expectNoViolations(page, `the open menu (${size})`);
          await page.getByRole("button", { name: "Close menu" }).click();
        }
        const form = page.locator("#subscribe");
        await form.getByRole("button", { name: "SUBSCRIBE" }).click();
        await expect(form.getByText("Email is required")).toBeVisible();
        await expectNoViolations(page, `the newsletter form with "Email is required" (${size})`);
        await form.getByLabel("Your email").fill("not-an-address");
        await form.getByRole("button", { name: "SUBSCRIBE" }).click();
        await expect(form.getByText("Please enter email address")).toBeVisible();
        await expectNoViolations(page, `the newsletter form with "Please enter email address" (${size})`);
        await form.getByLabel("Your email").fill(`look${Date.now().toString(36)}${size}@example.test`);
        await form.getByRole("button", { name: "SUBSCRIBE" }).click();
        await expect(page.getByText("Thanks for subscribing!")).toBeVisible();
        await expectNoViolations(page, `the newsletter's thanks (${size})`);
      });

      test("the wallet panel's connect list on sign-in", { tag: ["@look"] }, async ({ page }) => {
        await page.goto("/sign-in");
        await settle(page);
        const panel = page.getByRole("region", { name: "Wallet" });
        await panel.hover(); // the wallet stack loads on intent
        await expect(panel.getByRole("button", { name: "Connect Coinbase Wallet" })).toBeVisible();
        await expectNoViolations(page, `the wallet panel on /sign-in (${size})`);
      });

      test("the account menu, the three friends dialogs and the avatar picker", { tag: ["@look"] }, async ({ page, users }) => {
        const friend = await users.create({ quick: true });
        const me = await users.create({ quick: true, friends: [friend] });
        await users.request(await users.create({ quick: true }), me);
        await openSignedIn(page, me, "/account");
        await settle(page);
        await openAccountMenu(page);
        const menu = page.getByRole("list", { name: "Account" });
        await expect(menu).toBeVisible();
        await expectNoViolations(page, `the account menu (${size})`, ".account-menu");
        for (const [item, dialog] of [
          ["Friends", "Friends"],
          ["Find Friends", "Add friends"],
          [/^Request/, "Friend requests"],
        ] as const) {
          if (!(await menu.isVisible())) await openAccountMenu(page);
          await menu.getByRole("button", { name: item, exact: typeof item === "string" }).click();
          const open = page.getByRole("dialog", { name: dialog });
          await expect(open).toBeVisible();
          if (dialog === "Friends") await expect(open.getByRole("link", { name: friend.username })).toBeVisible();
          await expectNoViolations(page, `the ${dialog} dialog (${size})`);
          await page.keyboard.press("Escape");
          await expect(open).toBeHidden();
        }
        await page.getByRole("button", { name: /^Change avatar/ }).click();
        await expect(page.getByRole("dialog", { name: "Choose your avatar" }).getByRole("radio")).toHaveCount(8);
        await expectNoViolations(page, `the avatar picker (${size})`);
      });

      test("the two-factor setup", { tag: ["@look"] }, async ({ page, users }) => {
        await openSignedIn(page, await users.create({ quick: true }), "/account/security");
        await settle(page);
        await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
        const modal = page.getByRole("dialog", { name: "Two-factor authentication" });
        await expect(modal.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
        await expectNoViolations(page, `the two-factor setup (${size})`);
      });

      test("the mining confirm step, with the wallets it offers", { tag: ["@look"] }, async ({ page, users }) => {
        const player = await users.create({ quick: true });
        await users.giveItems(player, PLAYER_ITEMS);
        await openSignedIn(page, player, "/mine");
        await settle(page);
        await page.getByRole("button", { name: /^Hero 1\b/ }).click();
        await page.getByRole("button", { name: "START MINING" }).click();
        const confirm = page.getByRole("dialog", { name: "Confirm mining" });
        await expect(confirm.getByRole("heading", { name: "Connect your wallet to mine" })).toBeVisible();
        await expectNoViolations(page, `the mining confirm step (${size})`);
      });
    });
  });
