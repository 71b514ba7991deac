import { checkResetKey } from "@generated/api/user/sdk.gen";
import { queryOptions } from "@tanstack/react-query";
import { toast } from "sonner";
import { resendVerifyEmailMutation, verifyEmailMutation } from "@generated/api/user/@tanstack/react-query.gen";
import {
  signUpMutation,
  siteConfirmPasswordMutation,
  siteForgotPasswordMutation,
  siteSubmitReferralCodeMutation,
  siteValidateReferralCodeMutation,
} from "@generated/api/site/@tanstack/react-query.gen";
import { apiError } from "@/lib/api-error";
import { IDEMPOTENCY_HEADER, useWrite } from "@/lib/write";
import { parseLoginError } from "../login-error";

/** A refusal of a sign-in's token the server no longer knows (UNAUTHENTICATED_USER: used, or past its life). */
const signInExpired = (reason: string) => parseLoginError(reason).kind === "unauthenticated";

/** Registration (the site's /api/sign-up); an unanswered sign-up keeps its key with the form's draft ("sign-up"). */
export const useRegister = () => useWrite({ ...signUpMutation(), keep: "sign-up" });

/**
 * A referral code's check: the server's answer (a player's code or not), or why no answer came (no
 * connection, too many checks): then nothing is known of the code, and it is kept.
 */
export type ReferralCheck = "valid" | "invalid" | { failure: string };
const REFERRAL_CHECK_FAILED = "The code could not be checked. Please try again.";

/** Checks a referral code (the site's /api/validate-referral-code). */
export function useValidateReferralCode() {
  const validate = useWrite(siteValidateReferralCodeMutation());
  return {
    check: (code: string): Promise<ReferralCheck> =>
      validate.mutateAsync({ body: { code } }).then(
        (valid) => (valid ? "valid" : "invalid"),
        (error: unknown) => ({ failure: apiError(error, REFERRAL_CHECK_FAILED).message }),
      ),
    isPending: validate.isPending,
  };
}

/**
 * Submits a referral code for an account whose code is unverified; resolves the login key, or why
 * not: the server's reason, and `expired` when it no longer knows the sign-in's token (401
 * UNAUTHENTICATED_USER: used, or past its life), which no retry will change.
 */
export function useSubmitReferralCode() {
  const submit = useWrite(siteSubmitReferralCodeMutation());
  const refused = (reason: string) => ({ key: null, reason, expired: signInExpired(reason) });
  return {
    submit: (code: string, token: string) =>
      submit.mutateAsync({ body: { code, token } }).then(
        (r) => (r.status ? { key: r.key, reason: "", expired: false } : refused("")),
        (error: unknown) => refused(apiError(error, "").message),
      ),
    isPending: submit.isPending,
  };
}

/** The request as built, with a JSON content type (the generated client drops it from a request without a body). */
function withJsonContentType(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const headers = new Headers(request.headers);
  headers.set("Content-Type", "application/json");
  return fetch(new Request(request, { headers }));
}

/** Email verification from the mail's link. */
export const useVerifyEmail = () => useWrite(verifyEmailMutation());

/** Why a new validation mail could not be sent once the sign-in that asked for it expired, and what to do. */
export const RESEND_SIGN_IN_AGAIN = "Your sign-in has expired. Sign in again to get a new validation email.";

/**
 * A new validation mail for the token of EMAIL_VERIFICATION (3 per 10 minutes), sent as the
 * contract says: the token as bearer, a JSON content type and no body (the generated call sends no
 * Content-Type for a request without a body; a backend that requires it would refuse the resend).
 * `onExpired`: the server no longer knows the token (401 UNAUTHENTICATED_USER: past its life), so
 * no tap can send the mail: only a new sign-in can.
 */
export function useResendVerificationEmail(onSent: () => void, onExpired: () => void) {
  const { mutationFn } = resendVerifyEmailMutation();
  const resend = useWrite({
    mutationFn: ({ token, headers }: { token: string; headers?: Record<string, string> }, context) =>
      mutationFn!({ headers: { ...headers, Authorization: `Bearer ${token}` }, fetch: withJsonContentType }, context),
    // the spec's text, and under it the server's reason (too many mails, an address verified already, a token expired)
    onSuccess: (data) => {
      if (!data.status) return void toast.error("Error sending email.", { description: data.message || undefined });
      toast.success("Email Sent!");
      onSent();
    },
    onError: (error) => {
      const reason = apiError(error, "").message;
      const expired = signInExpired(reason);
      toast.error("Error sending email.", { description: expired ? RESEND_SIGN_IN_AGAIN : reason || undefined });
      if (expired) onExpired();
    },
  });
  return { isPending: resend.isPending, send: (token: string) => resend.mutate({ token }) };
}

/** Forgot password: answers the same whether or not the address has an account. */
export const useForgotPassword = () => useWrite(siteForgotPasswordMutation());

/**
 * Whether the mail's reset key can still set a password (designed: user.yaml checkResetKey), asked
 * when /create-new-password opens; nothing is used up. A POST (the key stays out of access logs)
 * read as a query, fresh for half a minute (a key used in another tab is refused by the reset itself).
 */
export const resetKeyQuery = (key: string) =>
  queryOptions({
    queryKey: ["reset-key", key],
    // each asking is its own (a key of its own): a kept answer would say "valid" of a key used since
    queryFn: async () => (await checkResetKey({ body: { resetToken: key }, headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() }, throwOnError: true })).data,
    staleTime: 30_000,
  });

/** A new password with the reset key of the mail. */
export const useResetPassword = () => useWrite(siteConfirmPasswordMutation());
