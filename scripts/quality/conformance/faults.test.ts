// The conformance runner's behaviour checks, proved on deliberately broken backends: our mock with
// one fault switched on (mocks/faults.ts) fails the check of the promise it breaks (derived from the
// contract's x-promises) or the scenario written for it; every promise has a fault, and every fault
// a promise or a scenario. The mock without faults passes every check (conformance.test.ts runs it in full).
import { spawnSync, type ChildProcess } from "node:child_process";
import { http as mswHttp, passthrough } from "msw";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { FAULTS, type Fault } from "../../../mocks/faults";
import { PROXY_HEADER } from "../../../mocks/http-server";
import { spawnMock } from "../../../mocks/testing/spawn-mock";
import { server } from "../../../vitest.setup";
import brand from "../../../brand.json" with { type: "json" };
import { promiseChecks } from "./promises";
import { pooled, runConformance, type Result } from "./run";
import { partnerSpec, scenarios } from "./scenarios";

/**
 * What each fault breaks: a promise of the contract (its id in `x-promises`), or the promises of one
 * rule that several operations keep, whose derived checks must each fail; or, for a behaviour no
 * promise kind fits, the scenario written for it (its name, from its start).
 */
const BREAKS: Record<Fault, { promise: string | string[] } | { scenario: string }> = {
  "verify-token-reuse": { promise: "verify-link-once" },
  "earlier-verification-links-live": { promise: "verify-link-superseded" },
  "earlier-reset-keys-live": { promise: ["reset-key-superseded", "site-reset-key-superseded"] },
  "earlier-email-changes-live": { promise: "email-change-superseded" },
  "referral-token-reuse": { promise: ["referral-token-once", "site-referral-token-once"] },
  "captcha-no-expiry": { promise: ["sign-up-captcha-expires", "forgot-captcha-expires", "site-sign-up-captcha-expires", "site-forgot-captcha-expires"] },
  "reset-key-reuse": { promise: ["reset-key-once", "site-reset-key-once"] },
  "friend-request-duplicate": { promise: "friend-request-once-per-pair" },
  "friend-request-after-decline": { promise: "friend-request-after-decline" },
  "friend-answer-by-sender": { promise: "friend-answer-by-receiver" },
  "friend-answer-again-refused": { promise: "friend-answer-once" },
  "email-unmasked": { promise: ["contact-masked", "contact-wallet-masked", "public-contact-masked", "contact-whole-for-friends"] },
  "friends-see-masked": { promise: "contact-whole-for-friends" },
  "session-survives-logout": { promise: "logout-ends-session" },
  "keep-email-sessions-live": { promise: "keep-email-ends-sessions" },
  "keep-email-link-reuse": { promise: "keep-email-link-once" },
  "keep-email-link-no-expiry": { promise: "keep-email-link-expires" },
  "body-token-after-logout": { promise: "logout-ends-session" },
  "no-login-limit": { promise: "login-failed-limit" },
  "bind-signature-bytes-once": { promise: "bind-once" },
  "bind-nonce-reusable": { promise: ["bind-once", "tron-bind-once"] },
  "captcha-limit-off-by-one": { promise: "captcha-limit" },
  "sign-in-nonce-limit-off-by-one": { promise: "sign-in-nonce-limit" },
  "bind-nonce-limit-off-by-one": { promise: "bind-nonce-limit" },
  "ton-payload-limit-off-by-one": { promise: "ton-payload-limit" },
  "referral-check-limit-off-by-one": { promise: ["referral-check-limit", "site-referral-check-limit", "sso-client-limit"] },
  "mining-lists-limit-off-by-one": { promise: ["active-mining-limit", "mining-partners-limit"] },
  "influencer-list-limit-off-by-one": { promise: "influencer-list-limit" },
  "subscribe-limit-off-by-one": { promise: "subscribe-limit" },
  "forgot-limit-off-by-one": { promise: ["forgot-limit", "site-forgot-limit"] },
  "sign-up-limit-off-by-one": { promise: ["sign-up-limit", "site-sign-up-limit"] },
  "public-space-limit-off-by-one": { promise: "public-space-limit" },
  "spatial-join-limit-off-by-one": { promise: "spatial-join-limit" },
  "sso-code-any-partner": { promise: "sso-code-of-its-partner" },
  "unverified-signs-in": { promise: "login-needs-verified-email" },
  "lockout-by-account": { promise: "login-no-aimed-lockout" },
  "no-account-ceiling": { promise: "login-account-ceiling" },
  "no-client-login-limit": { promise: "login-client-limit" },
  "username-duplicate": { scenario: "behaviour: a taken username is refused, in any case" },
  "badge-double-claim": { promise: "badge-claim-once" },
  "badge-claim-without-wallet": { promise: "badge-claim-needs-wallet" },
  "tge-wallet-follows-binding": { scenario: "behaviour: a verified on-chain TGE choice keeps the wallet it was verified with" },
  "tge-destination-shared": { scenario: "behaviour: a wallet or an exchange account receives one account's TGE airdrop" },
  "idempotency-off": { promise: "write-once-per-key" },
  "session-cap-off": { promise: "login-session-cap" },
  "end-others-keeps-others": { promise: "end-others-keeps-own" },
  "read-only-token-opens-all": { promise: "read-only-token-reads-only" },
  "verification-token-opens-all": { promise: "verification-token-scope" },
  "referral-token-opens-all": { promise: "referral-token-scope" },
  "become-friend-code-reuse": { promise: "become-friend-code-once" },
  "sso-wrong-codes-counted": { promise: "sso-wrong-codes-lock-nothing" },
  "referral-code-unchecked": { promise: ["referral-code-known", "site-referral-code-known"] },
  "password-is-username": {
    promise: [
      "password-not-username",
      "site-password-not-username",
      "reset-password-not-username",
      "site-reset-password-not-username",
      "new-password-not-username",
    ],
  },
  "password-is-email": {
    promise: ["password-not-email", "site-password-not-email", "reset-password-not-email", "site-reset-password-not-email", "new-password-not-email"],
  },
  "login-key-guesses-uncounted": { promise: "login-key-guesses-limit" },
  "password-common": {
    promise: ["password-not-common", "site-password-not-common", "reset-password-not-common", "site-reset-password-not-common", "new-password-not-common"],
  },
  "reset-guesses-uncounted": { promise: "reset-guesses-limit" },
  "password-change-guesses-unlimited": { promise: "password-change-guesses-limit" },
  "password-change-guesses-per-account": { promise: "password-change-guesses-limit" },
  "resends-unlimited": { promise: "resend-limit" },
  "sso-address-guesses-unlimited": { promise: "sso-address-guesses-limit" },
  "bind-foreign-nonce": { promise: ["bind-nonce-of-account", "tron-bind-nonce-of-account"] },
  "bind-replay": { promise: ["bind-once", "tron-bind-once"] },
  "reset-keeps-sessions": { promise: ["reset-ends-sessions", "site-reset-ends-sessions"] },
  "reset-keeps-lockout": { scenario: "behaviour: a password reset clears the lockout" },
  "password-change-keeps-sessions": { promise: "password-change-ends-sessions" },
  "session-end-foreign": { promise: "session-of-owner" },
  "forgot-reveals-account": { promise: ["forgot-alike", "site-forgot-alike"] },
  "sign-up-reveals-account": { promise: ["sign-up-alike", "site-sign-up-alike"] },
  "email-change-reveals-account": { promise: "email-change-alike" },
  "dev-under-prefix": { scenario: "behaviour: the dev helpers answer under no service prefix" },
  "referral-unverified": { scenario: "behaviour: a referral counts once the referred player has verified the email" },
  "body-limit-off": { scenario: "behaviour: a JSON body over the declared 1 MB is refused with 413" },
  "pool-over-capacity": { promise: "pool-max-members" },
  "totp-code-reuse": { promise: "totp-step-once" },
  "sso-code-reuse": { promise: "sso-code-once" },
  "sso-redirect-prefix": { promise: ["sso-redirect-exact", "sso-authorize-redirect-exact"] },
  "siwe-nonce-reuse": { promise: ["siwe-nonce-once", "sign-up-wallet-nonce-once", "site-sign-up-wallet-nonce-once"] },
  "black-over-supply": { promise: "black-supply" },
  "login-key-reuse": { promise: "login-key-once" },
  "recovery-code-reuse": { promise: "recovery-code-once" },
  "point-double-claim": { promise: "claim-point-once" },
  "oauth-state-reuse": { promise: ["oauth-state-once", "auth-oauth-state-once"] },
  "tge-change-after-verify": { promise: ["tge-choice-final", "tge-cex-final"] },
  "sso-code-no-expiry": { promise: "sso-code-expires" },
  "totp-wrong-unlimited": { promise: "totp-wrong-limit" },
  "totp-replay-counted": { promise: "totp-wrong-limit" },
  "badge-task-double-claim": { promise: ["badge-task-once", "web3-task-once"] },
  "pool-join-twice": { promise: ["pool-join-once"] },
  "pool-leave-refused-again": { promise: "pool-leave-once" },
  "pool-update-by-others": { promise: "pool-owner-updates" },
  "pool-second-membership": { promise: "pool-one-per-player" },
  "reset-key-no-expiry": { promise: ["reset-key-expires", "site-reset-key-expires"] },
  "session-no-idle-timeout": { promise: "session-idle-expires" },
  "session-no-lifetime": { promise: "session-lifetime" },
  "password-keeps-grants": { promise: ["reset-ends-grants", "site-reset-ends-grants", "password-change-ends-grants"] },
  "retry-after-dropped": { promise: ["login-failed-limit", "login-no-aimed-lockout"] },
  "purchase-without-code": { promise: "purchase-needs-code" },
  "wallet-bound-twice": { promise: ["wallet-one-account", "tron-wallet-one-account", "ton-wallet-one-account"] },
  "ton-foreign-payload": { promise: "ton-payload-of-account" },
  "ton-proof-replay": { promise: "ton-proof-once" },
  "ton-payload-no-expiry": { promise: "ton-payload-expires" },
  "social-account-moved": {
    promise: ["social-account-one-player", "telegram-account-one-player", "auth-social-account-one-player", "auth-telegram-account-one-player"],
  },
  "siwe-domain-any-port": { promise: ["siwe-domain-exact", "sign-up-wallet-domain-exact", "site-sign-up-wallet-domain-exact"] },
  "siwe-nonce-no-expiry": { promise: "siwe-nonce-expires" },
  "bind-nonce-no-expiry": { promise: ["bind-nonce-expires", "tron-bind-nonce-expires"] },
  "oauth-state-no-expiry": { promise: ["oauth-state-expires", "auth-oauth-state-expires"] },
  "oauth-state-any-player": { promise: ["oauth-state-of-player", "auth-oauth-state-of-player"] },
  "oauth-state-any-session": { promise: ["oauth-state-of-session", "auth-oauth-state-of-session"] },
  "new-friend-referrals-off-by-one": { promise: "new-friend-needs-referrals" },
  "badges-open-before-welcome-hero": { promise: ["welcome-hero-first", "web3-task-after-welcome-hero", "royal-task-after-welcome-hero"] },
  "task-badge-without-tasks": { promise: ["task-badge-needs-tasks", "degen-needs-tasks"] },
  "badge-last-task-optional": { promise: ["task-badge-needs-tasks", "degen-needs-tasks"] },
  "tasks-of-any-badge": { promise: ["task-badge-needs-tasks", "degen-needs-tasks"] },
  "mine-tx-any-age": { promise: ["mine-tx-recent", "mine-tx-recent-start"] },
  "mine-tx-not-yet-kept": { promise: ["mine-tx-not-yet", "mine-tx-not-yet-start"] },
  "oauth-state-any-network": { promise: ["oauth-state-of-network", "auth-oauth-state-of-network"] },
  "telegram-login-no-expiry": { promise: ["telegram-login-expires", "auth-telegram-login-expires"] },
  "telegram-hash-unchecked": { promise: ["telegram-login-signed", "auth-telegram-login-signed"] },
  "telegram-id-unsigned": { promise: ["telegram-login-signed", "auth-telegram-login-signed"] },
  "captcha-reuse": { promise: ["sign-up-captcha-once", "forgot-captcha-once", "site-sign-up-captcha-once", "site-forgot-captcha-once"] },
  "ai-limit-off-by-one": { promise: "ai-calls-limit" },
  "mining-over-nft-cap": { promise: "mining-nft-cap" },
  "mining-twice-at-once": { promise: "mining-one-at-a-time" },
  "mining-foreign-item": { promise: ["mining-own-items", "mining-own-items-on-chain"] },
  "mine-tx-reuse": { promise: "mine-tx-once" },
  "mine-tx-any-sender": { promise: ["mine-tx-sender", "mine-tx-sender-start"] },
  "mine-tx-any-account": { promise: ["mine-tx-account", "mine-tx-account-start"] },
};

