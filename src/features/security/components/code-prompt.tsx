import { useState } from "react";
import { CodeInput } from "@/components/code-input";
import { Form } from "@/components/form";
import { Spinner } from "@/components/spinner";
import { TWO_FACTOR_CODE_LENGTH } from "@/config/constants";
import "@/components/form.css";

/** §5: the text for a code shorter than six digits. */
export const SHORT_CODE = "Please enter the code from the Google Authenticator app";
const DIGIT = /^[0-9]$/;

/**
 * Six boxes for an authenticator code (K02): digits only, focus moves forward as you type and back
 * with Backspace, a pasted code fills the boxes; a box takes 2 characters and keeps the last.
 * `error` is the server's refusal, shown until the code changes.
 */
export function CodePrompt({
  onSubmit,
  pending,
  error,
  submitLabel,
}: {
  onSubmit: (code: string) => void;
  pending: boolean;
  error: string | null;
  submitLabel: string;
}) {
  const [code, setCode] = useState("");
  const [short, setShort] = useState(false);
  // the server's refusal belongs to the code it refused: typing again clears it
  const [submitted, setSubmitted] = useState<string | null>(null);
  const message = short ? SHORT_CODE : submitted === code ? error : null;
  return (
    <Form
      onSubmit={() => {
        if (code.length < TWO_FACTOR_CODE_LENGTH) return setShort(true);
        setShort(false);
        setSubmitted(code);
        onSubmit(code);
      }}
    >
      <CodeInput
        length={TWO_FACTOR_CODE_LENGTH}
        value={code}
        onChange={(v) => {
          setCode(v);
          setShort(false);
        }}
        accept={DIGIT}
        label="Authenticator code"
        inputMode="numeric"
      />
      {message && (
        <p role="alert" className="field__error">
          {message}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={pending}>
        {pending ? <Spinner label="Checking" /> : submitLabel}
      </button>
    </Form>
  );
}
