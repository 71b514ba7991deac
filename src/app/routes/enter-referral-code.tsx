import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { ReferralCodeForm } from "@/features/auth/components/referral-code-form";
import { useDocumentTitle } from "@/lib/use-document-title";

export const Route = createFileRoute("/enter-referral-code")({
  staticData: { prerender: { snapshot: "page" } },
  component: function EnterReferralCode() {
    const navigate = useNavigate();
    useDocumentTitle("Enter your referral code", "Enter the referral code of the friend who invited you.");
    return (
      <section className="auth-card">
        <h1 className="auth-card__title">ENTER YOUR REFERRAL CODE</h1>
        <p className="muted">Letters and digits only.</p>
        <ReferralCodeForm onStoredForSignUp={() => void navigate({ to: "/sign-up" })} />
      </section>
    );
  },
});
