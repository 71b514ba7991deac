import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { SanitizedHtml } from "@/components/sanitized-html";
import { Spinner } from "@/components/spinner";
import { PRODUCT, PRODUCT_SLUG } from "@/config/brand";
import { useDocumentTitle } from "@/lib/use-document-title";
import { NEWSLETTERS, type NewsletterId } from "../content/newsletters";

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
  const html = useQuery({
    queryKey: ["newsletter", id],
    queryFn: async () => {
      const res = await fetch(`/newsletters/${id}.html`);
      if (!res.ok) throw new Error(`newsletter ${id}: ${res.status}`);
      return (await res.text()).replaceAll("{{product}}", PRODUCT).replaceAll("{{slug}}", PRODUCT_SLUG);
    },
    staleTime: Infinity,
  });
  return (
    <section className="newsletter-page">
      <p>
        <Link to="/newsletters">All newsletters</Link>
      </p>
      {html.isPending && <Spinner label="Loading the newsletter" />}
      {html.isError && <p role="alert">Could not load the newsletter. Please try again.</p>}
      {html.data && <SanitizedHtml className="newsletter" html={html.data} label={`Newsletter: ${meta.title}`} />}
    </section>
  );
}
