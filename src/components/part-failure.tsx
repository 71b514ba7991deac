import { CatchBoundary } from "@tanstack/react-router";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { PRODUCT } from "@/config/brand";
import { reportError } from "@/lib/error-reports";
import { chunkGone, isChunkFailure } from "@/lib/lazy-component";
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
 * could not be loaded (offline, the server unreachable) or shown (a fault). A part whose file is
 * gone from the site (a new release) says so, and offers to reload the page instead: a Try again
 * could never load it. `takeFocus`: the failure took the player's focus with it (it was inside
 * the part), so its button takes it.
 */
export function PartFailure({ failure, what, onRetry, takeFocus = false }: { failure: unknown; what: string; onRetry: () => void; takeFocus?: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (takeFocus) button.current?.focus();
  }, [takeFocus]);
  const [gone, setGone] = useState(false);
  useEffect(() => {
    if (!isChunkFailure(failure) || navigator.onLine === false) return;
    let current = true;
    void chunkGone(failure).then((yes) => current && setGone(yes));
    return () => {
      current = false;
    };
  }, [failure]);
  return (
    <div className="part-failure">
      <p role="alert">
        {gone
          ? `A new version of ${PRODUCT} is out. Reload the page to use it.`
          : isChunkFailure(failure)
            ? `${what} could not be loaded. ${unreachableSentence()}`
            : `${what} could not be shown. Please try again.`}
      </p>
      <button ref={button} type="button" className="btn btn--ghost btn--small" onClick={gone ? () => window.location.reload() : onRetry}>
        {gone ? "Reload the page" : "Try again"}
      </button>
    </div>
  );
}
