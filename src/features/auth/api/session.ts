import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { logoutMutation } from "@generated/api/user/@tanstack/react-query.gen";
import type { LoginResponse } from "@generated/api/user/types.gen";
import { session } from "@/lib/session";
import { useWrite } from "@/lib/write";

/** Starts the session of a successful sign-in: the token, then every cached answer is refetched as this user. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return (data: LoginResponse) => {
    session.start(data.token);
    void queryClient.invalidateQueries();
  };
}

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
