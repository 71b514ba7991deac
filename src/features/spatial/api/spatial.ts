import { queryOptions } from "@tanstack/react-query";
import { getPublicSpaceOptions, joinSpatialWhitelistMutation } from "@generated/api/site/@tanstack/react-query.gen";
import { getUserInfoByUsernameOptions } from "@generated/api/user/@tanstack/react-query.gen";
import type { PublicSpace } from "@generated/api/site/types.gen";
import { FRESH_MS } from "@/lib/query-client";
import type { UserInfo } from "@generated/api/user/types.gen";
import { useWrite } from "@/lib/write";

export type { PublicSpace };
export type SpatialProfile = UserInfo;

/** A player's public spaces: an empty list means none (accounts-identity.md §7). */
export const publicSpacesQuery = (username: string) =>
  queryOptions({ ...getPublicSpaceOptions({ path: { username } }), staleTime: FRESH_MS.publicPage, retry: false, select: (d) => d.result });

/** The space owner's profile as the viewer may see it: the server masks what they may not (K11). */
export const spaceOwnerQuery = (username: string, code?: string) =>
  queryOptions({
    ...getUserInfoByUsernameOptions({ path: { username }, query: code ? { code } : undefined }),
    retry: false,
    select: (d) => d.result.user,
  });

/** The invite popup's join of the early-access list; the server mails the link. */
export const useJoinWhitelist = () => useWrite(joinSpatialWhitelistMutation());
