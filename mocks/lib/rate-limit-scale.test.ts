// A test backend's per-client limits are scaled for the test suites' own address (loopback) alone:
// every other client, one a trusted proxy names included, meets the declared limits.
import { describe, expect, it } from "vitest";
import { clientLimitScale, rates } from "../config";
import { clientMax, limit, maxOf } from "./rate-limit";

const perClient = { max: 2, windowMs: 60_000, perClient: true };
const LOOPBACK = ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"];
const OTHERS = ["203.0.113.7", "198.51.100.127", "10.0.0.1", "1127.0.0.1", "::ffff:10.0.0.1", "in-process"];

describe("MOCK_CLIENT_LIMIT_SCALE", () => {
  it.each(LOOPBACK)("a loopback client (%s) gets the scaled limit", (client) => {
    expect(clientMax(30, client, 3)).toBe(90);
    expect(maxOf(`captcha:${client}`, perClient, 3)).toBe(6);
  });

  it.each(OTHERS)("any other client (%s) gets the declared limit", (client) => {
    expect(clientMax(30, client, 3)).toBe(30);
    expect(maxOf(`captcha:${client}`, perClient, 3)).toBe(2);
  });

  it("a limit that is not per client is never scaled, whatever its key ends with", () => {
    expect(maxOf("ai:127.0.0.1", { max: 2, windowMs: 60_000 }, 3)).toBe(2);
  });

  it("the scale is the environment's, and the per-client rates say they are", () => {
    expect(clientLimitScale).toBe(Math.max(1, Number(process.env.MOCK_CLIENT_LIMIT_SCALE ?? 1) || 1));
    expect(maxOf("captcha:127.0.0.1", rates.captcha)).toBe(30 * clientLimitScale);
    expect(maxOf("captcha:203.0.113.1", rates.captcha)).toBe(30);
    expect([rates.captcha, rates.registrations, rates.keyGuessFailures].every((r) => r.perClient)).toBe(true);
  });

  it("a limit is refused past the maximum for its key", () => {
    const key = `scale-test:203.0.113.${Math.floor(Math.random() * 250)}`;
    limit(key, perClient);
    limit(key, perClient);
    expect(() => limit(key, perClient)).toThrow();
  });
});
