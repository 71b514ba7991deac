import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { ApplicationForm } from "@/features/marketing/components/application-form";
import { findJob } from "@/features/marketing/content/careers";
import { stringParams } from "@/lib/search";
import { useDocumentTitle } from "@/lib/use-document-title";

export const Route = createFileRoute("/careers/apply")({
  staticData: { prerender: { snapshot: "page" } },
  validateSearch: stringParams("job"),
  component: function Apply() {
    const { job } = Route.useSearch();
    const navigate = useNavigate();
    const found = findJob(job);
    useDocumentTitle(`Apply: ${found.title}`, "Submit your application.");
    return <ApplicationForm job={found} onSubmitted={() => void navigate({ to: "/careers" })} />;
  },
});
