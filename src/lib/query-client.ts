import { QueryClient } from "@tanstack/react-query";
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

/**
 * Queries retry only what a retry can fix: a network failure (fetch rejects with a TypeError). An
 * answer of the backend (the contract's error body) or a response the validator refused is final.
 * Mutations (claims, binds, sign-ins) are never retried blindly. Nothing waits for the network to
 * come back (networkMode "always"): offline, a call fails at once and says so, and a retry is the
 * player's choice; TanStack Query's default would pause it and send it unseen minutes later (a
 * sign-in that signed the player in by itself, profile saves applied long after).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: FRESH_MS.player,
      retry: (count, error) => count < 2 && error instanceof TypeError,
      refetchOnWindowFocus: false,
      // a prerendered snapshot is the page before any answer: nothing is asked while prerendering
      enabled: !prerendering,
      networkMode: "always",
    },
    mutations: { retry: false, networkMode: "always" },
  },
});
