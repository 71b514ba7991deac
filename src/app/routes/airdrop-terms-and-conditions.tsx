import { createFileRoute } from "@tanstack/react-router";
import { TextPage } from "@/features/marketing/components/text-page";
import { airdropTermsPage } from "@/features/marketing/content/pages";

export const Route = createFileRoute("/airdrop-terms-and-conditions")({
  staticData: { prerender: { snapshot: "page" } },
  component: () => <TextPage page={airdropTermsPage} />,
});
