import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { logoutMutation } from "@generated/api/user/@tanstack/react-query.gen";
import { session } from "@/lib/session";
import { useWrite } from "@/lib/write";

/**
 * Logout (accounts-identity.md §4): the server revokes the token; whatever it answers, the app
 * forgets the token, every key the specs name and every cached answer, then goes home (or, with
 * `stay`, stays on the page, which shows its signed-out state: the sign-in widget's "Not you?").
 */
export function useLogout({ stay = false } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useWrite({
    ...logoutMutation(),
    onSettled: () => {
      session.clear();
      queryClient.clear();
      if (!stay) void navigate({ to: "/" });
    },
  });
}
