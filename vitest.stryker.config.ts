// The app's unit and page tests in one project, for Stryker (stryker.config.mjs): its vitest runner
// reads coverage per test from a single project, and the rules it mutates (src/) are proved by both
// kinds (the page tests pick jsdom by their first line).
import base from "./vitest.config.ts";

export default {
  ...base,
  test: { ...base.test, projects: undefined, include: ["src/**/*.test.{ts,tsx}"] },
};
