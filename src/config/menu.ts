import { PRODUCT, PRODUCT_SLUG } from "./brand";

/** Header menu item (public-pages-mining.md §2: title, grouped, route, available, subGroup). */
export interface MenuItem {
  title: string;
  grouped: boolean;
  route: string;
  available: boolean;
  subGroup: { title: string; route: string; available: boolean; isSrolling?: boolean }[];
}

export const HEADER_MENU: MenuItem[] = [
  { title: "Getting started", grouped: true, route: "/lets-get-started", available: true, subGroup: [{ title: "Sign-up an Account", route: "/sign-up", available: true }] },
  { title: `${PRODUCT} Games XP`, grouped: true, route: `/${PRODUCT_SLUG}-games-xp`, available: true, subGroup: [{ title: "NFT Mining alpha", route: "/mine", available: true }] },
  { title: `${PRODUCT} chain`, grouped: false, route: `/${PRODUCT_SLUG}-chain`, available: true, subGroup: [] },
  {
    title: "About Us",
    grouped: true,
    route: "/about-us",
    available: true,
    subGroup: [
      { title: "Our Team", route: "/our-team", available: true },
      { title: "Brand Kit Download", route: "/brand-kit", available: true },
    ],
  },
];

export const SOCIAL_LINKS = [
  { name: "X", href: `https://x.com/${PRODUCT_SLUG}` },
  { name: "Telegram", href: `https://t.me/${PRODUCT_SLUG}` },
  { name: "Discord", href: `https://discord.gg/${PRODUCT_SLUG}` },
] as const;

export const FOOTER_LINKS = [
  { title: `${PRODUCT} Chain`, route: `/${PRODUCT_SLUG}-chain` },
  { title: "NFT Mining", route: "/mine" },
  { title: "About us", route: "/about-us" },
  { title: "Disclaimer", route: "/disclaimer" },
] as const;

/** Paths under which the site header and footer are hidden (K38). */
export const BARE_PATH_PREFIXES = ["/acc/", "/spatial"] as const;
export const isBarePath = (pathname: string) => pathname === "/acc" || BARE_PATH_PREFIXES.some((p) => pathname.startsWith(p));

/** The chain explorer (MyPals Token opens the token tab of the user's central wallet). */
export const EXPLORER_URL = "https://explorer.pentachain.local";

/** The pages whose path carries the brand slug. */
export const SLUG_PAGE_NAMES: string[] = [`${PRODUCT_SLUG}-chain`, `${PRODUCT_SLUG}-games`, `${PRODUCT_SLUG}-games-xp`];
