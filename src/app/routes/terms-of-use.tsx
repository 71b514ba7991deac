import { createFileRoute } from "@tanstack/react-router";
import { TextPage } from "@/features/marketing/components/text-page";
import { termsPage } from "@/features/marketing/content/pages";

export const Route = createFileRoute("/terms-of-use")({ component: () => <TextPage page={termsPage} /> });
