import { createFileRoute } from "@tanstack/react-router";
import { PenxrPage } from "@/features/marketing/components/company-pages";

export const Route = createFileRoute("/penxr")({ staticData: { prerender: { snapshot: "page" } }, component: PenxrPage });
