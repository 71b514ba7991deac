import { Link } from "@tanstack/react-router";
import type { AnchorHTMLAttributes } from "react";

/**
 * A client-side link to a path that comes from content data (menus, cards). Paths from data are
 * plain strings; the router still resolves them, and unknown ones render the 404 page.
 */
export function RouteLink({ to, ...rest }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  return <Link to={to as never} {...rest} />;
}
