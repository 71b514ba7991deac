// The unit and page tests in one project, for Stryker (stryker.config.mjs): its vitest runner reads
// coverage per test from a single project (with two, the DOM tests' coverage never reached it). The
// app's rules (src/) are proved by both kinds of its tests (the page tests pick jsdom by their first
// line), the mock's (mocks/domain, mocks/lib) by the mock's own tests, which need the run's local
// chain (mocks/testing/chain-setup.ts).
import base from "./vitest.config.ts";

export default {
  ...base,
  test: {
    ...base.test,
    projects: undefined,
    include: ["src/**/*.test.{ts,tsx}", "mocks/**/*.test.ts"],
    globalSetup: ["./mocks/testing/chain-setup.ts"],
  },
};
