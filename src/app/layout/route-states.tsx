import { Link, useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { useEffect } from "react";
import { reportError } from "@/lib/error-reports";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * Whether an error that reached a route is a fault worth reporting: a thrown Error (a bug, an
 * answer the contract's validator refused), not a backend's answer (an error body, thrown as data)
 * nor a call that failed because the device is offline.
 */
const isFault = (error: unknown) => error instanceof Error && navigator.onLine !== false;

/** The error boundary of every route: what went wrong, and a retry that keeps the page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useDocumentTitle("Something went wrong");
  useEffect(() => {
    if (isFault(error)) reportError(error, "route");
  }, [error]);
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
