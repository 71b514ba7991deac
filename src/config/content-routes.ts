/**
 * The parameters of the routes whose pages are the app's own content, known at build time (so each
 * page is prerendered: src/config/prerender.ts): the badge types of /airdrop/{type}
 * (airdrop-campaigns.md §3) and the newsletters of /newsletters/{id} (airdrop-campaigns.md §2).
 */
export const BADGE_TYPES = ["common", "uncommon", "rare", "royal", "ascended"] as const;
export const NEWSLETTER_IDS = ["a", "b", "c", "d"] as const;
