import { useEffect } from "react";
import { PRODUCT } from "@/config/brand";
import { storage, STORAGE_KEYS } from "@/lib/storage-keys";
import { useDocumentTitle } from "@/lib/use-document-title";
import { SignUpForm } from "./sign-up-form";

/**
 * The sign-up page. `referralCode` comes from the path segment or `ref` (already decoded once by
 * the router); it is kept in storage for a later sign-up.
 */
export function SignUpPage({ referralCode, onRegistered }: { referralCode?: string; onRegistered: () => void }) {
  useDocumentTitle("Sign up", `Create your ${PRODUCT} account.`);
  const code = referralCode?.trim() || storage.get(STORAGE_KEYS.referralCode) || null;
  useEffect(() => {
    if (referralCode?.trim()) storage.set(STORAGE_KEYS.referralCode, referralCode.trim());
  }, [referralCode]);
  return (
    <section className="auth-card">
      <div className="banner">
        <h1 className="auth-card__title">Create Account</h1>
        <p>Welcome to the {PRODUCT} games ecosystem: one account for our games, badges, rewards and friends.</p>
      </div>
      <SignUpForm referralCode={code} onRegistered={onRegistered} />
    </section>
  );
}
