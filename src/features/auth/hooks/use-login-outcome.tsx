import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { toast } from "sonner";
import { PRODUCT } from "@/config/brand";
import { storage, STORAGE_KEYS } from "@/lib/storage-keys";
import { EmailVerificationModal } from "../components/email-verification-modal";
import type { LoginVia } from "../api/login";
import { loginWidgetMode } from "../lib/after-sign-in";
import { parseLoginError } from "../login-error";

/**
 * UNAUTHENTICATED_USER (accounts-identity.md §4's wallet-login error) in words: the backend did not
 * take the signed sign-in; what the player can do is sign again or use the password.
 */
export const UNAUTHENTICATED_SENTENCE =
  "Your sign-in was not accepted (the signature or session is no longer valid). Please sign again, or sign in with your username and password.";

/** Delay before a wallet without an account is taken to sign-up (K08). */
export const ACCOUNT_MISSING_REDIRECT_MS = 3000;

/**
 * The outcomes of a failed sign-in, shared by every sign-in path (accounts-identity.md §4):
 * EMAIL_VERIFICATION opens the verification modal, REFERRAL_CODE_UNVERIFIED stores the token and
 * moves on to /enter-referral-code, a missing account is sent to /sign-up after 3 s, UNAUTHENTICATED_USER is said in a
 * sentence with the way on (the raw code means nothing to a player), anything else is a toast as returned.
 */
export function useLoginOutcome() {
  const navigate = useNavigate();
  const [verifyToken, setVerifyToken] = useState<string | null>(null);
  function handleError(message: string, via?: LoginVia) {
    const outcome = parseLoginError(message);
    switch (outcome.kind) {
      case "email-verification":
        toast.error("You need to validate your email address to login.");
        setVerifyToken(outcome.token);
        break;
      case "referral-unverified":
        storage.set(STORAGE_KEYS.bearerToken, outcome.token);
        // a sign-in in the sign-in widget comes back to it after the code, to its approve prompt
        void navigate({ to: "/enter-referral-code", search: loginWidgetMode.get() ? { redirectUrl: `${location.pathname}${location.search}` } : {} });
        break;
      case "unauthenticated":
        toast.error(UNAUTHENTICATED_SENTENCE);
        break;
      case "user-not-found":
        toast.error("Please create account first.");
        toast.info(`Dont find your account with ${PRODUCT}. We take you to create account page.`);
        // an email wallet with no account signs up with the same token (unused by the refusal): no second trip to the provider
        setTimeout(() => void navigate({ to: "/sign-up", search: via ? { ethermailtoken: via.emailWalletToken } : {} }), ACCOUNT_MISSING_REDIRECT_MS);
        break;
      case "message":
        toast.error(outcome.message);
    }
  }
  const modal = <EmailVerificationModal token={verifyToken} onClose={() => setVerifyToken(null)} />;
  return { handleError, modal };
}
