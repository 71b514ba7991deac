import { revalidateLogic, useForm } from "@tanstack/react-form";
import { toast } from "sonner";
import { bind, Field } from "@/components/field";
import { NEW_PASSWORD_RULES } from "@/config/constants";
import { Form } from "@/components/form";
import { Spinner } from "@/components/spinner";
import { apiError } from "@/lib/api-error";
import { useResetPassword } from "../api/registration";
import { newPasswordSchema } from "../schemas/recovery";

/** Create-new-password: reads the reset token `key`; success goes to /sign-in. */
export function NewPasswordForm({ resetToken, onDone }: { resetToken: string; onDone: () => void }) {
  const confirm = useResetPassword();
  const form = useForm({
    defaultValues: { password: "", confirm: "" },
    validationLogic: revalidateLogic({ mode: "submit", modeAfterSubmission: "change" }),
    validators: { onDynamic: newPasswordSchema },
    onSubmitInvalid: () => toast.error("Form Not Valid"),
    onSubmit: async ({ value }) => {
      try {
        const ok = await confirm.mutateAsync({ body: { password: value.password, resetToken } });
        if (!ok) throw new Error("falsy");
        toast.success("Your password has been reset. You can now login!");
        onDone();
      } catch (e) {
        // the spec's text, or the backend's reason where it gives one (a common password)
        toast.error(apiError(e, "Could not reset password").message);
      }
    },
  });
  return (
    <Form onSubmit={() => void form.handleSubmit()}>
      <form.Field name="password">
        {(field) => <Field label="New password" revealable autoComplete="new-password" hint={NEW_PASSWORD_RULES} {...bind(field)} />}
      </form.Field>
      <form.Field name="confirm">{(field) => <Field label="Confirm password" revealable autoComplete="new-password" {...bind(field)} />}</form.Field>
      <button type="submit" className="btn btn--primary btn--block" disabled={confirm.isPending}>
        {confirm.isPending ? <Spinner label="Saving your password" shown /> : "SUBMIT"}
      </button>
    </Form>
  );
}
