import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { endOtherSessionsMutation, endSessionMutation, listSessionsOptions, listSessionsQueryKey } from "@generated/api/user/@tanstack/react-query.gen";
import type { Session } from "@generated/api/user/types.gen";
import { writeFailure } from "@/lib/api-error";
import { useWrite } from "@/lib/write";

export type { Session };

/** The account's live sessions, the player's own first (openapi/user.yaml, listSessions). */
export const sessionsQuery = () => queryOptions({ ...listSessionsOptions(), select: (d) => d.result });

/**
 * Signing out another session, or every other one: the server's message says what ended; a
 * refusal (the session had already ended) says so; the list is read again either way.
 */
export function useEndSessions() {
  const queryClient = useQueryClient();
  // no answer: the server may have done it, so that is what is said (a second try sends the same request)
  const handlers = (failure: string, mayBeDone: string) => ({
    onSuccess: (d: { message?: string }) => toast.success(d.message ?? "Signed out"),
    onError: (e: unknown) => toast.error(writeFailure(e, failure, mayBeDone)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listSessionsQueryKey() }),
  });
  return {
    one: useWrite({
      ...endSessionMutation(),
      ...handlers("Could not sign that session out. Please try again.", "that session may be signed out already"),
    }),
    others: useWrite({
      ...endOtherSessionsMutation(),
      ...handlers("Could not sign the other devices out. Please try again.", "the other devices may be signed out already"),
    }),
  };
}
