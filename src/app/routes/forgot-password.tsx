import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";
import { useDocumentTitle } from "@/lib/use-document-title";

export const Route = createFileRoute("/forgot-password")({
  staticData: { prerender: { snapshot: "page" } },
  component: function ForgotPassword() {
    useDocumentTitle("Forgot password", "Reset your password.");
    return (
      <section className="auth-card">
        <h1 className="auth-card__title">Forgot password</h1>
        <p className="muted">Enter the email address of your account: we will send it a link to choose a new password. The link works once.</p>
        <ForgotPasswordForm />
      </section>
    );
  },
});
