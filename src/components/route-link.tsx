import { useRouter } from "@tanstack/react-router";
import type { AnchorHTMLAttributes, MouseEvent } from "react";

/**
 * A client-side link to a path that comes from content data (menus, cards). Paths from data are
 * plain strings, which the router takes as an href (navigate and preload both do): a plain click
 * navigates in the app, intent (the pointer over it, the focus) preloads the page's code and data (a
 * touch does not: src/app/router.ts), and any other click (new tab, modifier keys) is the
 * browser's. An unknown path renders the 404 page.
 */
export function RouteLink({
  to,
  onClick,
  hashScroll = true,
  children,
  ...rest
}: {
  to: string;
  /** false: the page scrolls to the address's #section itself (an animated scroll), not the router at once. */
  hashScroll?: boolean;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  const router = useRouter();
  // `href` stands instead of `to` (the router builds the location from it; the types still ask for a `to`)
  const target = { to: ".", href: to } as const;
  const preload = () => void router.preloadRoute(target).catch(() => undefined);
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || (rest.target && rest.target !== "_self")) return;
    e.preventDefault();
    void router.navigate({ ...target, hashScrollIntoView: hashScroll });
  };
  return (
    <a href={to} onClick={follow} onMouseEnter={preload} onFocus={preload} {...rest}>
      {children}
    </a>
  );
}
