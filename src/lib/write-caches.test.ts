import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * A write whose callbacks write its answer into the cache names those queries (useWrite's
 * `answerWritesInto`), so that the answer of a repeat, which may be the backend's kept one, is
 * read again instead of hiding a newer state.
 */
describe("writes that put their answer in the cache", () => {
  it("name the queries they write (answerWritesInto), one for each setQueryData of a features' api module", () => {
    const files = globSync("src/features/*/api/*.ts").filter((f) => !f.endsWith(".test.ts"));
    const writing = files.filter((f) => /setQueryData\(/.test(readFileSync(f, "utf8")));
    expect(writing.length).toBeGreaterThan(0);
    for (const file of writing) {
      const source = readFileSync(file, "utf8");
      const count = (pattern: RegExp) => source.match(pattern)?.length ?? 0;
      expect(count(/answerWritesInto:/g), file).toBeGreaterThanOrEqual(count(/\.setQueryData\(/g));
    }
  });
});
