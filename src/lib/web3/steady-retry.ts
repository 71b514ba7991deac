import { BaseError, HttpRequestError, TimeoutError, type Transport } from "viem";

/** Whether a call failed on its way (it stalled past its timeout, the connection dropped, the node was busy: 429, 5xx), not in its answer. */
function onTheWay(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  return !!error.walk((e) => e instanceof TimeoutError || (e instanceof HttpRequestError && (e.status === undefined || e.status === 429 || e.status >= 500)));
}

/**
 * K16's retry: a call that fails on its way is tried again `count` times, `delayMs` apart. viem's
 * own retry doubles its delay each time (10, 20, 40 s for a 10 s delay), so the transport's is
 * turned off and this one used. An answer (a revert, a refused request) is never retried.
 */
export function withSteadyRetry<T extends Transport>(transport: T, { count, delayMs }: { count: number; delayMs: number }): T {
  return ((options: Parameters<T>[0]) => {
    const inner = transport({ ...options, retryCount: 0 });
    const request = (async (args: Parameters<typeof inner.request>[0]) => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await inner.request(args);
        } catch (error) {
          if (attempt >= count || !onTheWay(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, delayMs));
        }
      }
    }) as typeof inner.request;
    return { ...inner, request };
  }) as T;
}
