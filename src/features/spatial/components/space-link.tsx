import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { publicSpacesQuery } from "../api/spatial";

/** On a profile: VISIT SPACE when the player has a public 3D space (a non-empty list, accounts-identity.md §7). */
export function SpaceLink({ username, code }: { username: string; code?: string }) {
  // not needed for the profile itself: its failure only leaves the link out
  const spaces = useQuery(publicSpacesQuery(username));
  if (!spaces.data?.length) return null;
  return (
    <Link className="btn btn--ghost profile-page__space" to="/spatial/$username" params={{ username }} search={code ? { code } : {}}>
      VISIT SPACE
    </Link>
  );
}
