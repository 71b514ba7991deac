// The quick loop's vitest configuration (`npm run test:quick`, scripts/quality/quick.ts): the base
// configuration (vitest.config.ts) with the same projects, tests and environment, minus what a test
// file does not need.
// - A file that loads nothing of the mock, the generated API client or the network (quick-graph.ts's
//   isPure) runs in a project of its own, "pure", without vitest.setup.ts: that setup imports the
//   whole mock and builds the seed before the first test.
// - The test chain (mocks/testing/chain-setup.ts, a Hardhat node and a deployment) starts only when
//   a file of the run reaches it (scripts/quality/quick-chain-setup.ts); it keeps a core busy for
//   several seconds, which a run without an on-chain test would otherwise wait behind.
// Stryker reads vitest.stryker.config.ts and `npm test` the base; neither reads this file.
import type { TestProjectInlineConfiguration } from "vitest/config";
import { defineConfig } from "vitest/config";
import { isPure, repositoryGraph, TEST_FILE } from "./scripts/quality/quick-graph.ts";
import base from "./vitest.config.ts";

type InlineProject = Extract<TestProjectInlineConfiguration, { test?: unknown }>;
const projects = (base.test?.projects ?? []) as InlineProject[];
const project = (name: string): NonNullable<InlineProject["test"]> => {
  const found = projects.find((p) => p.test?.name === name)?.test;
  if (!found) throw new Error(`vitest.config.ts has no project "${name}" (vitest.quick.config.ts follows its projects)`);
  return found;
};
const shared = project("shared");
const dom = project("dom");
const domMocking = project("dom-mocking");

const MOCK_SETUP = "./vitest.setup.ts";
const graph = repositoryGraph();
const domTests = new Set([...(dom.include ?? []), ...(domMocking.include ?? [])]);
/** The shared project's files that need no mock: the base's node-environment tests, by the import graph. */
const PURE = [...graph.files.keys()].filter((file) => TEST_FILE.test(file) && !domTests.has(file) && isPure(graph, file)).sort();

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // each project names its own setup files: a project that extends the root adds to the root's
    setupFiles: [],
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          exclude: [...(shared.exclude ?? []), ...PURE],
          setupFiles: [MOCK_SETUP],
          globalSetup: ["./scripts/quality/quick-chain-setup.ts"],
        },
      },
      { extends: true, test: { name: "pure", include: PURE, isolate: false } },
      { extends: true, test: { ...dom, setupFiles: [MOCK_SETUP, ...[dom.setupFiles ?? []].flat()] } },
      { extends: true, test: { ...domMocking, setupFiles: [MOCK_SETUP] } },
    ],
  },
});
