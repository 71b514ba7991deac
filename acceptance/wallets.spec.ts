import { APP_URL, expect, injectWallet, test } from "./fixtures";

test.describe("wallet sign-in with an EIP-4361 message (accounts-identity.md §2, §4)", () => {
  test(
    "a player connects MetaMask, signs the message and is signed in; missing wallets offer DOWNLOAD",
    { tag: ["@ACC-T064", "@ACC-T072", "@K12", "@K13"] },
    async ({ page, users, wallet }) => {
      const player = await users.create({ wallet });
      await injectWallet(page, wallet);
      await page.goto("/sign-in");
      const panel = page.getByRole("region", { name: "Wallet" });
      await expect(panel.getByRole("heading", { name: "Connect your wallet to login" })).toBeVisible();
      await panel.hover(); // the wallet stack loads on intent
      for (const name of ["Coin98", "OKX", "Phantom"]) await expect(panel.getByRole("link", { name: `DOWNLOAD ${name}` })).toHaveText("DOWNLOAD");
      await expect(panel.getByRole("link", { name: "DOWNLOAD Coin98" })).toHaveAttribute("href", "https://coin98.com/wallet");
      await expect(panel.getByText("WalletConnect", { exact: true })).toBeVisible();
      await expect(panel.getByRole("button", { name: "Connect Coinbase Wallet" })).toBeVisible();
      await panel.getByRole("button", { name: "Connect MetaMask" }).click();
      await expect(panel.getByText("Connected with MetaMask")).toBeVisible();
      await page.getByRole("button", { name: "Sign in with wallet" }).click();
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByText(player.username, { exact: true }).first()).toBeVisible();
      const requests = await page.evaluate(() => (window as unknown as { __wallet: { requests: string[] } }).__wallet.requests);
      expect(requests).toContain("personal_sign");
    },
  );

  test(
    "a wallet without an account: 'Please create account first.', then sign-up after 3 seconds",
    { tag: ["@ACC-T055", "@ACC-T056", "@K08"] },
    async ({ page, wallet }) => {
      await injectWallet(page, wallet);
      await page.goto("/sign-in");
      await page.getByRole("button", { name: "Connect MetaMask" }).click();
      await page.getByRole("button", { name: "Sign in with wallet" }).click();
      await expect(page.getByText("Please create account first.")).toBeVisible();
      await expect(page.getByText("Dont find your account with Penta. We take you to create account page.")).toBeVisible();
      const shownAt = Date.now();
      await expect(page).toHaveURL(/\/sign-up$/, { timeout: 6000 });
      expect(Date.now() - shownAt).toBeGreaterThan(2000);
    },
  );

  test("MetaMask on an unsupported chain gets chain 3344 added and is switched to it", { tag: ["@K12"] }, async ({ page, users, wallet }) => {
    await users.create({ wallet });
    await injectWallet(page, wallet, { chainIdHex: "0x1", knownChains: ["0x1"] });
    await page.goto("/sign-in");
    await page.getByRole("button", { name: "Connect MetaMask" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __wallet: { chainId: string } }).__wallet.chainId)).toBe("0xd10");
    const added = await page.evaluate(
      () =>
        (window as unknown as { __wallet: { added: { chainId: string; nativeCurrency: { symbol: string; decimals: number }; rpcUrls: string[] }[] } }).__wallet
          .added,
    );
    expect(added[0]).toMatchObject({ chainId: "0xd10", nativeCurrency: { symbol: "PC", decimals: 18 } });
    expect(added[0].rpcUrls[0]).toBe(`${APP_URL}/rpc`);
    await expect(page.getByText("You are currently connected to an unsupported chain")).toHaveCount(0);
    await page.getByRole("button", { name: "Sign in with wallet" }).click();
    await expect(page).toHaveURL(/\/account$/);
  });

  test("another wallet on an unsupported chain gets the warnings", { tag: ["@ACC-T047", "@ACC-T048"] }, async ({ page, wallet }) => {
    await injectWallet(page, wallet, { chainIdHex: "0x1", knownChains: ["0x1"], name: "OKX Wallet", rdns: "com.okex.wallet" });
    await page.goto("/sign-in");
    await page.getByRole("button", { name: "Connect OKX" }).click();
    await expect(page.getByText("We are not supporting this chain (Chain ID: 1)! Please switch chain to others (Chain IDs: 3344, 42161)")).toBeVisible();
    await expect(page.getByText("You are currently connected to an unsupported chain")).toBeVisible();
    await expect(page.getByRole("link", { name: "DOWNLOAD MetaMask" })).toHaveCount(0);
  });
});

test.describe("the wallet variant of sign-up (accounts-identity.md §2, §3)", () => {
  test("connect, sign the fixed phrase, no email: the placeholder address at the email-wallet provider; then wallet sign-in", async ({
    page,
    captcha,
    wallet,
  }) => {
    await injectWallet(page, wallet);
    await page.goto("/sign-up");
    await page.getByRole("region", { name: "Wallet" }).getByRole("button", { name: "Connect MetaMask" }).click();
    await page.getByRole("button", { name: "Sign with wallet" }).click();
    await expect(page.getByText("Signed up with wallet")).toBeVisible();
    const username = `w${Date.now().toString(36)}`;
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password", { exact: true }).fill("wallet-password");
    await expect(page.getByLabel("Email (optional)")).toHaveValue("");
    await page.getByLabel("Captcha").fill(await captcha.answer(page));
    await page.evaluate(() => localStorage.setItem("follow_twitter_completed", "true"));
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByText("Thanks for registering! You can now sign in with your wallet.")).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByRole("button", { name: "Sign in with wallet" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("form", { name: "Profile" }).getByLabel("Email")).toHaveValue(`${wallet.address.toLowerCase()}@ethermail.io`);
  });
});
