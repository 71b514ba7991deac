import { useMutation, useQueryClient, type DefaultError, type QueryKey, type UseMutationOptions, type UseMutationResult } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { readKept, writeKept } from "./kept-intents";
import { isNetworkFailure, isStillBeingHandled, STILL_BEING_HANDLED } from "./network-failure";

/**
 * Every write acts once per intent (the contract's `Idempotency-Key`, openapi/common.yaml): the one
 * way features make a mutation. An intent is one action of the player with one set of variables; it
 * gets a key (a UUID) when it starts, and keeps it until an answer has come back: a second tap, a
 * re-submit of the same values after a lost answer, or (with `keep`) a re-submit after a reload send
 * the same key, and the backend answers them with the first answer instead of doing the work again.
 * While an intent is being sent, further calls with the same variables do nothing (a synchronous
 * guard: the control's disabled state, from isPending, follows a render later); other variables are
 * other intents. Once an answer has come (success or refusal), the next call is a new intent.
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export { STILL_BEING_HANDLED };

export interface WriteOptions<TData, TError, TVariables, TContext> extends UseMutationOptions<TData, TError, TVariables, TContext> {
  /**
   * Where the spec lets the player tap again while a write is under way (sign-in's spinner resets
   * after K07's 6 s): after this long, a call sends the intent again with its key, and gets the
   * first answer (the one still on its way, or the kept one).
   */
  resendAfterMs?: number;
  /**
   * A name under which an unanswered intent's key survives a reload (src/lib/kept-intents.ts): a
   * form's draft (src/lib/form-draft.ts), or a single-use value in the address (a sign-in link's key).
   * Only a page that sends the same values again after the reload keeps its key: elsewhere the
   * reloaded page reads the outcome again (a spin's prize, a request accepted), and a tap there is
   * the player's next intent, not the lost one.
   */
  keep?: string;
  /** With `keep`: the key is kept only within the session it was made in (a sign-in's, whose kept answer is a session). */
  keepWithinSession?: boolean;
  /**
   * How long a first answer stays of use (an approval's code, which expires): an intent whose answer
   * was lost is sent again with its key only within this time from its first send, since the backend
   * answers a repeat with the kept first answer; past it, the next call is a new intent. Not with `keep`.
   */
  answerUsableMs?: number;
  /**
   * The queries the write's callbacks write its answer into (setQueryData), for its variables. The
   * answer of a repeat may be the one the backend kept, the state as of the first send: after it
   * these queries are read again, so that it does not hide a change made meanwhile.
   */
  answerWritesInto?: (variables: TVariables) => QueryKey[];
}

interface Intent {
  key: string;
  fingerprint: string;
  sentAt: number;
  /** When it was first sent (0 before): its first answer is as old as that. */
  firstSentAt: number;
  sending: number;
  /** Sent before (in this page, or before a reload with its kept key): its answer may be the one the backend kept. */
  repeat: boolean;
  /** The first send's answer, for a resend the backend refused as still being handled. */
  first?: Promise<unknown>;
}

/** The variables as the same text whatever their keys' order (the headers aside: the key itself goes there). */
function fingerprintOf(variables: unknown): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    // a file (a resume) by what tells one file from another: JSON would make every file `{}`
    if (typeof Blob !== "undefined" && value instanceof Blob)
      return { blob: value instanceof File ? [value.name, value.lastModified] : [], size: value.size, type: value.type };
    if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
      return Object.fromEntries(
        Object.keys(value)
          .filter((k) => k !== "headers")
          .sort()
          .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
      );
    return value;
  };
  return JSON.stringify(sorted(variables) ?? null);
}

