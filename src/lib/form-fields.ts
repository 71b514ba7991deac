import { isEmail } from "@/lib/email";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_LONG } from "@/config/constants";

/** A required text; `message` when empty (after trimming spaces). */
export const required = (message: string) => z.string().refine((v) => v.trim().length > 0, message);

/** A password as typed (never trimmed): one message when empty, another when shorter than K01. */
export const password = (requiredMessage: string, minMessage: string) =>
  z.string().superRefine((value, ctx) => {
    if (value.length === 0) ctx.addIssue({ code: "custom", message: requiredMessage });
    else if (value.length < PASSWORD_MIN_LENGTH) ctx.addIssue({ code: "custom", message: minMessage });
  });

/** A new password: a password as above, and no longer than the contract takes (a sign-in's is whatever was set). */
export const newPassword = (requiredMessage: string, minMessage: string) =>
  password(requiredMessage, minMessage).refine((value) => value.length <= PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

export const email = (requiredMessage: string, patternMessage: string) =>
  z.string().superRefine((value, ctx) => {
    if (value.trim().length === 0) ctx.addIssue({ code: "custom", message: requiredMessage });
    else if (!isEmail(value.trim())) ctx.addIssue({ code: "custom", message: patternMessage });
  });

/** A new password typed twice (accounts-identity.md §5): the confirmation's texts, and that it matches. */
export const newPasswordFields = {
  password: newPassword("Password is required", "Password must have at least 8 characters"),
  confirm: password("Confirm password is required", "Confirm Password must have at least 8 characters"),
};
export const PASSWORDS_DIFFER = "The password and confirmation password do not match";
/** Adds the mismatch to `confirm` once both are typed. */
export function confirmMatches(v: { password: string; confirm: string }, ctx: z.RefinementCtx) {
  if (v.confirm.length > 0 && v.password !== v.confirm) ctx.addIssue({ code: "custom", path: ["confirm"], message: PASSWORDS_DIFFER });
}