const checks = promiseChecks();
/** The ids of the promises a fault breaks (none for a scenario's). */
const promisesOf = (fault: Fault) => {
  const breaks = BREAKS[fault];
  return "promise" in breaks ? [breaks.promise].flat() : [];
};
/** Whether a check (by its name in the report) is one a fault must fail: a promise's (by its id), or the scenario (by its name). */
const checkOf = (fault: Fault) => {
  const breaks = BREAKS[fault];
  return "promise" in breaks
    ? (name: string) => promisesOf(fault).includes(checks.find((c) => c.name === name)?.id ?? "")
    : (name: string) => name.startsWith(breaks.scenario);
};

const BASE_PORT = 8710;
const faults = Object.keys(FAULTS) as Fault[];
const PROXY_SECRET = "conformance-faults-proxy";
/** A second partner the mocks register (SSO_EXTRA_CLIENT), for what one partner may not do with another's code. */
const SECOND_PARTNER = { clientId: "conformance-second", secret: "conformance-second-secret", redirectUri: "https://second.example/callback" };
const env = (extra: Record<string, string>) => ({
  ...process.env,
  MOCK_STATE_FILE: "",
  QUIET: "1",
  MOCK_CLIENT_LIMIT_SCALE: "100",
  MOCK_PASSWORD_LOG_N: "10",
  // the AI stand-in answers at once: its latency is not what the AI calls' limit checks (61 calls)
  MOCK_AI_DELAY_MS: "0",
  // the runner is two clients through the proxy's header (X-Forwarded-For)
  MOCK_PROXY_SECRET: PROXY_SECRET,
  SSO_EXTRA_CLIENT: partnerSpec(SECOND_PARTNER),
  ...extra,
});
const children = new Set<ChildProcess>();
/** Mocks at once: on two cores, more did not all start within the time limit beside the other test files. */
const MOCKS = 4;

