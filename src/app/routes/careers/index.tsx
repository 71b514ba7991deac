import { createFileRoute } from "@tanstack/react-router";
import { PRODUCT } from "@/config/brand";
import { CareersPage } from "@/features/marketing/components/careers-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export const Route = createFileRoute("/careers/")({
  staticData: { prerender: { snapshot: "page" } },
  component: function Careers() {
    useDocumentTitle("Careers", `Join ${PRODUCT}: open roles in backend, business development and engineering.`);
    return <CareersPage />;
  },
});
