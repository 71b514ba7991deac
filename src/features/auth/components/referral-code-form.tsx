import { useState } from "react";
import { toast } from "sonner";
import { CodeInput } from "@/components/code-input";
import { Spinner } from "@/components/spinner";
import { LostAnswer, useLostWrites } from "@/components/lost-answer";
import { REFERRAL_CODE_BOXES } from "@/config/constants";
import { storage, STORAGE_KEYS } from "@/lib/storage-keys";
import { useSubmitReferralCode, useValidateReferralCode } from "../api/registration";
import { useTokenSignIn } from "../hooks/use-sign-in";
import "@/components/form.css";
import { BusyButton } from "@/components/busy-button";

/** Why a code could not be submitted after the sign-in that asked for it expired, and what to do. */
export const SIGN_IN_AGAIN = "Your sign-in has expired. Sign in again, then enter your code.";

/** Why an entered code was refused: the server knows no such code (a failed check says its own reason). */
export const NOT_A_CODE = "No player or campaign has this code. Check it and try again.";

/**
 * ENTER YOUR REFERRAL CODE (airdrop-campaigns.md §2, §4): the code is validated and stored; with a
 * stored bearer token (from REFERRAL_CODE_UNVERIFIED) it is submitted, then a token login follows
 * (its session goes to /account, or back to `redirectUrl`: the sign-in widget the sign-in was made in).
 */
export function ReferralCodeForm({ onStoredForSignUp, redirectUrl }: { onStoredForSignUp: () => void; redirectUrl?: string }) {
  const [code, setCode] = useState("");
  const validate = useValidateReferralCode();
  const submit = useSubmitReferralCode();
  const tokenLogin = useTokenSignIn(undefined, redirectUrl ? { back: redirectUrl } : "account");
  const busy = validate.isPending || submit.isPending || tokenLogin.isPending;
  // the sign-in after the code, whose answer never came: its retry is the same request
  const lostLogin = useLostWrites(tokenLogin)();

  async function enter() {
    const check = await validate.check(code);
    if (check !== "valid") return void toast.error("Could not validate referral code", { description: check === "invalid" ? NOT_A_CODE : check.failure });
    storage.set(STORAGE_KEYS.referralCode, code);
    storage.set(STORAGE_KEYS.airdropReferralCode, code);
    const token = storage.get(STORAGE_KEYS.bearerToken);
    if (!token) return onStoredForSignUp();
    const answer = await submit.submit(code, token);
    if (answer.key) return tokenLogin.mutate({ body: { data: answer.key } });
    // the sign-in's token is spent or too old: kept, it would refuse every try
    if (answer.expired) storage.remove(STORAGE_KEYS.bearerToken);
    toast.error("Could not submit referral code", { description: answer.expired ? SIGN_IN_AGAIN : answer.reason || undefined });
  }

  if (lostLogin)
    return (
      <LostAnswer
        what="your code is saved; the sign-in after it may have gone through."
        pending={tokenLogin.isPending}
        onRetry={() => tokenLogin.mutate(lostLogin)}
      />
    );
  return (
    <form
      className="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (code.length > 0) void enter();
      }}
    >
      <CodeInput
        length={REFERRAL_CODE_BOXES}
        value={code}
        onChange={setCode}
        accept={/^[A-Za-z0-9]$/}
        label="Referral code"
        rule={`only letters and digits, ${REFERRAL_CODE_BOXES} at most`}
      />
      <BusyButton type="submit" className="btn btn--primary btn--block" busy={busy} disabled={code.length === 0}>
        {busy ? <Spinner label="Checking the code" shown /> : "ENTER"}
      </BusyButton>
    </form>
  );
}
