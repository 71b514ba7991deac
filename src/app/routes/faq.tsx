import { createFileRoute } from "@tanstack/react-router";
import { TextPage } from "@/features/marketing/components/text-page";
import { faqPage } from "@/features/marketing/content/pages";

export const Route = createFileRoute("/faq")({ staticData: { prerender: { snapshot: "page" } }, component: () => <TextPage page={faqPage} /> });
