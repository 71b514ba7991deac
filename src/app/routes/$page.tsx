import { createFileRoute, notFound } from "@tanstack/react-router";
import { SLUG_PAGE_NAMES } from "@/config/menu";
import { useDocumentTitle } from "@/lib/use-document-title";
import { SLUG_PAGES } from "./-slug-pages";

/**
 * /{product}-chain, /{product}-games, ...: the slug stays one config value. beforeLoad knows only
 * the names (it ships in the entry); the pages load with the component.
 */
export const Route = createFileRoute("/$page")({
  staticData: { prerender: { snapshot: "page", values: SLUG_PAGE_NAMES } },
  beforeLoad: ({ params }) => {
    if (!SLUG_PAGE_NAMES.includes(params.page)) throw notFound();
  },
  component: function SlugPage() {
    const { page } = Route.useParams();
    const slugPage = SLUG_PAGES[page];
    if (!slugPage) throw notFound();
    const { title, description, Page } = slugPage;
    useDocumentTitle(title, description);
    return <Page />;
  },
});
