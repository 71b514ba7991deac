import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * The fault switches (mocks/faults.ts) are applied once, when the handlers are put together: each
 * case loads the modules afresh under its environment. A fault runs only in the test mode, by a
 * known name, and replaces the rule of its promise only.
 */
async function loadWith(env: { MOCK_FAULT?: string; MOCK_TEST_MODE?: string }) {
  vi.resetModules();
  vi.stubEnv("MOCK_FAULT", env.MOCK_FAULT ?? "");
  vi.stubEnv("MOCK_TEST_MODE", env.MOCK_TEST_MODE ?? "");
  const faults = await import("./faults");
  const rules = {
    registration: (await import("./domain/registration")).registrationRules,
    sessions: (await import("./domain/sessions")).sessionRules,
  };
  const before = { ...rules.registration, ...rules.sessions };
  return { ...faults, rules, before, applied: faults.applyFault() };
}
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("fault switches", () => {
  it("idempotency-off: every key is new, so a repeat is done again", async () => {
    const { applyFault } = await loadWith({ MOCK_FAULT: "idempotency-off", MOCK_TEST_MODE: "1" });
    const { idempotencyRules } = await import("./lib/idempotency");
    const { db } = await import("./db");
    db.keptAnswer.create({ id: "kept", fingerprint: "f", answer: (await import("./lib/crypto")).seal("{}"), createdAt: Date.now() });
    expect(applyFault()).toBe("idempotency-off");
    expect(idempotencyRules.recall("kept")).toBe("none");
  });

  it("none by default: every rule stays the domain's", async () => {
    const { applied, rules, before } = await loadWith({});
    expect(applied).toBeNull();
    expect({ ...rules.registration, ...rules.sessions }).toEqual(before);
  });

  it("one by name in the test mode: its rule is replaced, the others stay", async () => {
    const { applied, rules, before } = await loadWith({ MOCK_FAULT: " no-login-limit ", MOCK_TEST_MODE: "1" });
    expect(applied).toBe("no-login-limit");
    expect(rules.sessions.limitFailedSignIns).not.toBe(before.limitFailedSignIns);
    expect(rules.sessions.endOnSignOut).toBe(before.endOnSignOut);
    expect(rules.registration.usernameFree).toBe(before.usernameFree);
    // the broken rule lets past what the domain's refuses
    const keys: [string, number, number][] = [["any", 0, 60_000]];
    expect(() => before.limitFailedSignIns(keys)).toThrow();
    expect(() => rules.sessions.limitFailedSignIns(keys)).not.toThrow();
  });

  it("refused outside the test mode, and an unknown name at all", async () => {
    await expect(loadWith({ MOCK_FAULT: "no-login-limit" })).rejects.toThrow(
      "MOCK_FAULT=no-login-limit is refused outside the test mode (set MOCK_TEST_MODE=1 only in tests)",
    );
    await expect(loadWith({ MOCK_FAULT: "no-login-limit", MOCK_TEST_MODE: "yes" })).rejects.toThrow(/refused outside the test mode/);
    await expect(loadWith({ MOCK_FAULT: "made-up", MOCK_TEST_MODE: "1" })).rejects.toThrow(
      /^MOCK_FAULT=made-up is not a fault switch; known: verify-token-reuse, reset-key-reuse, .*badge-double-claim$/,
    );
  });

  it("switched (MOCK_FAULT=switch, the test mode only): none at first; each fault replaces a part of a target, and the next switch puts every target back first", async () => {
    await expect(loadWith({ MOCK_FAULT: "switch" })).rejects.toThrow("MOCK_FAULT=switch is refused outside the test mode");
    const { applied, FAULTS } = await loadWith({ MOCK_FAULT: "switch", MOCK_TEST_MODE: "1" });
    const { FAULT_TARGETS, switchFault } = await import("./faults-switch");
    expect(applied).toBe("switch");
    const parts = () => FAULT_TARGETS.map((target) => ({ ...target }));
    const untouched = parts();
    for (const fault of Object.keys(FAULTS) as (keyof typeof FAULTS)[]) {
      switchFault(fault);
      const changed = parts().filter((now, i) => Object.keys({ ...now, ...untouched[i] }).some((key) => now[key as never] !== untouched[i]![key as never]));
      // a fault that changed nothing listed would change something no switch puts back
      expect(changed.length, `${fault} changes a part of a listed target`).toBeGreaterThan(0);
      switchFault(null);
      expect(parts(), `after ${fault}`).toEqual(untouched);
      parts().forEach((now, i) => Object.keys(now).forEach((key) => expect(now[key as never]).toBe(untouched[i]![key as never])));
    }
  });
});
