import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import {
  claimBadgeMutation,
  claimBadgeTaskMutation,
  claimWeb3BadgeTaskMutation,
  getBadgesOptions,
  getBadgesQueryKey,
  getBadgeTasksOptions,
  getBadgeTasksQueryKey,
  getPointLeaderboardOptions,
  getReferralLeaderboardOptions,
  getSpinAWheelOptions,
  getSpinAWheelQueryKey,
  getWeb3BadgeTasksOptions,
  getWeb3BadgeTasksQueryKey,
  spinAWheelMutation,
} from "@generated/api/campaign/@tanstack/react-query.gen";
import type { BadgeKey, BadgeStatus, TaskName } from "@generated/api/campaign/types.gen";
import { getInfluencerWidgetsOptions } from "@generated/api/site/@tanstack/react-query.gen";
import {
  getTgeStatusOptions,
  getTgeStatusQueryKey,
  setAirdropMethodMutation,
  storeCexMutation,
  verifyTgeMutation,
} from "@generated/api/tge/@tanstack/react-query.gen";
import type { AirdropMethod, CexName } from "@generated/api/tge/types.gen";
import { zCexName } from "@generated/api/tge/zod.gen";
import { trackEvent } from "@/lib/analytics";
import { apiError, heldIfAnswered, writeFailure } from "@/lib/api-error";
import { FRESH_MS } from "@/lib/query-client";
import { tagged } from "@/lib/query-tags";
import { useWrite } from "@/lib/write";

export type { BadgeKey, BadgeStatus, TaskName, AirdropMethod, CexName };
/** The exchanges the TGE service accepts (its contract's list). */
export const CEX_NAMES = zCexName.options;
export type TaskGroup = "web3" | "royal" | "ascended";

// One options object per endpoint: a route's loader starts it, its component reads it.

/** The badge status; a badge is unlocked only once this call has answered (airdrop-campaigns.md §4). */
export const badgesQuery = () => queryOptions({ ...getBadgesOptions(), retry: 1 });

/** The tasks of a badge that has them: the Degen's (web3), the Royal's and the Black's. */
export const web3TasksQuery = () => queryOptions({ ...getWeb3BadgeTasksOptions(), select: (d) => d.tasks });
export const badgeTasksQuery = (badge: "royal" | "ascended") => queryOptions({ ...getBadgeTasksOptions({ path: { badge } }), select: (d) => d.tasks });

export const pointLeaderboardQuery = () => queryOptions(getPointLeaderboardOptions());
export const referralLeaderboardQuery = () => queryOptions(getReferralLeaderboardOptions());
export const wheelQuery = () => queryOptions(getSpinAWheelOptions());
/** The creators' widgets (public). */
export const influencersQuery = () => queryOptions({ ...getInfluencerWidgetsOptions(), staleTime: FRESH_MS.listing, select: (d) => d.result });
export const tgeStatusQuery = () => queryOptions(getTgeStatusOptions());

/** A claim changes points and ranks, spins and TGE eligibility: those answers are refetched. */
function useRefreshStanding() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries(tagged("leaderboards"));
    void queryClient.invalidateQueries(tagged("tge"));
  };
}

/** What the player is told when the badge had been claimed already. */
export const ALREADY_CLAIMED = "You have already claimed this badge";

/** What the player is told when the task had been verified already. */
export const ALREADY_VERIFIED = "This task was already verified";

/** Claims a badge; the answer is the new badge status, written to the cache as it is. */
export function useClaimBadge() {
  const queryClient = useQueryClient();
  const refresh = useRefreshStanding();
  return useWrite({
    ...claimBadgeMutation(),
    answerWritesInto: () => [getBadgesQueryKey()],
    onSuccess: ({ already_claimed, ...status }, { body }) => {
      queryClient.setQueryData(getBadgesQueryKey(), status);
      // claimed before (another tab or device): said as what happened, not counted again
      if (already_claimed) toast.info(ALREADY_CLAIMED);
      else trackEvent({ name: "badge_claimed", props: { badge: body.badge } });
    },
    onSettled: refresh,
    // no answer: the claim may have been made (a second try sends the same request); the badges
    // are read again either way, so the page shows what the server holds
    onError: (error) => {
      toast.error(writeFailure(error, "Could not claim the badge", "the badge may be claimed already"));
      return heldIfAnswered(error, queryClient.invalidateQueries({ queryKey: getBadgesQueryKey() }));
    },
  });
}

