import { createFileRoute } from "@tanstack/react-router";
import { TextPage } from "@/features/marketing/components/text-page";
import { communityFirstPage } from "@/features/marketing/content/pages";

export const Route = createFileRoute("/community-first-programme")({
  staticData: { prerender: { snapshot: "page" } },
  component: () => <TextPage page={communityFirstPage} />,
});
