import { RouteLink } from "@/components/route-link";
import { useDocumentTitle } from "@/lib/use-document-title";
import type { TextPage as Page } from "../content/pages";
import "@/features/marketing/marketing.css";

/** A text page from its content (legal pages, FAQ, IDO, IPs, the newsletter post), with its title and description. */
export function TextPage({ page }: { page: Page }) {
  useDocumentTitle(page.title, page.description);
  return (
    <article className="text-page">
      <h1 className="hero__title">{page.title}</h1>
      {__LOCAL_STACK__ && page.localNote && <p className="dev-note">{page.localNote}</p>}
      {page.intro && <p className="lead">{page.intro}</p>}
      {page.sections.map((s, i) => (
        <section key={s.heading} className="section" aria-label={s.heading}>
          {s.image && <img className="text-page__art" src={s.image} alt="" width={640} height={360} loading={i === 0 ? "eager" : "lazy"} decoding="async" />}
          <h2>{s.heading}</h2>
          {s.paragraphs?.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {s.list && (
            <ul>
              {s.list.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          )}
          {s.qa?.map((x) => (
            <details key={x.q} className="qa">
              <summary>{x.q}</summary>
              <p>{x.a}</p>
            </details>
          ))}
          {s.links && (
            <ul className="press">
              {s.links.map((l) => (
                <li key={l.label}>
                  {l.href.startsWith("/") ? (
                    <RouteLink to={l.href}>{l.label}</RouteLink>
                  ) : (
                    <a href={l.href} target="_blank" rel="noreferrer noopener">
                      {l.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
