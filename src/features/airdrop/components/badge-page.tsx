import { copyWithToast } from "@/lib/clipboard";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import IconArrowLeft from "@tabler/icons-react/icons/IconArrowLeft";
import IconCheck from "@tabler/icons-react/icons/IconCheck";
import { useId, useRef, useState } from "react";
import { PRODUCT } from "@/config/brand";
import { NEW_FRIEND_REFERRALS } from "@/config/constants";
import { apiError } from "@/lib/api-error";
import { referralLink } from "@/lib/referral-link";
import { useRefocusAfterChange } from "@/lib/use-refocus-after-change";
import { storage } from "@/lib/storage-keys";
import { badgesQuery, badgeTasksQuery, useClaimBadge, useClaimTask, web3TasksQuery, type TaskGroup, type TaskName } from "../api/campaign";
import { TASK_INFO, type BadgeInfo } from "../lib/badges";
import { BadgeClaimed, BadgeLocked, SuccessIndicator, WalletNote } from "./badge-state";
import "@/components/form.css";
import "@/features/airdrop/airdrop.css";
import { BusyButton } from "@/components/busy-button";

interface BadgePageProps {
  badge: BadgeInfo;
  signedIn: boolean;
  walletBound: boolean;
  username: string | null;
}

/**
 * /airdrop/{type} (airdrop-campaigns.md §2, §4, §7): the badge's tasks, each claimed on its own,
 * then the badge. The server decides what is unlocked and claimable; this page shows it.
 */
export function BadgePage({ badge, signedIn, walletBound, username }: BadgePageProps) {
  const [claimedAt, setClaimedAt] = useState(0);
  const body = signedIn ? (
    <PlayerBadge badge={badge} walletBound={walletBound} username={username} onClaimed={() => setClaimedAt(Date.now())} />
  ) : (
    // the visitor's part of the prerendered page: hidden from a signed-in player until the app runs
    // (the badge itself, above it, is the same for both and paints from HTML)
    <p className="badge-page__visitor" data-visitor-view="">
      <Link className="btn btn--primary" to="/sign-in" search={{ redirectUrl: `/airdrop/${badge.type}` }}>
        Sign in to claim
      </Link>{" "}
      <span>
        New to {PRODUCT}? <Link to="/sign-up">Create an account</Link>
      </span>
    </p>
  );
  return (
    <article className={`badge-page badge-page--${badge.type}`}>
      <p>
        <Link to="/airdrop" className="back-link">
          <IconArrowLeft aria-hidden="true" size={18} />
          All badges
        </Link>
      </p>
      {/* the badge on its stage beside the words on a wide screen, above them on a phone */}
      <div className="badge-page__layout">
        <div className="badge-page__stage">
          <img src={badge.image} alt="" width={200} height={200} />
        </div>
        <div className="badge-page__main">
          <header className="badge-page__head">
            <p className={`badge-slide__rarity badge-slide__rarity--${badge.type}`}>{badge.rarity}</p>
            <h1>{badge.name}</h1>
            <p className="badge-page__text">{badge.text}</p>
          </header>
          <div className="badge-page__claim">
            {body}
            <SuccessIndicator at={claimedAt} message={`${badge.name} claimed!`} />
          </div>
        </div>
      </div>
    </article>
  );
}

/** A player's view of the badge: claimed, locked, or its tasks and the claim (the route loaded the status and tasks). */
function PlayerBadge({ badge, walletBound, username, onClaimed }: Omit<BadgePageProps, "signedIn"> & { onClaimed: () => void }) {
  const { data } = useSuspenseQuery(badgesQuery());
  const claim = useClaimBadge();
  // the claimed state replaces the button that had focus: focus follows it
  const claimedRef = useRef<HTMLDivElement>(null);
  const claimed = data.user_badges[badge.key];
  useRefocusAfterChange(claimedRef, claimed);
  if (claimed) return <BadgeClaimed ref={claimedRef} />;
  if (!data.unlocked[badge.key]) return <BadgeLocked ascended={badge.key === "ASCENDED"} />;
  return (
    <>
      {!walletBound && <WalletNote signedIn />}
      {badge.key === "UNCOMMON" && username && <Referrals count={data.referrals} username={username} />}
      {badge.group && <TaskList group={badge.group} />}
      <BusyButton
        type="button"
        className="btn btn--primary"
        disabled={!data.claimable[badge.key]}
        // busy while the claim is sent: a refused claim finds the focus where it was
        busy={claim.isPending}
        // a badge claimed meanwhile elsewhere is said so by the claim itself: no success here
        onClick={() => claim.mutate({ body: { badge: badge.key } }, { onSuccess: ({ already_claimed }) => !already_claimed && onClaimed() })}
        data-track="badge_claim"
      >
        CLAIM BADGE
      </BusyButton>
    </>
  );
}

