import { isNetworkFailure } from "@/lib/network-failure";
import { Spinner } from "./spinner";

/**
 * The variables of a write whose answer never came (the way failed, not the backend): its intent is
 * still open, so sending them again sends its Idempotency-Key again (src/lib/write.ts), and the
 * backend answers with the first outcome if it did the work. Undefined for any other state.
 */
export function lostVariables<V>(write: { isError: boolean; error: unknown; variables: V | undefined }): V | undefined {
  return write.isError && isNetworkFailure(write.error) ? write.variables : undefined;
}

/**
 * In place of a form whose write got no answer: what may have happened (`what`), and Try again,
 * which sends the same request, never a new one (a new code or a new tap would be another intent,
 * done a second time where the first went through).
 */
export function LostAnswer({ what, pending, onRetry }: { what: string; pending: boolean; onRetry: () => void }) {
  return (
    <div className="lost-answer">
      <p role="alert">
        The answer did not come back: {what}{" "}
        {navigator.onLine === false ? "You are offline: once the connection is back, tap Try again." : "Check your connection, then tap Try again."} It sends
        the same request, so nothing is done twice.
      </p>
      <button type="button" className="btn btn--primary btn--block" disabled={pending} onClick={onRetry}>
        {pending ? <Spinner label="Checking" /> : "Try again"}
      </button>
    </div>
  );
}
