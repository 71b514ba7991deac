// The quick loop's global setup (vitest.quick.config.ts): the test chain of mocks/testing/chain-setup.ts,
// started only when a file of the run reaches it (mocks/testing/chain.ts) — at the run's start, or
// before a rerun of the watch mode that brings such a file in. A run without an on-chain test
// starts no Hardhat node and deploys nothing.
import type { TestProject } from "vitest/node";
import chainSetup from "../../mocks/testing/chain-setup.ts";
import { needsChain, repositoryGraph } from "./quick-graph.ts";

export default async function setup(project: TestProject) {
  const root = project.config.root;
  const relative = (file: string) => (file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file);
  let teardown: (() => void) | undefined;
  const startFor = async (files: string[] | undefined) => {
    if (teardown) return;
    const graph = repositoryGraph(root);
    // without the run's file list (vitest's state API is experimental), start it to be safe
    if (files === undefined || files.some((file) => needsChain(graph, relative(file)))) teardown = await chainSetup(project);
  };
  await startFor(project.vitest.state?.getPaths?.());
  project.onTestsRerun((specifications) => startFor(specifications.map((s) => s.moduleId)));
  return () => teardown?.();
}
