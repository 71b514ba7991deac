import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { stringParams } from "@/lib/search";
import { NewPasswordForm } from "@/features/auth/components/new-password-form";
import { useDocumentTitle } from "@/lib/use-document-title";

export const Route = createFileRoute("/create-new-password")({
  validateSearch: stringParams("key"),
  component: function CreateNewPassword() {
    const { key } = Route.useSearch();
    const navigate = useNavigate();
    useDocumentTitle("Create a new password");
    return (
      <section className="auth-card">
        <h1 className="auth-card__title">Create a new password</h1>
        {key ? (
          <NewPasswordForm resetToken={key} onDone={() => void navigate({ to: "/sign-in" })} />
        ) : (
          <p role="alert">
            This link has no reset key. <Link to="/forgot-password">Ask for a new link</Link>.
          </p>
        )}
      </section>
    );
  },
});
