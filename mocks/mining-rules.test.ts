import { describe, expect, it } from "vitest";
import { DAY_MS } from "./config";
import { db } from "./db";
import {
  activeParticipation,
  createItem,
  DIGITAL_ART_FAIR,
  itemView,
  minableItems,
  miningStats,
  participate,
  participateWithTx,
  participationView,
} from "./domain/mining";
import { holdClock, refusal, refused, testPlayer } from "./test-utils";

/**
 * The mining rules of mocks/domain/mining.ts at their edges: what an item shows and is made with,
 * a participation's 24 hours to the millisecond, whose items can mine and how many, the off-chain
 * start, and the block's statistics over everyone mining.
 */
const T = 1_800_000_000_000;
const alreadyMining = refused(409, "You are already mining. Your NFTs and tokens can start again when this round ends.");
const notYours = refused(400, "You can only mine with your own NFTs and tokens");

describe("items", () => {
  it("are made with their kind's id, picture and symbol; a Digital Art Fair NFT with its 10 % boost", () => {
    const p = testPlayer("mr");
    const hero = createItem(p.user.id, { name: "H", hashrate: 100, type: "NFT", collection: "Heroes" });
    const fair = createItem(p.user.id, { name: "F", hashrate: 100, type: "NFT", collection: DIGITAL_ART_FAIR });
    const pen = createItem(p.user.id, { name: "P", hashrate: 10, type: "Token" });
    const pc = createItem(p.user.id, { name: "C", hashrate: 10, type: "Token", symbol: "PC" });
    const named = createItem(p.user.id, { id: "nft_chosen", name: "N", hashrate: 1, type: "NFT" });
    expect([hero, fair, pen, pc].map((i) => [i.id.slice(0, 4), i.image, i.symbol, i.boostPercent])).toEqual([
      ["nft_", "/nft/hero.svg", "HERO", 0],
      ["nft_", "/nft/fair.svg", "DAF", 10],
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
