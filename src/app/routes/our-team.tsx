import { createFileRoute } from "@tanstack/react-router";
import { TeamPage } from "@/features/marketing/components/company-pages";

export const Route = createFileRoute("/our-team")({ staticData: { prerender: { snapshot: "page" } }, component: TeamPage });
