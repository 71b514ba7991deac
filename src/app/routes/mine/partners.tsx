import { createFileRoute } from "@tanstack/react-router";
import { partnersQuery } from "@/features/mining/api/mining";
import { MiningPage } from "@/features/mining/components/mining-page";
import { PartnersList } from "@/features/mining/components/partners";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /mine/partners: the mining partners (public: marketing a visitor may see; see openapi/mining.yaml). */
export const Route = createFileRoute("/mine/partners")({
  loader: ({ context }) => context.queryClient.ensureQueryData(partnersQuery()),
  component: function Partners() {
    useDocumentTitle("Mining partners", "The NFT collections you can mine with, and where to get them.");
    return (
      <MiningPage title="Mining partners">
        <PartnersList />
      </MiningPage>
    );
  },
});
