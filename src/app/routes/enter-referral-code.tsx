import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { ReferralCodeForm } from "@/features/auth/components/referral-code-form";
import { stringParams } from "@/lib/search";
import { useDocumentTitle } from "@/lib/use-document-title";

export const Route = createFileRoute("/enter-referral-code")({
  staticData: { prerender: { snapshot: "page" } },
  // where the session goes after the code (a same-origin path, checked when it is used): the sign-in
  // widget a sign-in was made in, which the partner's window waits on
  validateSearch: stringParams("redirectUrl"),
  component: function EnterReferralCode() {
    const navigate = useNavigate();
    const { redirectUrl } = Route.useSearch();
    useDocumentTitle("Enter your referral code", "Enter the referral code of the friend who invited you.");
    return (
      <section className="auth-card">
        <h1 className="auth-card__title">ENTER YOUR REFERRAL CODE</h1>
        <p className="muted">Letters and digits only.</p>
        <ReferralCodeForm onStoredForSignUp={() => void navigate({ to: "/sign-up" })} redirectUrl={redirectUrl} />
      </section>
    );
  },
});
