import { db } from "./db";
import { profileRules } from "./domain/profile";
import { recoveryRules } from "./domain/recovery";
import { sessionRules } from "./domain/sessions";
import { now } from "./lib/clock";
import { HttpError } from "./lib/http";

/** Failed sign-ins judged on the counts `rewrite` makes of sessions.ts's. */
function rewriteSignInCounts(rewrite: (counts: [string, number, number][]) => [string, number, number][]) {
  const limit = sessionRules.limitFailedSignIns;
  sessionRules.limitFailedSignIns = (counts) => limit(rewrite(counts));
}

/**
 * The fault switches of the sessions' promises (the failed sign-in limits, login keys, a sign-out,
 * a password change, the live sessions and their cap), as mocks/faults.ts describes them; it lists
 * them with the others and switches one on.
 */
export const SESSION_FAULTS = {
  "password-change-guesses-per-account": {
    says: "wrong current passwords are counted per account: a stolen session's guesses hold its owner's own change at 429",
    apply: () => {
      const counted = recoveryRules.limitWrongCurrentPasswords;
      recoveryRules.limitWrongCurrentPasswords = (session, attempt) =>
        counted(`account:${db.session.findFirst({ where: { token: { equals: session } } })?.userId}`, attempt);
    },
  },
  "keep-email-sessions-live": {
    says: "the keep link of an email change's notice keeps the address but leaves every session signed in",
    apply: () => (profileRules.keepEndsAccess = () => {}),
  },
  "keep-email-link-reuse": {
    says: "the keep link of an email change's notice works again after its use",
    apply: () => (profileRules.keepLinkOpen = (record) => record.expiresAt >= now()),
  },
  "keep-email-link-no-expiry": {
    says: "the keep link of an email change's notice never expires",
    apply: () => (profileRules.keepLinkOpen = (record) => !record.used),
  },
  "session-survives-logout": {
    says: "a signed-out session token still works",
    apply: () => (sessionRules.endOnSignOut = () => {}),
  },
  "unverified-signs-in": {
    says: "an account whose email is not verified signs in",
    apply: () => (sessionRules.refuseUnverifiedEmail = () => {}),
  },
  "no-login-limit": {
    says: "failed sign-ins are never limited",
    apply: () => (sessionRules.limitFailedSignIns = () => {}),
  },
  // the counts in sessions.ts's order: the account and client, the client, the account's ceiling
  "no-account-ceiling": {
    says: "failed sign-ins of one account spread over many clients are never bounded",
    apply: () => rewriteSignInCounts((counts) => counts.slice(0, 2)),
  },
  "no-client-login-limit": {
    says: "failed sign-ins from one client are limited per account only: a client may fail on every account in turn",
    apply: () => rewriteSignInCounts(([accountAndClient, , ceiling]) => [accountAndClient!, ceiling!]),
  },
  "lockout-by-account": {
    says: "five failed sign-ins from anyone lock the owner out from every client",
    // the account-and-client limit counted over the account's every client (the ceiling's key)
    apply: () => rewriteSignInCounts(([accountAndClient, client, ceiling]) => [[ceiling![0], accountAndClient![1], accountAndClient![2]], client!, ceiling!]),
  },
  "end-others-keeps-others": {
    says: "signing out everywhere else leaves the other sessions live",
    apply: () => (sessionRules.othersOf = () => []),
  },
  "session-cap-off": {
    says: "an account keeps more live sessions than its cap of 10",
    apply: () => (sessionRules.capLiveSessions = () => {}),
  },
  "login-key-guesses-uncounted": {
    says: "failed login keys are never counted (no 429 for a client guessing them)",
    apply: () => (sessionRules.limitKeyGuesses = (_client, attempt) => attempt()),
  },
  "password-change-keeps-sessions": {
    says: "a password change leaves every session live, the caller's token included",
    apply: () => (sessionRules.rotateOnPasswordChange = (_user, currentToken) => ({ token: currentToken })),
  },
  "session-end-foreign": {
    says: "a player can end another player's session by its id",
    apply: () =>
      (sessionRules.liveSessionOfOwner = (_user, id) => db.session.findFirst({ where: { id: { equals: id }, revoked: { equals: false } } }) ?? undefined),
  },
  "login-key-reuse": {
    says: "a login key signs in more than once",
    apply: () => (sessionRules.useLoginKey = () => {}),
  },
  "retry-after-dropped": {
    says: "the sign-in limit's refusal (429) carries no Retry-After",
    apply: () => {
      const limit = sessionRules.limitFailedSignIns;
      sessionRules.limitFailedSignIns = (keys) => {
        try {
          limit(keys);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          const headers = new Headers(error.response.headers);
          headers.delete("Retry-After");
          throw new HttpError(new Response(error.response.body, { status: error.response.status, headers }));
        }
      };
    },
  },
} satisfies Record<string, { says: string; apply: () => void }>;
