import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState, type ReactNode } from "react";
import { ContactValue, SocialHandles } from "@/components/contact";
import { PendingAvatar, PendingParam, PendingValue } from "@/components/pending-values";
import { UserAvatar } from "@/components/user-avatar";
import { PRODUCT } from "@/config/brand";
import { env } from "@/config/env";
import { useDocumentTitle } from "@/lib/use-document-title";
import { publicSpacesQuery, spaceOwnerQuery } from "../api/spatial";
import { SpatialFrame } from "./spatial-frame";
import { SpatialInvite, type InviteStep } from "./spatial-invite";
import "@/features/spatial/spatial.css";

interface SpatialPageProps {
  username: string;
  /** A referral code from the invite link (`?code=`). */
  code?: string;
  /** The signed-in viewer, or null for a visitor. */
  viewer: { username: string; avatar: number | null; email: string } | null;
}

const count = new Intl.NumberFormat("en");

/**
 * The public spatial page /spatial/{username} (accounts-identity.md §2, §4, §7): the 3D world
 * frame, the owner's avatar, counts, social links, email (masked for who may not see it) and About
 * me, and the early-access popups. An invite link (with a code) opens the invite at once.
 */
export function SpatialPage({ username, code, viewer }: SpatialPageProps) {
  // the route loaded both; a failed lookup is the route's error page
  const { data: p } = useSuspenseQuery(spaceOwnerQuery(username, code));
  const { data: spaces } = useSuspenseQuery(publicSpacesQuery(username));
  const [step, setStep] = useState<InviteStep | null>(code ? "invite" : null);
  useDocumentTitle(`${username}'s space`, `${username}'s 3D space on ${PRODUCT}.`);
  const space = spaces[0] ?? null;
  return (
    <SpatialLayout after={<SpatialInvite step={step} onStep={setStep} owner={p.username} code={code} email={viewer?.email} />}>
      {space ? (
        <SpatialFrame src={env.VITE_SPATIAL_FRAME_URL} space={space} profile={p} viewer={viewer} />
      ) : (
        // the world's place, its status where the loading line was: the owner's name is just below
        <WorldStatus text="No space opened yet." />
      )}
      <aside className="spatial__panel" aria-labelledby="spatial-owner">
        <UserAvatar className="profile-card__avatar" picture={p.profile_picture} avatar={p.user_avatar} size={96} />
        <h1 id="spatial-owner" className="profile-card__name">
          {p.username}
        </h1>
        {space && <p className="spatial__space-name">{space.name}</p>}
        <dl className="spatial__counts">
          <div>
            <dt>Spaces</dt>
            <dd>{count.format(spaces.length)}</dd>
          </div>
          <div>
            <dt>Visits</dt>
            <dd>{count.format(spaces.reduce((n, s) => n + s.visits, 0))}</dd>
          </div>
          <div>
            <dt>Likes</dt>
            <dd>{count.format(spaces.reduce((n, s) => n + s.likes, 0))}</dd>
          </div>
        </dl>
        <SocialHandles extra={p.extra_data} connected={p.connected_socials} />
        <p className="spatial__email">
          Email: <ContactValue value={p.email} label="email" />
        </p>
        <h2 className="spatial__about-title">About me</h2>
        <p>{space?.about || p.interest_text || "Nothing here yet."}</p>
        <div className="mine__actions">
          <button type="button" className="btn btn--primary" onClick={() => setStep("invite")}>
            GET EARLY ACCESS
          </button>
          <Link className="btn btn--ghost" to="/acc/$username" params={{ username: p.username }}>
            VIEW PROFILE
          </Link>
        </div>
      </aside>
    </SpatialLayout>
  );
}

/** The page's frame: the way home, then the world beside the owner's panel (`children`), then `after` (the invite's pop-ups). */
function SpatialLayout({ children, after }: { children: ReactNode; after?: ReactNode }) {
  return (
    <div className="spatial">
      <Link to="/" className="profile-page__home">
        {PRODUCT}
      </Link>
      <div className="spatial__layout">{children}</div>
      {after}
    </div>
  );
}

/** The world's place without a world in it (loading, or no space): its status line. */
function WorldStatus({ text }: { text: string }) {
  return (
    <div className="spatial__frame">
      <p className="spatial__status">{text}</p>
    </div>
  );
}

/**
 * The page while the space and its owner come (the route's pendingComponent, and the build's frame
 * of /spatial/{username}): the world's place with its loading line, and the owner's panel with its
 * values held in place.
 */
export function SpatialPagePending({ username }: { username: string }) {
  return (
    <SpatialLayout>
      <WorldStatus text="Loading the space…" />
      <aside className="spatial__panel" aria-busy="true" aria-labelledby="spatial-owner">
        <PendingAvatar className="profile-card__avatar" />
        <h1 id="spatial-owner" className="profile-card__name">
          <PendingParam value={username} />
        </h1>
        <dl className="spatial__counts">
          {["Spaces", "Visits", "Likes"].map((label) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <PendingValue short />
              </dd>
            </div>
          ))}
        </dl>
        <div className="route-pending" aria-hidden="true">
          <div className="route-pending__line" />
          <div className="route-pending__line route-pending__line--short" />
        </div>
      </aside>
    </SpatialLayout>
  );
}
