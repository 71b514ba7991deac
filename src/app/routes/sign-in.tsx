import { createFileRoute, useRouter } from "@tanstack/react-router";
import { SignInForm } from "@/features/auth/components/sign-in-form";
import { safeRedirect } from "@/lib/safe-redirect";
import { stringParams } from "@/lib/search";
import { storage, STORAGE_KEYS } from "@/lib/storage-keys";
import { useDocumentTitle } from "@/lib/use-document-title";


export const Route = createFileRoute("/sign-in")({
  validateSearch: stringParams("redirectUrl", "key"),
  component: SignInPage,
});

/** Where a successful sign-in goes (accounts-identity.md §4). */
export function afterSignIn(redirectUrl: string | undefined): string | null {
  if (storage.get(STORAGE_KEYS.isLoginWidget) === "true") return null;
  if (storage.get(STORAGE_KEYS.isLoginVerifyAirdrop) === "true") return "/verify-airdrop";
  return safeRedirect(redirectUrl) ?? "/account";
}

function SignInPage() {
  const { redirectUrl } = Route.useSearch();
  const router = useRouter();
  useDocumentTitle("Sign in", "Sign in to your account.");
  return (
    <section className="auth-card">
      <h1 className="auth-card__title">Sign in</h1>
      <SignInForm
        onSignedIn={() => {
          const to = afterSignIn(redirectUrl);
          if (to) router.history.push(to);
        }}
        onReferralUnverified={() => router.history.push("/enter-referral-code")}
      />
    </section>
  );
}