/** A mock whose fault is switched between checks (MOCK_FAULT=switch, PUT /__dev/fault). */
async function switchedMock(port: number) {
  const child = await spawnMock(env({ MOCK_PORT: String(port), MOCK_FAULT: "switch", MOCK_TEST_MODE: "1" }));
  children.add(child);
  const target = `http://127.0.0.1:${port}`;
  const switchTo = async (fault: Fault | null) => {
    const answer = await fetch(`${target}/__dev/fault`, { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ fault }) });
    expect(answer.status, `switching ${target} to ${fault}`).toBe(200);
  };
  return { target, switchTo };
}

const results = new Map<Fault, Result[]>();
afterAll(() => children.forEach((c) => c.kill("SIGTERM")));
// the targets are real servers: the runner's requests go to the network, not to vitest's handlers
beforeEach(() => server.use(mswHttp.all(/^http:\/\/127\.0\.0\.1:87\d\d\//, () => passthrough())));

describe("every promise of the contract is proved on a broken backend", () => {
  it("every promise has a fault switch that breaks it", () => {
    const broken = new Set(faults.flatMap(promisesOf));
    expect(checks.map((c) => c.id).filter((id) => !broken.has(id))).toEqual([]);
  });

  it("every fault switch breaks a declared promise or a scenario the runner has", () => {
    expect(Object.keys(BREAKS).sort()).toEqual([...faults].sort());
    const orphans = faults.filter((fault) => {
      const b = BREAKS[fault];
      return "promise" in b ? !promisesOf(fault).every((id) => checks.some((c) => c.id === id)) : !scenarios.some((s) => s.name.startsWith(b.scenario));
    });
    expect(orphans, "faults naming no promise of the contract nor a scenario").toEqual([]);
  });

  it("the check of each fault fails on the mock with that fault", async () => {
    // a few mocks, each switched from fault to fault: a mock's start costs more than most checks
    const free = await Promise.all(Array.from({ length: MOCKS }, (_, i) => switchedMock(BASE_PORT + i)));
    await pooled(faults, MOCKS, async (fault) => {
      const mock = free.pop()!;
      try {
        await mock.switchTo(fault);
        results.set(
          fault,
          await runConformance({
            target: mock.target,
            timeoutMs: 10_000,
            scenariosOnly: true,
            site: "http://127.0.0.1:5173",
            partner: { clientId: `${brand.slug}-faucet`, secret: "local-demo-faucet-secret", redirectUri: "http://127.0.0.1:5180/callback" },
            partner2: SECOND_PARTNER,
            ownTarget: true,
            clientHeader: { name: PROXY_HEADER, value: PROXY_SECRET },
            // the check of what the fault breaks: the mock without faults passes every check (conformance.test.ts, npm run conformance)
            only: checkOf(fault),
          }),
        );
      } finally {
        free.push(mock);
      }
    });
    // every check a fault breaks: its promises' (each of them), or its scenario
    const verdicts = (fault: Fault) => results.get(fault)!.filter((r) => checkOf(fault)(r.name));
    const missed = faults.filter((fault) => {
      const found = verdicts(fault);
      return found.length < Math.max(1, promisesOf(fault).length) || found.some((r) => r.verdict.status !== "failed");
    });
    expect(
      missed.map((f) => `${f}: ${verdicts(f).length ? JSON.stringify(verdicts(f).map((r) => r.verdict)) : "no such check"}`),
      "faults their checks did not catch",
    ).toEqual([]);
    // (a limit for two busy cores: the AI calls' limit alone makes 61 calls)
  }, 240_000);
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
