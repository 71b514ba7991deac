import { UserAvatar } from "@/components/user-avatar";
import { apiError, isNetworkFailure, unreachableSentence } from "@/lib/api-error";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState, type RefObject } from "react";
import { Field } from "@/components/field";
import { Modal } from "@/components/modal";
import { Pager } from "@/components/pager";
import { Spinner } from "@/components/spinner";
import { PROFILE_DEBOUNCE_MS } from "@/config/constants";
import { readDraft, useFormDraft } from "@/lib/form-draft";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useRefocusAfterChange } from "@/lib/use-refocus-after-change";
import { friendsQuery, pendingRequestsQuery, playerSearchQuery, useAnswerRequest, useSendRequest } from "../api/friends";
import "@/components/form.css";
import "@/features/friends/friends.css";
import { BusyButton } from "@/components/busy-button";

export type FriendsDialog = "friends" | "find" | "requests";

interface FriendsDialogsProps {
  open: FriendsDialog | null;
  onClose: () => void;
  me: string;
  /** Where focus returns on closing: the menu's item that opened a dialog has gone with its menu. */
  returnFocus?: RefObject<HTMLElement | null>;
}

/** The friends dialogs of the right-hand menu; `me` is the signed-in username (hidden from search results' actions). */
export function FriendsDialogs({ open, onClose, me, returnFocus }: FriendsDialogsProps) {
  return (
    <>
      <Modal open={open === "friends"} onClose={onClose} title="Friends" returnFocus={returnFocus}>
        {open === "friends" && <FriendsList />}
      </Modal>
      <Modal open={open === "requests"} onClose={onClose} title="Friend requests" returnFocus={returnFocus}>
        {open === "requests" && <FriendRequests />}
      </Modal>
      <Modal open={open === "find"} onClose={onClose} title="Add friends" returnFocus={returnFocus}>
        {open === "find" && <FindFriends me={me} />}
      </Modal>
    </>
  );
}

/** accounts-identity.md §2's 'Empty', and what the player can do next. */
function EmptyState({ next }: { next: string }) {
  return (
    <div className="people__empty">
      <p>Empty</p>
      <p className="muted">{next}</p>
    </div>
  );
}

