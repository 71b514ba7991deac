import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { promisesSection, withPromises } from "./contract-docs";

const contract = JSON.parse(readFileSync("generated/openapi/all.json", "utf8")) as Parameters<typeof withPromises>[0];
type Op = { description?: string; "x-promises"?: { id: string; says: string }[] };

describe("the contract's reference pages (npm run docs:contract)", () => {
  it("every operation's description ends with its promises: each id, its kind and what it says", () => {
    const original = JSON.stringify(contract);
    const shown = withPromises(contract);
    expect(JSON.stringify(contract), "the contract itself is left as it is").toBe(original);
    const ops = Object.entries(contract.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method, before: op as Op, after: (shown.paths[path] as Record<string, Op>)[method]! })),
    );
    const declaring = ops.filter((o) => o.before["x-promises"]?.length);
    expect(declaring.length).toBeGreaterThan(15);
    for (const { before: op, after } of declaring) {
      expect(after.description!.startsWith((op.description ?? "").trim())).toBe(true);
      for (const p of op["x-promises"]!) expect(after.description).toContain(`| \`${p.id}\` |`);
    }
    for (const { before, after } of ops.filter((o) => !o.before["x-promises"]?.length)) expect(after.description).toBe(before.description);
  });

  it("a promise's numbers are its kind's own fields, and a pipe in a sentence does not break the table", () => {
    const section = promisesSection([
      { id: "code-once", kind: "single-use", says: "A code works once | never twice.", source: "planted source 1", from: "x", value: "code", again: 409 },
    ]);
    expect(section).toContain("| `code-once` | single-use | A code works once \\| never twice. | value: code; again: 409 | planted source 1 |");
    expect(section).not.toContain("from:");
  });
});
