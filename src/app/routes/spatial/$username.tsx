import { type ErrorComponentProps, createFileRoute } from "@tanstack/react-router";
import { UserLookupFailed } from "@/app/layout/route-states";
import { userInfoQuery, useViewer } from "@/features/account/api/user-info";
import { publicSpacesQuery, spaceOwnerQuery } from "@/features/spatial/api/spatial";
import { SpatialPage, SpatialPagePending } from "@/features/spatial/components/spatial-page";
import { stringParams } from "@/lib/search";

/**
 * /spatial/{username}: a player's public 3D space (accounts-identity.md §2). `code` is the
 * referral code of an invite link. Header and footer are hidden here (K38).
 */
export const Route = createFileRoute("/spatial/$username")({
  staticData: { prerender: { snapshot: "frame", values: "any" } },
  validateSearch: stringParams("code"),
  loaderDeps: ({ search }: { search: { code?: string } }) => ({ code: search.code?.trim() || undefined }),
  loader: ({ context: { queryClient, session }, params, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(spaceOwnerQuery(params.username, deps.code)),
      queryClient.ensureQueryData(publicSpacesQuery(params.username)),
      session.status() === "authenticated" ? queryClient.ensureQueryData(userInfoQuery()) : null,
    ]),
  // the page's layout, final from the first paint (the build's frame of any /spatial/{username})
  pendingComponent: function SpatialPending() {
    return <SpatialPagePending username={Route.useParams().username} />;
  },
  errorComponent: SpaceLookupFailed,
  component: function Spatial() {
    const { username } = Route.useParams();
    const { code } = Route.useSearch();
    const { user, isPending } = useViewer();
    if (isPending) return null;
    const viewer = user ? { username: user.username, avatar: user.user_avatar ?? null, email: user.email } : null;
    return <SpatialPage username={username} code={code?.trim() || undefined} viewer={viewer} />;
  },
});

function SpaceLookupFailed(props: ErrorComponentProps) {
  return <UserLookupFailed {...props} username={Route.useParams().username} />;
}
