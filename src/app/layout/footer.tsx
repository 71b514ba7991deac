import { RouteLink } from "@/components/route-link";
import { COPYRIGHT_YEAR, PRODUCT } from "@/config/brand";
import { FOOTER_LINKS, SOCIAL_LINKS } from "@/config/menu";
import { SocialIcon } from "./social-icon";

/** Site footer (public-pages-mining.md §2). */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <ul className="socials" aria-label="Social media">
          {SOCIAL_LINKS.map((s) => (
            <li key={s.name}>
              <a href={s.href} target="_blank" rel="noreferrer noopener" aria-label={s.name}>
                <SocialIcon name={s.name} />
              </a>
            </li>
          ))}
        </ul>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((l) => (
              <li key={l.title}>
                <RouteLink to={l.route}>{l.title}</RouteLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__copy">
          © {COPYRIGHT_YEAR} {PRODUCT}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
