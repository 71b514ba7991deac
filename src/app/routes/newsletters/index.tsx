import { createFileRoute } from "@tanstack/react-router";
import { NewslettersPage } from "@/features/marketing/components/newsletter-pages";

export const Route = createFileRoute("/newsletters/")({ component: NewslettersPage });
