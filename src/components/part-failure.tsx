import { CatchBoundary } from "@tanstack/react-router";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { PRODUCT } from "@/config/brand";
import { reportError } from "@/lib/error-reports";
import { chunkOnServer, isChunkFailure, isRepeatedChunkFailure } from "@/lib/lazy-component";
import { unreachableSentence } from "@/lib/network-failure";
import "./part-failure.css";

const Nothing = () => null;

/**
 * A part of a page that shows nothing of its own when it fails (its code did not load, or it
 * threw): `onFailed` hears why, for the page to say it in the part's place (`PartFailure`) and
 * keep the rest of the page. A fault is reported; a chunk that could not be loaded is not.
 */
export function PartBoundary({ onFailed, children }: { onFailed: (error: unknown) => void; children: ReactNode }) {
  return (
    <CatchBoundary
      getResetKey={() => 0}
      errorComponent={Nothing}
      onCatch={(error) => {
        if (!isChunkFailure(error)) reportError(error, "panel");
        onFailed(error);
      }}
    >
      {children}
    </CatchBoundary>
  );
}

/**
 * What a part that failed says in its place, with Try again: `what` (its name, "The wallets")
 * could not be loaded (offline, the server unreachable) or shown (a fault). Where a Try again could
 * never load it, the page is offered to reload instead: a part whose file is gone from the site (a
 * new release) says so, and one that failed again on a Try again while the server has its file
 * says it still could not be loaded (a browser that keeps a failed module fetch for the page would
 * refuse every Try again; a reload loads it in any).
 * `takeFocus`: the failure took the player's focus with it (it was inside the part), so its
 * button takes it.
 */
export function PartFailure({ failure, what, onRetry, takeFocus = false }: { failure: unknown; what: string; onRetry: () => void; takeFocus?: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (takeFocus) button.current?.focus();
  }, [takeFocus]);
  // the server's answer for this failure's file (a status, or null for none); undefined until it comes
  const [answer, setAnswer] = useState<{ failure: unknown; status: number | null } | null>(null);
  const asks = isChunkFailure(failure) && navigator.onLine !== false;
  useEffect(() => {
    if (!asks) return;
    let current = true;
    void chunkOnServer(failure).then((status) => current && setAnswer({ failure, status }));
    return () => {
      current = false;
    };
  }, [failure, asks]);
  const status = answer !== null && answer.failure === failure ? answer.status : undefined;
  const reload = status === 404 ? "gone" : status != null && status < 300 && isRepeatedChunkFailure(failure) ? "refused" : null;
  // a failure again says nothing of the connection before the server has answered for the file
  const waiting = asks && status === undefined && isRepeatedChunkFailure(failure);
  return (
    <div className="part-failure">
      <p role="alert">
        {reload === "gone"
          ? `A new version of ${PRODUCT} is out. Reload the page to use it.`
          : reload === "refused"
            ? `${what} still could not be loaded. Reload the page to try again.`
            : isChunkFailure(failure)
              ? `${what} could not be loaded.${waiting ? "" : ` ${unreachableSentence()}`}`
              : `${what} could not be shown. Please try again.`}
      </p>
      <button ref={button} type="button" className="btn btn--ghost btn--small" onClick={reload ? () => window.location.reload() : onRetry}>
        {reload ? "Reload the page" : "Try again"}
      </button>
    </div>
  );
}
