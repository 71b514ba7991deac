import { describe, expect, it, afterEach, vi, beforeAll, beforeEach, inject } from "vitest";
import { DAY_MS } from "../config";
import { db } from "../db";
import { collectionEmblemUri, nftArtSvg, nftArtUri } from "../art/nft-art";
import {
  ACTIVE_MINING,
  activeParticipation,
  createItem,
  DIGITAL_ART_FAIR,
  itemView,
  minableItems,
  miningStats,
  participate,
  participateWithTx,
  participationView,
} from "./mining";
import { holdClock, refusal, refused, testPlayer, auth, expectError, raw } from "../testing/test-utils";
import { checkMineTx, miningReference, miningTxRules } from "./mining-tx";
import { http as mswHttp, passthrough } from "msw";
import { createWalletClient, defineChain, encodeFunctionData, http, parseEther, type Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { CHAIN, INITIAL_FEE_WEI, LOCAL_MINING_ADDRESS } from "../../chain.config";
import { pentaMiningAbi } from "../../generated/contracts";
import {
  getActiveMining,
  getMiningParticipation,
  getMiningReference,
  getMiningStats,
  getMiningTokens,
  participate as participateCall,
  participateWithTx as participateWithTxCall,
  txCheck,
} from "../../generated/api/mining/sdk.gen";
import { server } from "../../vitest.setup";
import { startSession } from "./sessions";
import { findUserByName } from "./users";
import { registerChain } from "./chains";
import { chainRpc, freshChain } from "../testing/chain";

/**
 * The mining rules of mocks/domain/mining.ts at their edges: what an item shows and is made with,
 * a participation's 24 hours to the millisecond, whose items can mine and how many, the off-chain
 * start, and the block's statistics over everyone mining.
 */
const T = 1_800_000_000_000;

const alreadyMining = refused(409, "You are already mining. Your NFTs and tokens can start again when this round ends.");

const notYours = refused(400, "You can only mine with your own NFTs and tokens");

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

/** The account the on-chain tests start for: bob of the seed. */
const bob = () => findUserByName("bob")!;

/** A call of the contract from `w`: a mine function names the account it is for (bob's reference for `w`, unless another is given). */
const send = async (
  w: Awaited<ReturnType<typeof wallet>>,
  fn: "mineWithNoFee" | "mineWithFee" | "fee",
  value?: bigint,
  account = miningReference(bob(), w.account.address),
) =>
  w.client.sendTransaction({
    to: LOCAL_MINING_ADDRESS,
    data:
      fn === "fee"
        ? encodeFunctionData({ abi: pentaMiningAbi, functionName: fn })
        : encodeFunctionData({ abi: pentaMiningAbi, functionName: fn, args: [account] }),
    value,
    gas: 200_000n,
  });

// the chain is a real server: its calls go to the network, not to the mock's handlers
const chainPassesThrough = () => server.use(mswHttp.all(new RegExp(`^${rpcUrl.replace(/\./g, "\\.")}`), () => passthrough()));

describe("items", () => {
  it("are made with their kind's id, picture and symbol; a Digital Art Fair NFT with its 10 % boost", () => {
    const p = testPlayer("mr");
    const hero = createItem(p.user.id, { name: "H", hashrate: 100, type: "NFT", collection: "Heroes" });
    const fair = createItem(p.user.id, { name: "F", hashrate: 100, type: "NFT", collection: DIGITAL_ART_FAIR });
    const pen = createItem(p.user.id, { name: "P", hashrate: 10, type: "Token" });
    const pc = createItem(p.user.id, { name: "C", hashrate: 10, type: "Token", symbol: "PC" });
    const named = createItem(p.user.id, { id: "nft_chosen", name: "N", hashrate: 1, type: "NFT" });
    expect([hero, fair, pen, pc].map((i) => [i.id.slice(0, 4), i.image, i.symbol, i.boostPercent])).toEqual([
      ["nft_", nftArtUri("Heroes", hero.id), "HERO", 0],
      ["nft_", nftArtUri(DIGITAL_ART_FAIR, fair.id), "DAF", 10],
      ["tok_", "/tokens/pen.svg", "PEN", 0],
      ["tok_", "/tokens/pc.svg", "PC", 0],
    ]);
    expect(named.id).toBe("nft_chosen");
    expect(named.collection).toBeNull();
  });

  it("show a collection and a boost only when they have one", () => {
    const p = testPlayer("mr");
    const plain = createItem(p.user.id, { name: "T", hashrate: 10, type: "Token" });
    const fair = createItem(p.user.id, { name: "F", hashrate: 100, type: "NFT", collection: DIGITAL_ART_FAIR });
    expect(itemView(plain)).toEqual({ id: plain.id, name: "T", image: "/tokens/pen.svg", hashrate: 10, symbol: "PEN", type: "Token" });
    expect(itemView(fair)).toMatchObject({ collection: DIGITAL_ART_FAIR, boost_percent: 10 });
  });
});

describe("an NFT's picture", () => {
  const svgOf = (uri: string) => decodeURIComponent(uri.slice("data:image/svg+xml,".length));

  it("is a data URI of an SVG with no text, at most 6 kB, unique among a player's NFTs (alice's twelve)", () => {
    const alice = findUserByName("alice")!;
    const nfts = minableItems(alice).filter((i) => i.type === "NFT");
    expect(nfts).toHaveLength(12);
    expect(new Set(nfts.map((i) => i.image)).size).toBe(12);
    for (const { image } of nfts) {
      expect(image).toMatch(/^data:image\/svg\+xml,%3Csvg%20xmlns='http:\/\/www\.w3\.org\/2000\/svg'[^\s"#<>]*%3C\/svg%3E$/);
      expect(image.length).toBeLessThanOrEqual(6 * 1024);
      expect(svgOf(image)).not.toMatch(/<text|<tspan|<foreignObject/i);
    }
  });

  it("is the same for the same collection and id, whoever holds it and however often it is asked for", () => {
    const a = testPlayer("ma");
    const b = testPlayer("mb");
    const first = createItem(a.user.id, { id: "nft_same", name: "H", hashrate: 1, type: "NFT", collection: "Heroes" });
    db.miningItem.delete({ where: { id: { equals: first.id } } });
    const again = createItem(b.user.id, { id: "nft_same", name: "H", hashrate: 1, type: "NFT", collection: "Heroes" });
    expect(again.image).toBe(first.image);
    expect(nftArtSvg("Heroes", "nft_same").replace(/"/g, "'")).toBe(svgOf(first.image));
    expect(nftArtUri(DIGITAL_ART_FAIR, "nft_same")).not.toBe(first.image);
  });

  it("is drawn again for a state saved with the old picture paths", () => {
    const p = testPlayer("mo");
    const item = createItem(p.user.id, { name: "H", hashrate: 1, type: "NFT", collection: "Heroes" });
    const old = db.miningItem.update({ where: { id: { equals: item.id } }, data: { image: "/nft/hero.svg" } })!;
    expect(itemView(old).image).toBe(nftArtUri("Heroes", item.id));
  });

  it("is each collection's own emblem in the catalogue", () => {
    const images = ACTIVE_MINING.collections.map((c) => c.image);
    expect(images).toEqual([collectionEmblemUri("Heroes"), collectionEmblemUri(DIGITAL_ART_FAIR)]);
    expect(new Set(images).size).toBe(images.length);
  });
});

describe("a participation", () => {
  it("lasts 24 hours to the millisecond, and says when the next start is", () => {
    holdClock(T);
    const p = testPlayer("mr");
    const token = createItem(p.user.id, { name: "T", hashrate: 10, type: "Token" });
    expect(participate(p.user, { nfts: [], tokens: [token.id] })).toEqual({ status: true, message: "Successfully started mining" });
    const started = activeParticipation(p.user)!;
    expect(started).toMatchObject({ id: expect.stringMatching(/^mp_/) as unknown, mode: "off_chain", totalHashrate: 10, boostedHashrate: 10, txHash: null });
    expect(participationView(started)).toMatchObject({ started_at: new Date(T).toISOString(), next_start_at: new Date(T + DAY_MS).toISOString() });
    holdClock(T + DAY_MS - 1);
    expect(activeParticipation(p.user)).not.toBeNull();
    holdClock(T + DAY_MS);
    expect(activeParticipation(p.user)).toBeNull();
  });

  it("lists its items as they are; an item gone since is left out", () => {
    const p = testPlayer("mr");
    const [a, b] = [1, 2].map((n) => createItem(p.user.id, { name: `T${n}`, hashrate: 10, type: "Token" }));
    participate(p.user, { nfts: [], tokens: [a!.id, b!.id] });
    expect(participationView(activeParticipation(p.user)!).items.map((i) => i.name)).toEqual(["T1", "T2"]);
    db.miningItem.delete({ where: { id: { equals: a!.id } } });
    expect(participationView(activeParticipation(p.user)!).items.map((i) => i.name)).toEqual(["T2"]);
  });

  it("one at a time: a second start while mining is a 409; what mines is not offered again, another player's never", async () => {
    const p = testPlayer("mr");
    const q = testPlayer("mr");
    createItem(q.user.id, { name: "Theirs", hashrate: 10, type: "Token" });
    const [a, b] = [1, 2].map((n) => createItem(p.user.id, { name: `T${n}`, hashrate: 10, type: "Token" }));
    expect(minableItems(p.user).map((i) => i.name)).toEqual(["T1", "T2"]);
    participate(p.user, { nfts: [], tokens: [a!.id] });
    expect(minableItems(p.user).map((i) => i.name)).toEqual(["T2"]);
    expect(await refusal(() => participate(p.user, { nfts: [], tokens: [b!.id] }))).toEqual(alreadyMining);
  });
});

describe("a selection", () => {
  it("only the player's own items, each of the kind it is listed as", async () => {
    const p = testPlayer("mr");
    const q = testPlayer("mr");
    const theirs = createItem(q.user.id, { name: "Theirs", hashrate: 10, type: "Token" });
    const mineNft = createItem(p.user.id, { name: "N", hashrate: 10, type: "NFT" });
    expect(await refusal(() => participate(p.user, { nfts: [], tokens: [theirs.id] }))).toEqual(notYours);
    expect(await refusal(() => participate(p.user, { nfts: [], tokens: [mineNft.id] }))).toEqual(notYours);
  });

  it("9 NFTs at most: the tenth is refused before the transaction is looked at", async () => {
    const p = testPlayer("mr");
    const ids = Array.from({ length: 10 }, (_, n) => createItem(p.user.id, { name: `N${n}`, hashrate: 10, type: "NFT" }).id);
    const withTx = (nfts: string[]) =>
      participateWithTx(p.user, { nfts, tokens: [], address: `0x${"1".repeat(40)}`, tx_hash: `0x${"ab".repeat(32)}`, mode: "no_fee" });
    expect(await refusal(() => withTx(ids))).toEqual(refused(400, "You can only select 9 NFTs at a time"));
    // nine pass the count: the transaction is what is refused then
    expect(((await refusal(() => withTx(ids.slice(0, 9)))).body as { message: string }).message).not.toBe("You can only select 9 NFTs at a time");
    expect(await refusal(() => participate(p.user, { nfts: ids.slice(0, 1), tokens: [] }))).toEqual(
      refused(400, "NFTs start mining on chain: send the mine transaction first"),
    );
  });
});

describe("the block's statistics", () => {
  it("over everyone mining now: participants, total and average boosted hashrate (2 decimals), NFTs only counted as NFTs", () => {
    holdClock(T);
    const viewer = testPlayer("mr");
    const before = miningStats(viewer.user);
    const players = [testPlayer("mr"), testPlayer("mr")];
    const [nft, token] = [
      createItem(players[0]!.user.id, { name: "N", hashrate: 100, type: "NFT" }),
      createItem(players[1]!.user.id, { name: "T", hashrate: 1, type: "Token" }),
    ];
    const boosted = [150.5, 0.25];
    players.forEach((p, n) =>
      db.participation.create({
        id: `mp_stats${n}`,
        userId: p.user.id,
        itemIdsJson: JSON.stringify([n === 0 ? nft.id : token.id]),
        mode: "no_fee",
        totalHashrate: 1,
        boostedHashrate: boosted[n]!,
        startedAt: n === 0 ? T : T - DAY_MS + 1,
        txHash: null,
      }),
    );
    const after = miningStats(viewer.user);
    const total = before.total_hashrate + 150.75;
    const count = before.total_participants + 2;
    expect(after).toMatchObject({
      total_participants: count,
      total_hashrate: Math.round(total * 100) / 100,
      average_hashrate: Math.round((total / count) * 100) / 100,
      total_nft_submitted: before.total_nft_submitted + 1,
      current_mining_hashrate: 0,
    });
    // a millisecond later the second one's day is over
    holdClock(T + 1);
    expect(miningStats(viewer.user).total_participants).toBe(count - 1);
    expect(miningStats(players[0]!.user).current_mining_hashrate).toBe(150.5);
  });
});

describe("a mining selection", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("at most 9 NFTs, each listed once: refused before the transaction is looked at", async () => {
    const p = testPlayer("ms");
    const tx = { address: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8", tx_hash: `0x${"cd".repeat(32)}` };
    const nfts = (n: number) => Array.from({ length: n }, (_, i) => `n${i}`);
    expect(await refusal(() => participateWithTx(p.user, { nfts: nfts(10), tokens: [], ...tx }))).toEqual(refused(400, "You can only select 9 NFTs at a time"));
    expect(await refusal(() => participateWithTx(p.user, { nfts: ["n1"], tokens: ["n1"], ...tx }))).toEqual(refused(400, "An item is listed twice"));
    expect(await refusal(() => participate(p.user, { nfts: [], tokens: ["t1", "t1"] }))).toEqual(refused(400, "An item is listed twice"));
  });

  it("a transaction reference: 0x and 64 hex digits, from an EVM address", async () => {
    const p = testPlayer("mt");
    const hash = `0x${"ab".repeat(32)}`;
    const address = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
    const badHash = refused(400, "tx_hash must be a transaction hash (0x and 64 hex digits)");
    expect(await refusal(() => checkMineTx(p.user, { address, tx_hash: hash.slice(0, -1) }))).toEqual(badHash);
    expect(await refusal(() => checkMineTx(p.user, { address, tx_hash: `${hash}0` }))).toEqual(badHash);
    expect(await refusal(() => checkMineTx(p.user, { address: "0x1234", tx_hash: hash }))).toEqual(refused(400, "address must be an EVM address"));
  });
});

describe("mining with an on-chain start (public-pages-mining.md §4, §7)", () => {
  // the run's chain as deployed, whatever an earlier run of this file did to it
  beforeAll(async () => {
    chainPassesThrough();
    registerChain(await freshChain());
  }, 90_000);
  beforeEach(chainPassesThrough);

  const setup = () => {
    const user = bob();
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
    // not judged before its 2 blocks: a "try again" (503, the missing blocks' 4 s), kept under no
    // key, so the same check with the same key is answered anew once they are there
    const check = () =>
      txCheck({
        body: { address: w.account.address, tx_hash: hash, network: "mainnet", mode: "fee" },
        headers: { ...auth(token).headers, "Idempotency-Key": "check-1" },
      });
    const early = await check();
    expectError(early, 503, "The transaction needs 2 more blocks. Please try again in a moment.");
    expect(early.response?.headers.get("Retry-After")).toBe("4");
    await mine(1);
    expect((await check()).response?.headers.get("Retry-After")).toBe("2");
    await mine(1);
    expect((await check()).response?.status).toBe(200);
    const started = await participateWithTxCall({
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

  it("a transaction counts for the account it names alone: another account's check and start are refused (403), a used one is 422 for anyone", async () => {
    const { token, nfts } = setup();
    const other = testPlayer("mh");
    const otherNft = createItem(other.user.id, { name: "Hero", hashrate: 100, type: "NFT" }).id;
    const w = await wallet();
    const second = await wallet();
    // an account's reference for a wallet: the same every time it is asked, another for another
    // account and for another wallet of the same account (the chain links no two of them), 32 bytes
    const referenceOf = async (t: string, address: string) =>
      (await getMiningReference({ ...auth(t), query: { address }, throwOnError: true })).data.result.reference;
    const bobs = await referenceOf(token, w.account.address);
    expect(bobs).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await referenceOf(token, w.account.address.toLowerCase())).toBe(bobs);
    expect(await referenceOf(other.token, w.account.address)).not.toBe(bobs);
    expect(await referenceOf(token, second.account.address)).not.toBe(bobs);
    expect(bobs).toBe(miningReference(bob(), w.account.address));
    expectError(await raw("GET", "/mining/reference?address=0x1234", undefined, token), 400);
    // bob's reference for one wallet, sent from another: not bob's transaction either
    const fromSecond = await send(second, "mineWithNoFee", undefined, bobs as Hex);
    const hash = await send(w, "mineWithNoFee", undefined, bobs as Hex);
    await mine(2);
    const tx = { address: w.account.address, tx_hash: hash, network: "mainnet" as const };
    const forAnother = "This transaction started mining for another account";
    expectError(await txCheck({ ...auth(token), body: { ...tx, address: second.account.address, tx_hash: fromSecond } }), 403, forAnother);
    expectError(await txCheck({ ...other.a, body: tx }), 403, forAnother);
    expectError(await participateWithTxCall({ ...other.a, body: { ...tx, nfts: [otherNft], tokens: [] } }), 403, forAnother);
    expect((await getMiningParticipation({ ...other.a, throwOnError: true })).data.result).toBeNull();
    // the account it names checks and starts with it
    expect((await txCheck({ ...auth(token), body: tx })).response?.status).toBe(200);
    expect((await participateWithTxCall({ ...auth(token), body: { ...tx, nfts, tokens: [] } })).response?.status).toBe(200);
    // used: anyone who sends it again is told so
    expectError(
      await participateWithTxCall({ ...other.a, body: { ...tx, nfts: [otherNft], tokens: [] } }),
      422,
      "This transaction was already used to start mining",
    );
  }, 30_000);

  it("a transaction counts for 24 hours of the chain's time to the second, then no more", async () => {
    const mined = 1_700_000_000n;
    expect(() => miningTxRules.recent(mined + 86_400n, mined)).not.toThrow();
    expect(await refusal(() => miningTxRules.recent(mined + 86_401n, mined))).toEqual(refused(422, "The transaction is older than 24 hours"));
  });

  it("a transaction sent but not mined yet, or a chain that does not answer: not judged yet (503 with Retry-After), never 'not found'", async () => {
    const { token } = setup();
    const w = await wallet();
    const check = (tx_hash: string) => txCheck({ ...auth(token), body: { address: w.account.address, tx_hash, network: "mainnet" } });
    await rpc("evm_setAutomine", [false]);
    try {
      const pending = await send(w, "mineWithNoFee");
      const answer = await check(pending);
      expectError(answer, 503, "The transaction needs 2 more blocks. Please try again in a moment.");
      expect(answer.response?.headers.get("Retry-After")).toBe("4");
    } finally {
      await rpc("evm_setAutomine", [true]);
      await mine(1);
    }
    server.use(mswHttp.post(rpcUrl, () => Response.error()));
    const silent = await check(`0x${"cd".repeat(32)}`);
    expectError(silent, 503, "The chain did not answer about this transaction. Please try again in a moment.");
    expect(silent.response?.headers.get("Retry-After")).toBe("5");
  }, 30_000);

  it("a chain that loses the transaction's block during the check (a revert, a reorg) gets a 503 to try again after 5 s, never a 500", async () => {
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
    const answer = await txCheck({ ...auth(token), body: { address: w.account.address, tx_hash: hash, network: "mainnet" } });
    expectError(answer, 503, "The chain did not answer about this transaction. Please try again in a moment.");
    expect(answer.response?.headers.get("Retry-After")).toBe("5");
  }, 30_000);

  it("refuses another player's NFTs, NFTs already mining, 10 NFTs, none, a zero hashrate, and NFTs off chain", async () => {
    const { user, token, nfts } = setup();
    const alice = findUserByName("alice")!;
    const w = await wallet();
    const hash = await send(w, "mineWithNoFee");
    await mine(2);
    const start = (ids: string[]) =>
      participateWithTxCall({ ...auth(token), body: { nfts: ids, tokens: [], address: w.account.address, tx_hash: hash as Hex, network: "mainnet" } });
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
    expectError(await participateCall({ ...auth(token), body: { nfts: [nfts[0]], tokens: [] } }), 400, /on chain/);
    expect((await start(nfts)).response?.status).toBe(200);
    const again = await wallet();
    const second = await send(again, "mineWithNoFee");
    await mine(2);
    expectError(
      await participateWithTxCall({ ...auth(token), body: { nfts, tokens: [], address: again.account.address, tx_hash: second, network: "mainnet" } }),
      409,
    );
    void alice;
  }, 30_000);
});
