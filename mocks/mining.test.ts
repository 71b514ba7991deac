import { http as mswHttp, passthrough } from "msw";
import { createWalletClient, defineChain, encodeFunctionData, http, parseEther, type Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { CHAIN, INITIAL_FEE_WEI, LOCAL_MINING_ADDRESS } from "../chain.config";
import { pentaMiningAbi } from "../generated/contracts";
import {
  getActiveMining,
  getMiningParticipation,
  getMiningStats,
  getMiningTokens,
  participate,
  participateWithTx,
  txCheck,
} from "../generated/api/mining/sdk.gen";
import { server } from "../vitest.setup";
import { startSession } from "./domain/sessions";
import { findUserByName } from "./domain/users";
import { createItem } from "./domain/mining";
import { registerChain } from "./domain/chains";
import { chainRpc, freshChain } from "./testing/chain";
import { auth, expectError, raw } from "./test-utils";

/**
 * The mining service against a real local chain (the run's own: mocks/testing/chain-setup.ts): every refusal
 * of a mine transaction, checked for real with viem.
 */
const rpcUrl = inject("testChain").rpcUrl;
const chain = defineChain({ id: CHAIN.id, name: CHAIN.name, nativeCurrency: CHAIN.currency, rpcUrls: { default: { http: [rpcUrl] } } });
const rpc = chainRpc;
const mine = (blocks = 2) => rpc("hardhat_mine", [`0x${blocks.toString(16)}`]);

async function wallet() {
  const account = privateKeyToAccount(generatePrivateKey());
  await rpc("hardhat_setBalance", [account.address, `0x${parseEther("100").toString(16)}`]);
  return { account, client: createWalletClient({ account, chain, transport: http(rpcUrl) }) };
}
const send = async (w: Awaited<ReturnType<typeof wallet>>, fn: "mineWithNoFee" | "mineWithFee" | "fee", value?: bigint) =>
  w.client.sendTransaction({ to: LOCAL_MINING_ADDRESS, data: encodeFunctionData({ abi: pentaMiningAbi, functionName: fn }), value, gas: 200_000n });

// the chain is a real server: its calls go to the network, not to the mock's handlers
const chainPassesThrough = () => server.use(mswHttp.all(new RegExp(`^${rpcUrl.replace(/\./g, "\\.")}`), () => passthrough()));
// the run's chain as deployed, whatever an earlier run of this file did to it
beforeAll(async () => {
  chainPassesThrough();
  registerChain(await freshChain());
}, 90_000);
beforeEach(chainPassesThrough);

describe("mining with an on-chain start (public-pages-mining.md §4, §7)", () => {
  const setup = () => {
    const user = findUserByName("bob")!;
    const token = startSession(user).token;
    const nfts = [
      createItem(user.id, { name: "Hero", hashrate: 100, type: "NFT" }).id,
      createItem(user.id, { name: "Muse", hashrate: 50, type: "NFT", collection: "Digital Art Fair" }).id,
    ];
    return { user, token, nfts };
  };

  it("a real start with the fee: checked, used once, and the items are mining at x2 (Digital Art Fair +10%)", async () => {
    const { token, nfts } = setup();
    const w = await wallet();
    const hash = await send(w, "mineWithFee", INITIAL_FEE_WEI);
    expectError(await txCheck({ ...auth(token), body: { address: w.account.address, tx_hash: hash, network: "mainnet" } }), 422, /needs 2 more blocks/);
    await mine(2);
    expect((await txCheck({ ...auth(token), body: { address: w.account.address, tx_hash: hash, network: "mainnet", mode: "fee" } })).response?.status).toBe(
      200,
    );
    const started = await participateWithTx({
      ...auth(token),
      body: { nfts, tokens: [], address: w.account.address, tx_hash: hash, network: "mainnet", mode: "fee" },
    });
    expect(started.data).toMatchObject({ status: true, message: "Successfully started mining" });
    const p = (await getMiningParticipation({ ...auth(token), throwOnError: true })).data.result!;
    expect(p).toMatchObject({ mode: "fee", total_hashrate: 150, boosted_hashrate: 100 * 2 + 50 * 2 * 1.1 });
    expect((await getMiningTokens({ ...auth(token), throwOnError: true })).data.result.map((i) => i.id)).not.toContain(nfts[0]);
    // the stats count this start (carol of the seed is mining too)
    const stats = (await getMiningStats({ ...auth(token), throwOnError: true })).data.result;
    expect(stats).toMatchObject({ total_participants: 2, current_mining_hashrate: 310, total_hashrate: 310 + 880, total_nft_submitted: 5 });
    expect(Date.parse(stats.end_datetime) - Date.parse(stats.start_datetime)).toBe(20 * 60_000);
    expect((await getActiveMining({ throwOnError: true })).data.result.collections.map((c) => c.name)).toEqual(["Heroes", "Digital Art Fair"]);
    expectError(
      await txCheck({ ...auth(token), body: { address: w.account.address, tx_hash: hash, network: "mainnet" } }),
      422,
      "This transaction was already used to start mining",
    );
  }, 30_000);

  it("refuses another sender, another function, a wrong mode, a failed transaction, an unknown hash and an old one", async () => {
    const { token, nfts } = setup();
    const w = await wallet();
    const other = await wallet();
    const noFee = await send(w, "mineWithNoFee");
    const viewCall = await send(other, "fee");
    await mine(2);
    const check = (address: string, tx_hash: string, mode?: "fee" | "no_fee") =>
      txCheck({ ...auth(token), body: { address, tx_hash, network: "mainnet", mode } });
    expectError(await check(other.account.address, noFee), 422, "The transaction was sent by another address");
    expectError(await check(other.account.address, viewCall), 422, "The transaction did not start mining");
    expectError(await check(w.account.address, noFee, "fee"), 422, /not as claimed/);
    expectError(await check(w.account.address, `0x${"ab".repeat(32)}`), 422, "The transaction was not found on the chain");
    // the wrong fee reverts on chain (WrongFee): a failed transaction, mined as a wallet would send it
    const third = await wallet();
    await rpc("evm_setAutomine", [false]);
    const wrongFee = await send(third, "mineWithFee", 1n);
    await rpc("evm_setAutomine", [true]);
    await mine(3);
    expectError(await check(third.account.address, wrongFee), 422, "The transaction failed on the chain");
    // a transfer to someone else is no call to the contract
    const transfer = await w.client.sendTransaction({ to: other.account.address, value: 1n });
    await mine(2);
    expectError(await check(w.account.address, transfer), 422, "The transaction is not a call to the mining contract");
    // more than 24 hours later
    await rpc("evm_increaseTime", [25 * 60 * 60]);
    await mine(1);
    expectError(await check(w.account.address, noFee), 422, "The transaction is older than 24 hours");
    void nfts;
  }, 30_000);

  it("a chain that loses the transaction's block during the check (a revert, a reorg) gets a 422 to try again, never a 500", async () => {
    const { token } = setup();
    const w = await wallet();
    const hash = await send(w, "mineWithNoFee");
    await mine(2);
    // found by its receipt, then its block is gone: as when a test chain reverts under a pending check
    server.use(
      mswHttp.post(rpcUrl, async ({ request }) => {
        const call = (await request.clone().json()) as { id: number; method: string; params: unknown[] };
        if (call.method === "eth_getBlockByNumber" && call.params[0] !== "latest") return Response.json({ jsonrpc: "2.0", id: call.id, result: null });
        return passthrough();
      }),
    );
    expectError(
      await txCheck({ ...auth(token), body: { address: w.account.address, tx_hash: hash, network: "mainnet" } }),
      422,
      "The chain did not answer about this transaction. Please try again in a moment.",
    );
  }, 30_000);

  it("refuses another player's NFTs, NFTs already mining, 10 NFTs, none, a zero hashrate, and NFTs off chain", async () => {
    const { user, token, nfts } = setup();
    const alice = findUserByName("alice")!;
    const w = await wallet();
    const hash = await send(w, "mineWithNoFee");
    await mine(2);
    const start = (ids: string[]) =>
      participateWithTx({ ...auth(token), body: { nfts: ids, tokens: [], address: w.account.address, tx_hash: hash as Hex, network: "mainnet" } });
    expectError(await start(["nft-alice-1"]), 422, "You can only mine with your own NFTs and tokens");
    expectError(await start([]), 400, "You must select at least 1 NFT or Token to mine");
    const many = Array.from({ length: 10 }, (_, i) => createItem(user.id, { name: `H${i}`, hashrate: 10, type: "NFT" }).id);
    // past the sdk's own check of the contract (maxItems 9), straight to the mock
    expectError(
      await raw("POST", "/mining/participate_wth_tx", { nfts: many, tokens: [], address: w.account.address, tx_hash: hash, network: "mainnet" }, token),
      400,
    );
    const zero = createItem(user.id, { name: "Zero", hashrate: 0, type: "NFT" }).id;
    expectError(await start([zero]), 400, "You have to enter a higher hashrate than 0");
    expectError(await participate({ ...auth(token), body: { nfts: [nfts[0]], tokens: [] } }), 400, /on chain/);
    expect((await start(nfts)).response?.status).toBe(200);
    const again = await wallet();
    const second = await send(again, "mineWithNoFee");
    await mine(2);
    expectError(
      await participateWithTx({ ...auth(token), body: { nfts, tokens: [], address: again.account.address, tx_hash: second, network: "mainnet" } }),
      409,
    );
    void alice;
  }, 30_000);
});
