/** The sign-in error codes of the contract (accounts-identity.md §4). */
export type LoginOutcome =
  | { kind: "email-verification"; token: string }
  | { kind: "referral-unverified"; token: string }
  | { kind: "unauthenticated" }
  | { kind: "user-not-found" }
  | { kind: "message"; message: string };

export function parseLoginError(message: string): LoginOutcome {
  const [code, ...rest] = message.split(":");
  const token = rest.join(":");
  if (code === "EMAIL_VERIFICATION" && token) return { kind: "email-verification", token };
  if (code === "REFERRAL_CODE_UNVERIFIED" && token) return { kind: "referral-unverified", token };
  if (message === "UNAUTHENTICATED_USER") return { kind: "unauthenticated" };
  if (message === "USER_NOT_FOUND") return { kind: "user-not-found" };
  return { kind: "message", message };
}
