import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { toast } from "sonner";
import {
  claimBadgeMutation,
  claimBadgeTaskMutation,
  claimWeb3BadgeTaskMutation,
  getBadgesOptions,
  getBadgeTasksOptions,
  getPointLeaderboardOptions,
  getReferralLeaderboardOptions,
  getSpinAWheelOptions,
  getWeb3BadgeTasksOptions,
  spinAWheelMutation,
} from "@generated/api/campaign/@tanstack/react-query.gen";
import type { BadgeKey, BadgeStatus, TaskName } from "@generated/api/campaign/types.gen";
import { getInfluencerWidgetsOptions } from "@generated/api/site/@tanstack/react-query.gen";
import { getTgeStatusOptions, setAirdropMethodMutation, storeCexMutation, verifyTgeMutation } from "@generated/api/tge/@tanstack/react-query.gen";
import type { AirdropMethod, CexName } from "@generated/api/tge/types.gen";
import { zCexName } from "@generated/api/tge/zod.gen";
import { trackEvent } from "@/lib/analytics";
import { apiError } from "@/lib/api-error";

export type { BadgeKey, BadgeStatus, TaskName, AirdropMethod, CexName };
/** The exchanges the TGE service accepts (its contract's list). */
export const CEX_NAMES = zCexName.options;
export type TaskGroup = "web3" | "royal" | "ascended";

/** Every campaign and TGE query: a claim changes badges, points, ranks, spins and eligibility at once. */
const campaignIds = new Set([
  "getBadges",
  "getWeb3BadgeTasks",
  "getBadgeTasks",
  "getPointLeaderboard",
  "getReferralLeaderboard",
  "getSpinAWheel",
  "getTgeStatus",
]);
const isCampaignQuery = (key: QueryKey) => campaignIds.has((key[0] as { _id?: string } | undefined)?._id ?? "");

function useRefreshCampaign() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ predicate: (q) => isCampaignQuery(q.queryKey) });
}

/** The badge status; a badge is unlocked only once this call has answered (airdrop-campaigns.md §4). */
export const useBadges = (enabled: boolean) => useQuery({ ...getBadgesOptions(), enabled, retry: 1 });

export function useClaimBadge() {
  const refresh = useRefreshCampaign();
  return useMutation({
    ...claimBadgeMutation(),
    onSuccess: (_, { body }) => trackEvent({ name: "badge_claimed", props: { badge: body.badge } }),
    onSettled: refresh,
    onError: (error) => toast.error(apiError(error, "Could not claim the badge").message),
  });
}

/** The tasks of a badge that has them: the Degen's (web3), the Royal's and the Black's. */
export function useBadgeTasks(group: TaskGroup, enabled: boolean) {
  const web3 = useQuery({ ...getWeb3BadgeTasksOptions(), enabled: enabled && group === "web3" });
  const other = useQuery({ ...getBadgeTasksOptions({ path: { badge: group === "web3" ? "royal" : group } }), enabled: enabled && group !== "web3" });
  return group === "web3" ? web3 : other;
}

/** Claims one task; the server checks it (connected Telegram, the post's link) and keeps it once. */
export function useClaimTask(group: TaskGroup) {
  const refresh = useRefreshCampaign();
  const verified = (task: string) => {
    trackEvent({ name: "task_verified", props: { task } });
    refresh();
  };
  const web3 = useMutation({ ...claimWeb3BadgeTaskMutation(), onSuccess: (_, { body }) => verified(body.task) });
  const other = useMutation({ ...claimBadgeTaskMutation(), onSuccess: (_, { body }) => verified(body.task) });
  const mutation = group === "web3" ? web3 : other;
  return {
    claim: (body: { task: TaskName; link?: string }) =>
      group === "web3"
        ? web3.mutateAsync({ body: { ...body, status: "complete" } })
        : other.mutateAsync({ path: { badge: group }, body: { ...body, status: "complete" } }),
    isPending: mutation.isPending,
  };
}

export const usePointLeaderboard = (enabled: boolean) => useQuery({ ...getPointLeaderboardOptions(), enabled });
export const useReferralLeaderboard = (enabled: boolean) => useQuery({ ...getReferralLeaderboardOptions(), enabled });

export const useWheel = (enabled: boolean) => useQuery({ ...getSpinAWheelOptions(), enabled });
export function useSpin() {
  const refresh = useRefreshCampaign();
  return useMutation({ ...spinAWheelMutation(), onSettled: refresh, onError: (error) => toast.error(apiError(error, "Could not spin the wheel").message) });
}

/** The creators' widgets (public). */
export const useInfluencers = () => useQuery({ ...getInfluencerWidgetsOptions(), select: (d) => d.result });

export const useTgeStatus = (enabled: boolean) => useQuery({ ...getTgeStatusOptions(), enabled });

/** The TGE panel's three changes; each answers the server's refusal as the form's error. */
export function useTgeActions() {
  const refresh = useRefreshCampaign();
  const method = useMutation({ ...setAirdropMethodMutation(), onSuccess: refresh });
  const cex = useMutation({ ...storeCexMutation(), onSuccess: refresh });
  const verify = useMutation({ ...verifyTgeMutation(), onSuccess: refresh });
  return {
    setMethod: (airdrop_method: AirdropMethod) => method.mutateAsync({ body: { airdrop_method } }),
    storeCex: (body: { cex_name: CexName; uid: string }) => cex.mutateAsync({ body }),
    verify: () => verify.mutateAsync({ body: {} }),
    isPending: method.isPending || cex.isPending || verify.isPending,
  };
}
