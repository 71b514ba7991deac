import { useEffect, useState } from "react";
import { MINING_CONFIRMATION_BLOCKS, MINING_COUNTDOWN_SECONDS, MINING_REGISTER_AUTO_RETRIES } from "@/config/constants";
import { explorerTxUrl } from "@/config/env";
import { Spinner } from "@/components/spinner";
import "@/features/mining/mining.css";

/** The whole seconds left until `at` (a time in ms), never below 0, read again every second. */
function useSecondsUntil(at: number) {
  const secondsLeft = () => Math.max(0, Math.ceil((at - Date.now()) / 1000));
  const [left, setLeft] = useState(secondsLeft);
  useEffect(() => {
    const timer = setInterval(() => setLeft(secondsLeft()), 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- secondsLeft reads `at` only
  }, [at]);
  return left;
}

/**
 * K29: while the chain adds 2 blocks after the transaction, a loader counts down from 60 seconds;
 * beside it the chain's own count of those blocks and the transaction on the explorer.
 * The count runs from the transaction's own time (`sentAt`): after a reload it goes on where it
 * was, not from 60 again. `resumed`: the transaction was sent before this page loaded, and is
 * finished here.
 */
export function CountdownLoader({
  hash,
  sentAt,
  confirmations,
  replaces,
  resumed,
}: {
  hash: string;
  sentAt: number;
  confirmations: number;
  replaces?: string;
  resumed?: boolean;
}) {
  const left = useSecondsUntil(sentAt + MINING_COUNTDOWN_SECONDS * 1000);
  return (
    <div className="panel mining-wait" role="status" aria-live="polite">
      <Spinner label="Waiting for the chain" />
      <p>
        Verifying your transaction on chain: <strong>{left}</strong> s
      </p>
      <p>
        {confirmations} of {MINING_CONFIRMATION_BLOCKS} confirmations
      </p>
      {resumed && <p>Finishing the mining start you sent before this page reloaded: your wallet will not be asked again.</p>}
      {replaces && <p>Your wallet sped the transaction up: following the new one.</p>}
      <a className="mining-wait__hash" href={explorerTxUrl(hash)} target="_blank" rel="noreferrer" title={hash}>
        <span className="visually-hidden">Your transaction on the explorer: </span>
        {hash.slice(0, 10)}…{hash.slice(-8)}
      </a>
    </div>
  );
}

const reasonOrDefault = (reason: string) => reason || "The server asked to try again in a moment.";

/** What a screen reader is told once when a wait to ask again begins (the page's progress region says it; the count is not read out). */
export const retryAnnouncement = (wait: { reason: string; seconds: number }) => `${reasonOrDefault(wait.reason)} Trying again by itself in ${wait.seconds} s.`;

/**
 * The server said to try again later, and after how long: the start is asked again by itself at
 * `retryAt` (the seconds left counted down), and Try again now asks at once. A screen reader hears the
 * wait once, from the progress region around it (retryAnnouncement), which stays while waits come and go.
 */
export function RetryCountdown({ retryAt, reason, attempt, onRetryNow }: { retryAt: number; reason: string; attempt: number; onRetryNow: () => void }) {
  const left = useSecondsUntil(retryAt);
  return (
    <div className="panel mining-wait">
      <Spinner label="Waiting to try again" />
      <p>{reasonOrDefault(reason)} Your transaction is on the chain: your wallet will not be asked again.</p>
      <p>
        Trying again by itself in <strong>{left}</strong> s (automatic try {attempt} of {MINING_REGISTER_AUTO_RETRIES}).
      </p>
      <button type="button" className="btn btn--primary" onClick={onRetryNow}>
        Try again now
      </button>
    </div>
  );
}
