import { useEffect, useRef, useState } from "react";
import { isNetworkFailure } from "@/lib/network-failure";
import { Spinner } from "./spinner";
import "@/components/lost-answer.css";
import { BusyButton } from "@/components/busy-button";

interface WriteState<V> {
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  variables: V | undefined;
}

/**
 * The writes of `write` whose answer never came (the way failed, not the backend), one per `idOf`
 * (a bundle's id, say; one for all by default), until an answer comes for it: while its retry is
 * on its way, and after another write of the same hook (whose state replaces the lost one's), it is
 * still the player's to hear about. Sending its variables again sends its Idempotency-Key again
 * (src/lib/write.ts keeps an intent open after a network failure), and the backend answers with the
 * first outcome if it did the work.
 */
export function useLostWrites<V>(write: WriteState<V>, idOf: (variables: V) => string = () => ""): (id?: string) => V | undefined {
  const status = write.isError ? (isNetworkFailure(write.error) ? "lost" : "answered") : write.isSuccess ? "answered" : "open";
  const [lost, setLost] = useState<ReadonlyMap<string, V>>(() => new Map());
  // the write's state as the last render saw it (React's "information from previous renders")
  const [seen, setSeen] = useState<{ variables: V | undefined; status: string }>({ variables: undefined, status: "open" });
  if (seen.variables !== write.variables || seen.status !== status) {
    setSeen({ variables: write.variables, status });
    const v = write.variables;
    if (v !== undefined && status !== "open") {
      const next = new Map(lost);
      if (status === "lost") next.set(idOf(v), v);
      else next.delete(idOf(v));
      setLost(next);
    }
  }
  return (id = "") => lost.get(id);
}

/**
 * In place of a form whose write got no answer: what may have happened (`what`), and Try again,
 * which sends the same request, never a new one (a new code or a new tap would be another intent,
 * done a second time where the first went through). It takes the focus from the control it
 * replaces, and keeps it while the retry is on its way.
 */
export function LostAnswer({ what, pending, onRetry }: { what: string; pending: boolean; onRetry: () => void }) {
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => retry.current?.focus(), []);
  return (
    <div className="lost-answer">
      <p className="lost-answer__text" role="alert">
        The answer did not come back: {what} Check your connection, then tap Try again. It sends the same request, so nothing is done twice.
      </p>
      <BusyButton ref={retry} type="button" className="btn btn--primary btn--block" busy={pending} onClick={() => onRetry()}>
        {pending ? <Spinner label="Checking" /> : "Try again"}
      </BusyButton>
    </div>
  );
}
