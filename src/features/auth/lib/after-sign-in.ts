import { safeRedirect } from "@/lib/safe-redirect";
import { storage, STORAGE_KEYS, storedFlag } from "@/lib/storage-keys";

/**
 * Login-widget mode (accounts-identity.md §4, the login-widget flag `is_login_widget`): set by the
 * sign-in widget (/sso) while it is open, in its own window's sessionStorage, so that a sign-in in
 * another tab of the site is never taken for the widget's.
 */
export const loginWidgetMode = storedFlag("session", STORAGE_KEYS.isLoginWidget);

/**
 * Where a successful sign-in goes (accounts-identity.md §4): nowhere in login-widget mode (the
 * widget goes on to its approve prompt); /verify-airdrop once when the airdrop-verify flag is
 * 'true' (set by the airdrop sign-in, /sign-in?from=airdrop); else the redirectUrl (a same-origin
 * path only) or /account. The airdrop flags end with the sign-in that used them.
 */
export function afterSignIn(redirectUrl?: string): string | null {
  if (loginWidgetMode.get()) return null;
  const verifyAirdrop = storage.get(STORAGE_KEYS.isLoginVerifyAirdrop) === "true";
  storage.remove(STORAGE_KEYS.isLoginVerifyAirdrop);
  storage.remove(STORAGE_KEYS.isFromAirdrop);
  if (verifyAirdrop) return "/verify-airdrop";
  return safeRedirect(redirectUrl) ?? "/account";
}

/** The airdrop sign-in (/sign-in?from=airdrop): its banner, and /verify-airdrop after the sign-in. */
export function startAirdropSignIn() {
  storage.set(STORAGE_KEYS.isFromAirdrop, "true");
  storage.set(STORAGE_KEYS.isLoginVerifyAirdrop, "true");
}
