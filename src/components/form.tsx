import type { FormHTMLAttributes, ReactNode } from "react";

/** A form that validates itself (noValidate) and hands submission to `onSubmit` without a reload. */
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
        onSubmit();
      }}
      {...rest}
    >
      {children}
    </form>
  );
}
