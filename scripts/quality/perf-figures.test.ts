import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { figuresOf } from "./perf-figures.ts";

/** A Lighthouse result with the figures the gate reads. */
const run = (performance: number, lcp: number, tbt: number, cls: number, accessibility = 1) =>
  ({
    categories: { performance: { score: performance }, accessibility: { score: accessibility } },
    audits: {
      "largest-contentful-paint": { numericValue: lcp },
      "total-blocking-time": { numericValue: tbt },
      "cumulative-layout-shift": { numericValue: cls },
    },
  }) as unknown as Result;

describe("the figures a page is judged on", () => {
  it("takes each figure's own median, not the figures of the run with the middle score", () => {
    // the middle score (0.99) is the run of the slowest paint and the most blocking
    const figures = figuresOf([run(1, 1140, 80, 0), run(0.99, 1600, 120, 0.01), run(0.98, 1130, 100, 0)]);
    expect(figures).toEqual({ performance: 0.99, accessibility: 1, lcpMs: 1140, tbtMs: 100, cls: 0 });
  });

  it("of five runs, the third of each figure in order", () => {
    const figures = figuresOf([run(0.96, 2720, 61, 0), run(1, 1060, 80, 0), run(0.99, 1570, 82, 0), run(1, 1150, 91, 0), run(0.98, 1190, 47, 0)]);
    expect(figures).toMatchObject({ performance: 0.99, lcpMs: 1190, tbtMs: 80 });
  });

  it("counts every run's accessibility: one run below 1 is the page's", () => {
    expect(figuresOf([run(1, 1000, 50, 0), run(1, 1000, 50, 0, 0.97), run(1, 1000, 50, 0)]).accessibility).toBe(0.97);
  });
});
