import { HttpError, refuse } from "./http";
import { now } from "./clock";
import { clientLimitScale } from "../config";

/** A limit: `max` hits in `windowMs`; `perClient`: counted per client address, which ends its key. */
export type Rate = { max: number; windowMs: number; perClient?: boolean };

/** The test suites' own address: loopback, IPv4 or IPv6 (mocks/config.ts, clientLimitScale). */
const LOOPBACK = /(?:^|:)(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;

/** A per-client maximum for `client`: scaled for a loopback client, the declared one for every other. */
export const clientMax = (max: number, client: string, scale = clientLimitScale) => (LOOPBACK.test(client) ? max * scale : max);

/** The maximum of `rate` for `key`: a per-client rate's is the client's, whose address ends the key. */
export const maxOf = (key: string, rate: Rate, scale = clientLimitScale) => (rate.perClient ? clientMax(rate.max, key, scale) : rate.max);

const buckets = new Map<string, number[]>();

/** Sliding-window counter: how many hits a key had in the window (after pruning). */
export function hits(key: string, windowMs: number): number {
  const list = (buckets.get(key) ?? []).filter((t) => t > now() - windowMs);
  if (list.length) buckets.set(key, list);
  else buckets.delete(key);
  return list.length;
}

export function hit(key: string) {
  buckets.set(key, [...(buckets.get(key) ?? []), now()]);
}

/** Takes back the latest hit of `key` (one counted before its outcome was known, that did not fail). */
export function unhit(key: string) {
  const list = buckets.get(key) ?? [];
  list.pop();
  if (list.length) buckets.set(key, list);
  else buckets.delete(key);
}

export function clearHits(key: string) {
  buckets.delete(key);
}

/** Clears every key that starts with `prefix` (one account's counts for every client). */
export function clearHitsWithPrefix(prefix: string) {
  for (const key of buckets.keys()) if (key.startsWith(prefix)) buckets.delete(key);
}

/** Seconds until the oldest hit leaves the window. */
export function retryAfter(key: string, windowMs: number): number {
  const oldest = (buckets.get(key) ?? [])[0];
  return oldest ? Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000)) : 1;
}

export function resetRateLimits() {
  buckets.clear();
}

/** 429 with Retry-After once `key` has had `max` hits in the window; otherwise nothing. */
export function refuseOver(key: string, rate: Rate, message = "Too many requests. Please try again later.") {
  if (hits(key, rate.windowMs) < maxOf(key, rate)) return;
  const seconds = retryAfter(key, rate.windowMs);
  throw refuse(429, message, { headers: { "Retry-After": String(seconds) } });
}

/** Counts one use of `key` against its limit: 429 past it. */
export function limit(key: string, rate: Rate, message?: string) {
  refuseOver(key, rate, message);
  hit(key);
}

/**
 * Guessing stopped: `attempt` runs unless one of `keys` has failed `rate.max` times in the window
 * (then 429 with Retry-After, before anything is tried); each refusal it answers counts against
 * every key. For what a client may guess at (single-use keys and codes, client secrets).
 */
export function limitFailures<T>(keys: string[], rate: Rate, message: string, attempt: () => T): T {
  for (const key of keys) refuseOver(key, rate, message);
  try {
    return attempt();
  } catch (error) {
    if (error instanceof HttpError) for (const key of keys) hit(key);
    throw error;
  }
}

/**
 * limitFailures for an attempt that waits (a password's hash): the attempt counts against every key
 * before it starts and is taken back when it did not fail, so guesses made in parallel cannot all
 * pass the limit while their hashes run.
 */
export async function limitFailuresAsync<T>(keys: string[], rate: Rate, message: string, attempt: () => Promise<T>): Promise<T> {
  for (const key of keys) refuseOver(key, rate, message);
  for (const key of keys) hit(key);
  try {
    const result = await attempt();
    for (const key of keys) unhit(key);
    return result;
  } catch (error) {
    if (!(error instanceof HttpError)) for (const key of keys) unhit(key);
    throw error;
  }
}
