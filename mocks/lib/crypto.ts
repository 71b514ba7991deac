import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";

export const randomToken = (prefix: string, bytes = 24) => `${prefix}_${randomBytes(bytes).toString("base64url")}`;

export function hashPassword(password: string, salt: string): string {
  return scryptSync(password, salt, 32, { N: 1024 }).toString("hex");
}

export function checkPassword(password: string, salt: string, hash: string): boolean {
  const actual = Buffer.from(hashPassword(password, salt), "hex");
  const expected = Buffer.from(hash, "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** What an unknown account's sign-in is checked against, so it costs the same as a known one's. */
export const UNKNOWN_ACCOUNT_SALT = "unknown-account";
export const UNKNOWN_ACCOUNT_HASH = hashPassword(randomBytes(16).toString("hex"), UNKNOWN_ACCOUNT_SALT);
