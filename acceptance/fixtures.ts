import { mergeTests } from "@playwright/test";
import { campaign } from "./fixtures/campaign";
import { captcha } from "./fixtures/captcha";
import { keptTab, keptTabs } from "./fixtures/kept-tab";
import { lookPlayer } from "./fixtures/look-player";
import { mailbox } from "./fixtures/mailbox";
import { mining } from "./fixtures/mining";
import { spatial } from "./fixtures/spatial";
import { stack } from "./fixtures/stack";
import { telemetry } from "./fixtures/telemetry";
import { user } from "./fixtures/user";
import { wallet } from "./fixtures/wallet";

export { expect } from "@playwright/test";
export { APP_URL, literal, MOCK_URL, uniqueName } from "./fixtures/stack";
export type { Account } from "./fixtures/user";
export { holdWalletStack, injectWallet, WALLET_STACK_CHUNK } from "./fixtures/evm-wallet";
export { sendRpcTo } from "./fixtures/chain";

/**
 * The one `test` of the suite: fixtures split by concern and merged (stack, telemetry (analytics
 * and error reports; page health), mailbox, captcha, user, the mining simulation, wallet with its
 * chain, the 3D world of the spatial page, the airdrop campaign, the look checks' player of each
 * worker, and the tabs each worker keeps (fixtures/kept-tab.ts) for keptTabTest.
 */
export const test = mergeTests(stack, telemetry, mailbox, captcha, user, mining, wallet, spatial, campaign, lookPlayer, keptTabs);

/**
 * The suite's `test` in the worker's kept tab (fixtures/kept-tab.ts): for the chromium project's
 * tests, which start from a browser emptied of the last test's state but keeping its HTTP cache
 * and renderer. A test that needs a first visit's browser (a cold cache, the prerendered page
 * before the app's code arrives, the requests a page makes) uses `test`.
 */
export const keptTabTest = test.extend(keptTab);
