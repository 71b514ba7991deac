import { createFileRoute } from "@tanstack/react-router";
import { NewslettersPage } from "@/features/marketing/components/newsletter-pages";

export const Route = createFileRoute("/newsletters/")({ staticData: { prerender: { snapshot: "page" } }, component: NewslettersPage });
