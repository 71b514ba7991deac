import { readRouteTable } from "../scripts/lib/route-table";
import { expect, keptTabTest as test } from "./fixtures";

// Issue: "Every page works from 360 px to desktop, by keyboard, with labelled controls."
test.describe("every public page at 360 px: no sideways scroll, named controls, visible keyboard focus (public-pages-mining.md §2)", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  // every page a route declares prerendered (its staticData), as the build served here read them
  const pages = readRouteTable("dist")?.plan.pages ?? [];
  test("the build's route table lists the public pages", () => expect(pages.length).toBeGreaterThan(40));
  for (const path of pages)
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/Penta/);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), "page width").toBeLessThanOrEqual(360);

      // every control a visitor can reach has a name
      const unnamed = await page.evaluate(() => {
        const name = (el: Element): string => {
          const labelledBy = el.getAttribute("aria-labelledby");
          const byIds = labelledBy
            ? labelledBy
                .split(/\s+/)
                .map((id) => document.getElementById(id)?.textContent ?? "")
                .join(" ")
            : "";
          const labels =
            el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
              ? [...(el.labels ?? [])].map((l) => l.textContent).join(" ")
              : "";
          const images = [...el.querySelectorAll("img[alt]")].map((i) => i.getAttribute("alt")).join(" ");
          return [el.getAttribute("aria-label"), byIds, labels, el.textContent, images, el.getAttribute("title")].join(" ").trim();
        };
        return [...document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, [role=button], summary")]
          .filter((el) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === "fixed")
          .filter((el) => !name(el))
          .map((el) => el.outerHTML.slice(0, 120));
      });
      expect(unnamed, "controls without a name").toEqual([]);

      // the keyboard reaches the page's controls, and focus is visible on each
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(() => {
          const el = document.activeElement!;
          const style = getComputedStyle(el);
          return { tag: el.tagName, visible: style.boxShadow !== "none" || (style.outlineStyle !== "none" && style.outlineWidth !== "0px") };
        });
        expect(focus.tag, "focus lands on a control").not.toBe("BODY");
        expect(focus.visible, `focus ring on ${focus.tag}`).toBe(true);
      }
    });
});
