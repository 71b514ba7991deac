import "@/components/spinner.css";

/**
 * Something under way. `shown`: its words beside the spinner (a submit button that waits says what
 * it waits for, instead of a bare spinner); else they are the spinner's name for screen readers.
 */
export function Spinner({ label = "Loading", shown = false }: { label?: string; shown?: boolean }) {
  if (!shown) return <span className="spinner" role="status" aria-label={label} />;
  return (
    // not a status role: inside a button it would take the words out of the button's name
    <span className="spinner-line" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}…
    </span>
  );
}
