import { useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ContactValue as Value, isMasked, SocialHandles } from "@/components/contact";
import { Modal } from "@/components/modal";
import { PendingAvatar, PendingParam, PendingValue } from "@/components/pending-values";
import { UserAvatar } from "@/components/user-avatar";
import { PRODUCT } from "@/config/brand";
import { explorerAddressUrl } from "@/config/env";
import { apiError } from "@/lib/api-error";
import { shortAddress } from "@/lib/format";
import { profileQuery, useFriendInvite, useFriendshipAction } from "../api/friends";
import "@/components/form.css";
import "@/components/info-list.css";
import "@/components/tabs.css";
import "@/features/friends/friends.css";

interface ProfileCardProps {
  username: string;
  /** The referral code the profile was opened with (`/acc/{username}?code=`). */
  code?: string;
  /** The signed-in player's username, or null for a visitor. */
  viewer: string | null;
  onViewFriends: () => void;
  /** Where a visitor goes to sign in and come back (`/sign-in?redirectUrl={path}`). */
  signInHref: string;
}

/**
 * The profile card of /acc/{username} (accounts-identity.md §2, §4, §6): avatar, username, social
 * handles, email and wallet with copy and EXPLORER for who may see them, the friendship button by
 * state; top actions share and friend; the feed view placeholder.
 */
export function ProfileCard({ username, code, viewer, onViewFriends, signInHref }: ProfileCardProps) {
  // the route loaded it; a failed lookup is the route's error page (acc/$username.tsx)
  const { data: p } = useSuspenseQuery(profileQuery(username, code));
  const action = useFriendshipAction(username);
  const [prompt, setPrompt] = useState(false);
  const [socials, setSocials] = useState(false);
  const [share, setShare] = useState(false);
  const own = viewer === p.username;
  const status = own ? "own" : p.friendship_status;
  const unlocked = own || status === "accepted";
  // while a request is sent, or waits for the other player, the friend buttons say so and do
  // nothing; they stay focusable (a disabled button drops the focus of the player who pressed it)
  const inert = status === "pending" || action.pending;
  const friendButton = () => {
    if (inert) return;
    if (!viewer) return setPrompt(true);
    if (status === "none") action.send();
    else if (status === "accept_pending") void action.accept();
    else if (status === "accepted" || status === "own") onViewFriends();
  };
  const label = {
    own: "VIEW FRIENDS",
    none: "ADD FRIEND",
    pending: "FRIEND REQUEST PENDING",
    accept_pending: "ACCEPT FRIEND REQUEST",
    accepted: "VIEW FRIENDS",
  }[status];
  return (
    <article className="profile-card" aria-labelledby="profile-name">
      <div className="profile-card__actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setShare(true)}>
          Share
        </button>
        {!own && (
          <button type="button" className="btn btn--ghost btn--small" onClick={friendButton} aria-disabled={inert || undefined} aria-label="Friend">
            Friend
          </button>
        )}
      </div>
      <UserAvatar className="profile-card__avatar" picture={p.profile_picture} avatar={p.user_avatar} size={96} />
      <h1 id="profile-name" className="profile-card__name">
        {p.username}
      </h1>
      {status === "accepted" && <p className="profile-card__badge">FRIEND</p>}
      <dl className="info-list">
        <div className="info-list__row">
          <dt>Email</dt>
          <dd>
            <Value value={p.email} label="email" />
          </dd>
        </div>
        <div className="info-list__row">
          <dt>Wallet</dt>
          <dd>
            {p.mm_address ? (
              <>
                <Value value={p.mm_address} label="wallet" display={shortAddress(p.mm_address)} />
                {unlocked && !isMasked(p.mm_address) && (
                  <a className="btn btn--ghost btn--small" href={explorerAddressUrl(p.mm_address)} target="_blank" rel="noreferrer noopener">
                    EXPLORER
                  </a>
                )}
              </>
            ) : (
              <span className="muted">No wallet connected</span>
            )}
          </dd>
        </div>
      </dl>
      {!unlocked && <p className="profile-card__locked">ADD FRIEND TO UNLOCK INFO</p>}
      <div className="mine__actions">
        <button type="button" className="btn btn--ghost" aria-haspopup="dialog" onClick={() => setSocials(true)}>
          Social accounts
        </button>
        <button type="button" className="btn btn--primary" onClick={friendButton} aria-disabled={inert || undefined}>
          {label}
        </button>
      </div>
      {/* accounts-identity.md §2: the handles in a pop-up, masked as the server sent them for this viewer */}
      <Modal open={socials} onClose={() => setSocials(false)} title="Social accounts">
        <SocialHandles extra={p.extra_data} connected={p.connected_socials} />
      </Modal>
      <FeedView />
      <Modal open={prompt} onClose={() => setPrompt(false)} title="LOGIN / SIGN UP FIRST TO SEND FRIEND REQUEST">
        <a className="btn btn--primary" href={signInHref}>
          LOGIN / SIGN UP
        </a>
        {code && (
          <a className="btn btn--ghost" href={`/sign-up/${encodeURIComponent(code)}`}>
            Create account with this invite
          </a>
        )}
      </Modal>
      <ShareModal open={share} onClose={() => setShare(false)} username={p.username} own={own} />
    </article>
  );
}

