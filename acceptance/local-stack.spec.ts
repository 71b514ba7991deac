import type { Page } from "@playwright/test";
import { expect, test, uniqueName } from "./fixtures";
import { fillSignUp, signIn } from "./flows";

// Every journey of the specs finishes in the local stack for an account made a minute
// ago, the wallet ones included. The app as `npm start` serves it (the dev server, with the dev
// wallet: a wallet of the player's own, funded on the chain), the mock's stand-ins for the mail;
// the player's NFTs come from the mock's indexer stand-in (no marketplace here).

/** The chain's next blocks now (2 confirmations), and the wallet's next look at it. */
async function confirmed(chain: { rpc: (method: string) => Promise<unknown> }, shown: ReturnType<Page["getByText"]>) {
  await expect(async () => {
    await chain.rpc("evm_mine");
    await expect(shown).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000, intervals: [1_000] });
}

test.describe("a player made a minute ago, in the local stack (accounts-identity.md §2, §5; airdrop-campaigns.md §4; public-pages-mining.md §4)", () => {
  test("signs up, verifies from the dev mailbox, signs in, binds the dev wallet, claims the Welcome Hero Badge and mines", async ({
    page,
    captcha,
    mailbox,
    users,
    chain,
  }) => {
    test.setTimeout(240_000);
    const username = uniqueName("local");
    const email = `${username}@example.test`;
    const password = "a long passphrase of 24";
    // sign up through the form, the mail from the dev mailbox
    await page.goto("/sign-up");
    await fillSignUp(page, { username, password, email, captcha: await captcha.answer(page) });
    await expect(page).toHaveURL(/\/validate-email$/);
    const mail = await mailbox.latest(email, /Validate your email/);
    const link = new URL(mail.link);
    await page.goto(link.pathname + link.search);
    await expect(page.getByText("Your email address is verified. You can now login!")).toBeVisible();
    await page.goto("/sign-in");
    await signIn(page, username, password);
    await expect(page).toHaveURL(/\/account$/);

    // bind: the dev wallet gives this player a wallet of their own (a fresh key, funded)
    const wallets = page.getByRole("region", { name: "Wallets" });
    await wallets.getByRole("button", { name: "Connect Dev wallet (local)" }).click();
    await expect(page.getByText("MetaMask Account Bound!")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("This wallet is already bound to another account")).toHaveCount(0);
    const bound = await page
      .getByRole("definition")
      .filter({ hasText: /^0x[0-9a-f]{6}\.\.\.[0-9a-f]{8}$/ })
      .first()
      .innerText();

    // claim: the airdrop's first badge, with the bound wallet
    await page.goto("/airdrop/common");
    await page.getByRole("button", { name: "CLAIM BADGE" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Welcome Hero Badge claimed!" })).toBeVisible();

    // mine: the player's NFT (the indexer's stand-in), started on the local chain with the same wallet
    await users.giveItems({ username, email, password }, [{ name: "Local Hero", hashrate: 120, type: "NFT", collection: "Heroes" }]);
    await page.goto("/mine");
    await expect(page.getByRole("region", { name: "Wallet" }).getByText(/Connected with Dev wallet \(local\)/)).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: /^Local Hero\b/ }).click();
    await page.getByRole("button", { name: "START MINING" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm mining" });
    await expect(confirm.getByText(`Connected with Dev wallet (local): ${bound.slice(0, 6)}`)).toBeVisible();
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await confirmed(chain, page.getByText("Onchain PC mainnet Mine Successfully"));
    await expect(page.getByRole("heading", { name: "Currently Mining" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Local Hero")).toBeVisible();
  });
});

test.describe("Tron and TON wallets for a player made a minute ago, in the local stack (accounts-identity.md §2, §8)", () => {
  test(
    "binds Tron with the Dev Tron wallet (local): a Tron key of the player's own, signed in the page, checked by TronWeb's verifyMessageV2",
    { tag: ["@ACC-T043"] },
    async ({ page, users }) => {
      const a = await users.create();
      await page.goto("/sign-in");
      await signIn(page, a.username, a.password);
      const wallets = page.getByRole("region", { name: "Wallets" });
      await wallets.getByRole("button", { name: "Connect Dev Tron wallet (local)" }).click();
      await expect(page.getByText("Tron Account Bound!")).toBeVisible({ timeout: 30_000 });
      await expect(wallets.getByText(/^Tron: T\w{7}\.\.\.\w{8}$/)).toBeVisible();
      await expect(wallets.getByRole("button", { name: "Connect Dev Tron wallet (local)" })).toHaveCount(0);
    },
  );

  test(
    "binds TON with the Dev TON wallet (local): the local wallets list names it, injected; its ton_proof and v4R2 state pass the backend's checks",
    { tag: ["@ACC-T042"] },
    async ({ page, users }) => {
      const a = await users.create();
      await page.goto("/sign-in");
      await signIn(page, a.username, a.password);
      const wallets = page.getByRole("region", { name: "Wallets" });
      await wallets.getByRole("button", { name: "Connect TON wallet" }).click();
      const list = page.getByRole("list", { name: "TON wallets" });
      await expect(list.getByRole("button", { name: "Open Tonkeeper" })).toBeVisible();
      await list.getByRole("button", { name: "Connect Dev TON wallet (local)" }).click();
      await expect(page.getByText("Ton Account Bound!")).toBeVisible({ timeout: 30_000 });
      await expect(wallets.getByText(/^TON: 0:[0-9a-f]{6}\.\.\.[0-9a-f]{8}$/)).toBeVisible();
    },
  );
});
