import { queryOptions, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { getReferralCountOptions, getUserInfoOptions } from "@generated/api/user/@tanstack/react-query.gen";
import type { UserInfo } from "@generated/api/user/types.gen";
import { useSession } from "@/lib/session";

export type { UserInfo };

/**
 * The signed-in user: the one source of who is signed in (the session holds only the token).
 * Shared by route loaders (ensureQueryData) and components. Binds and profile changes update or
 * invalidate it by its generated key, so every place that shows the user follows.
 */
export const userInfoQuery = () => queryOptions({ ...getUserInfoOptions(), select: (data) => data.result.user });

/** The user inside a page only a signed-in player reaches (its route's loader ensured the query). */
export const useSignedInUser = () => useSuspenseQuery(userInfoQuery()).data;

/**
 * Who is here, on a page visitors see too: the user when signed in, null for a visitor. The one
 * query that waits for the session (a visitor has no user to ask for). `failed`: the user could not
 * be read (while no new try runs), with `retry` to ask again.
 */
export function useViewer() {
  const signedIn = useSession().status === "authenticated";
  const user = useQuery({ ...userInfoQuery(), enabled: signedIn });
  return {
    signedIn,
    user: signedIn ? (user.data ?? null) : null,
    isPending: signedIn && user.isPending,
    failed: signedIn && user.isError && !user.isFetching ? user.error : null,
    retry: () => void user.refetch(),
  };
}

/**
 * For a page that works for visitors too: signed in or not, the username, and whether an EVM
 * wallet is bound (taken as bound while the user loads, so a wallet note never flashes).
 */
export function useWalletState() {
  const { signedIn, user, isPending } = useViewer();
  return { signedIn, walletBound: signedIn && (user ? !!user.mm_address : isPending), username: user?.username ?? null };
}

/** My Referrals: how many accounts signed up with the user's code. */
export const referralCountQuery = (username: string) => queryOptions(getReferralCountOptions({ path: { username } }));