/** The New Friend Badge's progress and the player's referral link (the sign-up path carries the code). */
function Referrals({ count, username }: { count: number; username: string }) {
  const url = referralLink(username);
  return (
    <div className="badge-page__referrals">
      <p>
        Friends who joined with your link:{" "}
        <strong>
          {Math.min(count, NEW_FRIEND_REFERRALS)} / {NEW_FRIEND_REFERRALS}
        </strong>
      </p>
      <progress max={NEW_FRIEND_REFERRALS} value={Math.min(count, NEW_FRIEND_REFERRALS)} aria-label="Friends invited" />
      <p>
        Your referral link: <code>{url}</code>{" "}
        <button type="button" className="btn btn--small" onClick={() => void copyWithToast(url)}>
          Copy
        </button>
      </p>
    </div>
  );
}

/** The badge's tasks: open the task (its local flag, airdrop-campaigns.md §3, remembers it), then Verify claims it on the server. */
function TaskList({ group }: { group: TaskGroup }) {
  return group === "web3" ? <Web3Tasks /> : <GroupTasks group={group} />;
}
const Web3Tasks = () => <TaskRows group="web3" tasks={useSuspenseQuery(web3TasksQuery()).data} />;
const GroupTasks = ({ group }: { group: "royal" | "ascended" }) => <TaskRows group={group} tasks={useSuspenseQuery(badgeTasksQuery(group)).data} />;

function TaskRows({ group, tasks }: { group: TaskGroup; tasks: { task: TaskName; status: "open" | "complete"; link?: string | null }[] }) {
  const claim = useClaimTask(group);
  return (
    <ol className="tasks" aria-label="Tasks">
      {tasks.map((t) => (
        <TaskRow key={t.task} task={t.task} done={t.status === "complete"} link={t.link ?? null} pending={claim.isPending} onVerify={claim.claim} />
      ))}
    </ol>
  );
}

interface TaskRowProps {
  task: TaskName;
  done: boolean;
  link: string | null;
  pending: boolean;
  onVerify: (body: { task: TaskName; link?: string }) => Promise<unknown>;
}

function TaskRow({ task, done, link, pending, onVerify }: TaskRowProps) {
  const info = TASK_INFO[task];
  const id = useId();
  const [opened, setOpened] = useState(() => storage.get(info.flag) === "true");
  const [postLink, setPostLink] = useState("");
  const [error, setError] = useState<string | null>(null);
  const open = () => {
    storage.set(info.flag, "true");
    setOpened(true);
  };
  const verify = async () => {
    setError(null);
    try {
      await onVerify(info.needsLink ? { task, link: postLink.trim() } : { task });
      open();
    } catch (e) {
      setError(apiError(e, "Could not verify this task").message);
    }
  };
  const canVerify = info.needsLink ? postLink.trim() !== "" : opened;
  // the task done replaces the Verify button that had focus: focus follows it, and says "Done"
  const doneRef = useRef<HTMLSpanElement>(null);
  useRefocusAfterChange(doneRef, done);
  return (
    <li className={`task${done ? " task--done" : ""}`}>
      <span className="task__label">{info.label}</span>
      {done ? (
        <span className="task__done" ref={doneRef} tabIndex={-1}>
          Done
          <IconCheck aria-hidden="true" size={18} />
          {link && <span className="muted"> ({link})</span>}
        </span>
      ) : (
        <div className="task__actions">
          {info.internal ? (
            <Link className="btn btn--small btn--ghost" to="/account" onClick={open}>
              Open account
            </Link>
          ) : (
            <a className="btn btn--small btn--ghost" href={info.href} target="_blank" rel="noopener noreferrer" onClick={open}>
              Open
            </a>
          )}
          {info.needsLink && (
            <span className="field">
              <label htmlFor={id} className="field__label">
                Link of your post
              </label>
              <input
                id={id}
                className="field__input"
                type="url"
                placeholder="https://x.com/you/status/…"
                value={postLink}
                onChange={(e) => setPostLink(e.target.value)}
                aria-invalid={!!error}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            </span>
          )}
          {/* not disabled while it is sent: a disabled button loses focus, and a refusal would leave it on the page's body */}
          <BusyButton
            type="button"
            className="btn btn--small"
            disabled={!canVerify}
            busy={pending}
            onClick={() => void verify()}
            aria-label={`Verify: ${info.label}`}
          >
            Verify
          </BusyButton>
          {error && (
            <p id={`${id}-error`} role="alert" className="field__error">
              {error}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
