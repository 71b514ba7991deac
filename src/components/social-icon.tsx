import type { TablerIcon } from "@tabler/icons-react";
import IconBrandDiscord from "@tabler/icons-react/icons/IconBrandDiscord";
import IconBrandLinkedin from "@tabler/icons-react/icons/IconBrandLinkedin";
import IconBrandTelegram from "@tabler/icons-react/icons/IconBrandTelegram";
import IconBrandX from "@tabler/icons-react/icons/IconBrandX";
import IconLink from "@tabler/icons-react/icons/IconLink";

/** The networks' marks, from the site's one icon set (Tabler); a network without one gets a link icon. */
const ICONS: Record<string, TablerIcon> = { X: IconBrandX, Telegram: IconBrandTelegram, Discord: IconBrandDiscord, LinkedIn: IconBrandLinkedin };

/** A social network's mark, beside (or inside a link named after) the network: decorative. */
export function SocialIcon({ name }: { name: string }) {
  const Mark = ICONS[name] ?? IconLink;
  return <Mark size={22} stroke={1.75} aria-hidden="true" />;
}
