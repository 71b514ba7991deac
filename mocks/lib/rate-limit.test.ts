// The mock backend holds its limits (rates, sizes, attempts) and ends sessions for real (durability: durability.test.ts).
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { fail, HttpError } from "./http";
import { clearHits, hit, hits, limit, limitFailures, retryAfter } from "./rate-limit";
import { captchaAnswer, holdClock, BASE, expectError, mailsTo, testPlayer } from "../testing/test-utils";
import { generateCaptcha, getLoginNonce, login } from "../../generated/api/user/sdk.gen";
import { limits, rates } from "../config";
import { evmAccount, siweMessage } from "../testing/wallets";

/**
 * The sliding window of mocks/lib/rate-limit.ts to the millisecond: a hit counts for exactly its
 * window, the wait is the oldest hit's time left in whole seconds (at least 1), and guessing counts
 * only refusals. The clock is held still (Date.now, which the mock's clock reads).
 */
const T = 1_800_000_000_000;

let n = 0;

const freshKey = () => `rl-test-${++n}`;

/** One test per finding of a hostile probe of the mock (each failed on the code before its fix). */
const DOMAIN = "127.0.0.1:5173";

const post = (path: string, body: string, headers: Record<string, string> = { "Content-Type": "application/json" }, client = "c1") =>
  fetch(`${BASE}${path}`, { method: "POST", headers: { "x-mock-client": client, ...headers }, body });

describe("the sliding window", () => {
  it("a hit counts for its window to the millisecond; a key emptied by time is forgotten", () => {
    const key = freshKey();
    holdClock(T);
    hit(key);
    holdClock(T + 500);
    hit(key);
    expect(hits(key, 1_000)).toBe(2);
    holdClock(T + 999);
    expect(hits(key, 1_000)).toBe(2);
    holdClock(T + 1_000);
    expect(hits(key, 1_000)).toBe(1);
    holdClock(T + 1_500);
    expect(hits(key, 1_000)).toBe(0);
    // pruned for good: a wider window later does not bring them back
    expect(hits(key, 10_000)).toBe(0);
    expect(retryAfter(key, 10_000)).toBe(1);
  });

  it("the wait: the oldest hit's time left in the window, rounded up to a second, at least 1", () => {
    const key = freshKey();
    holdClock(T);
    hit(key);
    holdClock(T + 100);
    hit(key);
    holdClock(T + 1_500);
    expect(retryAfter(key, 60_000)).toBe(59);
    holdClock(T + 59_999);
    expect(retryAfter(key, 60_000)).toBe(1);
    expect(retryAfter(freshKey(), 60_000)).toBe(1);
    clearHits(key);
    expect(hits(key, 60_000)).toBe(0);
  });

  it("a limit lets max uses through, then 429 with its message and wait", async () => {
    const key = freshKey();
    holdClock(T);
    const rate = { max: 2, windowMs: 10_000 };
    limit(key, rate);
    limit(key, rate);
    let refused: unknown;
    try {
      limit(key, rate);
    } catch (e) {
      refused = e;
    }
    const response = (refused as HttpError).response;
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("10");
    expect(await response.json()).toEqual({ status: false, message: "Too many requests. Please try again later." });
  });

  it("guessing: only refusals count, against every key; other errors pass through uncounted", () => {
    const [a, b] = [freshKey(), freshKey()];
    holdClock(T);
    const rate = { max: 5, windowMs: 10_000 };
    expect(limitFailures([a, b], rate, "stop", () => "ok")).toBe("ok");
    expect(() =>
      limitFailures([a, b], rate, "stop", () => {
        throw new HttpError(fail(401, "no"));
      }),
    ).toThrow(HttpError);
    expect(() =>
      limitFailures([a, b], rate, "stop", () => {
        throw new Error("a bug");
      }),
    ).toThrow("a bug");
    expect([hits(a, 10_000), hits(b, 10_000)]).toEqual([1, 1]);
  });
});

