import { revalidateLogic, useForm } from "@tanstack/react-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { toast } from "sonner";
import { signUpMutation, siteValidateReferralCodeMutation } from "@generated/api/site/@tanstack/react-query.gen";
import { captchaQuery, CaptchaField } from "@/components/captcha-field";
import { Field } from "@/components/field";
import { Spinner } from "@/components/spinner";
import { PRODUCT_SLUG } from "@/config/brand";
import { errorMessage } from "@/lib/api";
import { signUpSchema } from "../schemas/sign-up";
import type { GenerateCaptchaResponse } from "@generated/api/user/types.gen";

interface SignUpFormProps {
  /** The referral code (already URL-decoded), if any. */
  referralCode: string | null;
  onRegistered: () => void;
}

/** Sign-up with username, password, email and captcha (accounts-identity.md §2, §5). */
export function SignUpForm({ referralCode, onRegistered }: SignUpFormProps) {
  const queryClient = useQueryClient();
  const validateReferral = useMutation(siteValidateReferralCodeMutation());
  const signUp = useMutation(signUpMutation());
  const newCaptcha = () => queryClient.invalidateQueries({ queryKey: captchaQuery().queryKey });

  const form = useForm({
    defaultValues: { username: "", password: "", email: "", captcha: "" },
    validationLogic: revalidateLogic({ mode: "submit", modeAfterSubmission: "change" }),
    validators: { onDynamic: signUpSchema(true) },
    onSubmitInvalid: () => toast.error("Form Not Valid"),
    onSubmit: async ({ value, formApi }) => {
      const captcha = queryClient.getQueryData<GenerateCaptchaResponse>(captchaQuery().queryKey);
      if (!captcha) return void toast.error("Form Not Valid");
      if (referralCode) {
        const valid = await validateReferral.mutateAsync({ body: { code: referralCode } }).catch(() => false);
        if (!valid) return void toast.error("Could not validate referral code");
      }
      try {
        await signUp.mutateAsync({
          body: {
            username: value.username.trim(),
            password: value.password,
            email: value.email.trim(),
            captcha_id: captcha.captcha_id,
            captcha_answer: value.captcha,
            user_from: PRODUCT_SLUG,
            ...(referralCode ? { referral_code: referralCode } : {}),
          },
        });
        toast.success("Thanks for registering! Please validate your email address to login.", {
          description: "Can't find the mail? Check your spam folder too.",
        });
        onRegistered();
      } catch (error) {
        toast.error(errorMessage(error, "Could not register. Please try again."));
        formApi.setFieldValue("captcha", "");
        void newCaptcha();
      }
    },
  });

  const busy = validateReferral.isPending || signUp.isPending;
  return (
    <form
      className="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="username">
        {(field) => (
          <Field label="Username" autoComplete="username" value={field.state.value} onValueChange={field.handleChange} onBlur={field.handleBlur} errors={field.state.meta.errors} />
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <Field label="Password" revealable autoComplete="new-password" value={field.state.value} onValueChange={field.handleChange} onBlur={field.handleBlur} errors={field.state.meta.errors} />
        )}
      </form.Field>
      <form.Field name="email">
        {(field) => (
          <Field label="Email" type="email" autoComplete="email" value={field.state.value} onValueChange={field.handleChange} onBlur={field.handleBlur} errors={field.state.meta.errors} />
        )}
      </form.Field>
      <form.Field name="captcha">
        {(field) => <CaptchaField value={field.state.value} onValueChange={field.handleChange} onBlur={field.handleBlur} errors={field.state.meta.errors} />}
      </form.Field>
      {referralCode && (
        <p className="form__note">
          Referral code: <strong>{referralCode}</strong>
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? <Spinner label="Registering" /> : "SUBMIT"}
      </button>
      <p className="form__alt">
        Already have an account? <Link to="/sign-in">Sign in</Link>
      </p>
    </form>
  );
}