/** A short digest of the variables, for the kept intent (sessionStorage never holds what was typed). */
async function digestOf(fingerprint: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(fingerprint)));
  return Array.from(bytes.slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The variables with the intent's key among their headers (the generated calls send `headers` as given). */
function withKey<TVariables>(variables: TVariables, key: string): TVariables {
  const v = (variables ?? {}) as { headers?: Record<string, string> };
  return { ...v, headers: { ...v.headers, [IDEMPOTENCY_HEADER]: key } } as TVariables;
}

/** A mutation that acts once per intent; the same options and result as TanStack Query's useMutation. */
export function useWrite<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: WriteOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const { resendAfterMs, keep, keepWithinSession = false, answerUsableMs, answerWritesInto, mutationFn, ...rest } = options;
  const intents = useRef(new Map<string, Intent>());
  const client = useQueryClient();
  // read when an answer comes, so that an inline function does not change mutate's identity
  const writesInto = useRef(answerWritesInto);
  useEffect(() => {
    writesInto.current = answerWritesInto;
  });
  const mutation = useMutation<TData, TError, TVariables, TContext>({
    ...rest,
    mutationFn: async (variables, context) => {
      const key = (variables as { headers?: Record<string, string> } | undefined)?.headers?.[IDEMPOTENCY_HEADER];
      const intent = [...intents.current.values()].find((i) => i.key === key);
      const send = mutationFn!(variables, context);
      if (intent && !intent.first) intent.first = send;
      try {
        return await send;
      } catch (error) {
        // a resend that met the first still running: the first's answer is this one's too
        if (intent?.first && intent.first !== send && isStillBeingHandled(error)) return (await intent.first) as TData;
        throw error;
      }
    },
  });

  // mutate and mutateAsync keep their identity across renders, as TanStack Query's do (effects list
  // them): they change only with the options they read; TanStack's own mutateAsync is stable
  const sendOnce = mutation.mutateAsync;
  type CallOptions = Parameters<typeof sendOnce>[1];
  const mutateAsync = useMemo(() => {
    const start = (variables: TVariables): Intent | Promise<Intent> | null => {
      const fingerprint = fingerprintOf(variables);
      const open = intents.current.get(fingerprint);
      if (open?.sending && (resendAfterMs === undefined || Date.now() - open.sentAt < resendAfterMs)) return null;
      const outlived = open !== undefined && answerUsableMs !== undefined && Date.now() - open.firstSentAt >= answerUsableMs;
      if (open && !outlived) return open;
      const intent: Intent = { key: crypto.randomUUID(), fingerprint, sentAt: 0, firstSentAt: 0, sending: 0, repeat: false };
      intents.current.set(fingerprint, intent);
      if (!keep) return intent;
      // a kept key of the same values (before a reload) is this intent's key
      intent.sending++;
      return digestOf(fingerprint).then((digest) => {
        intent.sending--;
        const kept = readKept(keep, keepWithinSession);
        if (kept?.digest === digest) Object.assign(intent, { key: kept.key, repeat: true });
        writeKept(keep, { key: intent.key, digest }, keepWithinSession);
        return intent;
      });
    };
    const conclude = (intent: Intent, error?: unknown) => {
      // no answer (the way failed): the outcome is unknown, so the next try is the same intent
      if (error !== undefined && isNetworkFailure(error)) return;
      if (intents.current.get(intent.fingerprint) === intent) intents.current.delete(intent.fingerprint);
      if (keep) writeKept(keep, null);
    };
    const send = (intent: Intent, variables: TVariables, callOptions: CallOptions) => {
      intent.sending++;
      intent.sentAt = Date.now();
      intent.firstSentAt ||= intent.sentAt;
      const repeat = intent.repeat;
      intent.repeat = true;
      const answer = sendOnce(withKey(variables, intent.key), callOptions);
      answer.then(
        () => {
          conclude(intent);
          // a repeat's answer may be the kept one, the state as of the first send: what the
          // callbacks just wrote with it is read again
          if (repeat) for (const queryKey of writesInto.current?.(variables) ?? []) void client.invalidateQueries({ queryKey });
        },
        (error: unknown) => conclude(intent, error),
      );
      void answer.catch(() => undefined).finally(() => intent.sending--);
      return answer;
    };
    return (variables: TVariables, callOptions?: CallOptions): Promise<TData> => {
      const started = start(variables);
      // a repeat of an intent under way: nothing happens, and nothing follows from it
      if (started === null) return new Promise<TData>(() => undefined);
      return started instanceof Promise ? started.then((intent) => send(intent, variables, callOptions)) : send(started, variables, callOptions);
    };
  }, [sendOnce, resendAfterMs, keep, keepWithinSession, answerUsableMs, client]);
  const mutate = useCallback(
    (variables: TVariables, callOptions?: CallOptions) => void mutateAsync(variables, callOptions).catch(() => undefined),
    [mutateAsync],
  );

  return { ...mutation, mutateAsync, mutate } as UseMutationResult<TData, TError, TVariables, TContext>;
}
