import { createFileRoute } from "@tanstack/react-router";
import { TextPage } from "@/features/marketing/components/text-page";
import { disclaimerPage } from "@/features/marketing/content/pages";

export const Route = createFileRoute("/disclaimer")({ component: () => <TextPage page={disclaimerPage} /> });
