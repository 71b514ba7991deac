import { useRef, type ClipboardEvent, type KeyboardEvent } from "react";
import "@/components/code-input.css";

interface CodeInputProps {
  length: number;
  value: string;
  onChange: (value: string) => void;
  /** Which characters a box accepts. */
  accept: RegExp;
  label: string;
  inputMode?: "numeric" | "text";
}

/**
 * One box per character (referral codes, 2FA codes): typing moves forward, Backspace moves back,
 * paste fills the boxes; characters outside `accept` are refused. The code has no holes: typing or
 * pasting into a box past the end of the code fills the first empty box instead.
 */
export function CodeInput({ length, value, onChange, accept, label, inputMode = "text" }: CodeInputProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const chars = Array.from({ length }, (_, i) => value[i] ?? "");
  const focus = (i: number) => refs.current[Math.max(0, Math.min(length - 1, i))]?.focus();
  const set = (i: number, ch: string) => {
    const next = [...chars];
    next[i] = ch;
    onChange(next.join("").replace(/\s+$/, ""));
  };
  const keep = (text: string) => [...text].filter((c) => accept.test(c)).join("");
  return (
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
          maxLength={2}
          onChange={(e) => {
            const typed = keep(e.target.value).slice(-1);
            if (!typed) return;
            const at = Math.min(i, value.length);
            set(at, typed);
            focus(at + 1);
          }}
          onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
            if (e.key === "Backspace") {
              e.preventDefault();
              if (chars[i]) set(i, "");
              else if (i > 0) {
                set(i - 1, "");
                focus(i - 1);
              }
            } else if (e.key === "ArrowLeft") focus(i - 1);
            else if (e.key === "ArrowRight") focus(i + 1);
          }}
          onPaste={(e: ClipboardEvent<HTMLInputElement>) => {
            e.preventDefault();
            const at = Math.min(i, value.length);
            const text = keep(e.clipboardData.getData("text")).slice(0, length - at);
            const next = [...chars];
            [...text].forEach((c, k) => (next[at + k] = c));
            onChange(next.join(""));
            focus(at + text.length);
          }}
        />
      ))}
    </fieldset>
  );
}
