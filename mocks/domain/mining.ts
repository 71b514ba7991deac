import { db, type UserRecord } from "../db";
import { now } from "../lib/clock";
import { refuse } from "../lib/http";
import { randomToken } from "../lib/crypto";
import { DAY_MS } from "../config";
import { currentBlock } from "./mining-blocks";
import { checkMineTx, miningTxRules } from "./mining-tx";
import { collectionEmblemUri, nftArtUri } from "../art/nft-art";

/** K27: at most 9 NFTs at a time. */
export const MAX_SELECTED = 9;
/** K30: the modes' multipliers. */
export const MODE_MULTIPLIER = { no_fee: 1.5, fee: 2, off_chain: 1 } as const;
export type Mode = keyof typeof MODE_MULTIPLIER;

// ---------------------------------------------------------------- views

export function itemView(i: NonNullable<ReturnType<typeof db.miningItem.findFirst>>) {
  return {
    id: i.id,
    name: i.name,
    // an NFT's art is drawn from its collection and id (also for a state saved before it was)
    image: i.type === "NFT" ? nftArtUri(i.collection, i.id) : i.image,
    hashrate: i.hashrate,
    symbol: i.symbol,
    type: i.type as "NFT" | "Token",
    ...(i.collection ? { collection: i.collection } : {}),
    ...(i.boostPercent > 0 ? { boost_percent: i.boostPercent } : {}),
  };
}

/** The user's participation while it lasts (24 hours from its start), or null. */
export function activeParticipation(user: UserRecord) {
  return db.participation.findMany({ where: { userId: { equals: user.id } } }).find((p) => p.startedAt + DAY_MS > now()) ?? null;
}

export function participationView(p: NonNullable<ReturnType<typeof activeParticipation>>) {
  const ids = JSON.parse(p.itemIdsJson) as string[];
  return {
    items: ids
      .map((id) => db.miningItem.findFirst({ where: { id: { equals: id } } }))
      .filter((i) => i !== null)
      .map(itemView),
    mode: p.mode as Mode,
    total_hashrate: p.totalHashrate,
    boosted_hashrate: p.boostedHashrate,
    started_at: new Date(p.startedAt).toISOString(),
    next_start_at: new Date(p.startedAt + DAY_MS).toISOString(),
    tx_hash: p.txHash,
  };
}

/** What the user can mine with now: everything they own that is not mining. */
export function minableItems(user: UserRecord) {
  const mining = new Set(activeParticipation(user) ? (JSON.parse(activeParticipation(user)!.itemIdsJson) as string[]) : []);
  return db.miningItem
    .findMany({ where: { ownerId: { equals: user.id } } })
    .filter((i) => !mining.has(i.id))
    .map(itemView);
}

// ---------------------------------------------------------------- participation

type ItemRecord = NonNullable<ReturnType<typeof db.miningItem.findFirst>>;

/** The mining starts' promises that the conformance runner checks by behaviour (a fault switch can replace one: mocks/faults.ts). */
export const miningRules = {
  /** K27: a start takes at most 9 NFTs; one more is refused (400). */
  nftsWithinCap(nftCount: number) {
    if (nftCount > MAX_SELECTED) throw refuse(400, "You can only select 9 NFTs at a time");
  },
  /** A player mines once at a time: a start while their participation runs is refused (409). */
  notMining(user: UserRecord) {
    if (activeParticipation(user)) throw refuse(409, "You are already mining. Your NFTs and tokens can start again when this round ends.");
  },
  /** An item mines only for its owner: anyone else's is refused (`notOwned`: the off-chain start's 400, the chain start's 422), as an unknown one is. */
  ownItem(item: ItemRecord | null, user: UserRecord, notOwned: 400 | 422): ItemRecord {
    if (!item || item.ownerId !== user.id) throw refuse(notOwned, "You can only mine with your own NFTs and tokens");
    return item;
  },
};

/**
 * Checks a selection: 1 to 9 NFTs (tokens besides), the user's own, a hashrate above 0. An item
 * that is not the player's is refused with `notOwned` (the off-chain start's 400, the chain start's 422).
 */
function selection(user: UserRecord, nfts: string[], tokens: string[], notOwned: 400 | 422) {
  if (nfts.length + tokens.length === 0) throw refuse(400, "You must select at least 1 NFT or Token to mine");
  miningRules.nftsWithinCap(nfts.length);
  if (new Set([...nfts, ...tokens]).size !== nfts.length + tokens.length) throw refuse(400, "An item is listed twice");
  // an item listed as the other kind (an NFT's id among the tokens) is none of the player's items of that kind
  const items = [...nfts.map((id) => [id, "NFT"] as const), ...tokens.map((id) => [id, "Token"] as const)].map(([id, type]) => {
    const found = db.miningItem.findFirst({ where: { id: { equals: id } } });
    return miningRules.ownItem(found?.type === type ? found : null, user, notOwned);
  });
  if (items.reduce((sum, i) => sum + i.hashrate, 0) <= 0) throw refuse(400, "You have to enter a higher hashrate than 0");
  miningRules.notMining(user);
  return items;
}

