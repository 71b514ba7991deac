import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
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
import { useSession } from "@/lib/session";

/** A page of the friends list (K04: 7 per page). */
export const useFriends = (page: number) => useQuery(getFriendsOptions({ query: { item_per_page: FRIENDS_PAGE_SIZE, page } }));

/** Pending requests to the user, once signed in; `poll` keeps the menu's red dot current. */
export function usePendingRequests({ poll = false } = {}) {
  const { status } = useSession();
  return useQuery({ ...getPendingFriendRequestsOptions(), enabled: status === "authenticated", refetchInterval: poll ? PENDING_REQUESTS_POLL_MS : false });
}

/** Accept or reject a request; the requests and the friends list follow. */
export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateFriendRequestMutation(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getPendingFriendRequestsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getFriendsQueryKey().slice(0, 1) });
      // K18: the add-friends search (and any profile shown) re-queries about 1 s later, even if not on screen
      setTimeout(
        () =>
          void queryClient.invalidateQueries({
            predicate: (q) => (q.queryKey[0] as { _id?: string } | undefined)?._id === "getUserInfoByUsername",
            refetchType: "all",
          }),
        FRIEND_SEARCH_REQUERY_MS,
      );
    },
    onError: () => toast.error("There was an issue update friend request"),
  });
}

/** Looks a player up by username (enabled once there is something to look up). */
export const useFindPlayer = (username: string | null) =>
  useQuery({ ...getUserInfoByUsernameOptions({ path: { username: username ?? "" } }), enabled: !!username });

/** Sends a friend request; 'Friend request already present' is not an error for the player. */
export function useSendRequest() {
  return useMutation({
    ...sendFriendRequestMutation(),
    onSuccess: () => toast.success("Friend request sent"),
    onError: (error) => {
      const { message } = apiError(error, "");
      if (message === "Friend request already present") toast.success(message);
      else toast.error("There was an issue send friend request");
    },
  });
}

/** A player's profile as the viewer may see it (the server masks what they may not; K11). */
export const useProfile = (username: string, code?: string) =>
  useQuery({ ...getUserInfoByUsernameOptions({ path: { username }, query: code ? { code } : undefined }), retry: false, select: (d) => d.result.user });

/** The profile's friendship follows every change of it. */
function useRefreshProfile(username: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: getUserInfoByUsernameQueryKey({ path: { username } }) });
    void queryClient.invalidateQueries({ queryKey: getPendingFriendRequestsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getFriendsQueryKey().slice(0, 1) });
  };
}

/** Send a request to the profile's player, or accept theirs (accept_pending): the button of the profile card. */
export function useFriendshipAction(username: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshProfile(username);
  const send = useSendRequest();
  const answer = useAnswerRequest();
  const pending = usePendingRequests();
  return {
    pending: send.isPending || answer.isPending,
    send: () => send.mutate({ body: { username } }, { onSettled: refresh }),
    accept: async () => {
      // the requests may not have arrived yet when the button is pressed: wait for them
      const requests = pending.data ?? (await queryClient.fetchQuery(getPendingFriendRequestsOptions()).catch(() => null));
      const request = requests?.result.find((r) => r.username === username);
      if (!request) return void toast.error("There was an issue get friends request");
      answer.mutate({ body: { friendship_id: request.friendship_id, status: "accepted" } }, { onSettled: refresh });
    },
  };
}

/** A become-friend code for the player's own share link (single use, 7 days, bound to the player). */
export const useFriendInvite = () => useMutation(createFriendInviteMutation());

/** The automatic become-friend call after sign-in or sign-up with a stored code (§4). */
export function useConnectFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    ...connectFriendMutation(),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: getFriendsQueryKey().slice(0, 1) }),
  });
}
