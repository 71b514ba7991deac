import type { ComponentProps } from "react";

/**
 * A button whose action is under way (`busy`): said so (aria-disabled, drawn as disabled) and a press
 * does nothing, a submit included (Enter in a field presses it too), while the button keeps the
 * focus; `disabled` would drop the focus to the page, and a keyboard player would lose their place.
 * `disabled` stays for a button that cannot act for another reason (nothing changed, no wallet).
 */
export function BusyButton({ busy, onClick, ...props }: ComponentProps<"button"> & { busy: boolean }) {
  return (
    <button
      type="button"
      {...props}
      aria-disabled={busy || props["aria-disabled"] || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) return event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}
