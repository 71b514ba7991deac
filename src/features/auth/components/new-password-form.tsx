import { revalidateLogic, useForm } from "@tanstack/react-form";
import { toast } from "sonner";
import { bind, Field } from "@/components/field";
import { NEW_PASSWORD_RULES } from "@/config/constants";
import { Form } from "@/components/form";
import { Spinner } from "@/components/spinner";
import { apiError, isNetworkFailure } from "@/lib/api-error";
import { LostAnswer, useLostWrites } from "@/components/lost-answer";
import type { useResetPassword } from "../api/registration";
import { newPasswordSchema } from "../schemas/recovery";
import { BusyButton } from "@/components/busy-button";

/**
 * Create-new-password: reads the reset token `key`; success goes to /sign-in. `reset` is the page's
 * reset write (useResetPassword). `onRefused`: the backend refused the reset (the key used or
 * revoked meanwhile, or the password itself), for the page to check its key again.
 */
export function NewPasswordForm({
  resetToken,
  onDone,
  onRefused,
  reset,
}: {
  resetToken: string;
  onDone: () => void;
  onRefused?: () => void;
  reset: ReturnType<typeof useResetPassword>;
}) {
  const form = useForm({
    defaultValues: { password: "", confirm: "" },
    validationLogic: revalidateLogic({ mode: "submit", modeAfterSubmission: "change" }),
    validators: { onDynamic: newPasswordSchema },
    onSubmitInvalid: () => toast.error("Form Not Valid"),
    onSubmit: ({ value }) => send({ body: { password: value.password, resetToken } }),
  });
  async function send(variables: Parameters<typeof reset.mutateAsync>[0]) {
    try {
      const ok = await reset.mutateAsync(variables);
      if (!ok) throw new Error("falsy");
      toast.success("Your password has been reset. You can now login!");
      onDone();
    } catch (e) {
      // no answer: the form says what may have happened, in its place (LostAnswer); else the spec's
      // text, or the backend's reason where it gives one (a common password)
      if (isNetworkFailure(e)) return;
      toast.error(apiError(e, "Could not reset password").message);
      onRefused?.();
    }
  }
  // a reset whose answer never came may have set the password and used the key: its retry (the
  // same request) brings the reset's own answer, kept by the backend
  const lost = useLostWrites(reset)();
  if (lost) return <LostAnswer what="your new password may be set already." pending={reset.isPending} onRetry={() => void send(lost)} />;
  return (
    <Form onSubmit={() => void form.handleSubmit()}>
      <form.Field name="password">
        {(field) => <Field label="New password" revealable autoComplete="new-password" hint={NEW_PASSWORD_RULES} {...bind(field)} />}
      </form.Field>
      <form.Field name="confirm">{(field) => <Field label="Confirm password" revealable autoComplete="new-password" {...bind(field)} />}</form.Field>
      <BusyButton type="submit" className="btn btn--primary btn--block" busy={reset.isPending}>
        {reset.isPending ? <Spinner label="Saving your password" shown /> : "SUBMIT"}
      </BusyButton>
    </Form>
  );
}
