import { PRODUCT, PRODUCT_SLUG } from "./brand.ts";

/** Header menu item (public-pages-mining.md §2: title, grouped, route, available, subGroup). */
export interface MenuItem {
  title: string;
  grouped: boolean;
  route: string;
  available: boolean;
  subGroup: { title: string; route: string; available: boolean; isSrolling?: boolean }[];
}

export const HEADER_MENU: MenuItem[] = [
  {
    title: "Getting started",
    grouped: true,
    route: "/lets-get-started",
    available: true,
    subGroup: [{ title: "Sign-up an Account", route: "/sign-up", available: true }],
  },
  {
    title: `${PRODUCT} Games XP`,
    grouped: true,
    route: `/${PRODUCT_SLUG}-games-xp`,
    available: true,
    subGroup: [{ title: "NFT Mining alpha", route: "/mine", available: true }],
  },
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

/**
 * Footer links (public-pages-mining.md §2: {product} Chain, NFT Mining, About us links, Disclaimer).
 * "About us links" is the company group: the pages about us, its work and its terms.
 */
/** The footer's links (public-pages-mining.md §2); a `legal` one is drawn with the legal pages of the About us links, not as a heading of its own. */
export const FOOTER_LINKS: { title: string; route: string; group?: { title: string; route: string }[]; legal?: boolean }[] = [
  { title: `${PRODUCT} Chain`, route: `/${PRODUCT_SLUG}-chain` },
  { title: "NFT Mining", route: "/mine" },
  {
    title: "About us",
    route: "/about-us",
    group: [
      { title: "Our Team", route: "/our-team" },
      { title: "Careers", route: "/careers" },
      { title: "FAQ", route: "/faq" },
      { title: "IPs", route: "/ips" },
      { title: "$PEN IDO", route: "/ido" },
      { title: "Brand Kit", route: "/brand-kit" },
      { title: "Privacy Policy", route: "/privacy-policy" },
      { title: "Terms of Use", route: "/terms-of-use" },
    ],
  },
  { title: "Disclaimer", route: "/disclaimer", legal: true },
];

/** Paths under which the site header and footer are hidden (K38). */
export const BARE_PATH_PREFIXES = ["/acc/", "/spatial"] as const;
/** The sign-in widget is a pop-up of a partner site: bare too. */
export const POPUP_PATHS = ["/sso"] as const;
export const isBarePath = (pathname: string) =>
  pathname === "/acc" || BARE_PATH_PREFIXES.some((p) => pathname.startsWith(p)) || (POPUP_PATHS as readonly string[]).includes(pathname);

/** The pages whose path carries the brand slug. */
export const SLUG_PAGE_NAMES: string[] = [`${PRODUCT_SLUG}-chain`, `${PRODUCT_SLUG}-games`, `${PRODUCT_SLUG}-games-xp`];

/** The newsletter form's section (the spec's anchor `subscribe`): the header's SUBSCRIBE goes to it on the chain page. */
export const SUBSCRIBE_SECTION = "subscribe";
