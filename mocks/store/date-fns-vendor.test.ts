import { globSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { factory, primaryKey } from "@mswjs/data";
import { describe, expect, it } from "vitest";

/**
 * @mswjs/data requires date-fns 2 for one function, compareAsc (its comparators of Date values);
 * package.json overrides it with vendor-stand-ins/date-fns-compare-asc, that function alone
 * (docs/vendor-patches.md). This fails when the library is resolved to another date-fns, calls
 * another of its functions, or compares dates otherwise than date-fns 2 does.
 */
const require = createRequire(import.meta.url);
const library = dirname(require.resolve("@mswjs/data/package.json"));
const resolved = require.resolve("date-fns", { paths: [library] });
const standIn = require(resolved) as Record<string, unknown>;

describe("date-fns as @mswjs/data loads it: compareAsc alone (vendor-stand-ins/date-fns-compare-asc)", () => {
  it("is the stand-in, and compareAsc is the one function of date-fns the library calls", () => {
    expect(resolved).toMatch(/vendor-stand-ins\/date-fns-compare-asc\/index\.js$/);
    expect(Object.keys(standIn)).toEqual(["compareAsc"]);
    // every call of the library into date-fns, wherever it is made
    const calls = new Set<string>();
    for (const file of globSync("lib/**/*.js", { cwd: library }))
      for (const [, name] of readFileSync(join(library, file), "utf8").matchAll(/date_fns_\d+\.(\w+)/g)) calls.add(name!);
    expect([...calls]).toEqual(["compareAsc"]);
  });

  it("compares as date-fns 2 does: -1, 0, 1 for dates and timestamps, NaN where either is not a date, and two arguments required", () => {
    const compareAsc = standIn.compareAsc as (...args: unknown[]) => number;
    const [early, late] = [new Date("2026-01-01T00:00:00Z"), new Date("2026-01-02T00:00:00Z")];
    expect(compareAsc(early, late)).toBe(-1);
    expect(compareAsc(late, early)).toBe(1);
    expect(compareAsc(early, new Date(early.getTime()))).toBe(0);
    expect(compareAsc(late.getTime(), early)).toBe(1);
    // date-fns 2 takes no strings: an invalid date, so no order
    expect(compareAsc("2026-01-01", early)).toBeNaN();
    expect(compareAsc(new Date(NaN), early)).toBeNaN();
    expect(() => compareAsc(early)).toThrow(new TypeError("2 arguments required, but only 1 present"));
  });

  it("answers every query on a Date field as the dates' own order does", () => {
    const db = factory({ event: { id: primaryKey(String), at: () => new Date(0) } });
    const days = Array.from({ length: 9 }, (_, i) => new Date(Date.UTC(2026, 0, i + 1)));
    for (const [i, at] of days.entries()) db.event.create({ id: `e${i}`, at });
    const from = days[3]!;
    const ids = (at: Record<string, unknown>) =>
      db.event
        .findMany({ where: { at } })
        .map((e) => e.id)
        .sort();
    const expected = (keep: (t: number) => boolean) => days.flatMap((d, i) => (keep(d.getTime()) ? [`e${i}`] : [])).sort();
    const f = from.getTime();
    expect(ids({ equals: from })).toEqual(expected((x) => x === f));
    expect(ids({ notEquals: from })).toEqual(expected((x) => x !== f));
    expect(ids({ gt: from })).toEqual(expected((x) => x > f));
    expect(ids({ gte: from })).toEqual(expected((x) => x >= f));
    expect(ids({ lt: from })).toEqual(expected((x) => x < f));
    expect(ids({ lte: from })).toEqual(expected((x) => x <= f));
  });
});
