import { revalidateLogic, useForm } from "@tanstack/react-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { siteForgotPasswordMutation } from "@generated/api/site/@tanstack/react-query.gen";
import type { GenerateCaptchaResponse } from "@generated/api/user/types.gen";
import { captchaQuery, CaptchaField } from "@/components/captcha-field";
import { Field } from "@/components/field";
import { Form } from "@/components/form";
import { Spinner } from "@/components/spinner";
import { errorMessage } from "@/lib/api";
import { forgotPasswordSchema } from "../schemas/recovery";

/** /forgot-password: email and captcha; on success the form is replaced by PASSWORD RESET!. */
export function ForgotPasswordForm() {
  const queryClient = useQueryClient();
  const forgot = useMutation(siteForgotPasswordMutation());
  const form = useForm({
    defaultValues: { email: "", captcha: "" },
    validationLogic: revalidateLogic({ mode: "submit", modeAfterSubmission: "change" }),
    validators: { onDynamic: forgotPasswordSchema },
    onSubmitInvalid: () => toast.error("Form Not Valid"),
    onSubmit: async ({ value, formApi }) => {
      const captcha = queryClient.getQueryData<GenerateCaptchaResponse>(captchaQuery().queryKey);
      if (!captcha) return void toast.error("Form Not Valid");
      try {
        await forgot.mutateAsync({ body: { email: value.email.trim(), captcha_id: captcha.captcha_id, captcha_answer: value.captcha } });
      } catch (error) {
        toast.error(errorMessage(error, "Could not send the reset email"));
        formApi.setFieldValue("captcha", "");
        void queryClient.invalidateQueries({ queryKey: captchaQuery().queryKey });
      }
    },
  });
  if (forgot.isSuccess)
    return (
      <div className="panel" role="status">
        <h2 className="panel__title">PASSWORD RESET!</h2>
        <p>If an account exists for this address, we sent it a confirmation email. Please check your inbox (and spam folder) and follow the link to choose a new password.</p>
      </div>
    );
  return (
    <Form onSubmit={() => void form.handleSubmit()}>
      <form.Field name="email">
        {(field) => <Field label="Email" type="email" autoComplete="email" value={field.state.value} onValueChange={field.handleChange} onBlur={field.handleBlur} errors={field.state.meta.errors} />}
      </form.Field>
      <form.Field name="captcha">
        {(field) => <CaptchaField value={field.state.value} onValueChange={field.handleChange} onBlur={field.handleBlur} errors={field.state.meta.errors} />}
      </form.Field>
      <button type="submit" className="btn btn--primary btn--block" disabled={forgot.isPending}>
        {forgot.isPending ? <Spinner label="Sending" /> : "SUBMIT"}
      </button>
    </Form>
  );
}
