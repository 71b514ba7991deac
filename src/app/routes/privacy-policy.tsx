import { createFileRoute } from "@tanstack/react-router";
import { TextPage } from "@/features/marketing/components/text-page";
import { privacyPage } from "@/features/marketing/content/pages";

export const Route = createFileRoute("/privacy-policy")({ staticData: { prerender: { snapshot: "page" } }, component: () => <TextPage page={privacyPage} /> });
