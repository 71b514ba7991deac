import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { getReferralCountOptions, getUserInfoOptions } from "@generated/api/user/@tanstack/react-query.gen";
import type { UserInfo } from "@generated/api/user/types.gen";
import { useSession } from "@/lib/session";

export type { UserInfo };

/**
 * The signed-in user: the one source of who is signed in (the session holds only the token).
 * Shared by route loaders (ensureQueryData) and components. Binds and profile changes
 * invalidate it by its generated key, so every place that shows the user follows.
 */
export const userInfoQuery = () => ({ ...getUserInfoOptions(), select: (data: { result: { user: UserInfo } }) => data.result.user });

/** The user, or undefined while loading or when nobody is signed in. */
export function useUserInfo() {
  const { status } = useSession();
  return useQuery({ ...userInfoQuery(), enabled: status === "authenticated" });
}

/**
 * Who is here for a page that works for visitors too: signed in or not, the username, and whether
 * an EVM wallet is bound (taken as bound while the user loads, so a wallet note never flashes).
 */
export function useWalletState() {
  const signedIn = useSession().status === "authenticated";
  const user = useUserInfo();
  return { signedIn, walletBound: signedIn && (user.data ? !!user.data.mm_address : user.isPending), username: user.data?.username ?? null };
}

/** The user inside a route whose loader ensured the query. */
export const useSignedInUser = () => useSuspenseQuery(userInfoQuery()).data;

/** My Referrals: how many accounts signed up with the user's code. */
export const referralCountQuery = (username: string) => getReferralCountOptions({ path: { username } });