/** Friends list: 7 per page, pager up to 6 pages; items open /acc/{username} in a new tab (K04). */
function FriendsList() {
  const [page, setPage] = useState(1);
  const friends = useQuery(friendsQuery(page));
  if (friends.isPending) return <Spinner label="Loading friends" />;
  if (friends.isError) return <p role="alert">There was an issue get friends</p>;
  const { items, total_page } = friends.data.result;
  return (
    <>
      {items.length === 0 ? (
        <EmptyState next="Find players by their username in Find Friends, or send your invite link (Share on your profile) to a friend." />
      ) : (
        <ul className="people">
          {items.map((f) => (
            <li key={f.username}>
              <a href={`/acc/${encodeURIComponent(f.username)}`} target="_blank" rel="noopener">
                <UserAvatar picture={f.avatarSrc} size={36} />
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

/** A request's two answers, each said on its own button while it is sent. */
const ANSWERS = [
  { status: "accepted", label: "Accept", sending: "Accepting", className: "btn btn--primary btn--small" },
  { status: "rejected", label: "Reject", sending: "Rejecting", className: "btn btn--ghost btn--small" },
] as const;

/** Friend requests with Accept and Reject; 'Empty' when none. */
function FriendRequests() {
  const requests = useQuery(pendingRequestsQuery());
  const update = useAnswerRequest();
  // an answered request leaves the list with the button that had focus: focus goes to the list
  const list = useRef<HTMLDivElement>(null);
  useRefocusAfterChange(list, requests.data?.result.length);
  if (requests.isPending) return <Spinner label="Loading requests" />;
  if (requests.isError) return <p role="alert">There was an issue get friends request</p>;
  if (requests.data.result.length === 0)
    return (
      <div ref={list} tabIndex={-1}>
        <EmptyState next="Requests other players send you appear here, with Accept and Reject." />
      </div>
    );
  // the answer being sent, said on its own button; the buttons stay focusable meanwhile
  const sending = (id: number, status: "accepted" | "rejected") =>
    update.isPending && update.variables?.body.friendship_id === id && update.variables.body.status === status;
  const answer = (friendship_id: number, status: "accepted" | "rejected") => update.mutate({ body: { friendship_id, status } });
  return (
    <div ref={list} tabIndex={-1}>
      <ul className="people">
        {requests.data.result.map((r) => (
          <li key={r.id}>
            <span>{r.username}</span>
            <span className="people__actions">
              {ANSWERS.map((a) => (
                <BusyButton key={a.status} type="button" className={a.className} busy={update.isPending} onClick={() => answer(r.friendship_id, a.status)}>
                  {sending(r.friendship_id, a.status) ? <Spinner label={a.sending} shown /> : a.label}
                </BusyButton>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Add friends: search by username, VERIFY, send a request (hidden for oneself). */
function FindFriends({ me }: { me: string }) {
  // what was typed survives an ended session (sign in and back)
  const [text, setText] = useState(() => readDraft<string>("find-friends") ?? "");
  useFormDraft("find-friends", text);
  const [verified, setVerified] = useState<string | null>(null);
  // K06: typing looks the player up once it has stopped for 1000 ms; VERIFY looks up at once
  const current = text.trim().toLowerCase();
  const typed = useDebouncedValue(current, PROFILE_DEBOUNCE_MS);
  const search = verified === current ? current : typed || null;
  const queryClient = useQueryClient();
  return (
    <form
      className="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!current) return;
        setVerified(current);
        // VERIFY on the name already searched asks again (a search that failed, or one that is old)
        if (search === current) void queryClient.refetchQueries({ queryKey: playerSearchQuery(current).queryKey, exact: true });
      }}
    >
      <Field label="Username" value={text} onValueChange={setText} autoComplete="off" />
      <button type="submit" className="btn btn--primary">
        VERIFY
      </button>
      {search && <FoundPlayer username={search} me={me} />}
    </form>
  );
}

/** A search's player: what the friendship is, said as on their profile (accounts-identity.md §4). */
const FOUND_STATE = {
  pending: "FRIEND REQUEST PENDING",
  accept_pending: "They sent you a request: see Request",
  accepted: "FRIEND",
} as const;

/** The player a search names, with Send request (hidden for oneself), or where the friendship stands. */
function FoundPlayer({ username, me }: { username: string; me: string }) {
  const found = useQuery(playerSearchQuery(username));
  const send = useSendRequest(username);
  // a request sent replaces its button with where the friendship stands: focus goes there
  const box = useRef<HTMLDivElement>(null);
  useRefocusAfterChange(box, found.data?.friendship_status);
  // a search asked again after a failure is pending again (it had no answer to keep): the spinner says so
  if (found.isPending) return <Spinner label="Searching" />;
  // the search could not be made (offline, the server unreachable): not "no results"
  if (found.isError && isNetworkFailure(found.error)) return <p role="status">The search could not be made. {unreachableSentence()}</p>;
  // an answer that is not the player's (a limit, a server error): said as the server said it, never as no results
  if (found.isError)
    return <p role="status">The search could not be made. {apiError(found.error, "The server could not answer.").message} Press VERIFY to search again.</p>;
  if (found.data === null) return <p role="status">Sorry, found no results / Please try again</p>;
  const user = found.data;
  const status = user.username === me ? null : user.friendship_status;
  return (
    <div className="people__found" ref={box} tabIndex={-1}>
      <span>{user.username}</span>
      {status === "none" && (
        <BusyButton type="button" className="btn btn--primary btn--small" busy={send.isPending || found.isFetching} onClick={() => send.send()}>
          {send.isPending ? "Sending…" : "Send request"}
        </BusyButton>
      )}
      {status && status !== "none" && <span className="people__state">{FOUND_STATE[status]}</span>}
    </div>
  );
}
