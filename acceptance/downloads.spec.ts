import { expect, keptTabTest as test } from "./fixtures";

const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

test.describe("brand kit and wallet download (public-pages-mining.md §2, K35, K36)", () => {
  test("brand kit: every item offers a real 256x256 PNG and a 32x32 SVG; the full kit is one zip", { tag: ["@K35"] }, async ({ page, request }) => {
    await page.goto("/brand-kit");
    for (const name of ["Token icon", "Primary logo", "Alternative logo", "Icon based logo", "Chain token", "Badges, set 1", "Badges, set 2"]) {
      const png = page.getByRole("link", { name: `${name}: PNG 256x256` });
      const svg = page.getByRole("link", { name: `${name}: SVG 32x32` });
      await expect(png).toHaveAttribute("download", "");
      // the page previews the vector: light on a phone, sharp at any size
      await expect(page.getByRole("img", { name, exact: true })).toHaveAttribute("src", /-32\.svg$/);
      const pngBody = await (await request.get(new URL((await png.getAttribute("href"))!, page.url()).href)).body();
      expect(pngBody.subarray(1, 4).toString()).toBe("PNG");
      expect([pngBody.readUInt32BE(16), pngBody.readUInt32BE(20)]).toEqual([256, 256]);
      const svgBody = await (await request.get(new URL((await svg.getAttribute("href"))!, page.url()).href)).text();
      expect(svgBody).toMatch(/<svg[^>]*width="32"[^>]*height="32"/);
    }
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download the full kit (zip)" }).click()]);
    const zip = await (await request.get(download.url())).body();
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    const end = zip.subarray(zip.length - 22);
    expect(end.readUInt32LE(0)).toBe(0x06054b50);
    expect(end.readUInt16LE(10)).toBe(14);
  });

  test("an Android phone gets the APK confirm modal, and the six-step install help", { tag: ["@K36"] }, async ({ browser }) => {
    const context = await browser.newContext({ userAgent: ANDROID, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/wallet");
    const confirm = page.getByRole("dialog", { name: "Download the Android app?" });
    await expect(confirm).toBeVisible();
    // from HTML first (the snapshot's); the app's own takes the clicks once it runs
    await expect(page.locator("#root")).not.toHaveAttribute("inert");
    await expect(confirm.getByRole("link", { name: "Download APK" })).toHaveAttribute("href", /\.apk$/);
    await confirm.getByRole("button", { name: "How to install" }).click();
    await expect(page.getByRole("dialog", { name: "How to install the APK" }).getByRole("listitem")).toHaveCount(6);
    await context.close();
  });

  test(
    "an iPhone is sent to the App Store (the local stack's stand-in: no app that does not exist); a desktop stays and sees both links",
    { tag: ["@K36"] },
    async ({ browser, page }) => {
      const context = await browser.newContext({ userAgent: IPHONE });
      const phone = await context.newPage();
      await phone.goto("/wallet");
      await expect(phone).toHaveURL(/\/__dev\/app-store$/);
      await expect(phone.getByRole("heading", { name: "Penta Wallet on the App Store (local stand-in)" })).toBeVisible();
      await context.close();
      await page.goto("/wallet");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Android APK" })).toBeVisible();
      await expect(page.getByRole("link", { name: "App Store" })).toBeVisible();
    },
  );
});
