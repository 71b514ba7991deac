import { useLocation } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { RouteLink } from "@/components/route-link";
import { PRODUCT, PRODUCT_SLUG } from "@/config/brand";
import { HEADER_MENU, SUBSCRIBE_SECTION } from "@/config/menu";
import { AccountMenu } from "./account-menu";
import { SocialLinks } from "@/components/social-links";
import "@/app/layout/layout.css";

/** Site header (public-pages-mining.md §2): menu, SUBSCRIBE, social icons, account icon, hamburger on mobile. */
export function Header() {
  // the menu closes on navigation: its open state belongs to the path it was opened on
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: (o: boolean) => boolean) => setOpenOn(next(open) ? pathname : null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  // closed from the keyboard, or with focus inside the menu (hidden once closed): focus goes back to the menu button
  const close = (fromKeyboard: boolean) => {
    const focusInside = nav.current?.contains(document.activeElement) ?? false;
    setOpenOn(null);
    if (fromKeyboard || focusInside) menuButton.current?.focus();
  };
  // Escape closes the open menu, as the dimmed page behind it does
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close(true);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });
  return (
    <>
      {/* outside the header: its backdrop-filter would make it the box a fixed child fills */}
      {open && <div className="site-nav__backdrop" aria-hidden="true" onClick={() => close(false)} />}
      <header className="site-header">
        <div className="site-header__inner">
          <RouteLink to="/" className="brand" aria-label={`${PRODUCT} home`}>
            <img src="/brand/logo.svg" alt="" width={32} height={32} />
            <span>{PRODUCT}</span>
          </RouteLink>
          <button
            ref={menuButton}
            type="button"
            className="hamburger"
            aria-expanded={open}
            aria-controls="site-menu"
            aria-label={open ? "Close menu" : "Open menu"}
            onClick={() => setOpen((o) => !o)}
          >
            <span />
            <span />
            <span />
          </button>
          <nav ref={nav} id="site-menu" className={`site-nav${open ? " site-nav--open" : ""}`} aria-label="Main">
            <ul className="site-nav__list">
              {HEADER_MENU.map((item) => (
                <li key={item.title} className="site-nav__item">
                  <RouteLink to={item.route} className="site-nav__link">
                    {item.title}
                  </RouteLink>
                  {item.subGroup.length > 0 && (
                    <ul className="site-nav__sub">
                      {item.subGroup.map((sub) => (
                        <li key={sub.title}>
                          <RouteLink to={sub.route}>{sub.title}</RouteLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
            <div className="site-nav__actions">
              {/* the chain page scrolls to its form in the spec's 1500 ms (SCROLL_TO_SECTION_MS) */}
              <RouteLink to={`/${PRODUCT_SLUG}-chain#${SUBSCRIBE_SECTION}`} hashScroll={false} className="btn btn--primary btn--small">
                SUBSCRIBE
              </RouteLink>
              <SocialLinks />
            </div>
          </nav>
          <AccountMenu />
        </div>
      </header>
    </>
  );
}
