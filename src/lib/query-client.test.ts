import { QueryClient, QueryObserver, isCancelledError, queryOptions } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { AppQueryClient, CANCELLED_FETCH_RETRIES } from "./query-client";

/** A query whose function hands its AbortSignal to the "network", as the generated ones do; each call answers when told. */
function abortableQuery() {
  const calls: { signal: AbortSignal; answer: (value: string) => void }[] = [];
  const options = queryOptions({
    queryKey: ["user-info"],
    retry: false,
    queryFn: ({ signal }) =>
      new Promise<string>((resolve, reject) => {
        signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        calls.push({ signal, answer: resolve });
      }),
  });
  return { options, calls };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A loader's ensureQueryData, while a component observing the same query mounts and unmounts before the answer (a page left, a StrictMode remount). */
async function loaderWhileObserverLeaves(client: QueryClient) {
  const { options, calls } = abortableQuery();
  const loader = client.ensureQueryData(options).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  const observer = new QueryObserver(client, options);
  const unsubscribe = observer.subscribe(() => undefined);
  await tick();
  unsubscribe(); // the last observer leaves: the fetch is cancelled (its signal was consumed)
  await tick();
  for (const call of calls.filter((c) => !c.signal.aborted)) call.answer("alice");
  return { result: await loader, calls };
}

describe("a fetch that a caller awaits is asked again when others cancelled it (no CancelledError error pages)", () => {
  it("TanStack Query's own client: the loader fails with CancelledError though nothing failed", async () => {
    const { result } = await loaderWhileObserverLeaves(new QueryClient());
    expect("error" in result && isCancelledError(result.error)).toBe(true);
  });

  it("the app's client: the loader gets its answer from a second fetch", async () => {
    const { result, calls } = await loaderWhileObserverLeaves(new AppQueryClient());
    expect(result).toEqual({ value: "alice" });
    expect(calls.map((c) => c.signal.aborted)).toEqual([true, false]);
  });

  it("a real failure is not asked again: the query's own retry rule stands", async () => {
    const client = new AppQueryClient();
    let calls = 0;
    const failing = queryOptions({
      queryKey: ["failing"],
      retry: false,
      queryFn: () => {
        calls++;
        return Promise.reject(new Error("503"));
      },
    });
    await expect(client.ensureQueryData(failing)).rejects.toThrow("503");
    await expect(client.query(failing)).rejects.toThrow("503");
    expect(calls).toBe(2);
  });

  it(`a fetch cancelled again and again fails after ${CANCELLED_FETCH_RETRIES} more tries, never loops`, async () => {
    const client = new AppQueryClient();
    const { options, calls } = abortableQuery();
    const loader = client.fetchQuery(options).catch((error: unknown) => error);
    for (let i = 0; i <= CANCELLED_FETCH_RETRIES; i++) {
      await tick();
      await client.cancelQueries({ queryKey: options.queryKey });
    }
    expect(isCancelledError(await loader)).toBe(true);
    expect(calls).toHaveLength(CANCELLED_FETCH_RETRIES + 1);
  });

  it("query() (the newer name of fetchQuery) keeps the rule too", async () => {
    const client = new AppQueryClient();
    const { options, calls } = abortableQuery();
    const loader = client.query(options);
    await tick();
    await client.cancelQueries({ queryKey: options.queryKey });
    await tick();
    calls.at(-1)!.answer("bob");
    expect(await loader).toBe("bob");
  });
});
