import { createFileRoute } from "@tanstack/react-router";
import { TextPage } from "@/features/marketing/components/text-page";
import { disclaimerPage } from "@/features/marketing/content/pages";

export const Route = createFileRoute("/disclaimer")({ staticData: { prerender: { snapshot: "page" } }, component: () => <TextPage page={disclaimerPage} /> });
