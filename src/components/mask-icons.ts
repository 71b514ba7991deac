/**
 * The icons a page shows before any of the app's code has loaded (the header's and the footer's
 * network marks, the generic wallet, a dialog's close, a video's play), by name, with the icon of
 * the site's set (Tabler) each is drawn from. The build draws each at /icons/ui/<name>.svg
 * (scripts/build/brand-assets.ts), painted in the text's colour through a CSS mask
 * (mask-icon.css), so the first load carries none of the icon set's code.
 */
export const MASK_ICONS = {
  "brand-x": "IconBrandX",
  "brand-telegram": "IconBrandTelegram",
  "brand-discord": "IconBrandDiscord",
  wallet: "IconWallet",
  x: "IconX",
  "player-play": "IconPlayerPlay",
} as const;

export type MaskIconName = keyof typeof MASK_ICONS;