function start(user: UserRecord, items: ReturnType<typeof selection>, mode: Mode, txHash: string | null) {
  const total = items.reduce((sum, i) => sum + i.hashrate, 0);
  const boosted = items.reduce((sum, i) => sum + i.hashrate * MODE_MULTIPLIER[mode] * (1 + i.boostPercent / 100), 0);
  db.participation.create({
    id: randomToken("mp", 9),
    userId: user.id,
    itemIdsJson: JSON.stringify(items.map((i) => i.id)),
    mode,
    totalHashrate: total,
    boostedHashrate: Math.round(boosted * 100) / 100,
    startedAt: now(),
    txHash,
  });
  return { status: true, message: "Successfully started mining" };
}

/** The off-chain start: tokens only. */
export function participate(user: UserRecord, input: { nfts: string[]; tokens: string[] }) {
  if (input.nfts.length > 0) throw refuse(400, "NFTs start mining on chain: send the mine transaction first");
  return start(user, selection(user, input.nfts, input.tokens, 400), "off_chain", null);
}

// ---------------------------------------------------------------- the mine transaction

/** The on-chain start: the transaction is checked and used up, then the selection starts mining in its mode. */
export async function participateWithTx(
  user: UserRecord,
  input: { nfts: string[]; tokens: string[]; address: string; tx_hash: string; mode?: "no_fee" | "fee" },
) {
  const items = selection(user, input.nfts, input.tokens, 422);
  const mode = await checkMineTx(user, input);
  // checked again after the awaits: two parallel submissions of one hash start once
  miningTxRules.hashUnused(input.tx_hash);
  miningRules.notMining(user);
  return start(user, items, mode, input.tx_hash.toLowerCase());
}

// ---------------------------------------------------------------- items (seed and dev helper)

export interface NewItem {
  name: string;
  hashrate: number;
  type: "NFT" | "Token";
  symbol?: string;
  collection?: string | null;
  boostPercent?: number;
  id?: string;
}

export const DIGITAL_ART_FAIR = "Digital Art Fair";

export function createItem(ownerId: string, i: NewItem) {
  const id = i.id ?? randomToken(i.type === "NFT" ? "nft" : "tok", 6);
  return db.miningItem.create({
    id,
    ownerId,
    name: i.name,
    image: i.type === "NFT" ? nftArtUri(i.collection, id) : `/tokens/${(i.symbol ?? "pen").toLowerCase()}.svg`,
    hashrate: i.hashrate,
    symbol: i.symbol ?? (i.type === "NFT" ? (i.collection === DIGITAL_ART_FAIR ? "DAF" : "HERO") : "PEN"),
    type: i.type,
    collection: i.collection ?? null,
    boostPercent: i.boostPercent ?? (i.collection === DIGITAL_ART_FAIR ? 10 : 0),
  });
}

/** The collections and tokens that can mine now (the catalogue a real backend keeps), with hashrate ranges. */
export const ACTIVE_MINING = {
  collections: [
    { name: "Heroes", symbol: "HERO", image: collectionEmblemUri("Heroes"), min_hashrate: 50, max_hashrate: 320 },
    { name: DIGITAL_ART_FAIR, symbol: "DAF", image: collectionEmblemUri(DIGITAL_ART_FAIR), min_hashrate: 60, max_hashrate: 240, boost_percent: 10 },
  ],
  tokens: [
    { name: "PEN", symbol: "PEN", image: "/tokens/pen.svg", min_hashrate: 10, max_hashrate: 30 },
    { name: "PC", symbol: "PC", image: "/tokens/pc.svg", min_hashrate: 5, max_hashrate: 20 },
  ],
};

/** The APR the mock reports (designed). */
export const MOCK_APR = 12.5;

/** The current block's statistics over the players mining now (see MiningStats in openapi/mining.yaml). */
export function miningStats(viewer: UserRecord) {
  const active = db.participation.getAll().filter((p) => p.startedAt + DAY_MS > now());
  const total = active.reduce((sum, p) => sum + p.boostedHashrate, 0);
  const nfts = active
    .flatMap((p) => JSON.parse(p.itemIdsJson) as string[])
    .filter((id) => db.miningItem.findFirst({ where: { id: { equals: id } } })?.type === "NFT");
  const block = currentBlock();
  const mine = activeParticipation(viewer);
  return {
    total_participants: active.length,
    total_hashrate: Math.round(total * 100) / 100,
    average_hashrate: active.length ? Math.round((total / active.length) * 100) / 100 : 0,
    total_nft_submitted: nfts.length,
    current_mining_hashrate: mine?.boostedHashrate ?? 0,
    apr: MOCK_APR,
    start_datetime: new Date(block.startedAt).toISOString(),
    end_datetime: new Date(block.endsAt).toISOString(),
  };
}

/** GET /mining/partners: the active partners in display order. */
export const activePartners = () =>
  db.partner
    .findMany({ where: { active: { equals: true } }, orderBy: { displayOrder: "asc" } })
    .map((p) => ({ logo: p.logo, name: p.name, marketplace_link: p.marketplaceLink, active: p.active, display_order: p.displayOrder }));
