import { createFileRoute } from "@tanstack/react-router";
import { TextPage } from "@/features/marketing/components/text-page";
import { newsletterPage } from "@/features/marketing/content/pages";

export const Route = createFileRoute("/blog/newsletter-1")({
  staticData: { prerender: { snapshot: "page" } },
  component: () => <TextPage page={newsletterPage} />,
});
