import { type ErrorComponentProps, createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { RouteError } from "@/app/layout/route-states";
import { resetKeyQuery, useResetPassword } from "@/features/auth/api/registration";
import { useLostWrites } from "@/components/lost-answer";
import { NewPasswordForm } from "@/features/auth/components/new-password-form";
import { apiError } from "@/lib/api-error";
import { prerendering } from "@/lib/prerender";
import { stringParams } from "@/lib/search";
import { useDocumentTitle } from "@/lib/use-document-title";

const TITLE = "Create a new password";

function Card({ children }: { children: ReactNode }) {
  useDocumentTitle(TITLE, "Choose a new password for your account.");
  return (
    <section className="auth-card">
      <h1 className="auth-card__title">{TITLE}</h1>
      {children}
    </section>
  );
}

/** Why this link cannot set a password, and the way to a new one. */
function NewLinkNeeded({ reason }: { reason: string }) {
  return (
    <p role="alert">
      {reason}. <Link to="/forgot-password">Ask for a new link</Link>.
    </p>
  );
}

/**
 * A check the backend refused before it looked at the key (too many guesses from this connection):
 * its words, and that the link may still work, since nothing was decided about it.
 */
function KeyRefused(props: ErrorComponentProps) {
  const answer = apiError(props.error, "");
  if (!answer.fromBackend) return <RouteError {...props} />;
  return (
    <Card>
      <p role="alert">
        {answer.message} This link was not checked, so it may still work: open it again later, or <Link to="/forgot-password">ask for a new link</Link>.
      </p>
    </Card>
  );
}

/**
 * /create-new-password?key=: the mail's reset key is checked when the page opens (checkResetKey,
 * nothing used up), so a wrong, used or expired link says so at once with the way to a new one,
 * instead of a form that can only fail.
 */
export const Route = createFileRoute("/create-new-password")({
  staticData: { prerender: { snapshot: "page", queryView: { param: "key", snapshotWith: true } } },
  validateSearch: stringParams("key"),
  loaderDeps: ({ search }: { search: { key?: string } }) => ({ key: search.key }),
  // the build's snapshot (with a stand-in key) is the form: the check is the visitor's own
  loader: ({ context: { queryClient }, deps }) => (deps.key && !prerendering ? queryClient.ensureQueryData(resetKeyQuery(deps.key)) : null),
  errorComponent: KeyRefused,
  component: function CreateNewPassword() {
    const { key } = Route.useSearch();
    const noKey = <NewLinkNeeded reason="This link has no reset key" />;
    // the build's snapshot holds both views: the form, and (shown before the first paint when the
    // address has no key: its queryView) what a link without a key says
    if (prerendering)
      return (
        <Card>
          <div data-view-snapshot="">
            <SnapshotForm resetKey={key ?? ""} />
          </div>
          <div data-view-other="">{noKey}</div>
        </Card>
      );
    return <Card>{key ? <CheckedKey resetKey={key} /> : noKey}</Card>;
  },
});

/** Said of a key the backend's check found unknown, used or expired. */
const RESET_LINK_INVALID = "This reset link is invalid, expired or already used";

/** The form in the build's snapshot: no check, and no time on its line. */
function SnapshotForm({ resetKey }: { resetKey: string }) {
  return <KeyForm resetKey={resetKey} until={null} reset={useResetPassword()} />;
}

function CheckedKey({ resetKey }: { resetKey: string }) {
  const { data, refetch } = useSuspenseQuery(resetKeyQuery(resetKey));
  const reset = useResetPassword();
  // a reset whose answer never came used the key if it went through: the check, asked again (the
  // connection back), then calls the key used, while the form's Try again brings the reset's answer
  const lost = useLostWrites(reset)() !== undefined;
  // a page the browser kept and shows again (Back, the back-forward cache) is checked again: the
  // link may have been used or have expired meanwhile, and a form that can only fail must not show
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) void refetch();
    };
    window.addEventListener("pageshow", shown);
    return () => window.removeEventListener("pageshow", shown);
  }, [refetch]);
  if (lost) return <KeyForm resetKey={resetKey} until={null} reset={reset} />;
  if (!data.valid || !data.expires_at) return <NewLinkNeeded reason={RESET_LINK_INVALID} />;
  return <KeyForm resetKey={resetKey} until={new Date(data.expires_at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })} reset={reset} />;
}

/** The form for a key (checked, or in the build's snapshot, where the line keeps its place without the time). */
function KeyForm({ resetKey, until, reset }: { resetKey: string; until: string | null; reset: ReturnType<typeof useResetPassword> }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <>
      <p className="muted">This link works once{until ? `, until ${until}` : ""}.</p>
      <NewPasswordForm
        resetToken={resetKey}
        reset={reset}
        // a key used in another tab, or revoked by a newer link, while this form was open: its
        // check, asked again, turns the form into the way to a new link (no retry that can only fail)
        onRefused={() => void queryClient.invalidateQueries({ queryKey: resetKeyQuery(resetKey).queryKey })}
        onDone={() => {
          // the key is used: coming back to this page (Back) says so at once, not the form
          void navigate({ to: "/sign-in" }).then(() =>
            queryClient.setQueryData(resetKeyQuery(resetKey).queryKey, { status: true as const, valid: false, expires_at: null }),
          );
        }}
      />
    </>
  );
}
