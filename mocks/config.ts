import brand from "../brand.json" with { type: "json" };

export { brand };

/** Timings and limits of the mock backend (documented in the README and the OpenAPI descriptions). */
export const limits = {
  captchaTtlMs: 5 * 60_000,
  verifyEmailTtlMs: 24 * 60 * 60_000,
  signInTokenTtlMs: 30 * 60_000,
  resetTokenTtlMs: 60 * 60_000,
  loginKeyTtlMs: 10 * 60_000,
  passwordMin: 8,
  /** Failed sign-ins allowed per account, and per client, within the window. */
  failedLoginsPerAccount: 5,
  failedLoginsPerClient: 30,
  failedLoginWindowMs: 15 * 60_000,
} as const;

/** Where links in mails point: the app's public URL. */
export const appUrl = () => process.env.APP_URL ?? "http://127.0.0.1:5173";
