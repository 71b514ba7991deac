import type { Page } from "@playwright/test";
import { tonWallet, tronAccount } from "../mocks/testing/wallets";
import { randomUUID } from "node:crypto";
import { injectTonWallet, injectTronLink } from "./fixtures/chain-wallets";
import { expect, injectWallet, keptTabTest as test } from "./fixtures";
import { expectDoubleTapActsOnce, holdWrite, loseFirstAnswer } from "./fixtures/held-write";
import { expectBindRefusal, openSignedIn, signIn } from "./flows";

const short = (a: string) => `${a.slice(0, 8)}...${a.slice(-8)}`;

test.describe("binding wallets on /account (accounts-identity.md §2, §4, §8)", () => {
  test(
    "an EVM wallet: connect, and 1 s later sign and bind; 'MetaMask Account Bound!'",
    { tag: ["@ACC-T041", "@K10", "@K13"] },
    async ({ page, users, wallet }) => {
      const a = await users.create();
      await injectWallet(page, wallet);
      await page.goto("/sign-in");
      await signIn(page, a.username, a.password);
      await expect(page).toHaveURL(/\/account$/);
      const wallets = page.getByRole("region", { name: "Wallets" });
      const bind = page.waitForRequest((r) => r.url().endsWith("/api/v1/user/bind_metamask"));
      await wallets.getByRole("button", { name: "Connect MetaMask" }).click();
      await expect(page.getByText("MetaMask Account Bound!")).toBeVisible();
      await expect(wallets.getByText(short(wallet.address.toLowerCase()))).toBeVisible();
      // K13: the signed message carries the current Unix time in seconds, with this site, this
      // account and a nonce the backend issued for it (openapi/user.yaml, bindMetamask)
      const { message } = (await bind).postDataJSON() as { message: string };
      const m = /^(\S+) asks you to bind this wallet to the Penta account (\S+)\.\n\nNonce: ([0-9a-f]{24})\nIssued At: (\d+)$/.exec(message);
      expect(m?.slice(1, 3)).toEqual([new URL(page.url()).host, a.username]);
      expect(Math.abs(Number(m![4]) - Date.now() / 1000)).toBeLessThan(60);
      await expect(page.getByRole("definition").filter({ hasText: short(wallet.address.toLowerCase()) })).toBeVisible();
    },
  );

  test("a Connect pressed while the wallet stack arrives is carried out: the panel does not swap under a press", async ({ page, users, wallet }) => {
    const { connect, stack } = await accountWithPreview(page, await users.create(), wallet);
    // pointing at the panel loads the wallet stack; the press starts before it is there and ends after
    await connect.hover();
    await page.mouse.down();
    await stack;
    await page.waitForTimeout(500);
    await page.mouse.up();
    await expect(page.getByText("MetaMask Account Bound!")).toBeVisible();
  });

  test("a keyboard player on the preview's Connect keeps the focus on Connect when the wallet stack arrives", async ({ page, users, wallet }) => {
    const { connect, stack } = await accountWithPreview(page, await users.create(), wallet);
    await connect.focus(); // focusing the panel loads the wallet stack
    await stack;
    await expect(page.getByRole("region", { name: "Wallets" }).getByText("Installed", { exact: true })).toBeVisible(); // the real panel: it knows what is installed
    await expect(connect).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("MetaMask Account Bound!")).toBeVisible();
  });

  test("a wallet bound to another account: the server's message, kept beside the binding after the toast", async ({ page, users, wallet }) => {
    await users.create({ wallet });
    const a = await users.create();
    await injectWallet(page, wallet);
    await page.goto("/sign-in");
    await signIn(page, a.username, a.password);
    const wallets = page.getByRole("region", { name: "Wallets" });
    await wallets.getByRole("button", { name: "Connect MetaMask" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "This wallet is already bound to another account" })).toBeVisible();
    await expect(wallets.getByRole("alert")).toHaveText("This wallet is already bound to another account");
    // the toast goes; the reason stays where the binding is
    await page.getByRole("listitem").filter({ hasText: "This wallet is already bound to another account" }).getByRole("button", { name: /close/i }).click();
    await expect(wallets.getByRole("alert")).toHaveText("This wallet is already bound to another account");
  });

  test("unbind a wallet after a confirmation: the account shows none bound everywhere, and the wallet can be bound again", async ({ page, users, wallet }) => {
    const a = await users.create({ wallet });
    await injectWallet(page, wallet);
    await openSignedIn(page, a, "/account");
    const wallets = page.getByRole("region", { name: "Wallets" });
    await expect(wallets.getByText(short(wallet.address.toLowerCase()))).toBeVisible();
    await wallets.getByRole("button", { name: "Unbind EVM wallet" }).click();
    const confirm = page.getByRole("dialog", { name: "Unbind this EVM wallet?" });
    await expect(confirm.getByText(`${wallet.address.toLowerCase()} will no longer be bound to your account.`)).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(wallets.getByText(short(wallet.address.toLowerCase()))).toBeVisible();
    await wallets.getByRole("button", { name: "Unbind EVM wallet" }).click();
    await confirm.getByRole("button", { name: "Yes, unbind" }).click();
    await expect(page.getByText("Wallet unbound")).toBeVisible();
    await expect(confirm).toBeHidden();
    // one state: the profile's row and the wallet panel agree
    await expect(page.getByText("None bound yet")).toBeVisible();
    await expect(wallets.getByRole("button", { name: "Unbind EVM wallet" })).toHaveCount(0);
    // bound again with a new signature
    await wallets.getByRole("button", { name: "Connect MetaMask" }).click();
    await expect(page.getByText("MetaMask Account Bound!")).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: short(wallet.address.toLowerCase()) })).toBeVisible();
  });

  test("a wallet bound here, then unbound: it stays connected, and the wallet is not asked to bind it again until Sign and bind", async ({
    page,
    users,
    wallet,
  }) => {
    const a = await users.create();
    await injectWallet(page, wallet);
    await page.clock.install();
    await openSignedIn(page, a, "/account");
    const wallets = page.getByRole("region", { name: "Wallets" });
    await wallets.getByRole("button", { name: "Connect MetaMask" }).click();
    await expect(page.getByText("MetaMask Account Bound!")).toBeVisible();
    const nonces: string[] = [];
    page.on("request", (r) => r.url().endsWith("/api/v1/user/bind_nonce") && nonces.push(r.url()));
    await wallets.getByRole("button", { name: "Unbind EVM wallet" }).click();
    await page.getByRole("dialog", { name: "Unbind this EVM wallet?" }).getByRole("button", { name: "Yes, unbind" }).click();
    await expect(page.getByText("Wallet unbound")).toBeVisible();
    const again = wallets.getByRole("button", { name: "Sign and bind" });
    await expect(again).toBeVisible();
    // well past the 1 s after a connect: nothing is signed nor bound by itself
    await page.clock.runFor(3_000);
    await expect(page.getByText("None bound yet")).toBeVisible();
    expect(nonces).toEqual([]);
    await again.click();
    await expect(page.getByText("MetaMask Account Bound!")).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: short(wallet.address.toLowerCase()) })).toBeVisible();
    expect(nonces).toHaveLength(1);
  });

  test(
    "a double tap on Connect MetaMask binds once: one bind request, 'Waiting for the wallet…' while it is sent, 'MetaMask Account Bound!' with no failure, and the wallet bound after a reload",
    { tag: ["@ACC-T041"] },
    async ({ page, users, wallet }) => {
      const a = await users.create();
      await injectWallet(page, wallet);
      await openSignedIn(page, a, "/account");
      const wallets = page.getByRole("region", { name: "Wallets" });
      await expectDoubleTapActsOnce(page, {
        path: "/api/v1/user/bind_metamask",
        tap: wallets.getByRole("button", { name: "Connect MetaMask" }),
        busy: wallets.getByRole("button", { name: "Waiting for the wallet…" }),
        done: page.getByText("MetaMask Account Bound!"),
        failure: page.getByText("There was an issue binding your MetaMask account."),
      });
      await expect(page.getByRole("definition").filter({ hasText: short(wallet.address.toLowerCase()) })).toBeVisible();
      await expect(page.getByText("This wallet is already bound", { exact: false })).toHaveCount(0);
      await page.reload();
      await expect(wallets.getByText(short(wallet.address.toLowerCase()))).toBeVisible();
    },
  );

  test("a double tap on Sign and bind signs and binds once: one bind request, no failure, and the wallet bound after a reload", async ({
    page,
    users,
    wallet,
    pageHealth,
  }) => {
    // the first bind is cut on purpose, so that Sign and bind is there to be tapped again
    pageHealth.expect(/net::ERR_CONNECTION_RESET/);
    const a = await users.create();
    await injectWallet(page, wallet);
    let cut = false;
    await page.route("**/api/v1/user/bind_metamask", (route) => (cut ? route.fallback() : ((cut = true), route.abort("connectionreset"))));
    await openSignedIn(page, a, "/account");
    const wallets = page.getByRole("region", { name: "Wallets" });
    await wallets.getByRole("button", { name: "Connect MetaMask" }).click();
    await expect(wallets.getByRole("alert")).toContainText("There was an issue binding your MetaMask account.");
    const failed = page.getByRole("listitem").filter({ hasText: "There was an issue binding your MetaMask account." });
    await failed.getByRole("button", { name: /close/i }).click();
    await expect(failed).toHaveCount(0);
    // held back, as on a slow network: the second tap lands while the first is in flight
    const bind = await holdWrite(page, "/api/v1/user/bind_metamask", { untilReleased: true });
    await wallets.getByRole("button", { name: "Sign and bind" }).dblclick();
    await expect(wallets.getByRole("button", { name: "Waiting for the wallet…" })).toBeDisabled();
    bind.release();
    await expect(page.getByText("MetaMask Account Bound!")).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: short(wallet.address.toLowerCase()) })).toBeVisible();
    bind.expectSentOnce();
    await expect(page.getByText("There was an issue binding your MetaMask account.")).toHaveCount(0);
    await expect(page.getByText("This wallet is already bound", { exact: false })).toHaveCount(0);
    await page.reload();
    await expect(wallets.getByText(short(wallet.address.toLowerCase()))).toBeVisible();
  });

  test("a double tap on 'Yes, unbind' unbinds once: one request, 'Unbinding…' while it is sent, 'Wallet unbound' with no failure, and none bound after a reload", async ({
    page,
    users,
    wallet,
  }) => {
    const a = await users.create({ wallet });
    await openSignedIn(page, a, "/account");
    const wallets = page.getByRole("region", { name: "Wallets" });
    await wallets.getByRole("button", { name: "Unbind EVM wallet" }).click();
    const confirm = page.getByRole("dialog", { name: "Unbind this EVM wallet?" });
    await expectDoubleTapActsOnce(page, {
      path: "/api/v1/user/unbind_wallet",
      tap: confirm.getByRole("button", { name: "Yes, unbind" }),
      busy: confirm.getByRole("button", { name: "Unbinding…" }),
      done: page.getByText("Wallet unbound"),
      failure: page.getByText("The wallet could not be unbound", { exact: false }),
    });
    await expect(confirm).toBeHidden();
    await page.reload();
    await expect(page.getByText("None bound yet")).toBeVisible();
    await expect(wallets.getByRole("button", { name: "Unbind EVM wallet" })).toHaveCount(0);
  });

  test("a flaky network: 'There was an issue binding your MetaMask account.'", { tag: ["@ACC-T044"] }, async ({ page, users, wallet, pageHealth }) => {
    // the bind call is cut on purpose
    pageHealth.expect(/net::ERR_CONNECTION_RESET/);
    const a = await users.create();
    await injectWallet(page, wallet);
    await page.route("**/api/v1/user/bind_metamask", (route) => route.abort("connectionreset"));
    await page.goto("/sign-in");
    await signIn(page, a.username, a.password);
    await page.getByRole("region", { name: "Wallets" }).getByRole("button", { name: "Connect MetaMask" }).click();
    await expectBindRefusal(page, "There was an issue binding your MetaMask account.");
  });

  test("Tron: NotFound without TronLink says so in a sentence, with a download link and Try again", async ({ page, users }) => {
    const a = await users.create();
    await page.goto("/sign-in");
    await signIn(page, a.username, a.password);
    await page.getByRole("button", { name: "Connect Tron wallet" }).click();
    // the ready state said as sentences with the way on, never the bare word
    await expect(page.getByText("Looking for TronLink in this browser…")).toBeVisible();
    await expect(page.getByText("TronLink was not found in this browser.", { exact: false })).toBeVisible();
    await expect(page.getByText(/NotFound/)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Download TronLink" })).toHaveAttribute("href", "https://www.tronlink.org/");
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  });

  test(
    "Tron: Found, connect and sign with a real key; 'Tron Account Bound!' and the address read-only",
    { tag: ["@ACC-T043", "@K10"] },
    async ({ page, users }) => {
      const a = await users.create();
      const tron = tronAccount(randomUUID());
      await injectTronLink(page, tron);
      await page.goto("/sign-in");
      await signIn(page, a.username, a.password);
      await page.getByRole("button", { name: "Connect Tron wallet" }).click();
      await page.getByRole("button", { name: "Connect and sign with TronLink" }).click();
      await expect(page.getByText("Tron Account Bound!")).toBeVisible();
      await expect(page.getByText(short(tron.address))).toBeVisible();
      await expect(page.getByRole("button", { name: "Connect Tron wallet" })).toHaveCount(0);
    },
  );

  test("Tron: a signature that is not the claimed address's is refused by the server, whose message is shown", async ({ page, users }) => {
    const a = await users.create();
    await injectTronLink(page, tronAccount(randomUUID()), tronAccount(randomUUID()).address);
    await page.goto("/sign-in");
    await signIn(page, a.username, a.password);
    await page.getByRole("button", { name: "Connect Tron wallet" }).click();
    await page.getByRole("button", { name: "Connect and sign with TronLink" }).click();
    await expectBindRefusal(page, "The signature does not match the address");
    await expect(page.getByRole("button", { name: "Connect and sign with TronLink" })).toBeEnabled(); // nothing bound; try again
  });

  test("Tron: a flaky network: 'There was an issue binding your Tron account.'", { tag: ["@ACC-T046"] }, async ({ page, users, pageHealth }) => {
    // the bind call is cut on purpose
    pageHealth.expect(/net::ERR_CONNECTION_RESET/);
    const a = await users.create();
    await injectTronLink(page, tronAccount(randomUUID()));
    await page.route("**/api/v1/user/bind_tron", (route) => route.abort("connectionreset"));
    await page.goto("/sign-in");
    await signIn(page, a.username, a.password);
    await page.getByRole("button", { name: "Connect Tron wallet" }).click();
    await page.getByRole("button", { name: "Connect and sign with TronLink" }).click();
    await expectBindRefusal(page, "There was an issue binding your Tron account.");
  });

  test(
    "Tron: a double tap on Connect and sign with TronLink signs and binds once: one nonce, one signature, one bind request, 'Tron Account Bound!' once with no failure, and the address bound after a reload",
    { tag: ["@ACC-T043"] },
    async ({ page, users }) => {
      const a = await users.create();
      const tron = tronAccount(randomUUID());
      // the wallet counts what it is asked to sign; the page counts the nonces it fetches
      const signed: string[] = [];
      await injectTronLink(page, { ...tron, sign: (message) => (signed.push(message), tron.sign(message)) });
      const nonces: string[] = [];
      page.on("request", (r) => r.method() === "GET" && new URL(r.url()).pathname === "/api/v1/user/bind_nonce" && nonces.push(r.url()));
      await openSignedIn(page, a, "/account");
      const wallets = page.getByRole("region", { name: "Wallets" });
      await wallets.getByRole("button", { name: "Connect Tron wallet" }).click();
      const sign = wallets.getByRole("button", { name: "Connect and sign with TronLink" });
      await expectDoubleTapActsOnce(page, {
        path: "/api/v1/user/bind_tron",
        tap: sign,
        busy: sign,
        done: page.getByText("Tron Account Bound!"),
        failure: page.getByText("There was an issue binding your Tron account."),
      });
      expect(nonces, "the bind nonces fetched").toHaveLength(1);
      expect(signed, "the messages the wallet signed").toHaveLength(1);
      await expect(wallets.getByText(short(tron.address))).toBeVisible();
      await expect(page.getByText("This wallet is already bound", { exact: false })).toHaveCount(0);
      await page.reload();
      await expect(wallets.getByText(short(tron.address))).toBeVisible();
      await expect(wallets.getByRole("button", { name: "Connect Tron wallet" })).toHaveCount(0);
    },
  );

  test("TON: connect an injected wallet with a ton_proof made with a real key; 'Ton Account Bound!'", { tag: ["@ACC-T042"] }, async ({ page, users }) => {
    const a = await users.create();
    const ton = tonWallet(randomUUID());
    await injectTonWallet(page, ton);
    await page.goto("/sign-in");
    await signIn(page, a.username, a.password);
    await page.getByRole("button", { name: "Connect TON wallet" }).click();
    const list = page.getByRole("list", { name: "TON wallets" });
    await expect(list.getByRole("button", { name: "Open MyTonWallet" })).toBeVisible();
    await list.getByRole("button", { name: "Connect Tonkeeper" }).click();
    await expect(page.getByText("Ton Account Bound!")).toBeVisible();
    await expect(page.getByText(short(ton.address))).toBeVisible();
  });

  test(
    "TON: the ton_proof payload is asked for again every 1,200,000 ms while the wallet list is open (controlled clock)",
    { tag: ["@K15"] },
    async ({ page, users }) => {
      const a = await users.create();
      await injectTonWallet(page, tonWallet(randomUUID()));
      let payloads = 0;
      page.on("request", (r) => void (r.url().endsWith("/api/v1/user/ton_proof/payload") && payloads++));
      await page.clock.install();
      await page.goto("/sign-in");
      await signIn(page, a.username, a.password);
      await page.getByRole("button", { name: "Connect TON wallet" }).click();
      await expect(page.getByRole("list", { name: "TON wallets" })).toBeVisible();
      await expect.poll(() => payloads).toBe(1);
      await page.clock.pauseAt(Date.now() + 1000);
      await page.clock.runFor(1_195_000);
      await page.waitForTimeout(300);
      expect(payloads).toBe(1); // not before 20 minutes
      await page.clock.runFor(10_000);
      await expect.poll(() => payloads).toBe(2);
    },
  );

  test("TON: a flaky network: 'There was an issue binding your Ton account.'", { tag: ["@ACC-T045"] }, async ({ page, users, pageHealth }) => {
    // the bind call is cut on purpose
    pageHealth.expect(/net::ERR_CONNECTION_RESET/);
    const a = await users.create();
    await injectTonWallet(page, tonWallet(8));
    await page.route("**/api/v1/user/bind_ton", (route) => route.abort("connectionreset"));
    await page.goto("/sign-in");
    await signIn(page, a.username, a.password);
    await page.getByRole("button", { name: "Connect TON wallet" }).click();
    await page.getByRole("list", { name: "TON wallets" }).getByRole("button", { name: "Connect Tonkeeper" }).click();
    await expectBindRefusal(page, "There was an issue binding your Ton account.");
  });

  test("TON: a bind whose answer was lost says so in accounts-identity.md §8's words and that it may be bound already, and the account read again shows the wallet bound (no Connect that the backend would refuse)", async ({
    page,
    users,
    pageHealth,
  }) => {
    pageHealth.expect(/net::ERR_INTERNET_DISCONNECTED/);
    const a = await users.create();
    const ton = tonWallet(randomUUID());
    await injectTonWallet(page, ton);
    await page.goto("/sign-in");
    await signIn(page, a.username, a.password);
    const { keys, lost } = await loseFirstAnswer(page, "/api/v1/user/bind_ton");
    await page.getByRole("button", { name: "Connect TON wallet" }).click();
    await page.getByRole("list", { name: "TON wallets" }).getByRole("button", { name: "Connect Tonkeeper" }).click();
    await lost;
    await expect(
      page.getByRole("listitem").filter({ hasText: "There was an issue binding your Ton account. The answer did not come back: it may be bound already." }),
    ).toBeVisible();
    const wallets = page.getByRole("region", { name: "Wallets" });
    await expect(wallets.getByText(short(ton.address))).toBeVisible();
    await expect(wallets.getByRole("list", { name: "TON wallets" })).toHaveCount(0);
    expect(keys, "one bind was sent").toHaveLength(1);
    expect(keys[0], "the write carries an Idempotency-Key").toMatch(/^[0-9a-f-]{36}$/);
  });
});

/** A player's /account with the wallet panel's preview (the wallet stack not loaded yet): its Connect, and the stack's arrival. */
async function accountWithPreview(page: Page, player: { username: string; password: string }, wallet: Parameters<typeof injectWallet>[1]) {
  await injectWallet(page, wallet);
  await openSignedIn(page, player, "/account");
  return {
    connect: page.getByRole("region", { name: "Wallets" }).getByRole("button", { name: "Connect MetaMask" }),
    stack: page.waitForResponse((r) => /\/assets\/evm-bind-panel-[\w-]+\.js$/.test(r.url())),
  };
}
