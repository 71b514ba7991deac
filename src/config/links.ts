import { env } from "./env";
import { LINK_NAMES, linkKey, type LinkName } from "./env-names";

/**
 * Every external link of the site by name (socials, stores and the wallet APK, games and dapps,
 * documents, mail), each from its own variable (VITE_LINK_<NAME>, listed in .env.example): the
 * one place components take them from.
 */
export const LINKS = Object.fromEntries(LINK_NAMES.map((name) => [name, env[linkKey(name)]])) as Record<LinkName, string>;

/** The site's social accounts, in the order the header and footer show them. */
export const SOCIAL_LINKS = [
  { name: "X", href: LINKS.X },
  { name: "Telegram", href: LINKS.TELEGRAM },
  { name: "Discord", href: LINKS.DISCORD },
] as const;

/** The legal facts the Terms of Use name (the spec leaves them as placeholders; a release sets them). */
export const LEGAL = { entity: env.VITE_LEGAL_ENTITY, country: env.VITE_LEGAL_COUNTRY, email: env.VITE_LEGAL_EMAIL } as const;
