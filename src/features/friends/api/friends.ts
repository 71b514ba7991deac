import { keepPreviousData, queryOptions, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import {
  getFriendsOptions,
  getFriendsQueryKey,
  getPendingFriendRequestsOptions,
  getPendingFriendRequestsQueryKey,
  getUserInfoByUsernameOptions,
  getUserInfoByUsernameQueryKey,
  connectFriendMutation,
  createFriendInviteMutation,
  sendFriendRequestMutation,
  updateFriendRequestMutation,
} from "@generated/api/user/@tanstack/react-query.gen";
import { FRIEND_SEARCH_REQUERY_MS, FRIENDS_PAGE_SIZE, PENDING_REQUESTS_POLL_MS } from "@/config/constants";
import { apiError } from "@/lib/api-error";
import { tagged } from "@/lib/query-tags";
import { useWrite } from "@/lib/write";

/** A page of the friends list (K04: 7 per page); the page on screen stays while the next loads. */
export const friendsQuery = (page: number) =>
  queryOptions({ ...getFriendsOptions({ query: { item_per_page: FRIENDS_PAGE_SIZE, page } }), placeholderData: keepPreviousData });

/** Pending requests to the user; `poll` keeps the menu's red dot current. */
export const pendingRequestsQuery = ({ poll = false } = {}) =>
  queryOptions({ ...getPendingFriendRequestsOptions(), refetchInterval: poll ? PENDING_REQUESTS_POLL_MS : false });

/** What the player is told when the request had been answered already (another tab or device): it is no failure. */
export const alreadyAnswered = (answer: { result: { username: string; status?: string } }) =>
  answer.result.status === "accepted"
    ? `You and ${answer.result.username} are already friends`
    : `This request from ${answer.result.username} was already declined`;

/** Accept or reject a request; the requests and the friends list follow. */
export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useWrite({
    ...updateFriendRequestMutation(),
    onSuccess: (answer) => {
      if (answer.already) toast.info(alreadyAnswered(answer));
      void queryClient.invalidateQueries({ queryKey: getPendingFriendRequestsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getFriendsQueryKey() });
      // K18: the add-friends search (and any profile shown) re-queries about 1 s later, even if not on screen
      setTimeout(() => void queryClient.invalidateQueries({ ...tagged("profile"), refetchType: "all" }), FRIEND_SEARCH_REQUERY_MS);
    },
    onError: () => toast.error("There was an issue update friend request"),
  });
}

/** The answer to a request sent a second time (§8): it counts as success; the request stands. */
export const ALREADY_PRESENT = "Friend request already present";

/**
 * Sends a friend request to `username`, once (useWrite: a second click while the first is in
 * flight sends nothing). §8's 'Friend request already present' counts as success but is said as
 * what it is (the request was already there, sent from another tab or device), not as a new one;
 * either way the player's profile is read again, so the page shows FRIEND REQUEST PENDING.
 */
export function useSendRequest(username: string) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: getUserInfoByUsernameQueryKey({ path: { username } }) });
  const mutation = useWrite({
    ...sendFriendRequestMutation(),
    onSuccess: () => toast.success("Friend request sent"),
    onError: (error) => {
      const { message } = apiError(error, "");
      if (message === ALREADY_PRESENT) toast.info(message);
      else toast.error("There was an issue send friend request", { description: message || undefined });
    },
    onSettled: refresh,
  });
  return { isPending: mutation.isPending, send: () => mutation.mutate({ body: { username } }) };
}

/** A player's profile as the viewer may see it (the server masks what they may not; K11). */
export const profileQuery = (username: string, code?: string) =>
  queryOptions({
    ...getUserInfoByUsernameOptions({ path: { username }, query: code ? { code } : undefined }),
    retry: false,
    select: (d) => d.result.user,
  });

/** The profile's friendship follows every change of it. */
function useRefreshProfile(username: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: getUserInfoByUsernameQueryKey({ path: { username } }) });
    void queryClient.invalidateQueries({ queryKey: getPendingFriendRequestsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getFriendsQueryKey() });
  };
}

/** Send a request to the profile's player, or accept theirs (accept_pending): the button of the profile card. */
export function useFriendshipAction(username: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshProfile(username);
  const send = useSendRequest(username);
  const answer = useAnswerRequest();
  return {
    pending: send.isPending || answer.isPending,
    send: send.send,
    accept: async () => {
      // the requests may not have arrived yet when the button is pressed: wait for them
      const requests = await queryClient.ensureQueryData(pendingRequestsQuery()).catch(() => null);
      const request = requests?.result.find((r) => r.username === username);
      if (!request) return void toast.error("There was an issue get friends request");
      answer.mutate({ body: { friendship_id: request.friendship_id, status: "accepted" } }, { onSettled: refresh });
    },
  };
}

/** A become-friend code for the player's own share link (single use, 7 days, bound to the player). */
export const useFriendInvite = () => useWrite(createFriendInviteMutation());

/** The automatic become-friend call after sign-in or sign-up with a stored code (§4). */
export function useConnectFriend() {
  const queryClient = useQueryClient();
  return useWrite({
    ...connectFriendMutation(),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: getFriendsQueryKey() }),
  });
}
