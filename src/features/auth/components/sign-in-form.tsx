import { revalidateLogic, useForm } from "@tanstack/react-form";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { loginMutation } from "@generated/api/user/@tanstack/react-query.gen";
import { Field } from "@/components/field";
import { Form } from "@/components/form";
import { Spinner } from "@/components/spinner";
import { SIGN_IN_SPINNER_RESET_MS } from "@/config/constants";
import { emailWalletSignInUrl } from "@/config/env";
import { errorMessage } from "@/lib/api";
import { startSession, useEmailWalletLogin } from "../hooks/use-complete-sign-in";
import { useLoginOutcome } from "../hooks/use-login-outcome";
import { signInSchema } from "../schemas/sign-in";

interface SignInFormProps {
  /** Called after a successful sign-in (the route decides where to go). */
  onSignedIn: () => void;
  /** Called with the token of REFERRAL_CODE_UNVERIFIED after it is stored. */
  onReferralUnverified: () => void;
  /** Called 3 s after a sign-in found no account (email wallet). */
  onAccountMissing: () => void;
  submitLabel?: string;
  /** The email-wallet provider's token from the query, if the user comes back from it. */
  emailWalletToken?: string;
}

/** Credential sign-in (accounts-identity.md §2, §4, §5). */
export function SignInForm({ onSignedIn, onReferralUnverified, onAccountMissing, submitLabel = "ENTER", emailWalletToken }: SignInFormProps) {
  const { handleError: handleLoginError, modal } = useLoginOutcome({ onReferralUnverified, onAccountMissing });
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const login = useMutation({
    ...loginMutation(),
    onSuccess: (data) => {
      startSession(data);
      onSignedIn();
    },
    onError: (error) => handleLoginError(errorMessage(error, "There was an issue logging you in")),
    onSettled: () => setBusy(false),
  });

  const emailWallet = useEmailWalletLogin(onSignedIn, handleLoginError);
  const emailWalletSent = useRef(false);
  useEffect(() => {
    if (emailWalletToken && !emailWalletSent.current) {
      emailWalletSent.current = true;
      emailWallet.mutate({ body: { ethermail_token: emailWalletToken } });
    }
  }, [emailWalletToken, emailWallet]);

  const form = useForm({
    defaultValues: { username: "", password: "" },
    validationLogic: revalidateLogic({ mode: "submit", modeAfterSubmission: "change" }),
    validators: { onDynamic: signInSchema },
    onSubmit: ({ value }) => {
      setBusy(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setBusy(false), SIGN_IN_SPINNER_RESET_MS);
      login.mutate({ body: { username: value.username.trim(), password: value.password, signature: "", address: "", message: "", referral_code: "" } });
    },
  });

  return (
    <>
      <Form onSubmit={() => void form.handleSubmit()}>
        <form.Field name="username">
          {(field) => (
            <Field
              label="Email or Username"
              autoComplete="username"
              value={field.state.value}
              onValueChange={field.handleChange}
              onBlur={field.handleBlur}
              errors={field.state.meta.errors}
            />
          )}
        </form.Field>
        <form.Field name="password">
          {(field) => (
            <Field
              label="Password"
              revealable
              autoComplete="current-password"
              value={field.state.value}
              onValueChange={field.handleChange}
              onBlur={field.handleBlur}
              errors={field.state.meta.errors}
            />
          )}
        </form.Field>
        <div className="form__links">
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? <Spinner label="Signing in" /> : submitLabel}
        </button>
        <a className="btn btn--ghost btn--block" href={emailWalletSignInUrl()}>
          Sign in with Ethermail
        </a>
        <p className="form__alt">
          No account yet? <Link to="/sign-up">Create Account</Link> or <Link to="/sign-up">Register here</Link>
        </p>
      </Form>
      {modal}
    </>
  );
}
