import { createFileRoute, Link, useLocation } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useUserInfo } from "@/features/account/api/user-info";
import { FriendsDialogs, type FriendsDialog } from "@/features/friends/components/friends-dialogs";
import { ProfileCard } from "@/features/friends/components/profile-card";
import { SpaceLink } from "@/features/spatial/components/space-link";
import { PRODUCT } from "@/config/brand";
import { stringParams } from "@/lib/search";
import { useSession } from "@/lib/session";
import { storage, STORAGE_KEYS } from "@/lib/storage-keys";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /acc/{username}: any player's account card, the player's own too (accounts-identity.md §2, §4,
 * §6). Header and footer are hidden here (K38); the masking is the server's. `code` is the optional
 * referral code (§2): it goes with the profile call, and a visitor's sign-up from here carries it.
 */
export const Route = createFileRoute("/acc/$username")({
  validateSearch: stringParams("bf", "code"),
  component: function AccountDetail() {
    const { username } = Route.useParams();
    const { bf, code } = Route.useSearch();
    const { status } = useSession();
    const me = useUserInfo();
    const { href } = useLocation();
    const [dialog, setDialog] = useState<FriendsDialog | null>(null);
    useDocumentTitle(`${username} · ${PRODUCT}`);
    const viewer = status === "authenticated" ? (me.data?.username ?? null) : null;
    // a shared link's become-friend code waits for a session (sign-in or sign-up), then is used once
    useEffect(() => {
      if (bf && viewer !== username.toLowerCase()) storage.set(STORAGE_KEYS.becomeFriendAutoCode, bf);
    }, [bf, viewer, username]);
    return (
      <div className="profile-page">
        <Link to="/" className="profile-page__home">
          {PRODUCT}
        </Link>
        {status === "authenticated" && me.isPending ? null : (
          <ProfileCard
            username={username}
            code={code}
            viewer={viewer}
            onViewFriends={() => setDialog("friends")}
            signInHref={`/sign-in?redirectUrl=${encodeURIComponent(href)}`}
          />
        )}
        <SpaceLink username={username} code={code} />
        {viewer && <FriendsDialogs open={dialog} onClose={() => setDialog(null)} me={viewer} />}
      </div>
    );
  },
});
