import { factory, nullable, primaryKey } from "@mswjs/data";

/** The mock backend's state. Handlers query it directly (see TOOLCHAIN: no toHandlers with msw 3). */
const models = {
  user: {
    id: primaryKey(String),
    username: String,
    email: String,
    passwordHash: String,
    salt: String,
    verified: Boolean,
    emailValidatedAt: nullable(String),
    referredBy: nullable(String),
    referralVerified: Boolean,
    userFrom: String,
    mmAddress: nullable(String),
    walletType: nullable(String),
    userAvatar: nullable(Number),
    extraDataJson: String,
    externalWalletsJson: String,
    interestText: nullable(String),
    profilePicture: nullable(String),
    /** A new email waiting for its verification link (the old one stays in use until then). */
    pendingEmail: nullable(String),
    centralisedWallet: nullable(String),
    createdAt: String,
  },
  session: {
    token: primaryKey(String),
    userId: String,
    createdAt: Number,
    lastSeenAt: Number,
    revoked: Boolean,
  },
  captcha: {
    id: primaryKey(String),
    answer: String,
    expiresAt: Number,
  },
  /** Single-use tokens: email verification links, sign-in error tokens, reset tokens, login keys. */
  oneTime: {
    token: primaryKey(String),
    kind: String,
    userId: String,
    expiresAt: Number,
    used: Boolean,
    /** What the token carries besides its user (the wallet address of an email-wallet token). */
    data: nullable(String),
  },
  mail: {
    id: primaryKey(Number),
    to: String,
    subject: String,
    text: String,
    link: String,
    createdAt: String,
  },
  application: {
    id: primaryKey(String),
    fieldsJson: String,
    resumeName: String,
    resumeSize: Number,
    createdAt: String,
  },
  subscriber: {
    email: primaryKey(String),
    createdAt: String,
  },
  friendship: {
    id: primaryKey(Number),
    fromId: String,
    toId: String,
    status: String,
  },
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
  /** Two-factor state of a player: the confirmed and pending secrets, replay and lockout guards. */
  twoFactor: {
    userId: primaryKey(String),
    secret: nullable(String),
    pendingSecret: nullable(String),
    /** The last time step accepted: a code of that step or an earlier one is refused (RFC 6238 §5.2). */
    lastStep: Number,
    failures: Number,
    lockedUntil: Number,
    /** Hashes of the unused recovery codes. */
    recoveryJson: String,
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
  /** A social account connected to a player (`{network}:{account id}`): one player per account. */
  socialLink: {
    id: primaryKey(String),
    network: String,
    userId: String,
    handle: String,
  },
  /** Campaign points claimed (claim-point): one per template and account. */
  pointClaim: {
    id: primaryKey(String),
    userId: String,
    template: String,
    createdAt: String,
  },
  /** A player's public 3D space (in production the 3D world's service owns them; the counts are its). */
  space: {
    id: primaryKey(String),
    ownerId: String,
    name: String,
    about: String,
    visits: Number,
    likes: Number,
  },
  /** The spatial early-access list: one row per address (lower case). */
  spatialWhitelist: {
    email: primaryKey(String),
    spaceOwnerId: String,
    referralCode: nullable(String),
    createdAt: String,
  },
  /** A claimed airdrop badge (campaign.yaml): the id `{user}:{badge}` makes each badge once per account. */
  badgeClaim: {
    id: primaryKey(String),
    userId: String,
    badge: String,
    createdAt: Number,
  },
  /** A completed badge task (`{user}:{group}:{task}`): web3 (Degen), royal or ascended (Black). */
  badgeTask: {
    id: primaryKey(String),
    userId: String,
    group: String,
    task: String,
    link: nullable(String),
    createdAt: Number,
  },
  /** The Black badge's holders-to-be, assigned by the team (supply 111). */
  blackAssignment: {
    userId: primaryKey(String),
    assignedAt: Number,
  },
  /** A spin of the campaign wheel and the points it drew. */
  spin: {
    id: primaryKey(String),
    userId: String,
    points: Number,
    createdAt: Number,
  },
  /** A player's TGE choice: how the airdrop is received, the exchange account, and the verification. */
  tgeChoice: {
    userId: primaryKey(String),
    method: nullable(String),
    cexName: nullable(String),
    uid: nullable(String),
    verifiedAt: nullable(Number),
  },
  /** The creators shown in the influencer widget list (site.yaml getInfluencerWidgets). */
  influencer: {
    id: primaryKey(String),
    name: String,
    image: String,
    link: String,
    displayOrder: Number,
  },
  poolMember: {
    id: primaryKey(String),
    poolCode: String,
    userId: String,
    joinedAt: Number,
  },
};
export const db = factory(models);
/** The models of the database, for the saved state (mocks/state.ts). */
export const modelNames = Object.keys(models) as (keyof typeof models)[];

export type Db = typeof db;
export type UserRecord = NonNullable<ReturnType<typeof db.user.findFirst>>;
export type OneTimeKind =
  | "verify_email"
  | "email_verification_login"
  | "referral_unverified"
  | "reset_password"
  | "login_key"
  | "ethermail"
  | "siwe_nonce"
  | "ton_payload"
  | "used_signature"
  | "sso_code"
  | "sso_access"
  | "become_friend"
  | "change_email"
  | "oauth_state"
  | "oauth_code";
