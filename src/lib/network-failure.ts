// Without zod (the route error page is in the entry: it must not pull the contract's schemas in).

/** A call that never reached the backend, said with what to do: offline, or the server unreachable. */
export const OFFLINE_SENTENCE = "You are offline. Try again when the connection is back.";
export const UNREACHABLE_SENTENCE = "The server could not be reached. Check your connection, then try again.";

/**
 * Whether a failure is the way, not an answer: fetch rejects with a TypeError when the request
 * never got an answer, and a lazy page's code that could not be fetched fails the same way.
 */
export const isNetworkFailure = (error: unknown) =>
  error instanceof TypeError ||
  (error instanceof Error && /dynamically imported module|module script failed|Failed to fetch|Load failed|NetworkError/i.test(error.message));

/** The backend's refusal of a repeat while the first is still being handled (common.yaml, 409). */
export const STILL_BEING_HANDLED = "A request with this Idempotency-Key is still being handled";
/** Whether a failure is that refusal: the first's outcome is still to come, so this answer says nothing of it. */
export const isStillBeingHandled = (error: unknown) => (error as { message?: unknown } | null)?.message === STILL_BEING_HANDLED;

/** What to say of a call that never got an answer (offline is what the browser says of itself). */
export const unreachableSentence = () => (typeof navigator !== "undefined" && navigator.onLine === false ? OFFLINE_SENTENCE : UNREACHABLE_SENTENCE);
