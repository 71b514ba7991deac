import { useRef } from "react";
import { revalidateLogic, useForm } from "@tanstack/react-form";
import { Link } from "@tanstack/react-router";
import { toast } from "sonner";
import { CaptchaField } from "@/components/captcha-field";
import { bind, Field } from "@/components/field";
import { Form } from "@/components/form";
import { Spinner } from "@/components/spinner";
import { apiError, isNetworkFailure } from "@/lib/api-error";
import { useRefocusAfterChange } from "@/lib/use-refocus-after-change";
import { useCaptcha } from "../api/captcha";
import { useForgotPassword } from "../api/registration";
import { forgotPasswordSchema } from "../schemas/recovery";
import { BusyButton } from "@/components/busy-button";

/** /forgot-password: email and captcha; on success the form is replaced by PASSWORD RESET!. */
export function ForgotPasswordForm() {
  const captcha = useCaptcha();
  const forgot = useForgotPassword();
  const form = useForm({
    defaultValues: { email: "", captcha: "" },
    validationLogic: revalidateLogic({ mode: "submit", modeAfterSubmission: "change" }),
    validators: { onDynamic: forgotPasswordSchema },
    onSubmitInvalid: () => toast.error("Form Not Valid"),
    onSubmit: async ({ value, formApi }) => {
      if (!captcha.id) return void toast.error("Form Not Valid");
      try {
        await forgot.mutateAsync({ body: { email: value.email.trim(), captcha_id: captcha.id, captcha_answer: value.captcha } });
      } catch (error) {
        toast.error(apiError(error, "Could not send the reset email").message);
        // an answered attempt used the captcha up (single use): a new one comes; an attempt with no
        // answer keeps the captcha as typed, so its retry is the same request (one mail, not two)
        if (isNetworkFailure(error)) return;
        formApi.setFieldValue("captcha", "");
        captcha.refresh();
      }
    },
  });
  // the form goes with its SUBMIT: the focus goes to what replaced it, not to the page
  const done = useRef<HTMLHeadingElement>(null);
  useRefocusAfterChange(done, forgot.isSuccess);
  if (forgot.isSuccess)
    return (
      <div className="panel" role="status">
        <h2 className="panel__title" ref={done} tabIndex={-1}>
          PASSWORD RESET!
        </h2>
        <p>
          If an account exists for this address, we sent it a confirmation email. Please check your inbox (and spam folder) and follow the link to choose a new
          password.
        </p>
        <p>
          <Link to="/sign-in">Back to sign in</Link>
        </p>
      </div>
    );
  return (
    <Form onSubmit={() => void form.handleSubmit()}>
      <form.Field name="email">{(field) => <Field label="Email" type="email" autoComplete="email" {...bind(field)} />}</form.Field>
      <form.Field name="captcha">{(field) => <CaptchaField captcha={captcha} {...bind(field)} />}</form.Field>
      <BusyButton type="submit" className="btn btn--primary btn--block" busy={forgot.isPending}>
        {forgot.isPending ? <Spinner label="Sending the mail" shown /> : "SUBMIT"}
      </BusyButton>
    </Form>
  );
}
