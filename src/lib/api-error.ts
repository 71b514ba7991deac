import { zErrorBody } from "@generated/api/user/zod.gen";

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
 * generated mutation or query throws the parsed body; anything else (a network failure, a body the
 * response validator refused) gets the fallback.
 */
export function apiError(error: unknown, fallback: string): ApiError {
  const body = zErrorBody.safeParse(error);
  if (!body.success) return { message: fallback, fields: {}, fromBackend: false };
  return {
    message: body.data.message || fallback,
    fields: Object.fromEntries((body.data.errors ?? []).map((e) => [e.path, e.message])),
    fromBackend: true,
  };
}
