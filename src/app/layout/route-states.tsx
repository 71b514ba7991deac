import { Link, useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { useEffect } from "react";
import { isNetworkFailure, unreachableSentence } from "@/lib/network-failure";
import { reportError } from "@/lib/error-reports";
import { PageSkeleton } from "@/components/page-skeleton";
import { PRODUCT } from "@/config/brand";
import { useDocumentTitle } from "@/lib/use-document-title";
import "@/features/friends/friends.css";

/**
 * Whether an error that reached a route is a fault worth reporting: a thrown Error (a bug, an
 * answer the contract's validator refused), not a backend's answer (an error body, thrown as data)
 * nor a call that failed because the device is offline.
 */
export const isFault = (error: unknown) => error instanceof Error && !isNetworkFailure(error);

/**
 * What the page says of an error: a call that got no answer (offline, the server down, the page's
 * code not fetched) says so and what to do; the backend's answer is its message; a fault its own.
 */
const describe = (error: unknown) => {
  if (isNetworkFailure(error)) return `This page could not be loaded. ${unreachableSentence()}`;
  // a fault's message, or the backend's answer (the contract's error body, thrown as data): both carry `message`
  const message = typeof error === "object" && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === "string" && message ? message : "This page could not be shown. Please try again.";
};

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
      <p>{describe(error)}</p>
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

/**
 * A page whose data is still coming (its loader has not answered within a second) and whose route
 * knows nothing of its layout: a title and content blocks held in place, so nothing jumps when it lands.
 */
export function RoutePending() {
  return (
    <div className="panel">
      <PageSkeleton title />
    </div>
  );
}

export function NotFound() {
  useDocumentTitle("Page not found");
  return (
    <section className="panel">
      <img className="panel__art" src="/media/not-found.svg" alt="" width={480} height={300} decoding="async" />
      <h1 className="panel__title">Page not found</h1>
      <p>This page does not exist (any more).</p>
      <Link to="/" className="btn btn--primary">
        Back to home
      </Link>
    </section>
  );
}

/**
 * A player's page whose profile lookup failed (/acc/{username}, /spatial/{username}):
 * accounts-identity.md §8's 'There was an issue getting the user info' as the page's name, what may
 * have happened, and the ways on.
 */
export function UserLookupFailed({ reset, username }: ErrorComponentProps & { username: string }) {
  const router = useRouter();
  useDocumentTitle(`There was an issue getting the user info · ${username}`);
  return (
    <div className="profile-page">
      <Link to="/" className="profile-page__home">
        {PRODUCT}
      </Link>
      <section className="panel" role="alert">
        <h1 className="panel__title">There was an issue getting the user info</h1>
        <p>
          No player called <strong>{username}</strong> could be shown: the name may be misspelt, or the profile could not be loaded just now.
        </p>
        <div className="mine__actions">
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
          <Link to="/" className="btn btn--ghost">
            Back to home
          </Link>
        </div>
      </section>
    </div>
  );
}
