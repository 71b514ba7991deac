import type { Page } from "@playwright/test";
import { expect, injectWallet, keptTabTest as test, type Account } from "./fixtures";
import type { TestWallet } from "./fixtures/wallet";
import { expectBindRefusal, signIn } from "./flows";

// Smart-contract wallets (Safe, Coinbase Smart Wallet, Argent): the backend verifies a wallet's
// signature by asking the chain (ERC-1271 isValidSignature; ERC-6492 for a wallet not deployed
// yet), so they sign in and bind like any wallet. The wallet is contracts/test/OwnerWallet.sol,
// deployed on the worker's chain by the test; its owner's key signs for it.
/** The wallet connects on /sign-in, signs the EIP-4361 message and lands on the player's account. */
async function signsInWithWallet(page: Page, wallet: TestWallet, player: Account) {
  await injectWallet(page, wallet);
  await page.goto("/sign-in");
  await page.getByRole("region", { name: "Wallet" }).getByRole("button", { name: "Connect MetaMask" }).click();
  await page.getByRole("button", { name: "Sign in with wallet" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(player.username, { exact: true }).first()).toBeVisible();
}

const short = (a: string) => `${a.slice(0, 8)}...${a.slice(-8)}`;

test.describe("smart-contract wallets (ERC-1271, ERC-6492)", () => {
  test("a deployed smart wallet binds to an account, and an impostor's signature for one is refused", async ({ page, users, smartWallets, wallets }) => {
    const smart = await smartWallets.create({ deployed: true });
    const player = await users.create();
    await injectWallet(page, smart);
    await page.goto("/sign-in");
    await signIn(page, player.username, player.password);
    const region = page.getByRole("region", { name: "Wallets" });
    await region.getByRole("button", { name: "Connect MetaMask" }).click();
    await expect(page.getByText("MetaMask Account Bound!")).toBeVisible();
    await expect(region.getByText(short(smart.address.toLowerCase()))).toBeVisible();

    // a key that is not the wallet's owner signs for it: the contract says no, and so does the server
    const impostor = await smartWallets.create({ deployed: true, signer: await wallets.create() });
    const other = await users.create();
    const page2 = await page.context().browser()!.newPage();
    await injectWallet(page2, impostor);
    await page2.goto("/sign-in");
    await signIn(page2, other.username, other.password);
    await page2.getByRole("region", { name: "Wallets" }).getByRole("button", { name: "Connect MetaMask" }).click();
    await expectBindRefusal(page2, "The signature does not match the address");
    await page2.close();
  });

  test("a deployed smart wallet signs in with the EIP-4361 message (ERC-1271)", async ({ page, users, smartWallets }) => {
    const smart = await smartWallets.create({ deployed: true });
    const player = await users.create({ wallet: smart });
    await signsInWithWallet(page, smart, player);
  });

  test("a smart wallet not deployed yet signs in with an ERC-6492 signature, and stays undeployed", async ({ page, users, smartWallets, chain }) => {
    const smart = await smartWallets.create({ deployed: false });
    expect(await chain.rpc("eth_getCode", [smart.address, "latest"])).toBe("0x");
    const player = await users.create({ wallet: smart });
    await signsInWithWallet(page, smart, player);
    // verified by a call that deployed it only for the call's duration
    expect(await chain.rpc("eth_getCode", [smart.address, "latest"])).toBe("0x");
  });
});
