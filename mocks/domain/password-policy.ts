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
  const problem = problemOf(password, account);
  if (problem) throw refuse(400, problem, field);
}

/** The password policy's promises that the conformance runner checks by behaviour (a fault switch can replace one: mocks/faults.ts). */
export const passwordRules = {
  /** What a password must not be: the account's username, its email, the email's name before the @ (lower-cased). */
  identities(account: { username: string; email?: string | null }): string[] {
    const email = account.email?.trim().toLowerCase() ?? "";
    return [account.username.trim().toLowerCase(), email, email.split("@")[0] ?? ""];
  },
  /** Whether a (lower-cased) password is on the common list. */
  isCommon: (typed: string) => COMMON.has(typed),
};

/** Why a new password is refused (the account's own name or address, or a common password), or null. */
function problemOf(password: string, account: { username: string; email?: string | null }): string | null {
  const typed = password.trim().toLowerCase();
  const identities = passwordRules.identities(account).filter((v) => v.length > 0);
  return identities.includes(typed) ? PASSWORD_IS_IDENTITY : passwordRules.isCommon(typed) ? PASSWORD_IS_COMMON : null;
}
