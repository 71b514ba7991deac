import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { apiError } from "@/lib/api-error";
import { becomeFriendCode } from "../lib/become-friend-code";
import { INVITATION_FAILED, isCodeRefused, sayConnectAnswer, useConnectFriend } from "../api/friends";

/**
 * Once the session has a token and a become-friend code is stored (a shared profile link was
 * followed), the app calls friends/connect once and clears the code (accounts-identity.md §4).
 * Loaded only when there is a code to use.
 */
export default function BecomeFriend({ code }: { code: string }) {
  const { mutate } = useConnectFriend();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const send = () =>
      mutate(
        { body: { data: code } },
        {
          onSuccess: (answer) => void (sayConnectAnswer(answer) && becomeFriendCode.clear()),
          onError: (error) => {
            const { message } = apiError(error, INVITATION_FAILED);
            // refused for the code itself (unknown, expired, one's own): it will never work
            if (isCodeRefused(error)) {
              becomeFriendCode.clear();
              return void toast.error(message);
            }
            // anything else (no answer, the server busy, a limit, the session ended) keeps it, for
            // Try again now or the next sign-in
            toast.error(message, { action: { label: "Try again", onClick: send } });
          },
        },
      );
    send();
  }, [code, mutate]);
  return null;
}
