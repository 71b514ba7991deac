import { createFileRoute } from "@tanstack/react-router";
import { TextPage } from "@/features/marketing/components/text-page";
import { termsPage } from "@/features/marketing/content/pages";

export const Route = createFileRoute("/terms-of-use")({ staticData: { prerender: { snapshot: "page" } }, component: () => <TextPage page={termsPage} /> });
