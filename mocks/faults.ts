import { rates } from "./config";
import { db, type UserRecord } from "./db";
import { findOneTime } from "./domain/one-time";
import { captchaRules } from "./domain/captcha";
import { PLAY_FAULTS } from "./faults-play";
import { SESSION_FAULTS } from "./faults-sessions";
import { SSO_FAULTS } from "./faults-sso";
import { LIMIT_FAULTS } from "./faults-limits";
import { WALLET_FAULTS } from "./faults-wallets";
import { passwordRules } from "./domain/password-policy";
import { recoveryRules } from "./domain/recovery";
import { referralRules } from "./domain/referral";
import { registrationRules } from "./domain/registration";
import { profileRules } from "./domain/profile";
import { readOnlyUser } from "./domain/sso";
import { twoFactorRules } from "./domain/two-factor";
import { viewRules } from "./domain/user-views";
import { bodyRules, isLive, refuse, tokenRules } from "./lib/http";
import { idempotencyRules } from "./lib/idempotency";
import { serverRules } from "./http-server";

/** A token that is no session opens, where a session is asked for, the account `userOf` names. */
function tokenAsSession(userOf: (token: string) => UserRecord | null) {
  const refused = tokenRules.notASession;
  tokenRules.notASession = (token) => userOf(token) ?? refused(token);
}
const userById = (id: string | undefined) => (id ? db.user.findFirst({ where: { id: { equals: id } } }) : null);

/** A new password may be the account's identity at this index of passwordRules.identities (username, email, the email's name). */
function allowIdentity(index: number) {
  const identities = passwordRules.identities;
  passwordRules.identities = (account) => identities(account).filter((_, i) => i !== index);
}

/**
 * Fault switches: the mock made deliberately wrong in one behaviour, so that the conformance
 * runner's behaviour checks can be shown to catch it (scripts/quality/conformance/faults.test.ts).
 * One fault at a time, by name, from MOCK_FAULT; refused unless MOCK_TEST_MODE=1 (a fault never
 * runs by accident in the stack a developer or QA uses).
 *
 * A fault is applied from here, outside the domain: it replaces the one rule that keeps its
 * promise (the `…Rules` object of a domain file) when the handlers are put together
 * (mocks/handlers/index.ts). A domain file reads as its rules only. The game's faults are in
 * mocks/faults-play.ts, the sessions' in mocks/faults-sessions.ts, the wallets' in
 * mocks/faults-wallets.ts, the sign-in widget's in mocks/faults-sso.ts, the per-client limits' in
 * mocks/faults-limits.ts.
 */
