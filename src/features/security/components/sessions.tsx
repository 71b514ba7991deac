import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { focusLost } from "@/lib/use-refocus-after-change";
import { sessionsQuery, useEndSessions, type Session } from "../api/sessions";

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const lastUse = (s: Session) => (s.current ? "in use now" : `last used ${when.format(new Date(s.last_used_at))}`);

/**
 * Where the account is signed in (designed; openapi/user.yaml listSessions): each live session's
 * device, place and last use, this one marked; any other can be signed out, or all of them at once.
 */
export function SessionsSection() {
  const sessions = useSuspenseQuery(sessionsQuery()).data;
  const end = useEndSessions();
  const pending = end.one.isPending || end.others.isPending;
  const others = sessions.filter((s) => !s.current).length;
  // a signed-out device's row goes with its button (and Sign out of all with the last other one):
  // the focus goes to the list, not to the page; the buttons keep it while their call is sent. Only
  // after a sign-out made here: a list that changes by itself (a device signed in meanwhile) leaves
  // the focus where it is
  const list = useRef<HTMLUListElement>(null);
  const signedOutHere = useRef(false);
  useEffect(() => {
    if (!signedOutHere.current) return;
    signedOutHere.current = false;
    if (focusLost()) list.current?.focus();
  }, [sessions.length]);
  /** A sign-out made here (one call at a time); a refused one leaves the focus where it is. */
  const signOut = (call: (onError: () => void) => void) => {
    if (pending) return;
    signedOutHere.current = true;
    call(() => (signedOutHere.current = false));
  };
  return (
    <section aria-labelledby="sessions-title" className="security__section">
      <h2 id="sessions-title">Where you are signed in</h2>
      <p>
        Sign out a device you do not recognise, then <Link to="/forgot-password">reset your password</Link>: a reset signs out every device.
      </p>
      <ul className="sessions" aria-label="Signed-in devices" ref={list} tabIndex={-1}>
        {sessions.map((s) => (
          <li key={s.id} className="sessions__item">
            <strong>
              {s.device}
              {s.current && <span className="sessions__this"> · this device</span>}
            </strong>
            <span className="muted">
              {s.place} · {lastUse(s)}
            </span>
            {!s.current && (
              <button
                type="button"
                className="btn btn--ghost btn--small"
                aria-disabled={pending}
                aria-label={`Sign out ${s.device}, ${lastUse(s)}`}
                onClick={() => signOut((onError) => end.one.mutate({ path: { id: s.id } }, { onError }))}
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <button type="button" className="btn btn--ghost" aria-disabled={pending} onClick={() => signOut((onError) => end.others.mutate({}, { onError }))}>
          Sign out of all other devices
        </button>
      )}
    </section>
  );
}
