// The conformance runner's behaviour checks, proved on deliberately broken backends: our mock with
// one fault switched on (mocks/faults.ts) fails the check written for that behaviour, and the
// mock without faults passes every check (conformance.test.ts runs it in full).
import { spawnSync, type ChildProcess } from "node:child_process";
import { http as mswHttp, passthrough } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAULTS, type Fault } from "../../../mocks/faults";
import { spawnMock } from "../../../mocks/testing/spawn-mock";
import { server } from "../../../vitest.setup";
import { runConformance, type Result } from "./run";

/** The check each fault must fail (a scenario's name, from its start). */
const CAUGHT_BY: Record<Fault, string> = {
  "verify-token-reuse": "sign up, ask for a new verification mail, verify from the mail once",
  "reset-key-reuse": "forgot password, reset with the mailed key once",
  "friend-request-duplicate": "behaviour: a friend request to the same player is refused once sent",
  "friend-answer-by-sender": "a friend request: sent, pending for the other, accepted",
  "email-unmasked": "behaviour: a stranger reads another player's email and wallet masked",
  "session-survives-logout": "behaviour: a signed-out session stays ended",
  "no-login-limit": "behaviour: failed sign-ins of one account answer 429 at the declared limit",
  "username-duplicate": "behaviour: a taken username is refused, in any case",
  "badge-double-claim": "behaviour: a badge is claimed once, also when claimed in parallel",
  "idempotency-off": "behaviour: a write repeated with its Idempotency-Key is done once and answered as the first",
  "session-cap-off": "behaviour: an account keeps at most 10 live sessions",
  "password-is-username": "behaviour: a new password that is the username",
  "reset-guesses-uncounted": "behaviour: wrong reset keys are counted",
  "bind-foreign-nonce": "behaviour: a bind message holds only for the account its nonce was issued to",
  "bind-replay": "behaviour: a bind message holds only for the account its nonce was issued to, and once",
  "reset-keeps-sessions": "behaviour: a password reset ends every session of the account",
  "reset-keeps-lockout": "behaviour: a password reset ends every session of the account and clears the lockout",
  "password-change-keeps-sessions": "behaviour: a password change ends every session",
  "session-end-foreign": "behaviour: another player's session is not found",
  "forgot-reveals-account": "behaviour: forgot password answers an address without an account as one with an account",
  "dev-under-prefix": "behaviour: the dev helpers answer under no service prefix",
  "referral-unverified": "behaviour: a referral counts once the referred player has verified the email",
  "body-limit-off": "behaviour: a JSON body over the declared 1 MB is refused with 413",
};

const BASE_PORT = 8710;
const faults = Object.keys(FAULTS) as Fault[];
const env = (extra: Record<string, string>) => ({
  ...process.env,
  MOCK_STATE_FILE: "",
  QUIET: "1",
  MOCK_CLIENT_LIMIT_SCALE: "100",
  MOCK_PASSWORD_LOG_N: "10",
  ...extra,
});
const children: ChildProcess[] = [];

async function startMock(port: number, fault: Fault) {
  children.push(await spawnMock(env({ MOCK_PORT: String(port), MOCK_FAULT: fault, MOCK_TEST_MODE: "1" })));
}

const results = new Map<Fault, Result[]>();
beforeAll(async () => {
  await Promise.all(faults.map((fault, i) => startMock(BASE_PORT + i, fault)));
}, 90_000);
afterAll(() => children.forEach((c) => c.kill("SIGTERM")));
// the targets are real servers: the runner's requests go to the network, not to vitest's handlers
beforeEach(() => server.use(mswHttp.all(/^http:\/\/127\.0\.0\.1:87\d\d\//, () => passthrough())));

describe("the conformance runner on a mock with one fault switched on", () => {
  it("every fault switch has the check that must catch it", () => expect(Object.keys(CAUGHT_BY).sort()).toEqual([...faults].sort()));

  it("fails the check of each fault", async () => {
    await Promise.all(
      faults.map(async (fault, i) =>
        results.set(
          fault,
          await runConformance({ target: `http://127.0.0.1:${BASE_PORT + i}`, timeoutMs: 10_000, scenariosOnly: true, site: "http://127.0.0.1:5173" }),
        ),
      ),
    );
    const missed = faults.filter((fault) => results.get(fault)!.find((r) => r.name.startsWith(CAUGHT_BY[fault]))?.verdict.status !== "failed");
    expect(missed, "faults no check caught").toEqual([]);
    // and a fault is not caught by accident elsewhere only: the check named for it is the one that failed
    for (const fault of faults) {
      const failed = results
        .get(fault)!
        .filter((r) => r.verdict.status === "failed")
        .map((r) => r.name);
      expect(
        failed.some((name) => name.startsWith(CAUGHT_BY[fault])),
        fault,
      ).toBe(true);
    }
  }, 180_000);
});

describe("fault switches are for tests only", () => {
  const start = (extra: Record<string, string>) =>
    spawnSync(process.execPath, ["--import", "tsx", "mocks/server.ts"], {
      env: env({ MOCK_PORT: String(BASE_PORT + 50), ...extra }),
      encoding: "utf8",
      timeout: 30_000,
    });

  it("refuses a fault outside the test mode, and an unknown fault, before serving anything", () => {
    const outside = start({ MOCK_FAULT: "email-unmasked", MOCK_TEST_MODE: "" });
    expect(outside.status).not.toBe(0);
    expect(outside.stderr).toContain("MOCK_FAULT=email-unmasked is refused outside the test mode");
    const unknown = start({ MOCK_FAULT: "no-such-fault", MOCK_TEST_MODE: "1" });
    expect(unknown.status).not.toBe(0);
    expect(unknown.stderr).toContain("MOCK_FAULT=no-such-fault is not a fault switch");
  }, 60_000);
});
