import { QueryClient } from "@tanstack/react-query";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) => count < 2 && !(error && typeof error === "object" && "status" in error && (error as { status: unknown }).status === false),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
