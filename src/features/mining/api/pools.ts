import { keepPreviousData, queryOptions, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import {
  getAllPoolsOptions,
  getCurrentPoolOptions,
  getPoolMembersOptions,
  joinPoolMutation,
  leavePoolMutation,
  updatePoolMutation,
} from "@generated/api/pool/@tanstack/react-query.gen";
import type { GetPoolMembersResponse, Pool, PoolDetails } from "@generated/api/pool/types.gen";
import { MINING_CACHE_MS } from "@/config/constants";
import { apiError } from "@/lib/api-error";
import { tagged } from "@/lib/query-tags";
import { useWrite } from "@/lib/write";

export type { Pool, PoolDetails };
export type PoolMember = GetPoolMembersResponse["result"]["items"][number];

const cached = { staleTime: MINING_CACHE_MS };

/** Every pool (signed in). */
export const poolsQuery = () => queryOptions({ ...getAllPoolsOptions(), ...cached, select: (d) => d.result });

/** The player's pool, or null. */
export const playerPoolQuery = () => queryOptions({ ...getCurrentPoolOptions(), ...cached, select: (d) => d.result ?? null });

/** A pool's members, paged. */
export const poolMembersQuery = (code: string, page: number) =>
  queryOptions({
    ...getPoolMembersOptions({ path: { pool_code: code }, query: { page } }),
    ...cached,
    select: (d) => d.result,
    placeholderData: keepPreviousData,
  });

/** After a change, every pool answer is refetched (lists, the player's pool, members). */
function useRefreshPools() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries(tagged("pools"));
}

/** public-pages-mining.md §8: one failure text for joining and leaving, with the server's reason beneath. */
const membershipFailed = (error: unknown) =>
  toast.error("There was an issue leaving or joining the pool", { description: apiError(error, "").message || undefined });

/** Join or leave a pool (each after the page's confirmation prompt). */
export function usePoolMembership() {
  const refresh = useRefreshPools();
  // joined or left before (another tab or device): said as what is so, not as a failure
  const said = (already: string) => (d: { message?: string; already: boolean }) =>
    d.already ? toast.info(d.message ?? already) : toast.success(d.message ?? "Done");
  const options = { onError: membershipFailed, onSettled: refresh };
  return {
    join: useWrite({ ...joinPoolMutation(), ...options, onSuccess: said("You are already in this pool") }),
    leave: useWrite({ ...leavePoolMutation(), ...options, onSuccess: said("You are not in this pool") }),
  };
}

/** The owner's update of a pool's details; public-pages-mining.md §8's success text, or the server's reason. */
export function useUpdatePool() {
  const refresh = useRefreshPools();
  return useWrite({
    ...updatePoolMutation(),
    onSuccess: () => toast.success("Successfully changed pool details"),
    onError: (error) => toast.error(apiError(error, "The pool could not be changed").message),
    onSettled: refresh,
  });
}
