import { useState } from "react";
import { toast } from "sonner";
import { Field } from "@/components/field";
import { HANDLE_RULES } from "@/config/constants";
import { apiError } from "@/lib/api-error";
import { useOffline } from "@/lib/use-offline";
import { useProfileSave } from "../api/profile";
import type { UserInfo } from "../api/user-info";
import { isEmail } from "@/lib/email";
import "@/components/form.css";
import "@/features/account/account.css";
import { BusyButton } from "@/components/busy-button";

/** The typed handles, each with its rules (HANDLE_RULES) under its field. */
const HANDLES = [
  ["twitter", "X id"],
  ["telegram", "Telegram username"],
] as const;

/** The form's fields, in the order they are saved. */
const KEYS = ["email", "twitter", "telegram"] as const;

/** A field's value as it is stored: trimmed, and a handle without its optional @ (the backend stores it so). */
const storedForm = (key: (typeof KEYS)[number], value: string) => (key === "email" ? value.trim() : value.trim().replace(/^@/, ""));

/**
 * The profile form (accounts-identity.md §2, §4): email, X id and Telegram username with one save
 * button that looks active only when a value differs from the stored one. A changed email is used
 * once its link is opened; 'Updated!' on success, the server's message on failure, and what was
 * typed stays, also when a part of the save succeeded and the account is read again.
 */
export function ProfileForm({ user }: { user: UserInfo }) {
  const stored = { email: user.email, twitter: user.extra_data.twitter_username ?? "", telegram: user.extra_data.telegram_username ?? "" };
  const [values, setValues] = useState(stored);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof stored, string>>>({});
  // the stored values the form last followed: a re-read (a save of another field, another tab)
  // moves the fields the player has not changed since, and keeps what is typed, with its error
  const [followed, setFollowed] = useState(stored);
  if (KEYS.some((k) => followed[k] !== stored[k])) {
    setFollowed(stored);
    setValues((v) => Object.fromEntries(KEYS.map((k) => [k, v[k] === followed[k] ? stored[k] : v[k]])) as typeof stored);
    // a field now stored as typed (a save whose answer was lost went through) has no failure left
    setErrors((e) =>
      Object.fromEntries(
        Object.entries(e).filter(([k]) => storedForm(k as keyof typeof stored, values[k as keyof typeof stored]) !== stored[k as keyof typeof stored]),
      ),
    );
  }
  // a save that failed because the device was offline says so until the connection is back: then
  // the player can try again, and the message would only be wrong
  const offline = useOffline();
  const [failedOffline, setFailedOffline] = useState(false);
  if (failedOffline && !offline) {
    setFailedOffline(false);
    setErrors({});
  }
  const save = useProfileSave();
  const busy = save.email.isPending || save.twitter.isPending || save.telegram.isPending;
  const changed = KEYS.filter((k) => storedForm(k, values[k]) !== stored[k]);
  const set = (key: keyof typeof stored) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async () => {
    const email = values.email.trim();
    if (!email) return setErrors({ email: "Email is required" });
    if (!isEmail(email)) return setErrors({ email: "Please enter email address" });
    // a handle that breaks its rule (stated under the field) is pointed out before anything is sent
    const broken = HANDLES.map(([k]) => k).filter((k) => changed.includes(k) && !HANDLE_RULES[k].pattern.test(values[k].trim()));
    if (broken.length) return setErrors(Object.fromEntries(broken.map((k) => [k, HANDLE_RULES[k].refused])));
    setErrors({});
    const calls = {
      email: () => save.email.mutateAsync({ body: { email } }),
      twitter: () => save.twitter.mutateAsync({ body: { username: storedForm("twitter", values.twitter) } }),
      telegram: () => save.telegram.mutateAsync({ body: { username: storedForm("telegram", values.telegram) } }),
    };
    for (const key of changed) {
      try {
        await calls[key]();
        // the email stays the old one until its link is opened (said below it); the others are stored now
        if (key === "email") setValues((v) => ({ ...v, email: user.email }));
      } catch (e) {
        const { message, fields, fromBackend } = apiError(e, "Could not update your profile. Please try again.");
        setErrors({ [key]: fields.email ?? fields.username ?? message });
        setFailedOffline(!fromBackend && !navigator.onLine);
        return void toast.error(message);
      }
    }
    toast.success("Updated!");
  };

  return (
    <form
      className="form profile-form"
      noValidate
      aria-label="Profile"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field label="Email" type="email" autoComplete="email" value={values.email} onValueChange={set("email")} errors={errors.email ? [errors.email] : []} />
      {user.pending_email && (
        <p className="muted" role="status">
          Waiting for verification: {user.pending_email}. Open the link we sent there; until then {user.email} stays in use.
        </p>
      )}
      {HANDLES.map(([key, label]) => (
        <Field
          key={key}
          label={label}
          autoComplete="off"
          hint={HANDLE_RULES[key].rules}
          value={values[key]}
          onValueChange={set(key)}
          errors={errors[key] ? [errors[key]] : []}
        />
      ))}
      <BusyButton type="submit" className={`btn ${changed.length ? "btn--primary" : "btn--ghost"}`} busy={busy} disabled={!changed.length}>
        SAVE
      </BusyButton>
    </form>
  );
}
