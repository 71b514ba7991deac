import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { CodeInput } from "@/components/code-input";
import { Form } from "@/components/form";
import { LostAnswer } from "@/components/lost-answer";
import { Spinner } from "@/components/spinner";
import { TWO_FACTOR_CODE_LENGTH } from "@/config/constants";
import { LINKS } from "@/config/links";
import "@/components/form.css";
import { BusyButton } from "@/components/busy-button";

/** accounts-identity.md §5: the text for a code shorter than six digits. */
export const SHORT_CODE = "Please enter the code from the Google Authenticator app";
export const USE_RECOVERY = "Use a recovery code";
export const USE_AUTHENTICATOR = "Use the authenticator code";
export const BAD_RECOVERY_CODE = "A recovery code is 4 letters or digits, a dash, then 4 more, like abcd-efgh";
const DIGIT = /^[0-9]$/;
/** A recovery code as the setup shows it: base32 letters and digits, 4, a dash, 4 (user.yaml 2fa/verify). */
const RECOVERY_CODE = /^[a-z2-7]{4}-[a-z2-7]{4}$/;

/**
 * A recovery code as the contract takes it, from what a player pastes or types: any case, spaces
 * around or inside, the dash optional. Null when it cannot be one.
 */
export function recoveryCode(typed: string): string | null {
  const plain = typed.toLowerCase().replace(/[\s-]+/g, "");
  const code = plain.length === 8 ? `${plain.slice(0, 4)}-${plain.slice(4)}` : plain;
  return RECOVERY_CODE.test(code) ? code : null;
}

/** How many recovery codes are left, as a sentence (a backend that does not count them: no count). */
const leftText = (left: number | undefined) =>
  left === undefined ? "Each works once." : left === 0 ? "You have no recovery codes left." : `Each works once; you have ${left} left.`;

/**
 * Six boxes for an authenticator code (K02): digits only, focus moves forward as you type and back
 * with Backspace, a pasted code fills the boxes; a box takes 2 characters and keeps the last.
 * `error` is the server's refusal, shown until the code changes.
 *
 * With `recovery` (two-factor is on: a purchase), "Use a recovery code" beside the boxes switches to
 * a text field for one of the codes the setup showed; a letter or a dash typed into the boxes, or a
 * recovery code pasted there, switches to it by itself, keeping what was typed.
 */
export function CodePrompt({
  onSubmit,
  pending,
  error,
  submitLabel,
  recovery,
  lost,
}: {
  onSubmit: (code: string) => void;
  pending: boolean;
  error: string | null;
  submitLabel: string;
  recovery?: { left: number | undefined };
  /** The code's write got no answer: what may have happened, and its retry with the same code (LostAnswer). */
  lost?: { what: string; retry: () => void };
}) {
  const [mode, setMode] = useState<"authenticator" | "recovery">("authenticator");
  const [code, setCode] = useState("");
  const [typed, setTyped] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  // the server's refusal belongs to the code it refused: typing again clears it
  const [submitted, setSubmitted] = useState<string | null>(null);
  const current = mode === "recovery" ? `r:${typed}` : `a:${code}`;
  const message = invalid ?? (submitted === current ? error : null);
  const id = useId();
  // the switch is the player's own act: the field it opens (or the first digit box) takes the focus,
  // the caret after what moved
  const focusField = useRef(false);

  const toRecovery = (start: string) => {
    focusField.current = true;
    setMode("recovery");
    setTyped(start);
    setInvalid(null);
  };
  const toAuthenticator = () => {
    focusField.current = true;
    setMode("authenticator");
    setInvalid(null);
  };
  // letters and dashes belong to recovery codes: typed or pasted into the digit boxes, they move there
  const onKeyDownCapture = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.key.length !== 1 || !/[a-z-]/i.test(e.key)) return;
    e.preventDefault();
    e.stopPropagation();
    toRecovery(code + e.key);
  };
  const onPasteCapture = (e: ClipboardEvent) => {
    const text = e.clipboardData.getData("text");
    if (!/[a-z]/i.test(text) || !recoveryCode(text)) return;
    e.preventDefault();
    e.stopPropagation();
    toRecovery(text.trim());
  };

  // the prompt stays mounted meanwhile: a retry the backend refuses (the code was never used and has
  // expired) comes back to the code it refused, with the refusal under it
  if (lost) return <LostAnswer what={lost.what} pending={pending} onRetry={lost.retry} />;
  return (
    <Form
      onSubmit={() => {
        if (mode === "recovery") {
          const normal = recoveryCode(typed);
          if (!normal) return setInvalid(BAD_RECOVERY_CODE);
          setInvalid(null);
          setSubmitted(current);
          return onSubmit(normal);
        }
        if (code.length < TWO_FACTOR_CODE_LENGTH) return setInvalid(SHORT_CODE);
        setInvalid(null);
        setSubmitted(current);
        onSubmit(code);
      }}
    >
      {mode === "authenticator" ? (
        <div
          onKeyDownCapture={recovery ? onKeyDownCapture : undefined}
          onPasteCapture={recovery ? onPasteCapture : undefined}
          ref={(el) => {
            if (!el || !focusField.current) return;
            focusField.current = false;
            el.querySelector("input")?.focus();
          }}
        >
          <CodeInput
            length={TWO_FACTOR_CODE_LENGTH}
            value={code}
            onChange={(v) => {
              setCode(v);
              setInvalid(null);
            }}
            accept={DIGIT}
            label="Authenticator code"
            rule={`${TWO_FACTOR_CODE_LENGTH} digits`}
            inputMode="numeric"
          />
        </div>
      ) : (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-recovery`}>
            Recovery code
          </label>
          <input
            id={`${id}-recovery`}
            className="field__input"
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setInvalid(null);
            }}
            ref={(el) => {
              if (!el || !focusField.current) return;
              focusField.current = false;
              el.focus();
              el.setSelectionRange(el.value.length, el.value.length);
            }}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={32}
            aria-invalid={message ? true : undefined}
            aria-describedby={`${id}-recovery-hint${message ? ` ${id}-error` : ""}`}
          />
          <p id={`${id}-recovery-hint`} className="field__hint">
            One of the codes shown when you turned two-factor on, like abcd-efgh. {leftText(recovery?.left)}
          </p>
        </div>
      )}
      {message && (
        <p id={`${id}-error`} role="alert" className="field__error">
          {message}
        </p>
      )}
      {recovery && (
        <div className="code-prompt__switch">
          {mode === "authenticator" ? (
            <button type="button" className="btn btn--ghost btn--small" onClick={() => toRecovery("")}>
              {USE_RECOVERY}
            </button>
          ) : (
            <>
              <button type="button" className="btn btn--ghost btn--small" onClick={toAuthenticator}>
                {USE_AUTHENTICATOR}
              </button>
              <p className="field__hint">
                Lost your authenticator app and every recovery code?{" "}
                <a href={LINKS.DISCORD} target="_blank" rel="noreferrer">
                  Ask support on Discord
                </a>
                : once they have checked the account is yours, they turn two-factor off and you set it up again.
              </p>
            </>
          )}
        </div>
      )}
      <BusyButton type="submit" className="btn btn--primary btn--block" busy={pending}>
        {pending ? <Spinner label="Checking" /> : submitLabel}
      </BusyButton>
    </Form>
  );
}
