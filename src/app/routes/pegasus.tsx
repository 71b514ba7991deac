import { createFileRoute } from "@tanstack/react-router";
import { PegasusPage } from "@/features/marketing/components/company-pages";

export const Route = createFileRoute("/pegasus")({ staticData: { prerender: { snapshot: "page" } }, component: PegasusPage });
