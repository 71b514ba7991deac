import { nullable, primaryKey } from "@mswjs/data";

/** Mining and pools: the items mined with, participations, blocks, rewards, the gaming wallet, partners, pools. */
export const miningModels = {
  /** NFTs and tokens a player can mine with (in production an indexer of the chain provides them). */
  miningItem: {
    id: primaryKey(String),
    ownerId: String,
    name: String,
    image: String,
    hashrate: Number,
    symbol: String,
    type: String,
    collection: nullable(String),
    boostPercent: Number,
  },
  participation: {
    id: primaryKey(String),
    userId: String,
    itemIdsJson: String,
    mode: String,
    totalHashrate: Number,
    boostedHashrate: Number,
    startedAt: Number,
    txHash: nullable(String),
  },
  /** The open mining block (one row, id "current"): its number and when it started. */
  miningClock: {
    id: primaryKey(String),
    blockNo: Number,
    startedAt: Number,
  },
  /** A settled mining block that somebody mined in: its winner and the total boosted hashrate. */
  miningBlock: {
    no: primaryKey(Number),
    startedAt: Number,
    endedAt: Number,
    winnerId: String,
    totalHashrate: Number,
  },
  /** What a player received in a block: block rewards (the winner) or the daily bonus; one row per symbol. */
  reward: {
    id: primaryKey(String),
    blockNo: Number,
    userId: String,
    kind: String,
    symbol: String,
    amount: Number,
    hashrate: Number,
    /** The UTC day (YYYY-MM-DD) of the block's end: the daily bonus is once a day. */
    day: String,
    createdAt: Number,
  },
  /** The gaming wallet's PEN balance and the bundles bought from it. */
  gamingWallet: {
    userId: primaryKey(String),
    balance: Number,
  },
  purchase: {
    id: primaryKey(String),
    userId: String,
    bundleId: String,
    price: Number,
    createdAt: Number,
  },
  partner: {
    id: primaryKey(Number),
    logo: String,
    name: String,
    marketplaceLink: String,
    active: Boolean,
    displayOrder: Number,
  },
  pool: {
    code: primaryKey(String),
    name: String,
    ownerId: String,
    minHashrate: Number,
    minNfts: Number,
    maxNfts: Number,
    isEnable: Boolean,
    price: Number,
    maxMembers: Number,
    createdAt: Number,
  },
  poolMember: {
    id: primaryKey(String),
    poolCode: String,
    userId: String,
    joinedAt: Number,
  },
};
