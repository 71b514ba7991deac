import { Link, useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { useDocumentTitle } from "@/lib/use-document-title";

/** The error boundary of every route: what went wrong, and a retry that keeps the page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useDocumentTitle("Something went wrong");
  return (
    <section className="panel" role="alert">
      <h1 className="panel__title">Something went wrong</h1>
      <p>{error instanceof Error ? error.message : "This page could not be shown."}</p>
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Try again
      </button>
    </section>
  );
}

export function NotFound() {
  useDocumentTitle("Page not found");
  return (
    <section className="panel">
      <h1 className="panel__title">Page not found</h1>
      <p>This page does not exist (any more).</p>
      <Link to="/" className="btn btn--primary">
        Back to home
      </Link>
    </section>
  );
}
