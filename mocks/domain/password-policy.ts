import { dictionary } from "@zxcvbn-ts/language-common";
import { refuse } from "../lib/http";

/**
 * The passwords attackers try first: zxcvbn-ts's common-password list (about 49,000, shipped with
 * the package, offline), compared case-insensitively. Loaded once.
 */
const COMMON = new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));

export const PASSWORD_IS_IDENTITY = "Your password must not be your username or email.";
export const PASSWORD_IS_COMMON = "This password is too common: attackers try it first. Choose another.";

/**
 * A new password's rules beyond its length (the contract's 8-128 characters, any Unicode): not the
 * account's username or email (nor the email's name before the @) and not on the common list.
 * Refused with 400 and the field's error; the same answer whether or not the email has an account.
 */
export function assertPasswordAllowed(password: string, account: { username: string; email?: string | null }, field = "password") {
  const problem = passwordRules.problemOf(password, account);
  if (problem) throw refuse(400, problem, field);
}

/** The password policy's promise that the conformance runner checks by behaviour (a fault switch can replace it: mocks/faults.ts). */
export const passwordRules = {
  /** Why a new password is refused (the account's own name or address, or a common password), or null. */
  problemOf(password: string, account: { username: string; email?: string | null }): string | null {
    const typed = password.trim().toLowerCase();
    const email = account.email?.trim().toLowerCase() ?? "";
    const identities = [account.username.trim().toLowerCase(), email, email.split("@")[0] ?? ""].filter((v) => v.length > 0);
    return identities.includes(typed) ? PASSWORD_IS_IDENTITY : COMMON.has(typed) ? PASSWORD_IS_COMMON : null;
  },
};
