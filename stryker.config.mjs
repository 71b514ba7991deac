// Mutation testing (npm run test:mutation): Stryker changes the rules one at a time (a condition,
// a boundary, a constant, a message) and runs the unit tests that cover each change; a mutant that
// no test kills is a rule the tests do not hold. Scope: the rules, not the JSX (the components are
// proved by the page tests and the acceptance suite): the app's and the mock backend's.
// Incremental: the result of each mutant is kept in .cache/stryker-incremental.json (outside git),
// so a run re-tests only what changed since; what is committed is the result per file
// (reports/mutation-results.json, scripts/quality/mutation-gate.ts). The scores per area:
// docs/mutation-scores.md.
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.stryker.config.ts", related: true },
  // static mutants (module-level values: a pattern, a table) rerun every test for each change:
  // 12% of the mutants, 95% of the time; the constants' own check is npm run test:constants' job
  ignoreStatic: true,
  mutate: [
    "src/lib/**/*.ts",
    "src/features/*/lib/**/*.ts",
    "src/features/*/schemas/**/*.ts",
    // the mock backend's rules: what it refuses, limits, masks and keeps (its handlers are the
    // contract's HTTP plumbing over these, proved by the conformance run and the fuzz walk)
    "mocks/domain/**/*.ts",
    "mocks/lib/**/*.ts",
    "!**/*.test.ts",
    "!**/*.d.ts",
    // browser glue without rules of its own (storage, analytics transport, the prerender flag)
    "!src/lib/web3/**",
    "!src/lib/query-client.ts",
    "!src/lib/prerender.ts",
  ],
  coverageAnalysis: "perTest",
  incremental: true,
  incrementalFile: ".cache/stryker-incremental.json",
  concurrency: 2,
  timeoutMS: 10_000,
  // the first run of every test with coverage (a few minutes even on a quiet 2-core host) must not
  // fail because the host is busy: Stryker's default allows 5
  dryRunTimeoutMinutes: 20,
  // the gate's run of a few files leaves the verdict to the areas' scores (scripts/quality/mutation-scores.ts)
  thresholds: { high: 90, low: 80, break: process.env.MUTATION_GATE ? null : 80 },
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
