import { env } from "./env";
import { fileKey, LINK_PREFIX, parseNamedLinks } from "./env-names";
import type { LinkName } from "./env-table";

/**
 * Every external link of the site by name (socials, stores and the wallet APK, games and dapps,
 * documents, mail), each from its own variable (VITE_LINK_<NAME>, listed in .env.example): the
 * one place components take them from.
 */
export const LINKS = Object.fromEntries(
  Object.entries(env).flatMap(([key, value]) => (key.startsWith(LINK_PREFIX) ? [[key.slice(LINK_PREFIX.length), value]] : [])),
) as Record<LinkName, string>;

/** The site's social accounts, in the order the header and footer show them. */
export const SOCIAL_LINKS = [
  { name: "X", href: LINKS.X },
  { name: "Telegram", href: LINKS.TELEGRAM },
  { name: "Discord", href: LINKS.DISCORD },
] as const;

/** The legal facts the Terms of Use name (the spec leaves them as placeholders; a release sets them). */
export const LEGAL = { entity: env.VITE_LEGAL_ENTITY, country: env.VITE_LEGAL_COUNTRY, email: env.VITE_LEGAL_EMAIL } as const;

/** The home page's press links (VITE_PRESS_LINKS; the local stack's are the outlets' home pages). */
export const PRESS_LINKS = parseNamedLinks(env.VITE_PRESS_LINKS);

/** A picture configured as a URL template (`{key}`: the name as a file key); null when not configured. */
const picture = (template: string, key: string, name: string): string | null => (template ? template.replace(`{${key}}`, fileKey(name)) : null);

/** A team member's photo, if the deployment configured them (VITE_TEAM_PHOTO_URL); else null. */
export const teamPhotoUrl = (name: string) => picture(env.VITE_TEAM_PHOTO_URL, "member", name);

/** A company's logo for the About page (VITE_EXPERIENCE_LOGO_URL); null: the name is shown as text. */
export const experienceLogoUrl = (company: string) => picture(env.VITE_EXPERIENCE_LOGO_URL, "company", company);
