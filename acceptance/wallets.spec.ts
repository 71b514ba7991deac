import { devices } from "@playwright/test";
import { APP_URL, expect, holdWalletStack, injectWallet, keptTabTest as test, WALLET_STACK_CHUNK } from "./fixtures";
import { expectOnceAfter, pauseClock, recordPath, STEP_MS, stepUntilVisible } from "./fixtures/clock";
import { expectOpenedInTap, watchDeepLinks } from "./fixtures/deep-links";
import { openSignedIn } from "./flows";

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
      // WalletConnect needs a project id: the local stack has none, so it offers no button that cannot work
      await expect(panel.getByText("WalletConnect", { exact: true })).toHaveCount(0);
      await expect(panel.getByRole("button", { name: "Connect Coinbase Wallet" })).toBeVisible();
      // the installed wallet first, marked so, with the icon it announced; every wallet has an icon
      const rows = panel.getByRole("listitem");
      await expect(rows.first()).toContainText("MetaMaskInstalled");
      await expect(rows.first().locator("img.wallet-icon")).toHaveAttribute("src", /^data:image\/svg\+xml,/);
      // the others, the wallet's own mark (@web3icons/react: drawn paths), never a letter on a tile
      for (const name of ["Coin98", "OKX", "Phantom", "Coinbase Wallet"]) {
        const icon = rows.filter({ hasText: name }).locator(".wallet-icon");
        await expect(icon).toHaveCount(1);
        await expect(icon.locator("path").first()).toBeAttached();
        await expect(icon.locator("text")).toHaveCount(0);
      }
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
      // K08 on the page's own clock, paused for the sign-in: the way to sign-up is taken 3 s after the toasts, once
      await page.clock.install();
      await recordPath(page, "sign-up", "/sign-up");
      await page.goto("/sign-in");
      await page.getByRole("button", { name: "Connect MetaMask" }).click();
      const signIn = page.getByRole("button", { name: "Sign in with wallet" });
      await expect(signIn).toBeEnabled();
      await pauseClock(page);
      await signIn.click();
      await stepUntilVisible(page, page.getByText("Dont find your account with Penta. We take you to create account page."), "the toast");
      await expect(page.getByText("Please create account first.")).toBeVisible();
      await expectOnceAfter(page, { ms: 3000, within: STEP_MS, name: "sign-up", what: "the way to sign-up" });
      await page.clock.resume();
      await expect(page).toHaveURL(/\/sign-up$/);
    },
  );

  test(
    "the wallet-login event is debounced 500 ms: a double click asks the wallet once (controlled clock)",
    { tag: ["@K06"] },
    async ({ page, users, wallet }) => {
      await users.create({ wallet });
      await injectWallet(page, wallet);
      await page.clock.install();
      await page.goto("/sign-in");
      const panel = page.getByRole("region", { name: "Wallet" });
      await panel.getByRole("button", { name: "Connect MetaMask" }).click();
      await expect(panel.getByText("Connected with MetaMask")).toBeVisible();
      let nonces = 0;
      page.on("request", (r) => void (r.url().includes("/login/nonce") && nonces++));
      const signs = () =>
        page.evaluate(() => (window as unknown as { __wallet: { requests: string[] } }).__wallet.requests.filter((m) => m === "personal_sign").length);
      await page.clock.pauseAt(Date.now() + 1000);
      await page.getByRole("button", { name: "Sign in with wallet" }).dblclick();
      await expect(page.getByRole("button", { name: "Waiting for the wallet…" })).toBeVisible(); // said at once
      await page.clock.runFor(490);
      await page.waitForTimeout(300); // real time for anything that would have started
      expect(nonces).toBe(0);
      await page.clock.runFor(20);
      await expect.poll(signs).toBe(1);
      await page.clock.resume();
      await expect(page).toHaveURL(/\/account$/);
      expect(nonces).toBe(1);
      expect(await signs()).toBe(1);
    },
  );

  test("a tap on Sign in with wallet while the wallet is being asked does nothing more: one nonce, one signature", async ({ page, users, wallet }) => {
    await users.create({ wallet });
    await injectWallet(page, wallet);
    await page.goto("/sign-in");
    const panel = page.getByRole("region", { name: "Wallet" });
    await panel.getByRole("button", { name: "Connect MetaMask" }).click();
    await expect(panel.getByText("Connected with MetaMask")).toBeVisible();
    // the nonce's answer held: the sign-in is under way until it is let through
    let nonces = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/login/nonce*", async (route) => {
      nonces++;
      await released;
      await route.continue();
    });
    await page.getByRole("button", { name: "Sign in with wallet" }).click();
    await expect.poll(() => nonces).toBe(1);
    const waiting = page.getByRole("button", { name: "Waiting for the wallet…" });
    await expect(waiting).toBeDisabled();
    await waiting.click({ force: true });
    await page.waitForTimeout(800); // past the login's debounce (500 ms): what a second tap would have sent by now
    release();
    await expect(page).toHaveURL(/\/account$/);
    expect(nonces).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { __wallet: { requests: string[] } }).__wallet.requests.filter((m) => m === "personal_sign").length),
    ).toBe(1);
  });

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

  test(
    "another wallet on an unsupported chain gets the warnings, and the same switch (the chain added first) as MetaMask on request",
    { tag: ["@ACC-T047", "@ACC-T048"] },
    async ({ page, wallet }) => {
      await injectWallet(page, wallet, { chainIdHex: "0x1", knownChains: ["0x1"], name: "OKX Wallet", rdns: "com.okex.wallet" });
      await page.goto("/sign-in");
      await page.getByRole("button", { name: "Connect OKX" }).click();
      await expect(page.getByText("We are not supporting this chain (Chain ID: 1)! Please switch chain to others (Chain IDs: 3344, 42161)")).toBeVisible();
      await expect(page.getByText("You are currently connected to an unsupported chain")).toBeVisible();
      await expect(page.getByRole("link", { name: "DOWNLOAD MetaMask" })).toHaveCount(0);
      // not switched by itself (the spec's rule is MetaMask's), but offered: the one add-and-switch
      const wallet_ = () => page.evaluate(() => (window as unknown as { __wallet: { chainId: string; added: { chainId: string }[] } }).__wallet);
      expect((await wallet_()).chainId).toBe("0x1");
      await page.getByRole("button", { name: "Switch to Penta Chain" }).click();
      await expect.poll(async () => (await wallet_()).chainId).toBe("0xd10");
      expect((await wallet_()).added.map((c) => c.chainId)).toEqual(["0xd10"]);
      await expect(page.getByText("You are currently connected to an unsupported chain")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Switch to Penta Chain" })).toHaveCount(0);
    },
  );

  test("the connected wallet: its address to copy and its balance on the product chain", { tag: ["@ACC-T054"] }, async ({ page, context, wallet }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await injectWallet(page, wallet);
    await page.goto("/sign-in");
    const panel = page.getByRole("region", { name: "Wallet" });
    await panel.getByRole("button", { name: "Connect MetaMask" }).click();
    await expect(panel.getByText(`Connected with MetaMask: ${wallet.address.slice(0, 8)}...${wallet.address.slice(-8)}`)).toBeVisible();
    // the test wallet is funded with 10,000 PC on the worker's chain
    await expect(panel.getByText("Balance on Penta Chain: 10,000 PC")).toBeVisible();
    await panel.getByRole("button", { name: "Copy the wallet address" }).click();
    // accounts-identity.md §8's copy toast, as for every copied value
    await expect(page.getByText(`Coppied ${wallet.address}`, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.address);
  });

  test("a press on the panel released outside it, after a pick, does not keep Connecting… over the connected wallet", async ({ page, wallet }) => {
    await injectWallet(page, wallet);
    // the wallet stack's code held while the panel is pressed
    const stack = await holdWalletStack(page);
    await page.goto("/sign-in");
    const panel = page.getByRole("region", { name: "Wallet" });
    await panel.getByRole("button", { name: "Connect MetaMask" }).click();
    await expect(panel.getByRole("button", { name: "Connect MetaMask" })).toHaveText("Connecting…");
    // pressed on its title, dragged off the panel and let go there: the panel hears no release
    const title = (await panel.getByRole("heading").boundingBox())!;
    await page.mouse.move(title.x + 10, title.y + title.height / 2);
    await page.mouse.down();
    await page.mouse.move(5, 5);
    await page.mouse.up();
    stack.release();
    await expect(panel.getByText("Connected with MetaMask")).toBeVisible();
    await expect(page.getByRole("button", { name: "Connect MetaMask" })).toHaveCount(0);
  });

  test("a Connect the wallet refused says so, and the focus is still on it: a keyboard player tries again with Enter", async ({ page, wallet }) => {
    await injectWallet(page, wallet, { connectRefusals: 1 });
    await page.goto("/sign-in");
    const panel = page.getByRole("region", { name: "Wallet" });
    const connect = panel.getByRole("button", { name: "Connect MetaMask" });
    await connect.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("User rejected the request.")).toBeVisible();
    await expect(connect).toHaveText("Connect");
    await expect(connect).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel.getByText("Connected with MetaMask")).toBeVisible();
  });

  test("a wallet picked in the preview that then answers no more (its extension turned off) is said not found, and offered to download", async ({
    page,
    wallet,
  }) => {
    await injectWallet(page, wallet);
    const stack = await holdWalletStack(page);
    await page.goto("/sign-in");
    const panel = page.getByRole("region", { name: "Wallet" });
    await expect(panel.getByText("Installed")).toBeVisible();
    await page.evaluate(() => (window as unknown as { __wallet: { unplug: () => void } }).__wallet.unplug());
    await panel.getByRole("button", { name: "Connect MetaMask" }).click();
    await expect(panel.getByRole("button", { name: "Connect MetaMask" })).toHaveText("Connecting…");
    stack.release();
    await expect(page.getByText("MetaMask was not found in this browser. Check that it is installed and turned on, then reload the page.")).toBeVisible({
      timeout: 15_000,
    });
    // the focus went on from its Connect to its DOWNLOAD
    await expect(panel.getByRole("link", { name: "DOWNLOAD MetaMask" })).toBeFocused();
    await expect(panel.getByText("Connecting…")).toHaveCount(0);
  });

  test("the wallets' code gone from the site (a new release renamed it): the panel says a new version is out, and Reload the page loads it", async ({
    page,
    wallet,
    pageHealth,
  }) => {
    pageHealth.expect(/status of 404/);
    await injectWallet(page, wallet);
    await page.goto("/sign-in");
    await expect(page.getByRole("button", { name: "ENTER" })).toBeEnabled();
    const panelCode = /\/assets\/wallet-sign-in-panel-[^/]*\.js$/;
    await page.route(panelCode, (route) => route.fulfill({ status: 404, contentType: "text/html", body: "Not Found" }));
    const panel = page.getByRole("region", { name: "Wallet" });
    await panel.getByRole("button", { name: "Connect MetaMask" }).click();
    await expect(panel.getByRole("alert")).toHaveText("A new version of Penta is out. Reload the page to use it.");
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
    // the new release's files are there: the page, reloaded, loads them
    await page.unroute(panelCode);
    await panel.getByRole("button", { name: "Reload the page" }).click();
    await page.waitForLoadState("load");
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByRole("region", { name: "Wallet" }).getByRole("button", { name: "Connect MetaMask" }).click();
    await expect(page.getByRole("region", { name: "Wallet" }).getByText("Connected with MetaMask")).toBeVisible();
  });

  test("offline, a Connect says the wallets could not be loaded, on the panel alone, with Try again; back online, a Connect loads them and connects", async ({
    page,
    context,
    wallet,
    pageHealth,
  }) => {
    pageHealth.expect(/net::ERR_INTERNET_DISCONNECTED/);
    await injectWallet(page, wallet);
    await page.goto("/sign-in");
    await expect(page.getByRole("button", { name: "ENTER" })).toBeEnabled();
    // the wallet stack's code is not on the device (a route keeps it out of the browser's cache too)
    await page.route(WALLET_STACK_CHUNK, (route) => route.abort("internetdisconnected"));
    await context.setOffline(true);
    // the panel's own code, asked for again by Try again
    const asked: string[] = [];
    page.on("request", (r) => /\/assets\/wallet-sign-in-panel-[^/]*\.js$/.test(r.url()) && asked.push(r.url()));
    const panel = page.getByRole("region", { name: "Wallet" });
    const failed = panel.getByRole("alert").filter({ hasText: "The wallets could not be loaded. You are offline. Try again when the connection is back." });
    await panel.getByRole("button", { name: "Connect MetaMask" }).click();
    await expect(failed).toBeVisible();
    // the page stays: the sign-in form is there, not the route's error page
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "ENTER" })).toBeEnabled();
    // nothing says it is still connecting, and focus did not fall to the page
    await expect(panel.getByRole("button", { name: "Connect MetaMask" })).toHaveText("Connect");
    await expect(panel.getByRole("button", { name: "Connect MetaMask" })).toBeEnabled();
    expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
    // Try again asks for the code again (still offline: said again)
    const before = asked.length;
    await panel.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => asked.length).toBeGreaterThan(before);
    // the focus went on to the first wallet with Try again (which went with the failure)
    await expect(panel.getByRole("button", { name: "Connect MetaMask" })).toBeFocused();
    await expect(failed).toBeVisible();
    // back online, a Connect is its own Try again
    await context.setOffline(false);
    await page.unroute(WALLET_STACK_CHUNK);
    await panel.getByRole("button", { name: "Connect MetaMask" }).click();
    await expect(panel.getByText("Connected with MetaMask")).toBeVisible();
    await expect(failed).toHaveCount(0);
  });
});

