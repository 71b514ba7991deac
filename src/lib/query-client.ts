import { isCancelledError, QueryClient, type DefaultError, type FetchQueryOptions, type QueryExecuteOptions, type QueryKey } from "@tanstack/react-query";
import { prerendering } from "./prerender";

/**
 * How long an answer counts as fresh, by kind of data (a fresh answer is shown without asking
 * again; a stale one is shown at once and refreshed behind it, so a back-navigation always renders
 * at once within gcTime). The player's own state is the default: it is fresh for 30 s, and a
 * mutation whose answer carries the new state writes it at once (setQueryData).
 */
export const FRESH_MS = {
  /** the player's own state and pages that show it (the default) */
  player: 30_000,
  /** what every visitor sees the same, and the backend lets caches keep (common.yaml, Cache*): a player's public page */
  publicPage: 30_000,
  /** lists the product team changes (influencers, partners): the backend's CacheListing keeps them 5 minutes */
  listing: 5 * 60_000,
  /** content shipped with the app (newsletters): it never changes while the app runs */
  content: Infinity,
} as const;

/** How many times a fetch that someone awaits is asked again after others cancelled it, at most. */
export const CANCELLED_FETCH_RETRIES = 5;

/**
 * The app's query client: a fetch that a caller awaits (a route's loader through ensureQueryData,
 * a mutation's follow-up fetchQuery) never fails because somebody else cancelled it.
 *
 * The generated query functions hand TanStack Query's AbortSignal to fetch, so a fetch is
 * cancelled when the last component observing its query unmounts while it is in flight: a page
 * left before its answer came, a header's menu remounting, React's StrictMode mounting every
 * component twice in development. Whoever else awaited that fetch (a loader that joined it, or
 * that started it and was joined) used to get its CancelledError, and the route showed its error
 * page although nothing had failed (github.com/TanStack/router/issues/4476,
 * github.com/TanStack/query/issues/3045). Cancelling on
 * unmount is kept (an abandoned search or page stops loading); a caller that still needs the
 * answer asks again, up to CANCELLED_FETCH_RETRIES times in a row (a real failure is never retried
 * here: the queries' own retry rule stands).
 */
export class AppQueryClient extends QueryClient {
  override fetchQuery<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey, TPageParam = never>(
    options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
  ): Promise<TData> {
    return stillWanted(() => super.fetchQuery(options));
  }

  override query<
    TQueryFnData,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(options: QueryExecuteOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>): Promise<TData> {
    return stillWanted(() => super.query(options));
  }
}

async function stillWanted<T>(fetch: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch();
    } catch (error) {
      if (!isCancelledError(error) || attempt >= CANCELLED_FETCH_RETRIES) throw error;
    }
  }
}

/**
 * Queries retry only what a retry can fix: a network failure (fetch rejects with a TypeError). An
 * answer of the backend (the contract's error body) or a response the validator refused is final.
 * Mutations (claims, binds, sign-ins) are never retried blindly. Nothing waits for the network to
 * come back (networkMode "always"): offline, a call fails at once and says so, and a retry is the
 * player's choice; TanStack Query's default would pause it and send it unseen minutes later (a
 * sign-in that signed the player in by itself, profile saves applied long after).
 */
export const queryClient = new AppQueryClient({
  defaultOptions: {
    queries: {
      staleTime: FRESH_MS.player,
      retry: (count, error) => count < 2 && error instanceof TypeError,
      refetchOnWindowFocus: false,
      // a prerendered snapshot is the page before any answer: nothing is asked while prerendering
      enabled: !prerendering,
      networkMode: "always",
      // a read that failed offline (a search, a page's part) is asked again once the connection is
      // back: what the page shows follows the network (networkMode "always" turns this off by
      // default); writes are never sent again by themselves
      refetchOnReconnect: true,
    },
    mutations: { retry: false, networkMode: "always" },
  },
});
