import { createFileRoute } from "@tanstack/react-router";
import { useSignedInUser } from "@/features/account/api/user-info";
import { poolMembersQuery, poolsQuery } from "@/features/mining/api/pools";
import { MiningPage, MiningPagePending } from "@/features/mining/components/mining-page";
import { PoolDetailPage } from "@/features/mining/components/pool-detail";
import { useDocumentTitle } from "@/lib/use-document-title";

const TITLE = "Mining pool";

/** /mine/pools/{code}: a pool's members, and its details form for the owner. */
export const Route = createFileRoute("/_player/mine/pools/$code")({
  staticData: { prerender: { snapshot: "frame", values: "any" } },
  loader: ({ context, params }) =>
    Promise.all([context.queryClient.ensureQueryData(poolsQuery()), context.queryClient.ensureQueryData(poolMembersQuery(params.code, 1))]),
  pendingComponent: () => <MiningPagePending title={TITLE} />,
  component: function Pool() {
    const { code } = Route.useParams();
    const user = useSignedInUser();
    useDocumentTitle(`Pool ${code}`);
    return (
      <MiningPage title={TITLE}>
        <PoolDetailPage code={code} username={user.username} />
      </MiningPage>
    );
  },
});