test.describe("the wallet variant of sign-up (accounts-identity.md §2, §3)", () => {
  test("connect, sign the fixed phrase (in an EIP-4361 message for this site, with a nonce), no email: the placeholder address at the email-wallet provider; then wallet sign-in", async ({
    page,
    captcha,
    wallet,
  }) => {
    await injectWallet(page, wallet);
    const sent: Record<string, string>[] = [];
    await page.route("**/api/sign-up", async (route) => {
      sent.push(route.request().postDataJSON() as Record<string, string>);
      await route.fallback();
    });
    await page.goto("/sign-up");
    await page.getByRole("region", { name: "Wallet" }).getByRole("button", { name: "Connect MetaMask" }).click();
    await page.getByRole("button", { name: "Sign with wallet" }).click();
    await expect(page.getByText("Signed up with wallet")).toBeVisible();
    const username = `w${Date.now().toString(36)}`;
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password", { exact: true }).fill("wallet-password");
    await expect(page.getByLabel("Email (optional)")).toHaveValue("");
    await page.getByLabel("Captcha", { exact: true }).fill(await captcha.answer(page));
    await page.evaluate(() => localStorage.setItem("follow_twitter_completed", "true"));
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByText("Thanks for registering! You can now sign in with your wallet.")).toBeVisible();
    // K13's fixed phrase is the statement of a message bound to this site, the wallet and a nonce of the server's
    const host = new URL(page.url()).host;
    expect(sent[0]?.mm_message).toMatch(
      new RegExp(
        `^${host.replace(/[.]/g, "\\.")} wants you to sign in with your Ethereum account:\\n${wallet.address}\\n\\nSign up to Penta\\n\\nURI: http://${host.replace(/[.]/g, "\\.")}\\nVersion: 1\\nChain ID: 3344\\nNonce: [0-9a-f]{24}\\nIssued At: `,
      ),
    );
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByRole("button", { name: "Sign in with wallet" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("form", { name: "Profile" }).getByLabel("Email")).toHaveValue(`${wallet.address.toLowerCase()}@ethermail.io`);
  });

  test("a signature the server no longer takes (its 5 minutes past): the toast says so, Sign with wallet is back, and a new signature signs up with the form as it was", async ({
    page,
    captcha,
    wallet,
    pageHealth,
  }) => {
    pageHealth.expect(/status of 422/);
    await injectWallet(page, wallet);
    const expired = "The sign-up message has expired. Please sign again.";
    const messages: string[] = [];
    await page.route("**/api/sign-up", async (route) => {
      messages.push((route.request().postDataJSON() as { mm_message: string }).mm_message);
      // the first try is answered as the server answers a message signed more than 5 minutes ago
      if (messages.length === 1)
        return route.fulfill({ status: 422, json: { status: false, message: expired, errors: [{ path: "mm_signature", message: expired }] } });
      await route.fallback();
    });
    await page.goto("/sign-up");
    await page.getByRole("region", { name: "Wallet" }).getByRole("button", { name: "Connect MetaMask" }).click();
    await page.getByRole("button", { name: "Sign with wallet" }).click();
    await expect(page.getByText("Signed up with wallet")).toBeVisible();
    const username = `w${Date.now().toString(36)}x`;
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password", { exact: true }).fill("wallet-password");
    await page.getByLabel("Captcha", { exact: true }).fill(await captcha.answer(page));
    await page.evaluate(() => localStorage.setItem("follow_twitter_completed", "true"));
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByText(expired)).toBeVisible();
    await expect(page.getByText("Signed up with wallet")).toHaveCount(0);
    await expect(page.getByLabel("Username")).toHaveValue(username);
    await page.getByRole("button", { name: "Sign with wallet" }).click();
    await expect(page.getByText("Signed up with wallet")).toBeVisible();
    // every answered try takes a new captcha (K03)
    await page.getByLabel("Captcha", { exact: true }).fill(await captcha.answer(page));
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByText("Thanks for registering! You can now sign in with your wallet.")).toBeVisible();
    expect(messages).toHaveLength(2);
    expect(messages[1]).not.toBe(messages[0]);
  });
});

