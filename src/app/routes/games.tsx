import { createFileRoute } from "@tanstack/react-router";
import { PRODUCT } from "@/config/brand";
import { GamesPage } from "@/features/marketing/components/games-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export const Route = createFileRoute("/games")({
  staticData: { prerender: { snapshot: "page" } },
  component: function Games() {
    useDocumentTitle("Games", `The games of the ${PRODUCT} ecosystem.`);
    return <GamesPage />;
  },
});
