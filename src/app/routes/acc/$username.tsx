import { createFileRoute, Link, useLocation } from "@tanstack/react-router";
import { useState } from "react";
import { useUserInfo } from "@/features/account/api/user-info";
import { FriendsDialogs, type FriendsDialog } from "@/features/friends/components/friends-dialogs";
import { ProfileCard } from "@/features/friends/components/profile-card";
import { PRODUCT } from "@/config/brand";
import { useSession } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /acc/{username}: any player's account card, the player's own too (accounts-identity.md §2, §4,
 * §6). Header and footer are hidden here (K38); the masking is the server's.
 */
export const Route = createFileRoute("/acc/$username")({
  component: function AccountDetail() {
    const { username } = Route.useParams();
    const { status } = useSession();
    const me = useUserInfo();
    const { href } = useLocation();
    const [dialog, setDialog] = useState<FriendsDialog | null>(null);
    useDocumentTitle(`${username} · ${PRODUCT}`);
    const viewer = status === "authenticated" ? (me.data?.username ?? null) : null;
    return (
      <main id="main" className="profile-page">
        <Link to="/" className="profile-page__home">
          {PRODUCT}
        </Link>
        {status === "authenticated" && me.isPending ? null : (
          <ProfileCard
            username={username}
            viewer={viewer}
            onViewFriends={() => setDialog("friends")}
            signInHref={`/sign-in?redirectUrl=${encodeURIComponent(href)}`}
          />
        )}
        {viewer && <FriendsDialogs open={dialog} onClose={() => setDialog(null)} me={viewer} />}
      </main>
    );
  },
});
