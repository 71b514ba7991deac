import { revalidateLogic, useForm } from "@tanstack/react-form";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { bind, Field } from "@/components/field";
import { Form } from "@/components/form";
import { LostAnswer, useLostWrites } from "@/components/lost-answer";
import { Spinner } from "@/components/spinner";
import { SIGN_IN_SPINNER_RESET_MS } from "@/config/constants";
import { emailWalletSignInUrl } from "@/config/env";
import type { SignIn } from "../hooks/use-sign-in";
import { signInSchema } from "../schemas/sign-in";
import "@/components/form.css";
import { BusyButton } from "@/components/busy-button";

interface SignInFormProps {
  /** The page's sign-in (useSignIn): its outcomes and modal are shared with the wallet panel. */
  signIn: SignIn;
  submitLabel?: string;
  /** The email-wallet provider's token from the query, if the user comes back from it. */
  emailWalletToken?: string;
  /**
   * Whether "Sign in with Ethermail" is offered: not in the sign-in widget, whose pop-up that
   * round trip would take to the provider and back to /sign-in, away from the approve prompt.
   */
  offerEmailWallet?: boolean;
}

/** Credential sign-in (accounts-identity.md §2, §4, §5). */
export function SignInForm({ signIn, submitLabel = "ENTER", emailWalletToken, offerEmailWallet = true }: SignInFormProps) {
  // K07: the spinner shows while the sign-in is under way, and resets after 6 s even without an answer
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const emailWalletSent = useRef(false);
  const { withEmailWallet, emailWallet } = signIn;
  const lostEmailWallet = useLostWrites(emailWallet)();
  useEffect(() => {
    if (emailWalletToken && !emailWalletSent.current) {
      emailWalletSent.current = true;
      withEmailWallet(emailWalletToken);
    }
  }, [emailWalletToken, withEmailWallet]);

  const form = useForm({
    defaultValues: { username: "", password: "" },
    validationLogic: revalidateLogic({ mode: "submit", modeAfterSubmission: "change" }),
    validators: { onDynamic: signInSchema },
    onSubmit: ({ value }) => {
      setBusy(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setBusy(false), SIGN_IN_SPINNER_RESET_MS);
      void signIn.withPassword(value.username, value.password).finally(() => setBusy(false));
    },
  });

  return (
    <>
      {lostEmailWallet && (
        <LostAnswer what="the Ethermail sign-in may have gone through." pending={emailWallet.isPending} onRetry={() => emailWallet.mutate(lostEmailWallet)} />
      )}
      <Form onSubmit={() => void form.handleSubmit()}>
        <form.Field name="username">{(field) => <Field label="Email or Username" autoComplete="username" {...bind(field)} />}</form.Field>
        <form.Field name="password">{(field) => <Field label="Password" revealable autoComplete="current-password" {...bind(field)} />}</form.Field>
        <div className="form__links">
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <BusyButton type="submit" className="btn btn--primary btn--block" busy={busy} data-track="sign_in_submit">
          {busy ? <Spinner label="Signing in" shown /> : submitLabel}
        </BusyButton>
        {offerEmailWallet && (
          <a className="btn btn--ghost btn--block" href={emailWalletSignInUrl()}>
            Sign in with Ethermail
          </a>
        )}
        <p className="form__alt">
          No account yet? <Link to="/sign-up">Create Account</Link> or <Link to="/sign-up">Register here</Link>
        </p>
      </Form>
    </>
  );
}
