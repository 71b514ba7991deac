import { createFileRoute } from "@tanstack/react-router";
import { ChainPage } from "@/features/marketing/components/chain-page";
import { chainPage } from "@/features/marketing/content/chain";
import { useDocumentTitle } from "@/lib/use-document-title";

export const Route = createFileRoute("/pen-chain")({
  staticData: { prerender: { snapshot: "page" } },
  component: function PenChain() {
    useDocumentTitle(chainPage.title, chainPage.description);
    return <ChainPage />;
  },
});
