import { apiError } from "@/lib/api-error";
import { toast } from "sonner";
import { INVITATION_FAILED, isCodeRefused, sayConnectAnswer, useConnectFriend } from "../api/friends";
import { BusyButton } from "@/components/busy-button";

/**
 * A shared profile link's become-friend code, followed by a player who is signed in already: the
 * friendship shows each one's email, wallet and social accounts to the other, so it is asked for,
 * not made by opening a link (the automatic use of accounts-identity.md §4 is for the code stored
 * before a sign-in or sign-up). `onDone`: the player answered, or the code's life is over.
 */
export function FriendInvitation({ inviter, code, onDone }: { inviter: string; code: string; onDone: () => void }) {
  const connect = useConnectFriend();
  const accept = () =>
    connect.mutate(
      { body: { data: code } },
      {
        onSuccess: (answer) => {
          sayConnectAnswer(answer);
          onDone();
        },
        onError: (e) => {
          toast.error(apiError(e, INVITATION_FAILED).message);
          // refused for the code itself (unknown, expired): asking again would be refused again
          if (isCodeRefused(e)) onDone();
        },
      },
    );
  return (
    <section className="friend-invitation" aria-labelledby="friend-invitation-title">
      {/* above the card, whose name is the page's first heading: named by a paragraph, not a heading */}
      <p id="friend-invitation-title" className="friend-invitation__title">
        {inviter} invited you to be friends
      </p>
      <p>Friends see each other's email, wallet and social accounts.</p>
      <div className="friend-invitation__actions">
        {/* not disabled while it is sent: a disabled button loses focus */}
        <BusyButton type="button" className="btn btn--primary btn--small" busy={connect.isPending} onClick={() => accept()}>
          {connect.isPending ? "Becoming friends…" : "Become friends"}
        </BusyButton>
        <button type="button" className="btn btn--ghost btn--small" onClick={onDone}>
          Not now
        </button>
      </div>
    </section>
  );
}
