import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * The fault switches (mocks/lib/faults.ts) are read once, when the mock loads: each case loads the
 * module afresh under its environment. A fault runs only in the test mode, by a known name.
 */
async function faultsWith(env: { MOCK_FAULT?: string; MOCK_TEST_MODE?: string }) {
  vi.resetModules();
  vi.stubEnv("MOCK_FAULT", env.MOCK_FAULT ?? "");
  vi.stubEnv("MOCK_TEST_MODE", env.MOCK_TEST_MODE ?? "");
  return import("./faults");
}
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("fault switches", () => {
  it("none by default: no fault is on", async () => {
    const { fault, FAULTS } = await faultsWith({});
    expect(Object.keys(FAULTS).some((name) => fault(name as keyof typeof FAULTS))).toBe(false);
  });

  it("one by name in the test mode: that one on, the others off", async () => {
    const { fault } = await faultsWith({ MOCK_FAULT: " no-login-limit ", MOCK_TEST_MODE: "1" });
    expect([fault("no-login-limit"), fault("badge-double-claim")]).toEqual([true, false]);
  });

  it("refused outside the test mode, and an unknown name at all", async () => {
    await expect(faultsWith({ MOCK_FAULT: "no-login-limit" })).rejects.toThrow(
      "MOCK_FAULT=no-login-limit is refused outside the test mode (set MOCK_TEST_MODE=1 only in tests)",
    );
    await expect(faultsWith({ MOCK_FAULT: "no-login-limit", MOCK_TEST_MODE: "yes" })).rejects.toThrow(/refused outside the test mode/);
    await expect(faultsWith({ MOCK_FAULT: "made-up", MOCK_TEST_MODE: "1" })).rejects.toThrow(
      /^MOCK_FAULT=made-up is not a fault switch; known: verify-token-reuse, reset-key-reuse, .*badge-double-claim$/,
    );
  });
});
