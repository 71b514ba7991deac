import { randomUUID } from "node:crypto";
import { campaign } from "./config";
import { db } from "./db";
import { campaignRules, TASKS } from "./domain/campaign";
import { friendRules } from "./domain/friends";
import { miningRules } from "./domain/mining";
import { miningTxRules } from "./domain/mining-tx";
import { poolRules } from "./domain/pools";
import { pointRules } from "./domain/profile";
import { socialRules } from "./domain/social";
import { tgeRules } from "./domain/tge";
import { unexpiring } from "./faults-wallets";
import { refuse } from "./lib/http";

/**
 * The fault switches of the game's promises (friends and referrals, pools, the campaign's badges,
 * tasks, points and TGE choice, social connections), as mocks/faults.ts describes them; it lists
 * them with the others and switches one on.
 */
export const PLAY_FAULTS = {
  "friend-request-duplicate": {
    says: "a friend request to the same player is accepted again",
    apply: () => (friendRules.oneRequestBetween = () => {}),
  },
  "become-friend-code-reuse": {
    says: "a become-friend code connects more than once",
    apply: () => (friendRules.useBecomeFriendCode = () => {}),
  },
  "friend-answer-again-refused": {
    says: "the receiver's same answer to an answered friend request is refused (404) instead of answered as done",
    apply: () => (friendRules.sameAnswerAgain = () => false),
  },
  "friend-answer-by-sender": {
    says: "the sender of a friend request can accept it",
    apply: () => (friendRules.answeredByReceiver = () => {}),
  },
  "pool-over-capacity": {
    says: "a pool takes one member more than its maximum",
    apply: () => (poolRules.hasRoom = (count, max) => count <= max),
  },
  "black-over-supply": {
    says: "the Black badge's supply is exceeded by one",
    apply: () => (campaignRules.blackLeft = (assigned) => assigned <= campaign.blackSupply),
  },
  "referral-unverified": {
    says: "a referred player counts before verifying the email",
    apply: () => (friendRules.referralCount = (user) => db.user.count({ where: { referredBy: { equals: user.username } } })),
  },
  "point-double-claim": {
    says: "a campaign template's points are claimed twice by one account",
    apply: () => {
      pointRules.claimedOnce = () => {};
      pointRules.claimId = (user, template) => `${user.id}:${template}:${randomUUID()}`;
    },
  },
  "social-account-moved": {
    says: "an account of a network connected to one player is connected to another, and moves to it",
    apply: () =>
      (socialRules.onePlayer = (existing) => {
        if (existing) db.socialLink.delete({ where: { id: { equals: existing.id } } });
      }),
  },
  "oauth-state-reuse": {
    says: "an OAuth state connects a social account more than once",
    apply: () => (socialRules.useState = () => {}),
  },
  "oauth-state-no-expiry": {
    says: "an OAuth state connects a social account after its 10 minutes",
    apply: () => (socialRules.liveState = unexpiring("oauth_state")),
  },
  "telegram-hash-unchecked": {
    says: "Telegram's login data connects whatever its hash",
    apply: () => (socialRules.telegramSigned = () => true),
  },
  "telegram-id-unsigned": {
    says: "Telegram's hash is made and checked over the login data without its id",
    apply: () => {
      const genuine = socialRules.telegramSignedText;
      socialRules.telegramSignedText = (fields) => genuine(Object.fromEntries(Object.entries(fields).filter(([k]) => k !== "id")));
    },
  },
  "telegram-login-no-expiry": {
    says: "Telegram's login data connects an account more than a day after Telegram signed it",
    apply: () => (socialRules.telegramFresh = () => true),
  },
  "tge-change-after-verify": {
    says: "a verified TGE choice (the method, the exchange account) still changes",
    apply: () => (tgeRules.choiceOpen = () => {}),
  },
  "badge-task-double-claim": {
    says: "a badge task is claimed twice by one account",
    apply: () => (campaignRules.taskId = (user, group, task) => `${user.id}:${group}:${task}:${randomUUID()}`),
  },
  "pool-update-by-others": {
    says: "a member of a pool, or any player, changes its details",
    apply: () => (poolRules.ownedBy = () => {}),
  },
  "pool-second-membership": {
    says: "a player in a pool joins another one",
    apply: () => (poolRules.inTheWay = () => null),
  },
  "pool-join-twice": {
    says: "a player joins the pool they are in a second time",
    apply: () => (poolRules.joinedAlready = () => false),
  },
  "pool-leave-refused-again": {
    says: "a leave of a pool the player is no longer in is refused (409)",
    apply: () => {
      const genuine = poolRules.memberOf;
      poolRules.memberOf = (mine, pool) => {
        const membership = genuine(mine, pool);
        if (!membership) throw refuse(409, "You are not in this pool");
        return membership;
      };
    },
  },
  "mining-over-nft-cap": {
    says: "a mining start takes 10 NFTs, one more than its 9",
    apply: () => {
      const genuine = miningRules.nftsWithinCap;
      miningRules.nftsWithinCap = (count) => genuine(count - 1);
    },
  },
  "mining-twice-at-once": {
    says: "a player already mining starts another participation while the first runs",
    apply: () => (miningRules.notMining = () => {}),
  },
  "mining-foreign-item": {
    says: "a player mines with another player's NFT or token",
    apply: () =>
      (miningRules.ownItem = (item, _user, notOwned) => {
        if (!item) throw refuse(notOwned, "You can only mine with your own NFTs and tokens");
        return item;
      }),
  },
  "mine-tx-reuse": {
    says: "a mine transaction's hash starts mining a second time",
    apply: () => (miningTxRules.hashUnused = () => {}),
  },
  "mine-tx-any-sender": {
    says: "a mine transaction counts for any address the request names, not only the one that sent it",
    apply: () => (miningTxRules.sentBy = () => {}),
  },
  "mine-tx-any-account": {
    says: "a mine transaction starts mining for any account that sends it, not only the one it names",
    apply: () => (miningTxRules.forAccount = () => {}),
  },
  "oauth-state-any-player": {
    says: "a connection's state connects for whoever calls back with it, not only the player and session it was started for",
    apply: () => (socialRules.stateOfThisSession = (_record, data, _user, _session, network) => data.network === network),
  },
  "oauth-state-any-session": {
    says: "a connection's state connects from any session of the player it was started for, not only its own session",
    apply: () => (socialRules.stateOfThisSession = (record, data, user, _session, network) => record.userId === user.id && data.network === network),
  },
  "oauth-state-any-network": {
    says: "a connection's state connects a callback of any network, not only the network it was started for",
    apply: () => {
      const kept = socialRules.stateOfThisSession;
      socialRules.stateOfThisSession = (record, data, user, session) => kept(record, data, user, session, data.network as never);
    },
  },
  "new-friend-referrals-off-by-one": {
    says: "the New Friend badge is claimed with four verified referrals",
    apply: () => ((campaign as { newFriendReferrals: number }).newFriendReferrals = campaign.newFriendReferrals - 1),
  },
  "badges-open-before-welcome-hero": {
    says: "the badges and tasks after the Welcome Hero open before it is claimed",
    apply: () => (campaignRules.welcomeFirst = () => true),
  },
  "task-badge-without-tasks": {
    says: "a task badge is claimed while a task of it is open",
    apply: () => (campaignRules.tasksComplete = () => true),
  },
  "badge-last-task-optional": {
    says: "a task badge is claimed without its last task",
    apply: () => {
      // the rule kept, as if the badge's last task were always done
      const kept = campaignRules.tasksComplete;
      campaignRules.tasksComplete = (done, group) => kept([...done, { group, task: TASKS[group].tasks.at(-1)! }], group);
    },
  },
  "tasks-of-any-badge": {
    says: "a task badge is claimed with as many tasks complete as it has, of any badge",
    apply: () => (campaignRules.tasksComplete = (done, group) => done.length >= TASKS[group].tasks.length),
  },
  "mine-tx-any-age": {
    says: "a mine transaction of any age starts mining",
    apply: () => (miningTxRules.recent = () => {}),
  },
  "mine-tx-not-yet-kept": {
    says: "a mine transaction without its 2 blocks is refused for good (422, kept under its Idempotency-Key), not answered 'try again later'",
    apply: () =>
      (miningTxRules.confirmed = (latest, mined) => {
        if (latest - mined < 2n) throw refuse(422, "The transaction needs 2 more blocks. Please try again in a moment.");
      }),
  },
  "friend-request-after-decline": {
    says: "a sender whose friend request was declined asks that player again at once",
    apply: () => (friendRules.askAgainAfterDecline = () => {}),
  },
  "tge-destination-shared": {
    says: "a wallet or an exchange account that another account's verified TGE choice pays is verified again for another account",
    apply: () => (tgeRules.destinationFree = () => {}),
  },
  "tge-wallet-follows-binding": {
    says: "a verified on-chain TGE choice pays whichever wallet is bound now, not the one it was verified with",
    apply: () => (tgeRules.payoutWallet = (choice, user) => (choice.walletAddress ? user.mmAddress : null)),
  },
  "badge-claim-without-wallet": {
    says: "an account without a bound wallet claims a badge",
    apply: () => (campaignRules.hasWallet = () => true),
  },
  "badge-double-claim": {
    says: "a badge can be claimed twice",
    apply: () => {
      campaignRules.claimedOnce = () => null;
      campaignRules.claimId = (user, badge) => `${user.id}:${badge}:${randomUUID()}`;
    },
  },
} satisfies Record<string, { says: string; apply: () => void }>;

/** What the game's faults replace a part of (mocks/faults.ts, switchFault). */
export const PLAY_FAULT_TARGETS: object[] = [campaign, campaignRules, tgeRules, friendRules, poolRules, pointRules, socialRules, miningRules, miningTxRules];
