import { createFileRoute } from "@tanstack/react-router";
import { partnersQuery } from "@/features/mining/api/mining";
import { MiningPage, MiningPagePending } from "@/features/mining/components/mining-page";
import { PartnersList } from "@/features/mining/components/partners";
import { useDocumentTitle } from "@/lib/use-document-title";

const TITLE = "Mining partners";

/** /mine/partners: the mining partners (public: marketing a visitor may see; see openapi/mining.yaml). */
export const Route = createFileRoute("/mine/partners")({
  staticData: { prerender: { snapshot: "frame" } },
  loader: ({ context }) => context.queryClient.ensureQueryData(partnersQuery()),
  pendingComponent: () => <MiningPagePending title={TITLE} />,
  component: function Partners() {
    useDocumentTitle(TITLE, "The NFT collections you can mine with, and where to get them.");
    return (
      <MiningPage title={TITLE}>
        <PartnersList />
      </MiningPage>
    );
  },
});
