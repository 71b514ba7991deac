import { zErrorBody } from "@generated/api/user/zod.gen";
import { isNetworkFailure, unreachableSentence } from "./network-failure";

export { isNetworkFailure, OFFLINE_SENTENCE, UNREACHABLE_SENTENCE, unreachableSentence } from "./network-failure";

/** A failed call, as the UI sees it: the contract's error body, or what went wrong on the way. */
export interface ApiError {
  /** The text to show: the error body's `message`, else the caller's fallback. */
  message: string;
  /** Field errors of the body (`errors[].path` / `message`), keyed by path. */
  fields: Record<string, string>;
  /** True when the backend answered with the contract's error body. */
  fromBackend: boolean;
}

/**
 * The one parser of a failed call (`src/lib/api-error.ts` is the one module outside the features'
 * `api/` folders that reads the contract: its single error body, `ErrorBody` in common.yaml). A
 * generated mutation or query throws the parsed body; a call that got no answer says what failed
 * and what to do (offline, or the server unreachable) after the caller's fallback; anything else (a
 * body the response validator refused) gets the fallback.
 */
export function apiError(error: unknown, fallback: string): ApiError {
  const body = zErrorBody.safeParse(error);
  if (!body.success) {
    // no answer: what failed, then why and what to do (the caller's own "Please try again" gives way to it)
    const what = fallback.replace(/\s*Please try again\.?$/, "").replace(/\.$/, "");
    const message = isNetworkFailure(error) ? [what, unreachableSentence()].filter(Boolean).join(". ") : fallback;
    return { message, fields: {}, fromBackend: false };
  }
  return {
    message: body.data.message || fallback,
    fields: Object.fromEntries((body.data.errors ?? []).map((e) => [e.path, e.message])),
    fromBackend: true,
  };
}

/**
 * What a failed write says: a refusal in the server's words (else `refused`); with no answer, that
 * it may be done already (`mayBeDone`, a clause: "the badge may be claimed already"), then why and
 * what to do. A second try sends the same request, so a lost write is never done twice.
 */
export const writeFailure = (error: unknown, refused: string, mayBeDone: string) =>
  isNetworkFailure(error) ? `No answer came: ${mayBeDone}. ${unreachableSentence()}` : apiError(error, refused).message;

/**
 * A failed write's re-read of what it changed, returned from its onError to keep the write pending
 * until the page shows the server's state; only when the server answered: with no answer, the read
 * would fail too and wait out its own retries.
 */
export const heldIfAnswered = <T>(error: unknown, reread: Promise<T>): Promise<T> | undefined => (isNetworkFailure(error) ? undefined : reread);
