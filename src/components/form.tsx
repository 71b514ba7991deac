import type { FormHTMLAttributes, ReactNode } from "react";
import { afterNextPaint } from "@/lib/after-paint";

/**
 * A form that validates itself (noValidate) and hands submission to `onSubmit` without a reload.
 * The press is answered at once: the form is marked as submitting (its submit control dims, form.css)
 * and painted, and the submission (validation, the form's state, the call it starts) runs after
 * that paint. One submission per press: another while it waits is the same one.
 */
export function Form({
  onSubmit,
  children,
  className = "form",
  ...rest
}: { onSubmit: () => void; children: ReactNode } & Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit">) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const form = e.currentTarget;
        if (form.hasAttribute("data-submitting")) return;
        form.setAttribute("data-submitting", "");
        afterNextPaint(() => {
          form.removeAttribute("data-submitting");
          onSubmit();
        });
      }}
      {...rest}
    >
      {children}
    </form>
  );
}
