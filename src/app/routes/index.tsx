import { createFileRoute } from "@tanstack/react-router";
import { PRODUCT } from "@/config/brand";
import { HomePage } from "@/features/marketing/components/home-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export const Route = createFileRoute("/")({
  staticData: { prerender: { snapshot: "page" } },
  component: function Home() {
    useDocumentTitle("", `${PRODUCT}: games, a chain and rewards for players. Play, earn badges, mine with your NFTs.`);
    return <HomePage />;
  },
});
