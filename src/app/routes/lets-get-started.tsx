import { createFileRoute } from "@tanstack/react-router";
import { GetStartedPage } from "@/features/marketing/components/company-pages";

export const Route = createFileRoute("/lets-get-started")({ staticData: { prerender: { snapshot: "page" } }, component: GetStartedPage });
