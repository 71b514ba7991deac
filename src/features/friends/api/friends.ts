import { keepPreviousData, queryOptions, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
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
import { connectFriend, getUserInfoByUsername } from "@generated/api/user/sdk.gen";
import { zGetUserInfoByUsernamePath } from "@generated/api/user/zod.gen";
import { FRIEND_SEARCH_REQUERY_MS, FRIENDS_PAGE_SIZE, PENDING_REQUESTS_POLL_MS } from "@/config/constants";
import { apiError, heldIfAnswered } from "@/lib/api-error";
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
    // the write stays pending until the requests are read again: an answered request's buttons
    // leave with it, and cannot be pressed in between (a second answer would be refused)
    onSuccess: (answer) => {
      if (answer.already) toast.info(alreadyAnswered(answer));
      // K18: the add-friends search (and any profile shown) re-queries about 1 s later, even if not on screen
      setTimeout(() => void queryClient.invalidateQueries({ ...tagged("profile"), refetchType: "all" }), FRIEND_SEARCH_REQUERY_MS);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: getPendingFriendRequestsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getFriendsQueryKey() }),
      ]);
    },
    // the server's reason (a request answered or withdrawn elsewhere: 'Friend request not found'), and the requests as they are now
    onError: (error) => {
      toast.error("There was an issue update friend request", { description: apiError(error, "").message || undefined });
      return heldIfAnswered(error, queryClient.invalidateQueries({ queryKey: getPendingFriendRequestsQueryKey() }));
    },
  });
}

/** The answer to a request sent a second time (accounts-identity.md §8): it counts as success; the request stands. */
export const ALREADY_PRESENT = "Friend request already present";

/**
 * Sends a friend request to `username`, once (useWrite: a second click while the first is in
 * flight sends nothing). accounts-identity.md §8's 'Friend request already present' counts as
 * success but is said as what it is (the request was already there, sent from another tab or
 * device), not as a new one; either way the player's profile is read again, so the page shows
 * FRIEND REQUEST PENDING before the button can be pressed again.
 */
export function useSendRequest(username: string) {
  const queryClient = useQueryClient();
  // the write stays pending until the profile is read again: its button shows the new state before it can be pressed again
  const refresh = () => queryClient.invalidateQueries({ queryKey: getUserInfoByUsernameQueryKey({ path: { username } }) });
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

/**
 * The add-friends search (accounts-identity.md §5): the player named, or null when nobody has that
 * name (the server's 404: 'Sorry, found no results'); a search that could not be made (no answer, a
 * limit, a server error) is an error, said as what it is. Its own key beside the profile's (another
 * shape of answer), which the profile's invalidations reach (a partial match of its key).
 */
export const playerSearchQuery = (username: string) => {
  const [profileKey] = getUserInfoByUsernameQueryKey({ path: { username } });
  return queryOptions({
    queryKey: [{ ...profileKey, search: true }] as const,
    queryFn: async ({ signal }) => {
      // a name no player can have (over the contract's length) is no one: nothing to ask
      if (!zGetUserInfoByUsernamePath.safeParse({ username }).success) return null;
      const { data, error, response } = await getUserInfoByUsername({ path: { username }, signal });
      if (response?.status === 404) return null;
      if (error !== undefined || !data) throw error ?? new Error("The search got no answer");
      return data.result.user;
    },
    retry: false,
  });
};

/** The profile's friendship follows every change of it (a promise of the reads). */
function useRefreshProfile(username: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getUserInfoByUsernameQueryKey({ path: { username } }) }),
      queryClient.invalidateQueries({ queryKey: getPendingFriendRequestsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getFriendsQueryKey() }),
    ]);
}

/** Why a request the profile offered to accept is not there: answered elsewhere, or withdrawn. */
export const NO_LONGER_OPEN = "This request is no longer open; the profile now shows where you stand.";

