/**
 * Fault switches: the mock made deliberately wrong in one behaviour, so that the conformance
 * runner's behaviour checks can be shown to catch it (scripts/quality/conformance/faults.test.ts). One
 * fault at a time, by name, from MOCK_FAULT; refused unless MOCK_TEST_MODE=1 (a fault never runs
 * by accident in the stack a developer or QA uses).
 */
export const FAULTS = {
  "verify-token-reuse": "a verification link works more than once",
  "reset-key-reuse": "a password-reset key works more than once",
  "friend-request-duplicate": "a friend request to the same player is accepted again",
  "friend-answer-by-sender": "the sender of a friend request can accept it",
  "email-unmasked": "a stranger reads another player's email and wallet unmasked",
  "session-survives-logout": "a signed-out session token still works",
  "no-login-limit": "failed sign-ins are never limited",
  "username-duplicate": "a taken username (in another case) can register again",
  "badge-double-claim": "a badge can be claimed twice",
} as const;

export type Fault = keyof typeof FAULTS;

function activeFault(): Fault | null {
  const name = process.env.MOCK_FAULT?.trim();
  if (!name) return null;
  if (!(name in FAULTS)) throw new Error(`MOCK_FAULT=${name} is not a fault switch; known: ${Object.keys(FAULTS).join(", ")}`);
  if (process.env.MOCK_TEST_MODE !== "1") throw new Error(`MOCK_FAULT=${name} is refused outside the test mode (set MOCK_TEST_MODE=1 only in tests)`);
  return name as Fault;
}

const active = activeFault();

/** Whether the named fault is switched on (never outside the test mode). */
export const fault = (name: Fault) => active === name;
