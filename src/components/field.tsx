import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import "@/components/form.css";

type Issue = string | { message?: string } | undefined | null;

/** Messages of TanStack Form field errors (strings or Standard Schema issues), without repeats. */
export function fieldErrors(errors: readonly Issue[]): string[] {
  const messages = errors.map((e) => (typeof e === "string" ? e : e?.message)).filter((m): m is string => !!m);
  return [...new Set(messages)];
}

/** The part of a TanStack Form field that a Field shows: value, change, blur and errors. */
interface BoundField {
  state: { value: string; meta: { errors: readonly Issue[] } };
  handleChange: (value: string) => void;
  handleBlur: () => void;
}

/** Binds a form field to a Field (or the captcha field): `<Field label="Email" {...bind(field)} />`. */
export const bind = (field: BoundField) => ({
  value: field.state.value,
  onValueChange: field.handleChange,
  onBlur: field.handleBlur,
  errors: field.state.meta.errors,
});

/**
 * The backend's field-level reasons for a refusal (the error body's `errors[].path`), each shown
 * under its field beside the form's own rules until that field is changed.
 */
export function useRefusals<K extends string>() {
  const [refusals, setRefusals] = useState<Partial<Record<K, string>>>({});
  return {
    /** Keeps the reasons of a refusal whose paths name the form's fields. */
    set: (fields: Record<string, string>) => setRefusals(fields as Partial<Record<K, string>>),
    /** `bind` with the field's refusal added to its errors. */
    bind: (name: K, field: BoundField) => {
      const bound = bind(field);
      const refusal = refusals[name];
      return {
        ...bound,
        errors: refusal ? [...bound.errors, refusal] : bound.errors,
        onValueChange: (value: string) => {
          if (refusal) setRefusals((all) => ({ ...all, [name]: undefined }));
          bound.onValueChange(value);
        },
      };
    },
  };
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "id"> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  errors?: readonly Issue[];
  /** Shows a show/hide toggle and starts hidden. */
  revealable?: boolean;
  adornment?: ReactNode;
  /** The field's rules, shown under it before anything is refused (and announced with it). */
  hint?: string;
}

/**
 * A field's label; a required field is marked beside it (outside the label, so the field's name
 * stays its label's words; the input says it is required).
 */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  const text = (
    <label htmlFor={htmlFor} className="field__label">
      {label}
    </label>
  );
  if (!required) return text;
  return (
    <span className="field__label-row">
      {text}
      <span className="field__required" aria-hidden="true">
        *
      </span>
    </span>
  );
}

/** A labelled input with its errors announced and linked; optional password show/hide. */
export function Field({ label, value, onValueChange, errors = [], revealable, adornment, hint, type = "text", required, ...rest }: FieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const messages = fieldErrors(errors);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", messages.length ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className="field__control">
        <input
          id={id}
          className="field__input"
          type={revealable ? (shown ? "text" : "password") : type}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={messages.length > 0}
          aria-describedby={describedBy || undefined}
          aria-required={required || undefined}
          {...rest}
        />
        {revealable && (
          <button
            type="button"
            className="field__toggle"
            onClick={() => setShown((s) => !s)}
            aria-pressed={shown}
            aria-label={shown ? `Hide ${label}` : `Show ${label}`}
          >
            {shown ? "Hide" : "Show"}
          </button>
        )}
        {adornment}
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {messages.length > 0 && (
        <p id={errorId} className="field__error" role="alert">
          {messages.join(" ")}
        </p>
      )}
    </div>
  );
}
