import { createFileRoute } from "@tanstack/react-router";
import { TextPage } from "@/features/marketing/components/text-page";
import { idoPage } from "@/features/marketing/content/pages";

export const Route = createFileRoute("/ido")({ staticData: { prerender: { snapshot: "page" } }, component: () => <TextPage page={idoPage} /> });
