import { useQueryClient } from "@tanstack/react-query";
import { getUserInfoQueryKey, listSessionsQueryKey } from "@generated/api/user/@tanstack/react-query.gen";
import { changePassword, type Options } from "@generated/api/user/sdk.gen";
import type { ChangePasswordData } from "@generated/api/user/types.gen";
import { session } from "@/lib/session";
import { useWrite } from "@/lib/write";

/**
 * A password change (openapi/user.yaml changePassword): the server ends every session and answers
 * this device's new one, which replaces the token in use as the answer is read; the session list is
 * read again, and the account too: the change also cancels a pending email change, which the
 * profile says it waits for.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useWrite({
    // the new token is the session's as the answer is read: a poll's 401 for the old one (ended
    // by this change on the server) cannot end the session meanwhile (session.replace)
    mutationFn: (options: Options<ChangePasswordData>) =>
      session.replace(
        () => changePassword({ ...options, throwOnError: true }).then(({ data }) => data),
        (answer) => answer.token,
      ),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: listSessionsQueryKey() }), queryClient.invalidateQueries({ queryKey: getUserInfoQueryKey() })]),
  });
}
