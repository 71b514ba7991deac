import { PRODUCT, PRODUCT_SLUG } from "@/config/brand";
import { ChainPage } from "@/features/marketing/components/chain-page";
import { GamesPage } from "@/features/marketing/components/games-page";
import { GamesXpPage } from "@/features/marketing/components/company-pages";
import { gamesXpPage } from "@/features/marketing/content/company";
import { chainPage } from "@/features/marketing/content/chain";

/** The pages whose path carries the brand slug (/{product}-chain, ...), loaded with the route's component. */
export const SLUG_PAGES: Record<string, { title: string; description: string; Page: () => React.ReactNode }> = {
  [`${PRODUCT_SLUG}-chain`]: { title: chainPage.title, description: chainPage.description, Page: ChainPage },
  [`${PRODUCT_SLUG}-games-xp`]: { title: gamesXpPage.title, description: gamesXpPage.description, Page: GamesXpPage },
  [`${PRODUCT_SLUG}-games`]: { title: "Games", description: `The games of the ${PRODUCT} ecosystem.`, Page: GamesPage },
};
