import { createFileRoute } from "@tanstack/react-router";
import { AboutPage } from "@/features/marketing/components/company-pages";

export const Route = createFileRoute("/about-us")({ staticData: { prerender: { snapshot: "page" } }, component: AboutPage });
