import type { Result } from "lighthouse";
import { middle } from "../lib/middle.ts";

/**
 * What a page is judged on (perf.ts): each figure the median of its own across the runs. The run
 * of the middle score is not the run of the middle LCP: scores crowd at 0.98-1.00, and the run
 * picked by its score can carry the slowest paint of all. Accessibility is never traded: every
 * run's counts.
 */
export function figuresOf(runs: Result[]) {
  const each = (id: string) => middle(runs.map((r) => r.audits[id]?.numericValue ?? NaN));
  return {
    performance: middle(runs.map((r) => r.categories.performance?.score ?? 0)),
    accessibility: Math.min(...runs.map((r) => r.categories.accessibility?.score ?? 0)),
    lcpMs: each("largest-contentful-paint"),
    tbtMs: each("total-blocking-time"),
    cls: each("cumulative-layout-shift"),
  };
}
