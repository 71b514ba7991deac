import { createFileRoute, notFound } from "@tanstack/react-router";
import { NEWSLETTER_IDS } from "@/config/content-routes";
import { newsletterQuery } from "@/features/marketing/api/newsletters";
import { NewsletterPage } from "@/features/marketing/components/newsletter-pages";
import { NEWSLETTERS, type NewsletterId } from "@/features/marketing/content/newsletters";

export const Route = createFileRoute("/newsletters/$id")({
  staticData: { prerender: { snapshot: "page", values: NEWSLETTER_IDS } },
  beforeLoad: ({ params }) => {
    if (!NEWSLETTERS.some((n) => n.id === params.id)) throw notFound();
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(newsletterQuery(params.id as NewsletterId)),
  component: function Newsletter() {
    const { id } = Route.useParams();
    return <NewsletterPage id={id as NewsletterId} />;
  },
});
