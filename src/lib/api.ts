import type { MutationFunction, UseMutationOptions } from "@tanstack/react-query";

/** The text to show for a failed call: the contract's error body message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string" && error.message) return error.message;
  return fallback;
}

/**
 * A mutation function whose generated client (and its zod schemas) loads on first use rather than
 * with the page: for forms on public pages, where that code would only slow the first load.
 */
export function lazyMutationFn<TData, TError, TVariables>(load: () => Promise<UseMutationOptions<TData, TError, TVariables>>): MutationFunction<TData, TVariables> {
  return async (variables, context) => {
    const { mutationFn } = await load();
    return mutationFn!(variables, context);
  };
}
