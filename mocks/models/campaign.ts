import { nullable, primaryKey } from "@mswjs/data";

/** The airdrop campaign: points, badges and their tasks, the Black badge list, wheel spins, TGE choices. */
export const campaignModels = {
  /** Campaign points claimed (claim-point): one per template and account. */
  pointClaim: {
    id: primaryKey(String),
    userId: String,
    template: String,
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
    /** the wallet a verified on-chain choice pays to, fixed at verification */
    walletAddress: nullable(String),
  },
};
