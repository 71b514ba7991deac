import { createFileRoute } from "@tanstack/react-router";
import { useUserInfo } from "@/features/account/api/user-info";
import { SpatialPage } from "@/features/spatial/components/spatial-page";
import { stringParams } from "@/lib/search";
import { useSession } from "@/lib/session";

/**
 * /spatial/{username}: a player's public 3D space (accounts-identity.md §2). `code` is the
 * referral code of an invite link. Header and footer are hidden here (K38).
 */
export const Route = createFileRoute("/spatial/$username")({
  validateSearch: stringParams("code"),
  component: function Spatial() {
    const { username } = Route.useParams();
    const { code } = Route.useSearch();
    const { status } = useSession();
    const me = useUserInfo();
    if (status === "authenticated" && me.isPending) return null;
    const viewer = status === "authenticated" && me.data ? { username: me.data.username, avatar: me.data.user_avatar ?? null, email: me.data.email } : null;
    return <SpatialPage username={username} code={code?.trim() || undefined} viewer={viewer} />;
  },
});
