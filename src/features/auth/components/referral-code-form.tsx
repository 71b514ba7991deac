import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { siteSubmitReferralCodeMutation, siteValidateReferralCodeMutation } from "@generated/api/site/@tanstack/react-query.gen";
import { CodeInput } from "@/components/code-input";
import { Spinner } from "@/components/spinner";
import { REFERRAL_CODE_BOXES } from "@/config/constants";
import { storage, STORAGE_KEYS } from "@/lib/storage-keys";
import { useTokenLogin } from "../hooks/use-complete-sign-in";

/**
 * ENTER YOUR REFERRAL CODE (airdrop-campaigns.md §2, §4): the code is validated and stored; with a
 * stored bearer token (from REFERRAL_CODE_UNVERIFIED) it is submitted, then a token login follows.
 */
export function ReferralCodeForm({ onSignedIn, onStoredForSignUp }: { onSignedIn: () => void; onStoredForSignUp: () => void }) {
  const [code, setCode] = useState("");
  const validate = useMutation(siteValidateReferralCodeMutation());
  const submit = useMutation(siteSubmitReferralCodeMutation());
  const tokenLogin = useTokenLogin(onSignedIn);
  const busy = validate.isPending || submit.isPending || tokenLogin.isPending;

  async function enter() {
    const valid = await validate.mutateAsync({ body: { code } }).catch(() => false);
    if (!valid) return void toast.error("Could not validate referral code");
    storage.set(STORAGE_KEYS.referralCode, code);
    storage.set(STORAGE_KEYS.airdropReferralCode, code);
    const token = storage.get(STORAGE_KEYS.bearerToken);
    if (!token) return onStoredForSignUp();
    const submitted = await submit.mutateAsync({ body: { code, token } }).catch(() => null);
    if (!submitted?.status) return void toast.error("Could not submit referral code");
    tokenLogin.mutate({ body: { data: submitted.key } });
  }

  return (
    <form
      className="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (code.length > 0) void enter();
      }}
    >
      <CodeInput length={REFERRAL_CODE_BOXES} value={code} onChange={setCode} accept={/^[A-Za-z0-9]$/} label="Referral code" />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || code.length === 0}>
        {busy ? <Spinner label="Checking the code" /> : "ENTER"}
      </button>
    </form>
  );
}
