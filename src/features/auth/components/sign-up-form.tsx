import { revalidateLogic, useForm, useStore } from "@tanstack/react-form";
import { trackEvent } from "@/lib/analytics";
import { Link } from "@tanstack/react-router";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { CaptchaField } from "@/components/captcha-field";
import { bind, Field, useRefusals } from "@/components/field";
import { NEW_PASSWORD_RULES, USERNAME_RULES } from "@/config/constants";
import { Form } from "@/components/form";
import { PendingParam } from "@/components/pending-values";
import { Spinner } from "@/components/spinner";
import { PRODUCT_SLUG } from "@/config/brand";
import { apiError, isNetworkFailure } from "@/lib/api-error";
import { clearDraft, readDraft, useFormDraft } from "@/lib/form-draft";
import { storage, STORAGE_KEYS } from "@/lib/storage-keys";
import { signUpSchema } from "../schemas/sign-up";
import { useCaptcha } from "../api/captcha";
import { useRegister, useValidateReferralCode } from "../api/registration";
import { FollowXModal } from "./follow-x-modal";
import "@/components/form.css";
import { BusyButton } from "@/components/busy-button";

export interface SignUpFormProps {
  /** The referral code (already URL-decoded), if any. */
  referralCode: string | null;
  /** The campaign the sign-up came from (spatial, xr), for the signup_success event. */
  campaign?: string;
  /** The email-wallet provider's token: the email-wallet variant (no email needed). */
  emailWalletToken?: string;
  /** The wallet variant: a wallet's signature of the sign-up message (the fixed phrase, this site, a nonce; email optional). */
  walletProof?: {
    mm_address: string;
    mm_message: string;
    mm_signature: string;
    wallet_type: "metamask" | "walletconnect" | "okx" | "coin98" | "phantom";
  } | null;
  /** The server refused the wallet's signature (expired, used, not for this site): it is dropped, to be signed again. */
  onWalletProofRefused?: () => void;
  onRegistered: (to: "validate-email" | "sign-in") => void;
  /** Signs up without the referral code (its Remove action); without it the code cannot be removed. */
  onRemoveReferralCode?: () => void;
  /** The server said no player has this code: its stored copies are forgotten. */
  onReferralCodeInvalid?: (code: string) => void;
}

type Values = { username: string; password: string; email: string; captcha: string };

/** Why a referral code stops the sign-up, and the two ways on. */
export const notAPlayersCode = (code: string) =>
  `No player has the referral code '${code}'. Check the link you came from, or remove the code to sign up without one.`;

/** Said under the captcha when a refusal brought a new one (the answer typed for the old one is gone). */
export const NEW_CAPTCHA = "Each try of the form gets a new captcha: type the digits of this one.";

/**
 * What a reload keeps of the sign-up (this tab only): the username and email, never the password;
 * and the captcha of a try that got no answer (`sent`): the backend may have used it for that try,
 * so the form after a reload shows it again with its digits, and a submit of the same values is the
 * same request, with the same Idempotency-Key (useRegister keeps it), answered as the first.
 */
const DRAFT = "sign-up";
type SentCaptcha = { captcha_id: string; image: string; answer: string };
type Draft = Pick<Values, "username" | "email"> & { sent?: SentCaptcha | null };

