import type { NEWSLETTER_IDS } from "@/config/content-routes";

/** The newsletters (airdrop-campaigns.md §2): static email-style HTML in public/newsletters/{id}.html. */
export const NEWSLETTERS = [
  { id: "a", title: "The airdrop is here", date: "October 2024", summary: "Badges, $PEN, our pet game's numbers, the roadmap and where we spoke." },
  {
    id: "b",
    title: "India, and two audio spaces",
    date: "December 2024",
    summary: "A blockchain summit in India; game streaming, a zkEVM chain and XR cinema.",
  },
  { id: "c", title: "News, August 2025", date: "August 2025", summary: "A gas token and its two pools, the spatial web, livestreams and a new hero." },
  { id: "d", title: "A shooter, a new site and a new hero", date: "2025", summary: "A game store release, the card game reveal and a hero to mint." },
] as const satisfies readonly { id: NewsletterId; title: string; date: string; summary: string }[];

export type NewsletterId = (typeof NEWSLETTER_IDS)[number];
