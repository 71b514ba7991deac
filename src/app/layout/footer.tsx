import { RouteLink } from "@/components/route-link";
import { COPYRIGHT_YEAR, PRODUCT } from "@/config/brand";

/** The spec's copyright year, to this year by the clock: "2024–2026" (docs/spec-differences.md). */
const copyrightYears = (year: number) => (year > COPYRIGHT_YEAR ? `${COPYRIGHT_YEAR}–${year}` : String(COPYRIGHT_YEAR));
import { FOOTER_LINKS } from "@/config/menu";
import { SocialLinks } from "@/components/social-links";
import "@/app/layout/layout.css";

/** Site footer (public-pages-mining.md §2). */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <SocialLinks />
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((l) => (
              <li key={l.title} className={l.group ? "site-footer__grouped" : l.legal ? "site-footer__legal" : undefined}>
                <RouteLink to={l.route}>{l.title}</RouteLink>
                {l.group && (
                  <ul className="site-footer__group" aria-label={`${l.title} links`}>
                    {l.group.map((g) => (
                      <li key={g.title}>
                        <RouteLink to={g.route}>{g.title}</RouteLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__copy">
          © {copyrightYears(new Date().getFullYear())} {PRODUCT}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
