import { Link } from "@tanstack/react-router";
import { useSuspenseQuery } from "@tanstack/react-query";
import { newsletterQuery } from "../api/newsletters";
import { SanitizedHtml } from "@/components/sanitized-html";
import { PRODUCT } from "@/config/brand";
import { useDocumentTitle } from "@/lib/use-document-title";
import { NEWSLETTERS, type NewsletterId } from "../content/newsletters";
import "@/features/marketing/marketing.css";

/** The newsletters list. */
export function NewslettersPage() {
  useDocumentTitle("Newsletters", `${PRODUCT}'s newsletters.`);
  return (
    <section className="text-page">
      <h1>Newsletters</h1>
      <ul className="newsletters">
        {NEWSLETTERS.map((n) => (
          <li key={n.id}>
            <Link to="/newsletters/$id" params={{ id: n.id }}>
              {n.title}
            </Link>
            <span className="muted"> · {n.date}</span>
            <p>{n.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A newsletter: its HTML (brand filled in) through the sanitiser, as an email would show it. */
export function NewsletterPage({ id }: { id: NewsletterId }) {
  const meta = NEWSLETTERS.find((n) => n.id === id)!;
  useDocumentTitle(`Newsletter: ${meta.title}`, meta.summary);
  const { data: html } = useSuspenseQuery(newsletterQuery(id));
  return (
    <section className="newsletter-page">
      <p>
        <Link to="/newsletters">All newsletters</Link>
      </p>
      <SanitizedHtml className="newsletter" html={html} label={`Newsletter: ${meta.title}`} />
    </section>
  );
}
