import { type ErrorComponentProps, createFileRoute, Link, useLocation } from "@tanstack/react-router";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { userInfoQuery, useViewer } from "@/features/account/api/user-info";
import { profileQuery } from "@/features/friends/api/friends";
import { publicSpacesQuery } from "@/features/spatial/api/spatial";
import { UserLookupFailed } from "@/app/layout/route-states";
import { FriendsDialogs, type FriendsDialog } from "@/features/friends/components/friends-dialogs";
import { ProfileCard, ProfileCardPending } from "@/features/friends/components/profile-card";
import { SpaceLink } from "@/features/spatial/components/space-link";
import { PRODUCT } from "@/config/brand";
import { stringParams } from "@/lib/search";
import { becomeFriendCode } from "@/features/friends/lib/become-friend-code";
import { FriendInvitation } from "@/features/friends/components/friend-invitation";
import { useRefocusAfterChange } from "@/lib/use-refocus-after-change";
import { useDocumentTitle } from "@/lib/use-document-title";
import "@/features/friends/friends.css";

/**
 * /acc/{username}: any player's account card, the player's own too (accounts-identity.md §2, §4, §6).
 * Header and footer are hidden here (K38); the masking is the server's. `code` is the optional
 * referral code (accounts-identity.md §2): it goes with the profile call, and a visitor's sign-up
 * from here carries it.
 */
export const Route = createFileRoute("/acc/$username")({
  staticData: { prerender: { snapshot: "frame", values: "any" } },
  validateSearch: stringParams("bf", "code"),
  loaderDeps: ({ search }: { search: { code?: string } }) => ({ code: search.code }),
  // the profile (as this viewer may see it) and, beside it, the viewer and the space link's answer
  loader: ({ context: { queryClient, session }, params, deps }) => {
    void queryClient.prefetchQuery(publicSpacesQuery(params.username));
    return Promise.all([
      queryClient.ensureQueryData(profileQuery(params.username, deps.code)),
      session.status() === "authenticated" ? queryClient.ensureQueryData(userInfoQuery()) : null,
    ]);
  },
  // the layout of the card, final from the first paint (the build's frame of any /acc/{username})
  pendingComponent: function AccountPending() {
    return (
      <ProfilePage>
        <ProfileCardPending username={Route.useParams().username} />
      </ProfilePage>
    );
  },
  errorComponent: AccountLookupFailed,
  component: function AccountDetail() {
    const { username } = Route.useParams();
    const { bf, code } = Route.useSearch();
    const me = useViewer();
    const { href } = useLocation();
    const [dialog, setDialog] = useState<FriendsDialog | null>(null);
    useDocumentTitle(username);
    const viewer = me.user?.username ?? null;
    const navigate = Route.useNavigate();
    const card = useRef<HTMLDivElement>(null);
    // a shared link's become-friend code: a visitor's waits for a session (sign-in or sign-up), then
    // is used once (accounts-identity.md §4); a signed-in player is asked (FriendInvitation). Once the
    // viewer is known: one's own link is neither stored nor offered
    const own = viewer === username.toLowerCase();
    useEffect(() => {
      if (bf && !me.isPending && !viewer) becomeFriendCode.set(bf);
    }, [bf, me.isPending, viewer]);
    const invited = bf && viewer && !own ? bf : null;
    // the invitation answered: the focus it had goes to the card
    useRefocusAfterChange(card, invited);
    return (
      <ProfilePage>
        {invited && (
          <FriendInvitation inviter={username} code={invited} onDone={() => void navigate({ search: (s) => ({ ...s, bf: undefined }), replace: true })} />
        )}
        {me.isPending ? null : (
          <div ref={card} tabIndex={-1} className="profile-page__card">
            <ProfileCard
              username={username}
              code={code}
              viewer={viewer}
              onViewFriends={() => setDialog("friends")}
              signInHref={`/sign-in?redirectUrl=${encodeURIComponent(href)}`}
            />
          </div>
        )}
        <SpaceLink username={username} code={code} />
        {viewer && <FriendsDialogs open={dialog} onClose={() => setDialog(null)} me={viewer} />}
      </ProfilePage>
    );
  },
});

/** The page around the card, pending or not: the way home (no header here, K38). */
function ProfilePage({ children }: { children: ReactNode }) {
  return (
    <div className="profile-page">
      <Link to="/" className="profile-page__home">
        {PRODUCT}
      </Link>
      {children}
    </div>
  );
}

function AccountLookupFailed(props: ErrorComponentProps) {
  return <UserLookupFailed {...props} username={Route.useParams().username} />;
}
