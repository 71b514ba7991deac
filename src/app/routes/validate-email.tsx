import { createFileRoute } from "@tanstack/react-router";
import { stringParams } from "@/lib/search";
import { ValidateEmailView } from "@/features/auth/components/validate-email-view";
import { useDocumentTitle } from "@/lib/use-document-title";

export const Route = createFileRoute("/validate-email")({
  staticData: { prerender: { snapshot: "page", queryView: { param: "token", snapshotWith: false } } },
  validateSearch: stringParams("token"),
  component: function ValidateEmail() {
    const { token } = Route.useSearch();
    useDocumentTitle("Validate your email", "Confirm your email address to finish setting up your account.");
    return <ValidateEmailView token={token} />;
  },
});
