import { Link } from "@tanstack/react-router";
import { usePublicSpaces } from "../api/spatial";

/** On a profile: VISIT SPACE when the player has a public 3D space (a non-empty list, §7). */
export function SpaceLink({ username, code }: { username: string; code?: string }) {
  const spaces = usePublicSpaces(username);
  if (!spaces.data?.length) return null;
  return (
    <Link className="btn btn--ghost profile-page__space" to="/spatial/$username" params={{ username }} search={code ? { code } : {}}>
      VISIT SPACE
    </Link>
  );
}
