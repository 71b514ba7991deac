import { PRODUCT } from "@/config/brand";
import type { BADGE_TYPES } from "@/config/content-routes";
import { BLACK_BADGE_SUPPLY, NEW_FRIEND_REFERRALS } from "@/config/constants";
import { LINKS } from "@/config/links";
import { STORAGE_KEYS, type StorageKey } from "@/lib/storage-keys";
import type { BadgeKey, TaskGroup, TaskName } from "../api/campaign";

/** The badge types of the routes (airdrop-campaigns.md §3), their server keys and their tasks. */
export type BadgeType = (typeof BADGE_TYPES)[number];

export interface BadgeInfo {
  type: BadgeType;
  key: BadgeKey;
  name: string;
  /** How the rarity is shown (Royal for EPIC, Black for ASCENDED: airdrop-campaigns.md §1). */
  rarity: string;
  image: string;
  text: string;
  /** The tasks' list, for a badge that has tasks. */
  group: TaskGroup | null;
}

export const BADGES: readonly BadgeInfo[] = [
  {
    type: "common",
    key: "COMMON",
    name: "Welcome Hero Badge",
    rarity: "Common",
    group: null,
    text: `Your welcome to the ${PRODUCT} airdrop: bind a wallet and claim it.`,
  },
  {
    type: "uncommon",
    key: "UNCOMMON",
    name: "New Friend Badge",
    rarity: "Uncommon",
    group: null,
    text: `Invite ${NEW_FRIEND_REFERRALS} friends to sign up with your referral link.`,
  },
  { type: "rare", key: "RARE", name: "Degen", rarity: "Rare", group: "web3", text: "Follow us on X and Telegram, and connect your Telegram account." },
  { type: "royal", key: "EPIC", name: "Royal", rarity: "Royal", group: "royal", text: "Post about the campaign on X and join the Royal holders." },
  {
    type: "ascended",
    key: "ASCENDED",
    name: "Black",
    rarity: "Ascended",
    group: "ascended",
    text: `Only ${BLACK_BADGE_SUPPLY} exist, assigned by the ${PRODUCT} team to its most devoted players.`,
  },
].map((b) => ({ ...b, type: b.type as BadgeType, key: b.key as BadgeKey, group: b.group as TaskGroup | null, image: `/badges/${b.type}.svg` }));

export const badgeOfType = (type: string) => BADGES.find((b) => b.type === type);

/**
 * A task: what the player does, where (an outside link, or the account page), and the local flag
 * (airdrop-campaigns.md §3) that remembers they did it, so its Verify button waits until then.
 */
export interface TaskInfo {
  label: string;
  flag: StorageKey;
  href: string;
  /** The link opens the account page (connect Telegram there), not another site. */
  internal?: boolean;
  /** The task asks for the link of the player's post. */
  needsLink?: boolean;
}

export const TASK_INFO: Record<TaskName, TaskInfo> = {
  follow_x: { label: `Follow ${PRODUCT} on X`, flag: STORAGE_KEYS.followTwitterCompleted, href: LINKS.X },
  follow_telegram: { label: `Join the ${PRODUCT} Telegram channel`, flag: STORAGE_KEYS.followTelegramCompleted, href: LINKS.TELEGRAM },
  connect_telegram: { label: "Connect your Telegram account", flag: STORAGE_KEYS.connectTelegramCompleted, href: "/account", internal: true },
  verify_link: {
    label: "Post about the campaign on X, then paste your post's link",
    flag: STORAGE_KEYS.verifyLinkCompleted,
    href: `https://x.com/intent/post?text=${encodeURIComponent(`I'm earning badges in the ${PRODUCT} airdrop!`)}`,
    needsLink: true,
  },
  join_task: { label: `Join the ${PRODUCT} Discord`, flag: STORAGE_KEYS.joinTaskCompleted, href: LINKS.DISCORD },
};
