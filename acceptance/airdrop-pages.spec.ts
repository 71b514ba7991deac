import { expect, injectWallet, keptTabTest as test } from "./fixtures";

// airdrop-campaigns.md §2 (Airdrop Terms and Conditions, Add-chain page, Community First Programme), §9

test.describe("the airdrop's static pages", () => {
  test("the airdrop terms: the excluded residents and the KYC clause; linked from the home page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Airdrop terms and conditions" }).first().click();
    await expect(page).toHaveURL(/\/airdrop-terms-and-conditions$/);
    await expect(page.getByRole("heading", { level: 1, name: "Airdrop Terms and Conditions" })).toBeVisible();
    await expect(page.getByRole("listitem")).toContainText(["United States", "Russia", "Iran", "Cuba", "Crimea", "Donetsk", "Luhansk", "North Korea", "Syria"]);
    await expect(page.getByText("KYC could be required before tokens are distributed.")).toBeVisible();
  });

  test("the Community First Programme: snapshot, multipliers, APYs, hero prices and the rules", { tag: ["@K25"] }, async ({ page }) => {
    await page.goto("/airdrop-terms-and-conditions");
    await page.getByRole("link", { name: "Community First Programme" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Community First Programme" })).toBeVisible();
    await expect(page.getByText("Snapshot on 23 December 2024, 14:00 UTC.")).toBeVisible();
    await expect(page.getByText("Standard holders: up to 1.5x tokens in three months (600% APY).")).toBeVisible();
    await expect(page.getByText("NFT holders: up to 4x in three months (1200% APY).")).toBeVisible();
    await expect(page.getByText("Hero NFT: 240 ARB or 400 PEN")).toBeVisible();
    await expect(page.getByText("Legendary Hero NFT: 1 ETH or 10K PEN")).toBeVisible();
    await expect(page.getByText("Your $PEN balance must not fall below the snapshot amount during the programme.")).toBeVisible();
    await expect(page.getByText("Your wallets must be linked to your account.")).toBeVisible();
  });
});

test.describe("the add-chain page /addrpc", () => {
  test(
    "ADD TO METAMASK adds chain 3344 to a MetaMask that does not know it, switches, checks, then 'ADDED TO METAMASK'",
    { tag: ["@AIR-T009", "@AIR-T010"] },
    async ({ page, wallet }) => {
      await injectWallet(page, wallet, { chainIdHex: "0x1", knownChains: ["0x1"] });
      await page.goto("/wallet");
      await page.getByRole("link", { name: "Add Penta Chain to your wallet" }).click();
      await expect(page).toHaveURL(/\/addrpc$/);
      await expect(page.getByRole("img", { name: /QR code of http:\/\/127\.0\.0\.1:\d+\/addrpc/ })).toBeVisible();
      await expect(page.getByRole("link", { name: "Android APK" })).toHaveAttribute("href", /\.apk$/);
      await expect(page.getByRole("link", { name: "iOS App Store" })).toHaveAttribute("href", "/__dev/app-store"); // the local stack's stand-in
      const facts = page.locator(".info-list");
      await expect(facts).toContainText("3344 / 0xd10");
      await expect(facts).toContainText("PC");
      await expect(facts).toContainText("18");
      await expect(facts).toContainText(/\/rpc/);
      await page.getByRole("button", { name: "ADD TO METAMASK" }).click();
      await expect(page.getByRole("button", { name: "ADDED TO METAMASK" })).toBeDisabled();
      const asked = await page.evaluate(
        () =>
          (window as unknown as { __wallet: { requests: string[]; added: { chainId: string; nativeCurrency: { symbol: string } }[]; chainId: string } })
            .__wallet,
      );
      expect(asked.requests).toEqual(expect.arrayContaining(["wallet_switchEthereumChain", "wallet_addEthereumChain", "eth_chainId"]));
      expect(asked.added[0]).toMatchObject({ chainId: "0xd10", nativeCurrency: { symbol: "PC" } });
      expect(asked.chainId).toBe("0xd10");
    },
  );

  test("without an injected wallet: DOWNLOAD METAMASK", { tag: ["@AIR-T011"] }, async ({ page }) => {
    await page.goto("/addrpc");
    await expect(page.getByRole("link", { name: "DOWNLOAD METAMASK" })).toHaveAttribute("href", "https://metamask.io/download/");
    await expect(page.getByRole("button", { name: "ADD TO METAMASK" })).toHaveCount(0);
  });

  test("on Android without 'redirected' the app's deep link /addrpc?redirected=1 is opened, once", { tag: ["@K26"] }, async ({ browser }) => {
    const android = await browser.newContext({
      userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36",
    });
    const page = await android.newPage();
    const navigations: string[] = [];
    page.on(
      "request",
      (r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && navigations.push(new URL(r.url()).pathname + new URL(r.url()).search),
    );
    await page.goto("/addrpc");
    await expect(page).toHaveURL(/\/addrpc\?redirected=1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Add Penta Chain" })).toBeVisible();
    await page.waitForTimeout(500); // and it stays: no second deep link
    expect(navigations).toEqual(["/addrpc", "/addrpc?redirected=1"]);
    // reached inside the app (the wallet page's link), the page itself opens the link, once
    await page.goto("/wallet");
    // the APK confirm is on screen from HTML (the snapshot's); the app's own takes Escape once it runs
    await expect(page.locator("#root")).not.toHaveAttribute("inert");
    await page.getByRole("dialog", { name: "Download the Android app?" }).press("Escape");
    await page.getByRole("link", { name: "Add Penta Chain to your wallet" }).click();
    await expect(page).toHaveURL(/\/addrpc\?redirected=1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Add Penta Chain" })).toBeVisible();
    await page.waitForTimeout(500);
    expect(navigations).toEqual(["/addrpc", "/addrpc?redirected=1", "/wallet", "/addrpc?redirected=1"]);
    await android.close();
  });
});
