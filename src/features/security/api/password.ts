import { useMutation, useQueryClient } from "@tanstack/react-query";
import { changePasswordMutation, listSessionsQueryKey } from "@generated/api/user/@tanstack/react-query.gen";
import { session } from "@/lib/session";

/**
 * A password change (openapi/user.yaml changePassword): the server ends every session and answers
 * this device's new one, which replaces the token in use; the session list is read again.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    ...changePasswordMutation(),
    onSuccess: async (data) => {
      session.start(data.token);
      await queryClient.invalidateQueries({ queryKey: listSessionsQueryKey() });
    },
  });
}
