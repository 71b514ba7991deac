/**
 * The icons a page shows before any of the app's code has loaded (the header's and the footer's
 * network marks, the generic wallet, a dialog's close, a video's play), by name, with the icon of
 * the site's set (Tabler) each is drawn from. mask-icon.css names each as /icons/ui/<name>.svg; the
 * build (scripts/build/brand-assets.ts) draws it and puts it into the stylesheet as a `data:` URL,
 * painted in the text's colour through a CSS mask: the first load carries none of the icon set's
 * code, and its first paint waits for no icon file.
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