describe("limits that hold", () => {
  it("the per-account sign-in limit counts the account, whether named by username or email", async () => {
    for (let i = 0; i < limits.failedLoginsPerAccount; i++) expectError(await login({ body: { username: "bob", password: `wrong-${i}-pass` } }), 401);
    expectError(await login({ body: { username: "bob@penta.local", password: "bob-password" } }), 429);
    expectError(await login({ body: { username: "BOB", password: "bob-password" } }), 429);
  });

  it("a wrong password and an unknown account cost the same (the hash runs either way, at today's cost)", async () => {
    // a cost at which the hash is most of a sign-in's time, so the host's noise cannot hide its absence
    vi.stubEnv("MOCK_PASSWORD_LOG_N", "14");
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    const time = async (username: string) => {
      const t = performance.now();
      const answer = await post("/api/v1/user/login", JSON.stringify({ username, password: "wrong-password" }), undefined, `timing-${username}`);
      expect(answer.status).toBe(401);
      return performance.now() - t;
    };
    // fresh accounts, all made before any is timed (a repeated one would meet the per-account limit)
    const accounts = Array.from({ length: 18 }, () => testPlayer("tm").name);
    const known: number[] = [];
    const unknown: number[] = [];
    for (const [i, name] of accounts.entries()) {
      // each pair in turn goes first; the first two pairs warm the pool and the code up, uncounted
      const pair = i % 2 ? [await time(`nobody${i}`), await time(name)].reverse() : [await time(name), await time(`nobody${i}`)];
      if (i < 2) continue;
      known.push(pair[0]!);
      unknown.push(pair[1]!);
    }
    // the fastest of each: a busy host only adds time, so the least is the cost itself (without the
    // hash, or with a cheaper one, an unknown account's least is a fraction of a known one's)
    const ratio = Math.min(...known) / Math.min(...unknown);
    expect(ratio, `known ${Math.min(...known).toFixed(1)} ms, unknown ${Math.min(...unknown).toFixed(1)} ms`).toBeLessThan(2);
    expect(ratio).toBeGreaterThan(1 / 2);
    // 36 hashes at 2^14 and the accounts' own: seconds on a busy host
  }, 30_000);

  it.each([
    ["captcha", () => fetch(`${BASE}/api/v1/user/captcha/generate`, { headers: { "x-mock-client": "cap" } }), rates.captcha.max],
    ["sign-in nonce", () => fetch(`${BASE}/api/v1/user/login/nonce`, { headers: { "x-mock-client": "non" } }), rates.nonce.max],
    ["referral check", () => post("/api/v1/user/referral/validate", JSON.stringify({ code: "alice" }), undefined, "ref"), rates.referralCheck.max],
    ["referral check (site)", () => post("/api/validate-referral-code", JSON.stringify({ code: "alice" }), undefined, "ref2"), rates.referralCheck.max],
    ["subscribe", () => post("/api/subscribe", JSON.stringify({ email: `f${Math.random()}@example.test` }), undefined, "sub"), rates.subscribe.max],
    [
      "token login failures",
      () => post("/api/v1/user/login/token", JSON.stringify({ data: `tl_${Math.random()}` }), undefined, "tok"),
      rates.keyGuessFailures.max,
    ],
    [
      "reset key guesses",
      () => post("/api/v1/user/reset_password", JSON.stringify({ password: "new-password-1", resetToken: `rk_${Math.random()}` }), undefined, "rk"),
      rates.keyGuessFailures.max,
    ],
    [
      "reset key guesses (site)",
      () => post("/api/confirm-password", JSON.stringify({ password: "new-password-1", resetToken: `rk_${Math.random()}` }), undefined, "rk2"),
      rates.keyGuessFailures.max,
    ],
    [
      "SSO client secret guesses",
      () => post("/api/v1/sso/token", JSON.stringify({ authorization_code: "ac_x", access_token: `guess-${Math.random()}` }), undefined, "sso"),
      rates.keyGuessFailures.max,
    ],
  ])("%s: 429 with Retry-After past the per-client limit", async (_name, call, max) => {
    for (let i = 0; i < max; i++) expect((await call()).status).not.toBe(429);
    const limited = await call();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ status: false });
  });

  it("password resets: at most 5 mails an hour to one address, whoever asks; the answer stays the same", async () => {
    for (let i = 0; i < rates.mailsPerAddress.max + 3; i++) {
      const captcha = (await generateCaptcha({ throwOnError: true })).data;
      const answer = captchaAnswer(captcha.captcha_id);
      const res = await post(
        "/api/forgot-password",
        JSON.stringify({ email: "alice@penta.local", captcha_id: captcha.captcha_id, captcha_answer: answer }),
        undefined,
        `asker-${i}`,
      );
      expect(res.status).toBe(200);
    }
    expect(mailsTo("alice@penta.local")).toHaveLength(rates.mailsPerAddress.max);
  });

  it("wallet sign-in refuses an EIP-4361 message with a malformed field (Issued At: not-a-date)", async () => {
    const account = evmAccount(1);
    const nonce = (await getLoginNonce({ throwOnError: true })).data.nonce;
    const message = siweMessage({ domain: DOMAIN, address: account.address, nonce }).replace(/^Issued At: .*$/m, "Issued At: not-a-date");
    const res = await login({
      body: { username: "", password: "", address: account.address, message, signature: await account.signMessage({ message }), referral_code: "" },
    });
    expectError(res, 422, "The sign-in message is not a valid EIP-4361 message");
  });
});