/** Claims one task; the server checks it (connected Telegram, the post's link) and answers the badge's tasks. */
export function useClaimTask(group: TaskGroup) {
  const queryClient = useQueryClient();
  const refresh = useRefreshStanding();
  const verified = (task: string, already: boolean | undefined) => {
    // verified before (another tab or device): said as what happened, not counted again; what
    // that device changed is read all the same
    if (already) toast.info(ALREADY_VERIFIED);
    else trackEvent({ name: "task_verified", props: { task } });
    // a verified task can make a badge claimable
    void queryClient.invalidateQueries({ queryKey: getBadgesQueryKey() });
    refresh();
  };
  const web3 = useWrite({
    ...claimWeb3BadgeTaskMutation(),
    answerWritesInto: () => [getWeb3BadgeTasksQueryKey()],
    onSuccess: (answer, { body }) => {
      queryClient.setQueryData(getWeb3BadgeTasksQueryKey(), answer);
      verified(body.task, answer.already_complete);
    },
  });
  const other = useWrite({
    ...claimBadgeTaskMutation(),
    answerWritesInto: ({ path }) => [getBadgeTasksQueryKey({ path })],
    onSuccess: (answer, { body, path }) => {
      queryClient.setQueryData(getBadgeTasksQueryKey({ path }), answer);
      verified(body.task, answer.already_complete);
    },
  });
  return {
    claim: (body: { task: TaskName; link?: string }) =>
      group === "web3"
        ? web3.mutateAsync({ body: { ...body, status: "complete" } })
        : other.mutateAsync({ path: { badge: group }, body: { ...body, status: "complete" } }),
    isPending: group === "web3" ? web3.isPending : other.isPending,
  };
}

/** Spins the wheel; the answer is the wheel's new state. */
export function useSpin() {
  const queryClient = useQueryClient();
  const refresh = useRefreshStanding();
  return useWrite({
    ...spinAWheelMutation(),
    answerWritesInto: () => [getSpinAWheelQueryKey()],
    onSuccess: (wheel) => queryClient.setQueryData(getSpinAWheelQueryKey(), wheel),
    onSettled: refresh,
    onError: (error) => toast.error(apiError(error, "Could not spin the wheel").message),
  });
}

/** The TGE panel's three changes; each answers the server's refusal as the form's error. */
export function useTgeActions() {
  const queryClient = useQueryClient();
  // a change stays pending until the status is read again: VERIFY's confirmation names the saved destination, never the one before
  const refetch = () => queryClient.invalidateQueries({ queryKey: getTgeStatusQueryKey() });
  // a refusal reads it again too: a 409 means the choice was made final elsewhere, which the panel then shows
  const method = useWrite({ ...setAirdropMethodMutation(), onSettled: refetch });
  const cex = useWrite({ ...storeCexMutation(), onSettled: refetch });
  // the verification answers the final status
  const verify = useWrite({
    ...verifyTgeMutation(),
    answerWritesInto: () => [getTgeStatusQueryKey()],
    onSuccess: (status) => queryClient.setQueryData(getTgeStatusQueryKey(), status),
    onError: refetch,
  });
  return {
    setMethod: (airdrop_method: AirdropMethod) => method.mutateAsync({ body: { airdrop_method } }),
    storeCex: (body: { cex_name: CexName; uid: string }) => cex.mutateAsync({ body }),
    verify: () => verify.mutateAsync({ body: {} }),
    isPending: method.isPending || cex.isPending || verify.isPending,
  };
}
