import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { holdBrandFonts, makePlayer, settle, signInContext, SIZES, test } from "./fixtures/look";
import { baselineFile, KEY_SCREENS, SCREEN_SIZES, screenPlayerName, type KeyScreen } from "./fixtures/screens";

// The key screens kept by screenshot comparisons (CONVENTIONS.md, "Look"), at a phone and a desktop
// in the chromium project only. Baselines: acceptance/screens/ (playwright.config.ts'
// snapshotPathTemplate); after a change of the look that is meant, run
//   npx playwright test acceptance/screens.spec.ts --project chromium --update-snapshots
// and look at every picture before committing it (docs/testing.md). No spec id: tagged @look.
//
// Rendering is the same for one Chromium build; what differs on a busy host is timing. So every
// screen is let settle before its picture (its content, fonts and pictures in view, no skeleton),
// motion is reduced and animations stopped, and what differs by run (the captcha) is masked. The
// tolerance is then small: a changed word or a missing picture fails.

/** Pixels allowed to differ (each by more than `threshold` in colour): far under one changed word. */
const MAX_DIFF_PIXELS = 3;
/**
 * The layout is the phone's and the desktop's; the picture is taken at half their scale, a quarter
 * of the pixels: Chromium dithers gradients (the art's skies), which PNG cannot compress, and twenty
 * full-scale baselines would not keep the size budget. A changed word still changes tens of pixels.
 */
const CAPTURE_SCALE = 0.5;
const THRESHOLD = 0.1;

/** What differs from one run to the next on a screen, painted over in the picture. */
function volatile(page: Page, screen: KeyScreen): Locator[] {
  switch (screen.name) {
    case "sign-up":
      return [page.getByRole("img", { name: /Captcha/ })];
    case "mine":
      // an NFT's art is drawn from its token id, which the backend draws at random
      return [page.locator(".mining-item img")];
    default:
      return [];
  }
}

/**
 * The same, where a mask (painted over everything) would cover a dialog: hidden in place instead
 * (the NFTs' art under the mining confirm step's backdrop).
 */
const HIDDEN: Partial<Record<string, string>> = { "mining-confirm": ".mining-item img { visibility: hidden !important; }" };

for (const size of SCREEN_SIZES)
  test.describe(`key screens, ${size}`, () => {
    test.use({ ...SIZES[size], deviceScaleFactor: CAPTURE_SCALE, reducedMotion: "reduce" });

    for (const screen of KEY_SCREENS)
      test(
        `${screen.name} (${screen.path}${screen.step ? `, ${screen.step}` : ""}${screen.as === "player" ? ", signed in" : ""})`,
        { tag: ["@look"] },
        async ({ page, context }) => {
          if (screen.as === "player") await signInContext(context, await makePlayer(screenPlayerName(screen, size)));
          // the brand's typefaces, as a returning player has them: a page before fetches them once
          // it has loaded, and every page after is painted in them
          await holdBrandFonts(page);
          await page.goto(screen.path);
          await settle(page);
          if (screen.step === "mining-confirm") {
            await page.getByRole("button", { name: /^Hero 1\b/ }).click();
            await page.getByRole("button", { name: "START MINING" }).click();
            await expect(page.getByRole("dialog", { name: "Confirm mining" }).getByRole("heading", { name: "Connect your wallet to mine" })).toBeVisible();
            await settle(page);
          }
          const hidden = HIDDEN[screen.name];
          if (hidden) await page.addStyleTag({ content: hidden });
          await expect(page).toHaveScreenshot(baselineFile(screen, size), {
            animations: "disabled",
            caret: "hide",
            scale: "device",
            mask: volatile(page, screen),
            maxDiffPixels: MAX_DIFF_PIXELS,
            threshold: THRESHOLD,
          });
        },
      );
  });
