import { useEffect, useState, type ReactNode } from "react";
import { PRODUCT } from "@/config/brand";
import { PARAM_FRAME } from "@/config/prerender";
import { storage, STORAGE_KEYS } from "@/lib/storage-keys";
import { useDocumentTitle } from "@/lib/use-document-title";
import { SignUpForm, type SignUpFormProps } from "./sign-up-form";

/** Campaign sources with their own banner (accounts-identity.md §2); any other gets the default. */
const CAMPAIGN_BANNERS: Record<string, { title: string; text: string; disclaimer: boolean }> = {
  spatial: { title: `Join ${PRODUCT} Spaces`, text: `Reserve your 3D space on the ${PRODUCT} spatial web.`, disclaimer: true },
  xr: { title: `Join the ${PRODUCT} cross-reality alpha`, text: `Be among the first to try ${PRODUCT} across reality and the web.`, disclaimer: true },
};

interface SignUpPageProps {
  referralCode?: string;
  campaign?: string;
  emailWalletToken?: string;
  walletProof?: SignUpFormProps["walletProof"];
  onWalletProofRefused?: SignUpFormProps["onWalletProofRefused"];
  /** The wallet variant's panel, composed by the route. */
  walletSlot?: ReactNode;
  onRegistered: (to: "validate-email" | "sign-in") => void;
}

/**
 * The sign-up page. `referralCode` comes from the path segment or `ref` (already decoded once by
 * the router); it is kept in storage for a later sign-up.
 */
export function SignUpPage({ referralCode, campaign, emailWalletToken, walletProof, onWalletProofRefused, walletSlot, onRegistered }: SignUpPageProps) {
  useDocumentTitle("Sign up", `Create your ${PRODUCT} account.`);
  // a removed code stays removed on this page, whether it came from the path or from storage
  const [removed, setRemoved] = useState(false);
  const code = removed ? null : referralCode?.trim() || storage.get(STORAGE_KEYS.referralCode) || null;
  useEffect(() => {
    // the build's frame of /sign-up/{code} has no code (its prerender values "any")
    if (referralCode?.trim() && referralCode !== PARAM_FRAME) storage.set(STORAGE_KEYS.referralCode, referralCode.trim());
  }, [referralCode]);
  const banner = (campaign && CAMPAIGN_BANNERS[campaign]) || null;
  return (
    <section className="auth-card">
      <div className="banner">
        <h1 className="auth-card__title">{banner?.title ?? "Create Account"}</h1>
        <p>
          {emailWalletToken
            ? "Create your account with your EtherMail wallet: no email address needed."
            : (banner?.text ?? `Welcome to the ${PRODUCT} games ecosystem: one account for our games, badges, rewards and friends.`)}
        </p>
        {banner?.disclaimer && (
          <p className="disclaimer">
            By signing up you agree to receive email communications from {PRODUCT}. Access is not immediate: you get access only after we notify you by email.
            The service is provided as-is.
          </p>
        )}
      </div>
      <SignUpForm
        referralCode={code}
        campaign={banner ? campaign : undefined}
        emailWalletToken={emailWalletToken}
        walletProof={walletProof}
        onWalletProofRefused={onWalletProofRefused}
        onRegistered={onRegistered}
        onReferralCodeInvalid={forgetReferralCode}
        onRemoveReferralCode={() => {
          if (code) forgetReferralCode(code);
          setRemoved(true);
        }}
      />
      {!emailWalletToken && walletSlot}
    </section>
  );
}

/** Forgets a referral code kept for a later sign-up (from a link, or the airdrop's code form). */
function forgetReferralCode(code: string) {
  for (const key of [STORAGE_KEYS.referralCode, STORAGE_KEYS.airdropReferralCode]) if (storage.get(key) === code) storage.remove(key);
}
