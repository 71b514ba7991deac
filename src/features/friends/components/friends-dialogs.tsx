import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import {
  getFriendsOptions,
  getFriendsQueryKey,
  getPendingFriendRequestsOptions,
  getPendingFriendRequestsQueryKey,
  getUserInfoByUsernameOptions,
  sendFriendRequestMutation,
  updateFriendRequestMutation,
} from "@generated/api/user/@tanstack/react-query.gen";
import { Field } from "@/components/field";
import { Modal } from "@/components/modal";
import { Pager } from "@/components/pager";
import { Spinner } from "@/components/spinner";
import { FRIENDS_PAGE_SIZE } from "@/config/constants";
import { errorMessage } from "@/lib/api";
import { useSession } from "@/lib/session";

export type FriendsDialog = "friends" | "find" | "requests";

export function FriendsDialogs({ open, onClose }: { open: FriendsDialog | null; onClose: () => void }) {
  return (
    <>
      <Modal open={open === "friends"} onClose={onClose} title="Friends">
        {open === "friends" && <FriendsList />}
      </Modal>
      <Modal open={open === "requests"} onClose={onClose} title="Friend requests">
        {open === "requests" && <FriendRequests />}
      </Modal>
      <Modal open={open === "find"} onClose={onClose} title="Add friends">
        {open === "find" && <FindFriends />}
      </Modal>
    </>
  );
}

/** Friends list: 7 per page, pager up to 6 pages; items open /acc/{username} in a new tab (K04). */
function FriendsList() {
  const [page, setPage] = useState(1);
  const friends = useQuery(getFriendsOptions({ query: { item_per_page: FRIENDS_PAGE_SIZE, page } }));
  if (friends.isPending) return <Spinner label="Loading friends" />;
  if (friends.isError) return <p role="alert">There was an issue get friends</p>;
  const { items, total_page } = friends.data.result;
  return (
    <>
      {items.length === 0 ? (
        <p>Empty</p>
      ) : (
        <ul className="people">
          {items.map((f) => (
            <li key={f.username}>
              <a href={`/acc/${encodeURIComponent(f.username)}`} target="_blank" rel="noopener">
                <img src={f.avatarSrc} alt="" width={36} height={36} />
                {f.username}
              </a>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} total={total_page} onPage={setPage} label="Friends pages" />
    </>
  );
}

/** Friend requests with Accept and Reject; 'Empty' when none. */
function FriendRequests() {
  const queryClient = useQueryClient();
  const requests = useQuery(getPendingFriendRequestsOptions());
  const update = useMutation({
    ...updateFriendRequestMutation(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getPendingFriendRequestsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getFriendsQueryKey().slice(0, 1) });
    },
    onError: () => toast.error("There was an issue update friend request"),
  });
  if (requests.isPending) return <Spinner label="Loading requests" />;
  if (requests.isError) return <p role="alert">There was an issue get friends request</p>;
  if (requests.data.result.length === 0) return <p>Empty</p>;
  return (
    <ul className="people">
      {requests.data.result.map((r) => (
        <li key={r.id}>
          <span>{r.username}</span>
          <span className="people__actions">
            <button type="button" className="btn btn--primary btn--small" disabled={update.isPending} onClick={() => update.mutate({ body: { friendship_id: r.friendship_id, status: "accepted" } })}>
              Accept
            </button>
            <button type="button" className="btn btn--ghost btn--small" disabled={update.isPending} onClick={() => update.mutate({ body: { friendship_id: r.friendship_id, status: "rejected" } })}>
              Reject
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Add friends: search by username, VERIFY, send a request (hidden for oneself). */
function FindFriends() {
  const { session } = useSession();
  const [text, setText] = useState("");
  const [search, setSearch] = useState<string | null>(null);
  const found = useQuery({ ...getUserInfoByUsernameOptions({ path: { username: search ?? "" } }), enabled: !!search, retry: false });
  const send = useMutation({
    ...sendFriendRequestMutation(),
    onSuccess: () => toast.success("Friend request sent"),
    onError: (error) => {
      const message = errorMessage(error, "");
      if (message === "Friend request already present") toast.success(message);
      else toast.error("There was an issue send friend request");
    },
  });
  const user = found.data?.result.user;
  return (
    <form
      className="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim()) setSearch(text.trim().toLowerCase());
      }}
    >
      <Field label="Username" value={text} onValueChange={setText} autoComplete="off" />
      <button type="submit" className="btn btn--primary">
        VERIFY
      </button>
      {found.isFetching && <Spinner label="Searching" />}
      {search && found.isError && (
        <p role="status">
          Sorry, found no results / Please try again
        </p>
      )}
      {user && !found.isFetching && (
        <div className="people__found">
          <span>{user.username}</span>
          {user.username !== session?.user.username && user.friendship_status === "none" && (
            <button type="button" className="btn btn--primary btn--small" disabled={send.isPending} onClick={() => send.mutate({ body: { username: user.username } })}>
              Send request
            </button>
          )}
        </div>
      )}
    </form>
  );
}
