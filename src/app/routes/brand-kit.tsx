import { createFileRoute } from "@tanstack/react-router";
import { BrandKitPage } from "@/features/marketing/components/download-pages";

export const Route = createFileRoute("/brand-kit")({ staticData: { prerender: { snapshot: "page" } }, component: BrandKitPage });
