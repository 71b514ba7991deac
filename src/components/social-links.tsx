import { MaskIcon, type MaskIconName } from "@/components/mask-icon";
import { SOCIAL_LINKS } from "@/config/links";
import "@/components/social-icon.css";

/**
 * The marks of the company's networks, in the header and the footer: in every page's first load,
 * so painted from the site's icon set drawn at build (mask-icon.tsx), with none of its code.
 */
export const SITE_MARKS: Record<(typeof SOCIAL_LINKS)[number]["name"], MaskIconName> = {
  X: "brand-x",
  Telegram: "brand-telegram",
  Discord: "brand-discord",
};

/** The social links of the header and the footer. */
export function SocialLinks() {
  return (
    <ul className="socials" aria-label="Social media">
      {SOCIAL_LINKS.map((s) => (
        <li key={s.name}>
          <a href={s.href} target="_blank" rel="noreferrer noopener" aria-label={s.name}>
            <MaskIcon name={SITE_MARKS[s.name]} />
          </a>
        </li>
      ))}
    </ul>
  );
}
