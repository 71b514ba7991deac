import { createFileRoute } from "@tanstack/react-router";
import { KeepEmailView } from "@/features/account/components/keep-email-view";
import { stringParams } from "@/lib/search";
import { useDocumentTitle } from "@/lib/use-document-title";

export const Route = createFileRoute("/keep-email")({
  staticData: { prerender: { snapshot: "page", queryView: { param: "token", snapshotWith: false } } },
  validateSearch: stringParams("token"),
  component: function KeepEmail() {
    const { token } = Route.useSearch();
    useDocumentTitle("Keep your email address", "Undo a change of your account's email address that was not yours.");
    return <KeepEmailView token={token} />;
  },
});