test.describe("the wallet list on a phone (no wallet extension: wallets are apps)", () => {
  const { defaultBrowserType: _chromium, ...pixel7 } = devices["Pixel 7"];
  test.use(pixel7);

  test("each wallet opens this page in its own app's browser, or offers DOWNLOAD when it has none; each has its icon; the preview lists the same rows as the panel that replaces it", async ({
    page,
  }) => {
    await page.goto("/sign-in?redirectUrl=%2Fmine");
    const panel = page.getByRole("region", { name: "Wallet" });
    const page_ = new URL(page.url());
    const links: [string, string][] = [
      ["MetaMask", `https://link.metamask.io/dapp/${page_.host}/sign-in?redirectUrl=%2Fmine`],
      ["OKX", `https://web3.okx.com/download?deeplink=${encodeURIComponent(`okx://wallet/dapp/url?dappUrl=${encodeURIComponent(page_.href)}`)}`],
      ["Phantom", `https://phantom.app/ul/browse/${encodeURIComponent(page_.href)}?ref=${encodeURIComponent(page_.origin)}`],
    ];
    const rowsNow = () => panel.getByRole("listitem").evaluateAll((items) => items.map((li) => li.textContent));
    const check = async () => {
      for (const [name, href] of links) await expect(panel.getByRole("link", { name: `Open in ${name}` })).toHaveAttribute("href", href);
      // Coin98 has no in-app-browser link, and without WalletConnect (no project id here) it is DOWNLOAD
      await expect(panel.getByRole("link", { name: "DOWNLOAD Coin98" })).toHaveAttribute("href", "https://coin98.com/wallet");
      await expect(panel.getByRole("link", { name: /^DOWNLOAD (MetaMask|OKX|Phantom)$/ })).toHaveCount(0);
      for (const name of ["Coin98", "MetaMask", "OKX", "Phantom"])
        await expect(panel.getByRole("listitem").filter({ hasText: name }).locator(".wallet-icon")).toHaveCount(1);
    };
    // the preview (before the wallet stack): the rows it will keep
    await check();
    const preview = await rowsNow();
    // the wallet stack loads on a tap; the real panel takes the preview's place with the same rows
    await panel.getByRole("heading").tap();
    await expect(page.locator(".deferred-wallet-panel:not([hidden])")).toHaveCount(1);
    await check();
    expect(await rowsNow()).toEqual(preview);
  });

  test("the iPhone rule: each wallet app's link is opened by the tap itself, while its activation is active", async ({ page, user }) => {
    await watchDeepLinks(page);
    for (const name of ["MetaMask", "OKX", "Phantom"]) {
      await page.goto("/sign-in");
      await expectOpenedInTap(page, page.getByRole("region", { name: "Wallet" }).getByRole("link", { name: `Open in ${name}` }));
    }
    await openSignedIn(page, user, "/account");
    await page.getByRole("button", { name: "Connect Tron wallet" }).tap();
    await expectOpenedInTap(page, page.getByRole("link", { name: "Open in TronLink" }));
  });

  test("Tron on a phone without TronLink: the page opens in TronLink's browser, or TronLink is downloaded", async ({ page, user }) => {
    await openSignedIn(page, user, "/account");
    await page.getByRole("button", { name: "Connect Tron wallet" }).tap();
    await expect(page.getByText("TronLink was not found in this browser.", { exact: false })).toBeVisible();
    const request = { url: page.url(), action: "open", protocol: "tronlink", version: "1.0" };
    await expect(page.getByRole("link", { name: "Open in TronLink" })).toHaveAttribute(
      "href",
      `tronlinkoutside://pull.activity?param=${encodeURIComponent(JSON.stringify(request))}`,
    );
    await expect(page.getByRole("link", { name: "Download TronLink" })).toHaveAttribute("href", "https://www.tronlink.org/");
  });

  test("inside a wallet's own browser (its provider injected) the wallet connects as on a computer", async ({ page, users, wallet }) => {
    await users.create({ wallet });
    await injectWallet(page, wallet);
    await page.goto("/sign-in");
    const panel = page.getByRole("region", { name: "Wallet" });
    await panel.getByRole("button", { name: "Connect MetaMask" }).tap();
    await expect(panel.getByText("Connected with MetaMask")).toBeVisible();
    await page.getByRole("button", { name: "Sign in with wallet" }).tap();
    await expect(page).toHaveURL(/\/account$/);
  });

  test("a touch loads nothing until its tap; the tap is answered at once: the row says Connecting… and the others wait while the wallet stack loads, then the wallet connects", async ({
    page,
    users,
    wallet,
  }) => {
    await users.create({ wallet });
    await injectWallet(page, wallet);
    // the wallet stack's code held until the tap's answer has been seen
    const stack = await holdWalletStack(page);
    await page.goto("/sign-in");
    const panel = page.getByRole("region", { name: "Wallet" });
    await expect(panel.getByRole("heading", { name: "Connect your wallet to login" })).toBeVisible();
    // a thumb on Connect: its load's work would run between the touch and the tap
    const connect = panel.getByRole("button", { name: "Connect MetaMask" });
    await connect.scrollIntoViewIfNeeded();
    const box = (await connect.boundingBox())!;
    const input = await page.context().newCDPSession(page);
    await input.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }] });
    // two frames and a moment: what a touch started would have asked for by then (and the thumb is
    // lifted long before a long press)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.waitForTimeout(100);
    expect(stack.asked()).toBe(false);
    // lifted: the tap
    await input.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect.poll(() => stack.asked()).toBe(true); // the tap asked for the stack, and it is not there yet
    await expect(panel.getByRole("button", { name: "Connect MetaMask" })).toHaveText("Connecting…");
    await expect(panel.getByRole("button", { name: "Connect MetaMask" })).toBeDisabled();
    await expect(panel.getByRole("button", { name: "Connect Coinbase Wallet" })).toBeDisabled();
    // a second tap, on another wallet, does nothing (the buttons keep focus while they wait, so they only say they wait)
    await panel.getByRole("button", { name: "Connect Coinbase Wallet" }).tap({ force: true });
    await expect(panel.getByRole("button", { name: "Connect MetaMask" })).toHaveText("Connecting…");
    stack.release();
    await expect(panel.getByText("Connected with MetaMask")).toBeVisible();
  });
});
