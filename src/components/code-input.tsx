import { useId, useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import "@/components/code-input.css";

interface CodeInputProps {
  length: number;
  value: string;
  onChange: (value: string) => void;
  /** Which characters a box accepts. */
  accept: RegExp;
  label: string;
  /** What the boxes take, in words ("only letters and digits, 16 at most"): said when a key or a paste is refused. */
  rule: string;
  inputMode?: "numeric" | "text";
}

/**
 * One box per character (referral codes, 2FA codes): typing moves forward, Backspace moves back,
 * paste fills the boxes. A character outside `accept` is refused, and said so under the boxes with
 * the rule; a paste is taken whole or not at all (spaces aside): dropping what the boxes refuse
 * would make another code out of it (a username's dot gone names another player). A paste of a
 * whole code fills every box, wherever it lands. The code has no holes: typing or pasting into a box
 * past the end of the code fills the first empty box instead. Keys are read
 * against the latest code this input has sent, not the last render's: keys that come faster than the
 * page renders (a busy phone, a key held down) each count.
 */
export function CodeInput({ length, value, onChange, accept, label, rule, inputMode = "text" }: CodeInputProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  // the code as last sent, until the parent renders a new value
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const charsOf = (code: string) => Array.from({ length }, (_, i) => code[i] ?? "");
  const chars = charsOf(value);
  const focus = (i: number) => refs.current[Math.max(0, Math.min(length - 1, i))]?.focus();
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  const refuse = (what: string) => setRefusal(`${what}: the ${label.toLowerCase()} takes ${rule}.`);
  const send = (code: string) => {
    latest.current = code;
    setRefusal(null);
    onChange(code);
  };
  const set = (i: number, ch: string) => {
    const next = charsOf(latest.current);
    next[i] = ch;
    send(next.join("").replace(/\s+$/, ""));
  };
  const keep = (text: string) => [...text].filter((c) => accept.test(c)).join("");
  return (
    <>
      <fieldset className="code-input">
        <legend className="visually-hidden">{label}</legend>
        {chars.map((ch, i) => (
          <input
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            className="code-input__box"
            value={ch}
            inputMode={inputMode}
            autoComplete="off"
            aria-label={`${label}: character ${i + 1} of ${length}`}
            aria-describedby={refusal ? refusalId : undefined}
            aria-invalid={refusal ? true : undefined}
            maxLength={2}
            // what a phone's keyboard or autofill puts in the box (their keys are not named): the
            // character typed is the one before the caret, wherever the caret stood in the box
            onChange={(e) => {
              const caret = e.target.selectionStart ?? e.target.value.length;
              const entered = e.target.value.slice(caret - 1, caret) || e.target.value;
              const typed = keep(entered).slice(-1);
              if (!typed) return void (entered.trim() && refuse(`“${entered.trim().slice(-1)}” cannot be typed here`));
              const at = Math.min(i, latest.current.length);
              set(at, typed);
              focus(at + 1);
            }}
            onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
              // a key typed replaces the box's character, wherever the caret is and even when it is
              // the same character (the box's text would not change, so no change event would come)
              if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
                e.preventDefault();
                if (!accept.test(e.key)) return void (e.key.trim() && refuse(`“${e.key}” cannot be typed here`));
                const at = Math.min(i, latest.current.length);
                set(at, e.key);
                focus(at + 1);
              } else if (e.key === "Backspace") {
                e.preventDefault();
                if (charsOf(latest.current)[i]) set(i, "");
                else if (i > 0) {
                  set(i - 1, "");
                  focus(i - 1);
                }
              } else if (e.key === "ArrowLeft") focus(i - 1);
              else if (e.key === "ArrowRight") focus(i + 1);
            }}
            onPaste={(e: ClipboardEvent<HTMLInputElement>) => {
              e.preventDefault();
              const text = e.clipboardData.getData("text").replace(/\s+/g, "");
              if (!text) return;
              // a whole code fills every box; a part fills from the box on, if it fits
              const at = text.length === length ? 0 : Math.min(i, latest.current.length);
              if (keep(text) !== text || text.length > length - at) return refuse("Nothing was pasted");
              const next = charsOf(latest.current);
              [...text].forEach((c, k) => (next[at + k] = c));
              send(next.join(""));
              focus(at + text.length);
            }}
          />
        ))}
      </fieldset>
      {refusal && (
        <p id={refusalId} className="field__error code-input__refusal" role="alert">
          {refusal}
        </p>
      )}
    </>
  );
}
