import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * mocks/store/indexes.ts replaces a private function of @mswjs/data (docs/vendor-patches.md): the
 * query function the library calls through its module object, and the helpers the replacement
 * borrows. Nothing in the library promises them, so this test fails first when an update moves or
 * changes them; the indexes' own test (indexes.test.ts) then proves the answers are unchanged.
 */
const require = createRequire(import.meta.url);
// the package's own folder, wherever the resolver finds it (a sandbox links node_modules elsewhere)
const pkg = dirname(require.resolve("@mswjs/data/package.json"));
const lib = join(pkg, "lib");
const PINNED = "0.16.2";

describe("@mswjs/data's private query function, which mocks/store/indexes.ts replaces", () => {
  it("is the version the replacement was written against, pinned exactly", () => {
    const ours = JSON.parse(readFileSync("package.json", "utf8")) as { devDependencies: Record<string, string> };
    const installed = JSON.parse(readFileSync(join(pkg, "package.json"), "utf8")) as { version: string };
    // a range would let an install move under the replacement without a change to package.json
    expect(ours.devDependencies["@mswjs/data"]).toBe(PINNED);
    expect(installed.version).toBe(PINNED);
  });

  it("still exports executeQuery(modelName, primaryKey, query, db) as a writable property, and the helpers it borrows", () => {
    const queryModule = require("@mswjs/data/lib/query/executeQuery.js") as Record<string, unknown>;
    expect(typeof queryModule.executeQuery).toBe("function");
    expect((queryModule.executeQuery as (...args: unknown[]) => unknown).length).toBe(4);
    const descriptor = Object.getOwnPropertyDescriptor(queryModule, "executeQuery");
    expect(descriptor?.writable ?? typeof descriptor?.set === "function").toBe(true);
    for (const [file, name] of [
      ["compileQuery", "compileQuery"],
      ["sortResults", "sortResults"],
      ["paginateResults", "paginateResults"],
    ] as const)
      expect(typeof (require(`@mswjs/data/lib/query/${file}.js`) as Record<string, unknown>)[name], name).toBe("function");
  });

  it("is called by the factory and the relations through the module object, so the replacement is what they call", () => {
    // a call bound at import time (`const { executeQuery } = require(...)`) would keep the original
    for (const file of ["factory.js", "relations/Relation.js"]) {
      const source = readFileSync(`${lib}/${file}`, "utf8");
      expect(source, file).toMatch(/executeQuery_1\.executeQuery\(/);
      expect(source, file).not.toMatch(/\{\s*executeQuery\s*\}\s*=\s*require/);
    }
  });

  it("keeps the database behind a factory under the symbol layerOf looks for", () => {
    expect(readFileSync(`${lib}/glossary.js`, "utf8")).toContain("Symbol('databaseInstance')");
  });
});
