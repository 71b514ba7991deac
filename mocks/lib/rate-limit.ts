import { now } from "./clock";

const buckets = new Map<string, number[]>();

/** Sliding-window counter: how many hits a key had in the window (after pruning). */
export function hits(key: string, windowMs: number): number {
  const list = (buckets.get(key) ?? []).filter((t) => t > now() - windowMs);
  buckets.set(key, list);
  return list.length;
}

export function hit(key: string) {
  buckets.set(key, [...(buckets.get(key) ?? []), now()]);
}

export function clearHits(key: string) {
  buckets.delete(key);
}

/** Seconds until the oldest hit leaves the window. */
export function retryAfter(key: string, windowMs: number): number {
  const oldest = (buckets.get(key) ?? [])[0];
  return oldest ? Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000)) : 1;
}

export function resetRateLimits() {
  buckets.clear();
}
