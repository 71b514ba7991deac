/**
 * What must never leave the browser in an error report or an analytics event: e-mail addresses,
 * wallet addresses (EVM, Tron, TON) and transaction hashes, tokens and keys, query strings, and
 * the usernames in player pages' paths. Every string of a report passes through scrubText.
 */
// Built at each call rather than once at load: reports are rare, and a rule that exists only at load
// is one the mutation tests cannot change under the unit tests (Stryker's "static" mutants).
const rules = (): [RegExp, string][] => [
  // a URL's query string and fragment (tokens, codes, keys, redirect targets)
  [/((?:https?:\/\/|\/)[^\s?#"'<>]*)[?#][^\s"'<>)]*/g, "$1"],
  [/\bBearer\s+[^\s"']+/gi, "Bearer [token]"],
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, "[token]"],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, "[email]"],
  [/\b0x[0-9a-fA-F]{64,}\b/g, "[hex]"],
  [/\b0x[0-9a-fA-F]{40}\b/g, "[address]"],
  [/\bT[1-9A-HJ-NP-Za-km-z]{33}\b/g, "[address]"],
  [/\b[EUk0]Q[A-Za-z0-9_-]{46}\b/g, "[address]"],
  // raw TON (workchain:hash), the workchain's minus sign included ("\b-" never matches after a space)
  [/(?:\B-)?\b[0-9]:[0-9a-fA-F]{64}\b/g, "[address]"],
  // players' pages: the username (or referral code) in the path
  [/\/(acc|spatial|sign-up)\/[^/\s"'<>?#]+/g, "/$1/[user]"],
  // session tokens, one-time keys, codes: long opaque strings
  [/\b[A-Za-z0-9_-]{32,}\b/g, "[token]"],
];

export function scrubText(text: string): string {
  return rules().reduce((s, [pattern, replacement]) => s.replace(pattern, replacement), text);
}

/** The report's own identifiers (random, not personal), which the reporter needs intact. */
const REPORT_IDS = new Set(["event_id", "trace_id", "span_id", "parent_span_id"]);

/** Every string in `value` (objects and arrays walked), scrubbed; keys, and the report's own ids, are kept. */
export function scrubDeep<T>(value: T, depth = 0): T {
  if (typeof value === "string") return scrubText(value) as T;
  if (depth > 20 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => scrubDeep(v, depth + 1)) as T;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, REPORT_IDS.has(k) ? v : scrubDeep(v, depth + 1)])) as T;
}
