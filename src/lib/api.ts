import type { MutationFunction, UseMutationOptions } from "@tanstack/react-query";

/**
 * A mutation function whose generated client (and its zod schemas) loads on first use rather than
 * with the page: for forms on public pages, where that code would only slow the first load.
 */
export function lazyMutationFn<TData, TError, TVariables>(
  load: () => Promise<UseMutationOptions<TData, TError, TVariables>>,
): MutationFunction<TData, TVariables> {
  return async (variables, context) => {
    const { mutationFn } = await load();
    return mutationFn!(variables, context);
  };
}
