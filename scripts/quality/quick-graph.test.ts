import { describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import suite from "../../playwright.config";
import { acceptanceCommands, buildGraph, isPure, needsChain, relatedTests, repositoryGraph, resolveImport } from "./quick-graph";
import { splitBackendRuns, typeProjects } from "./quick";

/** A repository of a few files, their text given here. */
function graphOf(files: Record<string, string>) {
  return buildGraph(Object.keys(files), (path) => files[path] ?? null);
}

const FILES = {
  "src/lib/format.ts": `export const f = 1;`,
  "src/lib/format.test.ts": `import { f } from "./format";`,
  "src/lib/pure-helper.ts": `import { f } from "@/lib/format.ts";\nimport { z } from "zod";`,
  "src/lib/pure-helper.test.ts": `import "./pure-helper";`,
  "src/features/a/api/a.ts": `import { x } from "@generated/api/user/sdk.gen";`,
  "src/features/a/page.test.tsx": `// @vitest-environment jsdom\nimport { a } from "../a/api/a";\nconst B = await import("@/lib/format");`,
  "src/lib/beacon.ts": `export const send = () => navigator.sendBeacon("/e");`,
  "src/lib/beacon.test.ts": `import { send } from "./beacon.js";`,
  "src/lib/query.test.ts": `import { QueryClient } from "@tanstack/react-query";`,
  "generated/api/user/sdk.gen.ts": `export const x = 1;`,
  "mocks/domain/rules.ts": `export const r = 1;`,
  "mocks/domain/rules.test.ts": `import { r } from "./rules";\nimport { freshChain } from "../testing/chain";`,
  "mocks/testing/chain.ts": `import { inject } from "vitest";`,
  "scripts/quality/readme.test.ts": `const readme = readFileSync("README.md", "utf8");\nreadFileSync("docs/scripts.md")`,
  "scripts/lib/mocked.test.ts": `vi.mock("../../src/lib/beacon", () => ({}));`,
  "README.md": "# hi",
  "docs/scripts.md": "| `x` |",
};
const graph = graphOf(FILES);

describe("the import graph", () => {
  it("resolves relative, @/ and @generated/ imports, with or without an extension (./x.js names ./x.ts), and names packages", () => {
    const all = graph.all;
    expect(resolveImport("./format", "src/lib/format.test.ts", all)).toEqual({ file: "src/lib/format.ts" });
    expect(resolveImport("@/lib/format.ts", "src/x.ts", all)).toEqual({ file: "src/lib/format.ts" });
    expect(resolveImport("./beacon.js", "src/lib/beacon.test.ts", all)).toEqual({ file: "src/lib/beacon.ts" });
    expect(resolveImport("@generated/api/user/sdk.gen", "src/x.ts", all)).toEqual({ file: "generated/api/user/sdk.gen.ts" });
    expect(resolveImport("@tanstack/react-query/build", "src/x.ts", all)).toEqual({ package: "@tanstack/react-query" });
    expect(resolveImport("node:fs", "src/x.ts", all)).toBeNull();
    expect(resolveImport("./missing", "src/x.ts", all)).toBeNull();
  });

  it("a change reaches the tests that import it, through any chain of imports (dynamic and vi.mock included)", () => {
    expect(relatedTests(graph, ["src/lib/format.ts"])).toEqual(["src/features/a/page.test.tsx", "src/lib/format.test.ts", "src/lib/pure-helper.test.ts"]);
    expect(relatedTests(graph, ["src/lib/beacon.ts"])).toEqual(["scripts/lib/mocked.test.ts", "src/lib/beacon.test.ts"]);
    expect(relatedTests(graph, ["generated/api/user/sdk.gen.ts"])).toEqual(["src/features/a/page.test.tsx"]);
  });

  it("a changed test is its own related test; a file named in a test's text reaches it", () => {
    expect(relatedTests(graph, ["src/lib/query.test.ts"])).toEqual(["src/lib/query.test.ts"]);
    expect(relatedTests(graph, ["README.md"])).toEqual(["scripts/quality/readme.test.ts"]);
    expect(relatedTests(graph, ["docs/scripts.md"])).toEqual(["scripts/quality/readme.test.ts"]);
  });

  it("a pure test loads no mock, no generated client, no network package and no code that makes a request", () => {
    const pure = Object.keys(FILES)
      .filter((f) => f.endsWith(".test.ts") || f.endsWith(".test.tsx"))
      .filter((f) => isPure(graph, f));
    expect(pure.sort()).toEqual(["scripts/quality/readme.test.ts", "src/lib/format.test.ts", "src/lib/pure-helper.test.ts"]);
  });

  it("only a test that reaches mocks/testing/chain.ts needs the test chain", () => {
    expect(needsChain(graph, "mocks/domain/rules.test.ts")).toBe(true);
    expect(needsChain(graph, "src/lib/format.test.ts")).toBe(false);
  });

  it("in this repository: the on-chain mining test needs the chain, a pure helper's test needs no mock", () => {
    const repo = repositoryGraph();
    expect(needsChain(repo, "mocks/domain/mining.test.ts")).toBe(true);
    expect(isPure(repo, "src/lib/base64url.test.ts")).toBe(true);
    expect(isPure(repo, "mocks/domain/registration.test.ts")).toBe(false);
    expect(relatedTests(repo, ["src/lib/base64url.ts"])).toContain("src/lib/base64url.test.ts");
  });

  it("the loop leaves the tests that start the mock as processes (the runner against each fault) to npm run test:unit", () => {
    const repo = repositoryGraph();
    const [run, left] = splitBackendRuns(repo, relatedTests(repo, ["mocks/domain/registration.ts"]));
    expect(left).toContain("scripts/quality/conformance/faults.test.ts");
    expect(run).toContain("mocks/domain/registration.test.ts");
    expect(run).toContain("scripts/quality/conformance/conformance.test.ts");
  });
});

describe("the types a change can break", () => {
  it("checks the app's project for src/ and generated/, the Node side's for mocks/, scripts/ and configs, the tests' always", () => {
    expect(typeProjects(["src/lib/format.ts"])).toEqual(["app", "tests"]);
    expect(typeProjects(["src/lib/format.test.ts"])).toEqual(["tests"]);
    expect(typeProjects(["mocks/domain/registration.ts"])).toEqual(["node", "tests"]);
    expect(typeProjects(["vite.config.ts"])).toEqual(["node", "tests"]);
    expect(typeProjects(["tsconfig.app.json"])).toEqual(["app", "node", "tests"]);
    expect(typeProjects(["README.md", "src/app/styles.css"])).toEqual([]);
  });
});

describe("the acceptance specs a change touched, named with the projects that run them (playwright.config.ts)", () => {
  const projects = suite.projects ?? [];

  it("a spec of its own project names that project; the rest run in the chromium project, in one command", () => {
    expect(acceptanceCommands(["acceptance/engines.spec.ts"], projects)).toEqual(["npx playwright test acceptance/engines.spec.ts --project engines"]);
    expect(acceptanceCommands(["acceptance/slow-phone.spec.ts"], projects)).toEqual([
      "npx playwright test acceptance/slow-phone.spec.ts --project slow-phone --project slow-phone-dev",
    ]);
    expect(acceptanceCommands(["acceptance/friends.spec.ts", "acceptance/deploy.spec.ts", "acceptance/sso.spec.ts"], projects)).toEqual([
      "npx playwright test acceptance/friends.spec.ts acceptance/sso.spec.ts --project chromium",
      "npx playwright test acceptance/deploy.spec.ts --project deploy",
    ]);
  });

  it("every spec of the suite runs in some project", () => {
    const specs = readdirSync("acceptance")
      .filter((file) => file.endsWith(".spec.ts"))
      .map((file) => `acceptance/${file}`);
    for (const command of acceptanceCommands(specs, projects)) expect(command).toMatch(/ --project \S+$/);
  });

  it("a project's pattern is matched against the spec's absolute path, as Playwright matches it", () => {
    const anchored = new RegExp(`^${resolve("acceptance").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/x\\.spec\\.ts$`);
    expect(acceptanceCommands(["acceptance/x.spec.ts"], [{ name: "anchored", testMatch: anchored }])).toEqual([
      "npx playwright test acceptance/x.spec.ts --project anchored",
    ]);
  });

  it("a project matched by something other than one pattern is refused, not guessed at", () => {
    expect(() => acceptanceCommands(["acceptance/x.spec.ts"], [{ name: "globbed", testMatch: "**/x.spec.ts" }])).toThrow(/not one pattern/);
  });
});