/** Sign-up with username, password, email and captcha (accounts-identity.md §2, §5). */
export function SignUpForm({
  referralCode,
  campaign,
  emailWalletToken,
  walletProof,
  onWalletProofRefused,
  onRegistered,
  onRemoveReferralCode,
  onReferralCodeInvalid,
}: SignUpFormProps) {
  const [draft] = useState(() => readDraft<Draft>(DRAFT));
  const [sent, setSent] = useState<SentCaptcha | null>(draft?.sent ?? null);
  const captcha = useCaptcha(sent);
  const validateReferral = useValidateReferralCode();
  const signUp = useRegister();
  const [followOpen, setFollowOpen] = useState(false);
  const pending = useRef<Values | null>(null);
  // the follow-on-X step is confirmed once per sign-up: kept here too, so a retry after a refusal
  // never asks again, even where the browser keeps no storage (private mode)
  const followed = useRef(storage.get(STORAGE_KEYS.followTwitterCompleted) === "true");
  const [captchaNotice, setCaptchaNotice] = useState<string | null>(null);
  const refusals = useRefusals<keyof Values>();

  async function register(value: Values) {
    const captchaId = captcha.id;
    if (!captchaId) return void toast.error("Form Not Valid");
    if (referralCode) {
      const check = await validateReferral.check(referralCode);
      if (check === "invalid") onReferralCodeInvalid?.(referralCode);
      if (check !== "valid")
        return void toast.error("Could not validate referral code", { description: check === "invalid" ? notAPlayersCode(referralCode) : check.failure });
    }
    if (captcha.image) setSent({ captcha_id: captchaId, image: captcha.image, answer: value.captcha });
    try {
      const result = await signUp.mutateAsync({
        body: {
          username: value.username.trim(),
          password: value.password,
          ...(emailWalletToken ? { ethermail_token: emailWalletToken } : value.email.trim() || !walletProof ? { email: value.email.trim() } : {}),
          ...(walletProof ?? {}),
          captcha_id: captchaId,
          captcha_answer: value.captcha,
          user_from: PRODUCT_SLUG,
          ...(referralCode ? { referral_code: referralCode } : {}),
        },
      });
      trackEvent({ name: "signup_success", props: { campaign: campaign ?? "default", user_from: PRODUCT_SLUG, referred: referralCode ? "yes" : "no" } });
      if (emailWalletToken) toast.success("Thank for registering. Now please sign in with Ethermail.");
      else if (walletProof && !value.email.trim()) toast.success(result.message ?? "Thanks for registering!");
      else
        toast.success("Thanks for registering! Please validate your email address to login.", {
          description: "Can't find the mail? Check your spam folder too.",
        });
      clearDraft(DRAFT);
      onRegistered(emailWalletToken || (walletProof && !value.email.trim()) ? "sign-in" : "validate-email");
    } catch (error) {
      const { message, fields } = apiError(error, "Could not register. Please try again.");
      // the reason stands under the field it is about, the toast says that the sign-up failed
      refusals.set(fields);
      toast.error(message);
      // a signature that no longer signs up (its 5 minutes past, used, another site's) is signed again; the form keeps the rest
      if (walletProof && fields.mm_signature) onWalletProofRefused?.();
      // every answered try gets a new captcha (K03; the backend uses one up with each try it checks,
      // and a refusal before the check, such as the sign-up limit's 429, is told the same way), saying
      // why the answer typed is gone; an attempt it never answered keeps the captcha as typed
      if (!isNetworkFailure(error)) {
        setSent(null);
        form.setFieldValue("captcha", "", { dontValidate: true });
        captcha.refresh();
        setCaptchaNotice(NEW_CAPTCHA);
      }
    }
  }

  const form = useForm({
    defaultValues: { username: draft?.username ?? "", email: draft?.email ?? "", password: "", captcha: sent?.answer ?? "" } as Values,
    validationLogic: revalidateLogic({ mode: "submit", modeAfterSubmission: "change" }),
    validators: { onDynamic: signUpSchema(!emailWalletToken && !walletProof) },
    onSubmitInvalid: () => toast.error("Form Not Valid"),
    onSubmit: async ({ value }) => {
      // the follow-on-X step must be confirmed before the registration proceeds
      if (!followed.current && storage.get(STORAGE_KEYS.followTwitterCompleted) !== "true") {
        pending.current = value;
        setFollowOpen(true);
        return;
      }
      await register(value);
    },
  });

  const username = useStore(form.store, (state) => state.values.username);
  const email = useStore(form.store, (state) => state.values.email);
  useFormDraft<Draft>(DRAFT, { username, email, sent });

  const busy = validateReferral.isPending || signUp.isPending;
  return (
    <Form onSubmit={() => void form.handleSubmit()}>
      <form.Field name="username">
        {(field) => <Field label="Username" autoComplete="username" hint={USERNAME_RULES} {...refusals.bind("username", field)} />}
      </form.Field>
      <form.Field name="password">
        {(field) => <Field label="Password" revealable autoComplete="new-password" hint={NEW_PASSWORD_RULES} {...refusals.bind("password", field)} />}
      </form.Field>
      {!emailWalletToken && (
        <form.Field name="email">
          {(field) => <Field label={walletProof ? "Email (optional)" : "Email"} type="email" autoComplete="email" {...refusals.bind("email", field)} />}
        </form.Field>
      )}
      <form.Field name="captcha">
        {(field) => {
          const { onValueChange, ...rest } = bind(field);
          return (
            <CaptchaField
              captcha={captcha}
              notice={captchaNotice}
              {...rest}
              onValueChange={(v) => {
                setCaptchaNotice(null);
                onValueChange(v);
              }}
            />
          );
        }}
      </form.Field>
      {referralCode && (
        <p className="form__note">
          Referral code:{" "}
          <strong>
            <PendingParam value={referralCode} />
          </strong>{" "}
          {onRemoveReferralCode && (
            <BusyButton type="button" className="btn btn--ghost btn--small" aria-label="Remove the referral code" busy={busy} onClick={onRemoveReferralCode}>
              Remove
            </BusyButton>
          )}
        </p>
      )}
      <BusyButton type="submit" className="btn btn--primary btn--block" busy={busy} data-track="sign_up_submit">
        {busy ? <Spinner label="Creating your account" shown /> : "SUBMIT"}
      </BusyButton>
      <p className="form__alt">
        Already have an account? <Link to="/sign-in">Sign in</Link>
      </p>
      <FollowXModal
        open={followOpen}
        onClose={() => setFollowOpen(false)}
        onConfirmed={() => {
          followed.current = true;
          setFollowOpen(false);
          if (pending.current) void register(pending.current);
        }}
      />
    </Form>
  );
}
