import { revalidateLogic, useForm } from "@tanstack/react-form";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { bind, Field } from "@/components/field";
import { Form } from "@/components/form";
import { LostAnswer, useLostWrites } from "@/components/lost-answer";
import { Spinner } from "@/components/spinner";
import { NEW_PASSWORD_RULES } from "@/config/constants";
import { apiError, isNetworkFailure } from "@/lib/api-error";
import { session } from "@/lib/session";
import { changePasswordSchema } from "../schemas/password";
import { useChangePassword } from "../api/password";
import { BusyButton } from "@/components/busy-button";

type ServerErrors = Partial<Record<"current" | "password", string>>;

/**
 * Changing the password (designed; openapi/user.yaml changePassword): the current one, the new one
 * twice. The backend's refusals land on their fields; on success every other device is signed out
 * and this one goes on with a new session.
 */
export function PasswordSection() {
  const change = useChangePassword();
  const [server, setServer] = useState<ServerErrors>({});
  const form = useForm({
    defaultValues: { current: "", password: "", confirm: "" },
    validationLogic: revalidateLogic({ mode: "submit", modeAfterSubmission: "change" }),
    validators: { onDynamic: changePasswordSchema },
    onSubmitInvalid: () => toast.error("Form Not Valid"),
    onSubmit: ({ value }) => send({ body: { current_password: value.current, new_password: value.password } }),
  });
  async function send(variables: Parameters<typeof change.mutateAsync>[0]) {
    setServer({});
    try {
      const done = await change.mutateAsync(variables);
      toast.success(done.message);
      form.reset();
    } catch (e) {
      const { message, fields } = apiError(e, "Could not change your password. Please try again.");
      const onFields = { current: fields.current_password, password: fields.new_password };
      if (onFields.current || onFields.password) setServer(onFields);
      // no answer: the section says what may have happened, in place of the form (LostAnswer)
      else if (!isNetworkFailure(e)) toast.error(message);
    }
  }
  // a change whose answer never came may have ended this session's token on the server: its retry
  // (the same request) brings this device's new session, kept by the backend as the first answer
  const lost = useLostWrites(change)();
  // until a change's retry is answered the old token's refusal waits (session.replace); leaving the
  // section means no retry will come
  useEffect(() => () => session.release(), []);
  /** A field bound to the form, with the backend's refusal of it until it is typed in again. */
  const bindWithServer = (name: keyof ServerErrors, field: Parameters<typeof bind>[0]) => ({
    ...bind(field),
    errors: server[name] ? [...field.state.meta.errors, server[name]] : field.state.meta.errors,
    onValueChange: (v: string) => {
      setServer((s) => ({ ...s, [name]: undefined }));
      field.handleChange(v);
    },
  });
  return (
    <section aria-labelledby="password-title" className="security__section">
      <h2 id="password-title">Password</h2>
      <p>Changing it signs you out on every other device.</p>
      {lost ? (
        <LostAnswer
          what="your password may be changed already (if you leave without trying again and are asked to sign in, try the new one)."
          pending={change.isPending}
          onRetry={() => void send(lost)}
        />
      ) : (
        <Form onSubmit={() => void form.handleSubmit()}>
          <form.Field name="current">
            {(field) => <Field label="Current password" revealable autoComplete="current-password" {...bindWithServer("current", field)} />}
          </form.Field>
          <form.Field name="password">
            {(field) => <Field label="New password" revealable autoComplete="new-password" hint={NEW_PASSWORD_RULES} {...bindWithServer("password", field)} />}
          </form.Field>
          <form.Field name="confirm">{(field) => <Field label="Confirm new password" revealable autoComplete="new-password" {...bind(field)} />}</form.Field>
          <BusyButton type="submit" className="btn btn--primary" busy={change.isPending}>
            {change.isPending ? <Spinner label="Changing your password" /> : "Change password"}
          </BusyButton>
        </Form>
      )}
    </section>
  );
}
