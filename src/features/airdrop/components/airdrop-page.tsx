import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Suspense, useState } from "react";
import { Carousel } from "@/components/carousel";
import { Modal } from "@/components/modal";
import { PRODUCT } from "@/config/brand";
import { BADGES_PER_VIEW, BLACK_BADGE_SUPPLY, MAX_BADGES, ME3_BONUS_POINTS, NEW_FRIEND_REFERRALS } from "@/config/constants";
import { badgesQuery } from "../api/campaign";
import { BADGES, type BadgeInfo } from "../lib/badges";
import { CampaignPanels } from "./campaign-panels";
import { BadgeClaimed, BadgeLocked, WalletNote } from "./badge-state";
import "@/features/airdrop/airdrop.css";

interface AirdropPageProps {
  signedIn: boolean;
  walletBound: boolean;
}

type Slide = { kind: "intro" } | { kind: "badge"; badge: BadgeInfo };
const SLIDES: Slide[] = [{ kind: "intro" }, ...BADGES.map((badge) => ({ kind: "badge" as const, badge }))];

/**
 * /airdrop (airdrop-campaigns.md §2, §4): an intro slide and the five badges (K21), the how-to-play
 * modal, and for a signed-in player the leaderboards, the wheel and the TGE panel.
 */
export function AirdropPage({ signedIn, walletBound }: AirdropPageProps) {
  const [howTo, setHowTo] = useState(false);
  return (
    // the prerendered page is a visitor's: its visitor-only parts (data-visitor-view) are hidden from
    // a signed-in player until the app runs; the badges themselves are the same and paint from HTML
    <div className="airdrop">
      <header className="airdrop__head">
        <h1>{PRODUCT} Airdrop</h1>
        <p className="muted">Earn badges through challenges; a higher badge gives more $PEN.</p>
        <div className="hero__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setHowTo(true)}>
            How to play
          </button>
          <Link className="btn btn--ghost" to="/airdrop-terms-and-conditions">
            Terms and conditions
          </Link>
        </div>
      </header>
      {!walletBound && <WalletNote signedIn={signedIn} />}
      <Carousel
        label="Badges"
        items={SLIDES}
        perView={BADGES_PER_VIEW}
        itemKey={(s) => (s.kind === "intro" ? "intro" : s.badge.type)}
        render={(s) => (s.kind === "intro" ? <IntroSlide /> : <BadgeSlide badge={s.badge} signedIn={signedIn} />)}
      />
      <CampaignPanels signedIn={signedIn} />
      <Modal open={howTo} onClose={() => setHowTo(false)} title="How to play">
        <ol className="airdrop__steps">
          <li>Sign in and bind a wallet in your account: badges are claimed with it.</li>
          <li>Claim the Welcome Hero Badge first; it unlocks the others.</li>
          <li>Press GO on a badge and complete its tasks, then claim it.</li>
          <li>
            Invite {NEW_FRIEND_REFERRALS} friends for the New Friend Badge. The Black badge ({BLACK_BADGE_SUPPLY} exist) is assigned by the {PRODUCT} team.
          </li>
          <li>Every claimed badge gives a spin of the wheel and points for the leaderboard.</li>
          <li>
            Joined through Me3, our partner's sign-up campaign? Players who signed up with a Me3 campaign link get {ME3_BONUS_POINTS} extra PEN points, already
            counted in your total.
          </li>
        </ol>
        <p className="muted">
          Up to {MAX_BADGES} badges per account, each claimed once. See the <Link to="/airdrop-terms-and-conditions">airdrop terms</Link>.
        </p>
      </Modal>
    </div>
  );
}

function IntroSlide() {
  return (
    <article className="badge-slide badge-slide--intro">
      <h2>Five badges, one airdrop</h2>
      <p>Start earning your badges now: complete challenges, claim each badge once, and climb the leaderboard.</p>
      <p className="muted">Swipe or use the arrows to see every badge.</p>
    </article>
  );
}

function BadgeSlide({ badge, signedIn }: { badge: BadgeInfo; signedIn: boolean }) {
  const action = signedIn ? (
    // the first badge is open before the badge-status call answers; the others wait for it
    // (airdrop-campaigns.md §4)
    <Suspense fallback={badge.key === "COMMON" ? <GoLink badge={badge} /> : <GoPending />}>
      <BadgeAction badge={badge} />
    </Suspense>
  ) : (
    <Link className="btn btn--primary" to="/sign-in" search={{ redirectUrl: `/airdrop/${badge.type}` }} data-visitor-view="">
      Sign in to claim
    </Link>
  );
  return (
    <article className={`badge-slide badge-slide--${badge.type}`} aria-label={badge.name}>
      <img className="badge-slide__art" src={badge.image} alt="" width={148} height={148} />
      <p className={`badge-slide__rarity badge-slide__rarity--${badge.type}`}>{badge.rarity}</p>
      <h2>{badge.name}</h2>
      <p>{badge.text}</p>
      <div className="badge-slide__action">{action}</div>
    </article>
  );
}

/** What the player may do with a badge, as the badge status says. */
function BadgeAction({ badge }: { badge: BadgeInfo }) {
  const { data: status } = useSuspenseQuery(badgesQuery());
  if (status.user_badges[badge.key]) return <BadgeClaimed />;
  if (status.unlocked[badge.key]) return <GoLink badge={badge} />;
  return <BadgeLocked ascended={badge.key === "ASCENDED"} />;
}

function GoLink({ badge }: { badge: BadgeInfo }) {
  return (
    <Link className="btn btn--primary" to="/airdrop/$type" params={{ type: badge.type }} aria-label={`GO: ${badge.name}`} data-track="badge_go">
      GO
    </Link>
  );
}

function GoPending() {
  return (
    <button type="button" className="btn" disabled>
      GO
    </button>
  );
}
