import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { Spinner } from "@/components/spinner";
import { apiError } from "@/lib/api-error";
import { useVerifyEmail } from "../api/registration";
import "@/components/form.css";

/** The backend's code for a verification link opened again (openapi/user.yaml verifyEmail 409). */
const ALREADY_VERIFIED = "EMAIL_ALREADY_VERIFIED";

/**
 * /validate-email (content not shown in the spec; designed here): after sign-up it asks the user
 * to open the mail; opened from the mail's link (?token=) it validates the address.
 */
export function ValidateEmailView({ token }: { token?: string }) {
  const verify = useVerifyEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (token && !sent.current) {
      sent.current = true;
      verify.mutate({ body: { token } });
    }
  }, [token, verify]);

  if (!token)
    return (
      <div className="panel">
        <h1 className="panel__title">Check your inbox</h1>
        <p>We sent you an email with a link to validate your address. Open it to finish signing up, then sign in.</p>
        <p className="muted">Can't find it? Look in your spam folder too.</p>
        {__LOCAL_STACK__ && (
          <p className="dev-note">
            Local stack: mails land in the <a href="/__dev/mailbox">dev mailbox</a>.
          </p>
        )}
        <Link className="btn btn--primary" to="/sign-in">
          Go to sign in
        </Link>
      </div>
    );
  if (verify.isSuccess)
    return (
      <div className="panel">
        <h1 className="panel__title">Email validated</h1>
        <p role="status">{verify.data.message}</p>
        <Link className="btn btn--primary" to="/sign-in">
          Sign in
        </Link>
      </div>
    );
  if (verify.isError && apiError(verify.error, "").message === ALREADY_VERIFIED)
    return (
      <div className="panel">
        <h1 className="panel__title">Email already validated</h1>
        <p role="status">This link has been used: your email address is validated. You can sign in.</p>
        <Link className="btn btn--primary" to="/sign-in">
          Sign in
        </Link>
      </div>
    );
  if (verify.isError)
    return (
      <div className="panel">
        <h1 className="panel__title">Validation failed</h1>
        <p role="alert">{apiError(verify.error, "This verification link is invalid or has expired").message}</p>
        <p>Sign in to get a new validation email.</p>
        <Link className="btn btn--primary" to="/sign-in">
          Sign in
        </Link>
      </div>
    );
  return (
    <div className="panel">
      <Spinner label="Validating your email address" />
    </div>
  );
}