export const FAULTS = {
  "verify-token-reuse": {
    says: "a verification link works more than once",
    apply: () => (registrationRules.useVerificationLink = () => {}),
  },
  "reset-key-reuse": {
    says: "a password-reset key works more than once",
    // the password changes, the key is neither used up nor ended with the account's other codes
    apply: () =>
      (recoveryRules.useResetKey = (_record, account, password) => {
        db.user.update({ where: { id: { equals: account.id } }, data: password });
      }),
  },
  "referral-code-unchecked": {
    says: "a sign-up with an unknown referral code makes the account",
    apply: () => (registrationRules.referralCode = (input) => input.referral_code?.trim()),
  },
  "email-unmasked": {
    says: "a stranger reads another player's email and wallet unmasked",
    apply: () => (viewRules.seesContact = () => true),
  },
  "friends-see-masked": {
    says: "an accepted friend reads a player's email and wallet masked, as a stranger does",
    apply: () => (viewRules.seesContact = (viewer, u) => viewer?.id === u.id),
  },
  "username-duplicate": {
    says: "a taken username (in another case) can register again",
    apply: () => (registrationRules.usernameFree = () => {}),
  },
  "read-only-token-opens-all": {
    says: "a partner's read-only token opens every operation a session opens",
    apply: () => tokenAsSession((token) => readOnlyUser(token)),
  },
  "verification-token-opens-all": {
    says: "a sign-in's email-verification token opens every operation a session opens",
    apply: () => tokenAsSession((token) => userById(findOneTime(token, "email_verification_login")?.userId)),
  },
  "referral-token-opens-all": {
    says: "a sign-in's unverified-referral token opens every operation a session opens",
    apply: () => tokenAsSession((token) => userById(findOneTime(token, "referral_unverified")?.userId)),
  },
  "password-is-username": {
    says: "a new password may be the account's username (its email and common passwords are still refused)",
    apply: () => allowIdentity(0),
  },
  "password-is-email": {
    says: "a new password may be the account's email (its username, the email's name and common passwords are still refused)",
    apply: () => allowIdentity(1),
  },
  "password-common": {
    says: "a new password may be a common one",
    apply: () => (passwordRules.isCommon = () => false),
  },
  "totp-code-reuse": {
    says: "an authenticator code is accepted twice in its 30-second step",
    apply: () => (twoFactorRules.unusedStep = (matching) => matching[0]),
  },
  "body-token-after-logout": {
    says: "a session ended by logout is still accepted as a body token (claim-point, connect-*)",
    apply: () => (tokenRules.opens = (session, at) => (at === "body" ? true : isLive(session))),
  },
  "reset-guesses-uncounted": {
    says: "failed reset keys are never counted (no 429 for a client guessing them)",
    apply: () => (recoveryRules.limitKeyGuesses = (_client, attempt) => attempt()),
  },
  "password-change-guesses-unlimited": {
    says: "wrong current passwords in a password change are never counted (a stolen session may guess the password without end)",
    apply: () => (recoveryRules.limitWrongCurrentPasswords = (_session, attempt) => attempt()),
  },
  "resends-unlimited": {
    says: "the verification mail is resent without a limit per account (only the mails per address stop it)",
    apply: () => (registrationRules.limitResends = () => {}),
  },
  "password-keeps-grants": {
    says: "a reset or a password change leaves a partner's read-only tokens, login keys and a pending email change's link working",
    apply: () => (recoveryRules.endGrants = () => {}),
  },
  "reset-keeps-sessions": {
    says: "a password reset leaves the account's sessions live",
    apply: () => (recoveryRules.endSessionsOnReset = () => {}),
  },
  "reset-keeps-lockout": {
    says: "a password reset leaves the account locked by others' failed sign-ins",
    apply: () => (recoveryRules.clearLockoutOnReset = () => {}),
  },
  "sign-up-reveals-account": {
    says: "a sign-up with an address that has an account is refused (409), which tells anyone the address has one",
    apply: () =>
      (registrationRules.knownAddress = () => {
        throw refuse(409, "Email is already registered", "email");
      }),
  },
  "email-change-reveals-account": {
    says: "an email change to another account's address is refused (409), which tells the player that address has an account",
    apply: () =>
      (profileRules.takenAddress = () => {
        throw refuse(409, "This email is used by another account", "email");
      }),
  },
  "forgot-reveals-account": {
    says: "forgot password answers an address without an account differently (404)",
    apply: () =>
      (recoveryRules.answerUnknownAddress = () => {
        throw refuse(404, "No account has this email");
      }),
  },
  "dev-under-prefix": {
    says: "the dev helpers answer under a service's prefix (/api/__dev/…)",
    apply: () => (serverRules.devHelpersAnswer = (_path, _pathname, devRoutes) => devRoutes),
  },
  "body-limit-off": {
    says: "a JSON body of any size is read",
    apply: () => (bodyRules.bodyLimit = () => Number.POSITIVE_INFINITY),
  },
  "idempotency-off": {
    says: "a repeat with the same Idempotency-Key is done again (no answer is kept or replayed)",
    apply: () => (idempotencyRules.recall = () => "none"),
  },
  "recovery-code-reuse": {
    says: "a two-factor recovery code pays for more than one purchase",
    apply: () => (twoFactorRules.useRecoveryCode = (hashes) => hashes),
  },
  "totp-wrong-unlimited": {
    says: "wrong authenticator codes never lock verification",
    apply: () => (twoFactorRules.countWrongCode = (failures) => ({ failures: failures + 1 })),
  },
  "totp-replay-counted": {
    says: "a right authenticator code sent again counts as a wrong code towards the lock",
    apply: () => (twoFactorRules.usedNotWrong = () => {}),
  },
  "reset-key-no-expiry": {
    says: "a password-reset key sets a password after its hour",
    apply: () => (recoveryRules.keyUnexpired = () => true),
  },
  "session-no-lifetime": {
    says: "a session used at least once a day stays open past its 30 days",
    apply: () => (tokenRules.withinLifetime = () => true),
  },
  "session-no-idle-timeout": {
    says: "a session stays open after 24 hours without use (until its 30-day lifetime)",
    apply: () => (tokenRules.usedLately = () => true),
  },
  "purchase-without-code": {
    says: "with two-factor on, a purchase completes without a code",
    apply: () => (twoFactorRules.codeForPurchase = () => {}),
  },
  "captcha-no-expiry": {
    says: "a captcha answers a sign-up or reset request after its 5 minutes",
    apply: () => (captchaRules.unexpired = () => true),
  },
  "earlier-verification-links-live": {
    says: "a resent verification mail leaves the earlier links working",
    apply: () => (registrationRules.endEarlierLinks = () => {}),
  },
  "earlier-reset-keys-live": {
    says: "a new reset mail leaves the earlier keys working",
    apply: () => (recoveryRules.endEarlierKeys = () => {}),
  },
  "earlier-email-changes-live": {
    says: "a new email change leaves the earlier change's link working",
    apply: () => (profileRules.endEarlierChanges = () => {}),
  },
  "referral-token-reuse": {
    says: "the sign-in's REFERRAL_CODE_UNVERIFIED token submits a referral code more than once",
    apply: () => (referralRules.useToken = () => {}),
  },
  "captcha-reuse": {
    says: "a captcha answers more than one sign-up or reset request",
    apply: () => (captchaRules.useUp = () => {}),
  },
  "ai-limit-off-by-one": {
    says: "the AI calls' limit lets a 61st call in an hour through",
    apply: () => ((rates.ai as { max: number }).max = rates.ai.max + 1),
  },
  ...SESSION_FAULTS,
  ...WALLET_FAULTS,
  ...SSO_FAULTS,
  ...LIMIT_FAULTS,
  ...PLAY_FAULTS,
} satisfies Record<string, { says: string; apply: () => void }>;

export type Fault = keyof typeof FAULTS;

/** MOCK_FAULT's name for a mock whose fault is switched over HTTP (PUT /__dev/fault), between checks. */
export const SWITCHED = "switch";

/** The fault MOCK_FAULT names (or SWITCHED), if any; throws on an unknown name or outside the test mode. */
export function activeFault(): Fault | typeof SWITCHED | null {
  const name = process.env.MOCK_FAULT?.trim();
  if (!name) return null;
  if (!(name in FAULTS) && name !== SWITCHED) throw new Error(`MOCK_FAULT=${name} is not a fault switch; known: ${Object.keys(FAULTS).join(", ")}`);
  if (process.env.MOCK_TEST_MODE !== "1") throw new Error(`MOCK_FAULT=${name} is refused outside the test mode (set MOCK_TEST_MODE=1 only in tests)`);
  return name as Fault | typeof SWITCHED;
}

/** Switches on the fault MOCK_FAULT names (none without it, and none yet when it is SWITCHED); returns its name. */
export function applyFault(): Fault | typeof SWITCHED | null {
  const fault = activeFault();
  if (fault && fault !== SWITCHED) FAULTS[fault].apply();
  return fault;
}