/**
 * The card while the profile comes (the route's pendingComponent, and the build's frame of
 * /acc/{username}): the visitor's layout with the values held in place; what the answer decides
 * (the friend button, the locked line) is a skeleton.
 */
export function ProfileCardPending({ username }: { username: string }) {
  return (
    <article className="profile-card" aria-busy="true" aria-labelledby="profile-name">
      <div className="profile-card__actions">
        <button type="button" className="btn btn--ghost btn--small" disabled>
          Share
        </button>
        <button type="button" className="btn btn--ghost btn--small" disabled aria-label="Friend">
          Friend
        </button>
      </div>
      <PendingAvatar className="profile-card__avatar" />
      <h1 id="profile-name" className="profile-card__name">
        <PendingParam value={username} />
      </h1>
      <dl className="info-list">
        {["Email", "Wallet"].map((label) => (
          <div key={label} className="info-list__row">
            <dt>{label}</dt>
            <dd>
              <PendingValue />
            </dd>
          </div>
        ))}
      </dl>
      <div className="route-pending" aria-hidden="true">
        <div className="route-pending__line" />
      </div>
      <div className="mine__actions">
        <button type="button" className="btn btn--ghost" disabled>
          Social accounts
        </button>
        <button type="button" className="btn btn--primary" disabled aria-label="Friend status loading">
          <PendingValue />
        </button>
      </div>
      <FeedView />
    </article>
  );
}

const FEED_MENU = ["New Arrivals", "Best Sellers", "Deals of the Day", "Recommended for You", "Categories by Type"];

/**
 * The feed view (accounts-identity.md §2): a placeholder by the spec, shown as what it is: the feed
 * to come, with its menu's labels as what it will hold (not tabs that open an empty shop).
 */
function FeedView() {
  return (
    <section className="feed" aria-labelledby="feed-title">
      <h2 id="feed-title" className="feed__title">
        Feed <span className="feed__soon">Coming soon</span>
      </h2>
      <p className="muted">A player's feed is on its way: it will show what they offer and recommend, in these sections.</p>
      <ul className="feed__menu" aria-label="Feed menu">
        {FEED_MENU.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </section>
  );
}

/** Each network's share URL for the profile (accounts-identity.md §2: X, Telegram, LinkedIn, Facebook). */
export function shareUrl(network: "X" | "Telegram" | "LinkedIn" | "Facebook", url: string, text: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return {
    X: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    Telegram: `https://t.me/share/url?url=${u}&text=${t}`,
    LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    Facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
  }[network];
}

function ShareModal({ open, onClose, username, own }: { open: boolean; onClose: () => void; username: string; own: boolean }) {
  const [network, setNetwork] = useState<"X" | "Telegram" | "LinkedIn" | "Facebook" | null>(null);
  // the player's own link carries a become-friend code: whoever follows it and signs in becomes a friend
  const invite = useFriendInvite();
  const { mutate } = invite;
  useEffect(() => {
    if (open && own) mutate({});
  }, [open, own, mutate]);
  const base = `${window.location.origin}/acc/${encodeURIComponent(username)}`;
  const url = own && invite.data ? `${base}?bf=${encodeURIComponent(invite.data.code)}` : base;
  const ready = !own || !!invite.data;
  // the link's code could not be made: said, with a retry (the same request: a lost answer's key)
  const failed = own && invite.isError ? apiError(invite.error, "Could not make your invite link").message : null;
  return (
    <Modal open={open} onClose={onClose} title="Share this profile">
      {failed && (
        <div>
          <p role="alert">{failed}</p>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => mutate({})}>
            Try again
          </button>
        </div>
      )}
      <fieldset className="share">
        <legend className="visually-hidden">Network</legend>
        {(["X", "Telegram", "LinkedIn", "Facebook"] as const).map((n) => (
          <label key={n} className="checkbox">
            <input type="radio" name="share-network" checked={network === n} onChange={() => setNetwork(n)} />
            {n}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="btn btn--primary"
        disabled={!network || !ready}
        onClick={() => network && window.open(shareUrl(network, url, `${username} on ${PRODUCT}`), "_blank", "noopener,noreferrer")}
        data-track="share"
      >
        SHARE
      </button>
    </Modal>
  );
}
