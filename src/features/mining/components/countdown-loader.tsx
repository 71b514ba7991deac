import { useEffect, useState } from "react";
import { MINING_COUNTDOWN_SECONDS } from "@/config/constants";
import { Spinner } from "@/components/spinner";
import "@/features/mining/mining.css";

/** K29: while the chain adds 2 blocks after the transaction, a loader counts down from 60 seconds. */
export function CountdownLoader({ hash, replaces }: { hash: string; replaces?: string }) {
  const [left, setLeft] = useState(MINING_COUNTDOWN_SECONDS);
  useEffect(() => {
    const timer = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="panel mining-wait" role="status" aria-live="polite">
      <Spinner label="Waiting for the chain" />
      <p>
        Verifying your transaction on chain: <strong>{left}</strong> s
      </p>
      {replaces && <p>Your wallet sped the transaction up: following the new one.</p>}
      <p className="muted mining-wait__hash" title={hash}>
        {hash.slice(0, 10)}…{hash.slice(-8)}
      </p>
    </div>
  );
}
