import { QueryClient } from "@tanstack/react-query";
import { prerendering } from "./prerender";

/**
 * Queries retry only what a retry can fix: a network failure (fetch rejects with a TypeError). An
 * answer of the backend (the contract's error body) or a response the validator refused is final.
 * Mutations (claims, binds, sign-ins) are never retried blindly.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) => count < 2 && error instanceof TypeError,
      refetchOnWindowFocus: false,
      // a prerendered snapshot is the page before any answer: nothing is asked while prerendering
      enabled: !prerendering,
    },
    mutations: { retry: false },
  },
});
