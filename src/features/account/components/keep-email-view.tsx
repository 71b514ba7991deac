import { Link } from "@tanstack/react-router";
import { useRef } from "react";
import { Spinner } from "@/components/spinner";
import { apiError } from "@/lib/api-error";
import { useRefocusAfterChange } from "@/lib/use-refocus-after-change";
import { useKeepEmail } from "../api/profile";
import "@/components/form.css";

/** What a keep link that cannot be used says besides the server's reason: the ways back that remain. */
const OTHER_WAYS =
  "If your address was changed without you, sign in and change it back on your account, or use Forgot password with the address your account uses now.";

/**
 * /keep-email?token= (designed, not in the spec): the link of an email change's notice to the
 * account's address. Opening it changes nothing (a mail scanner may open links); the player's
 * press keeps the address, ends the change and signs the account out everywhere (user.yaml
 * keepEmail).
 */
export function KeepEmailView({ token }: { token?: string }) {
  const keep = useKeepEmail();
  const result = useRef<HTMLHeadingElement>(null);
  // the button goes with its answer: the focus goes to what the answer says
  useRefocusAfterChange(result, keep.status);
  if (!token)
    return (
      <div className="panel">
        <h1 className="panel__title">Keep your email address</h1>
        <p role="alert">This link has no token: open the link in the mail again.</p>
        <p>{OTHER_WAYS}</p>
        <Link className="btn btn--primary" to="/sign-in">
          Sign in
        </Link>
      </div>
    );
  if (keep.isSuccess)
    return (
      <div className="panel">
        <h1 className="panel__title" ref={result} tabIndex={-1}>
          Your email address is kept
        </h1>
        <p role="status">{keep.data.message}</p>
        <p>
          <Link to="/forgot-password">Forgot password</Link>
        </p>
        <Link className="btn btn--primary" to="/sign-in">
          Sign in
        </Link>
      </div>
    );
  const failure = keep.isError ? apiError(keep.error, "Your address could not be kept. Please try again.") : null;
  return (
    <div className="panel">
      <h1 className="panel__title" ref={result} tabIndex={-1}>
        Keep your email address
      </h1>
      <p>
        Someone asked to change the email address of your account, or changed it. If it was not you, keep your address: the change is undone, and your account
        is signed out on every device, so whoever asked for it is signed out too.
      </p>
      {failure && (
        <div role="alert">
          <p>{failure.message}</p>
          {failure.fromBackend && <p>{OTHER_WAYS}</p>}
        </div>
      )}
      <button type="button" className="btn btn--primary" aria-disabled={keep.isPending} onClick={() => !keep.isPending && keep.mutate({ body: { token } })}>
        {keep.isPending ? <Spinner label="Keeping your address" shown /> : "Keep my email address"}
      </button>
    </div>
  );
}