/**
 * Send a request to the profile's player, or accept theirs (accept_pending): the button of the
 * profile card. An accept is one act from the tap until the profile is read again (`pending`
 * throughout): a second tap meanwhile does nothing.
 */
export function useFriendshipAction(username: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshProfile(username);
  const send = useSendRequest(username);
  const answer = useAnswerRequest();
  const accepting = useRef(false);
  const [isAccepting, setAccepting] = useState(false);
  // a profile's address names its player in any case (/acc/Alice is alice's): the requests name them as the server spells them
  const theirs = (requests: { result: { username: string; friendship_id: number }[] }) =>
    requests.result.find((r) => r.username.toLowerCase() === username.toLowerCase());
  async function acceptTheirs() {
    try {
      // the requests may not have arrived yet when the button is pressed (wait for them), or be older
      // than the profile that offers to accept (the menu reads them once a minute): then read again
      const request =
        theirs(await queryClient.ensureQueryData(pendingRequestsQuery())) ?? theirs(await queryClient.fetchQuery({ ...pendingRequestsQuery(), staleTime: 0 }));
      if (!request) return void toast.error("There was an issue get friends request", { description: NO_LONGER_OPEN });
      // a refusal is told by useAnswerRequest
      await answer.mutateAsync({ body: { friendship_id: request.friendship_id, status: "accepted" } }).catch(() => undefined);
    } catch (error) {
      toast.error("There was an issue get friends request", { description: apiError(error, "").message || undefined });
    }
  }
  return {
    pending: send.isPending || isAccepting,
    send: send.send,
    accept: async () => {
      if (accepting.current) return;
      accepting.current = true;
      setAccepting(true);
      await acceptTheirs();
      await refresh().catch(() => undefined);
      accepting.current = false;
      setAccepting(false);
    },
  };
}

/** A become-friend code for the player's own share link (single use, 7 days, bound to the player). */
export const useFriendInvite = () => useWrite(createFriendInviteMutation());

/** The answers of friends/connect that end a code's life (accounts-identity.md §4). */
const CODE_DONE = ["Friends Connected", "Data Already Used"];

/**
 * Says a friends/connect answer; true when the code's life is over. A used code whose inviter is
 * the player's friend already (this player's own earlier use, whose answer may have been lost):
 * what the link was for is done, said in words.
 */
export function sayConnectAnswer(answer: { status?: boolean; message?: string; friend?: string }) {
  const message = answer.message ?? "";
  if (answer.friend) toast.success(`You and ${answer.friend} are friends.`);
  else if (answer.status) toast.success(message);
  else toast.info(message);
  return CODE_DONE.includes(message);
}

/** What the player is told when friends/connect failed (with the server's reason, when it gave one). */
export const INVITATION_FAILED = "The invitation could not be used";

/** The refusals of friends/connect that are about the code itself: it will never work. */
const refusedCodes = new WeakSet<object>();
/** Whether friends/connect refused the code itself (the contract: unknown or expired 404, the inviter's own 400). */
export const isCodeRefused = (error: unknown) => typeof error === "object" && error !== null && refusedCodes.has(error);

/**
 * A become-friend code used: automatically after sign-in or sign-up with a stored code
 * (accounts-identity.md §4), or by a signed-in player's Become friends. Whatever it did shows everywhere: the friends list, the requests (an
 * open one between the two is now accepted) and any profile on screen (the inviter's card, which
 * the player may be looking at).
 */
export function useConnectFriend() {
  const queryClient = useQueryClient();
  return useWrite({
    ...connectFriendMutation(),
    mutationFn: async (variables) => {
      const { data, error, response } = await connectFriend({ ...variables, throwOnError: false });
      if (error === undefined) return data;
      if (response?.status === 400 || response?.status === 404) refusedCodes.add(error);
      throw error;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getFriendsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getPendingFriendRequestsQueryKey() }),
        queryClient.invalidateQueries(tagged("profile")),
      ]),
  });
}
