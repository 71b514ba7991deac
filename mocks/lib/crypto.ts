import { createCipheriv, createDecipheriv, createHash, randomBytes, scryptSync, timingSafeEqual } from "node:crypto";

export const randomToken = (prefix: string, bytes = 24) => `${prefix}_${randomBytes(bytes).toString("base64url")}`;

/**
 * What is stored of a bearer secret (a session token, a single-use key or code): its SHA-256. The
 * secret itself is only ever in the answer that issued it, so the saved state (or a copy of it)
 * opens nothing.
 */
export const tokenKey = (token: string) => createHash("sha256").update(token).digest("hex");

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

/**
 * The key that seals secrets the backend must read back (TOTP secrets): MOCK_SECRETS_KEY, 32 bytes
 * as 64 hex digits; without it, the local stack's fixed key (the reference backend runs offline:
 * a deployment of a real backend takes its key from its secret store).
 */
function sealingKey(): Buffer {
  const configured = process.env.MOCK_SECRETS_KEY;
  if (configured && !/^[0-9a-fA-F]{64}$/.test(configured)) throw new Error("MOCK_SECRETS_KEY must be 32 bytes as 64 hex digits");
  return configured ? Buffer.from(configured, "hex") : createHash("sha256").update("penta local stack: secrets at rest").digest();
}

/** A secret sealed for storage (AES-256-GCM, a fresh IV each time): `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function seal(text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(), iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
}

/** The secret inside a sealed value; throws when it was altered or sealed with another key. */
export function unseal(sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("not a sealed value");
  const decipher = createDecipheriv("aes-256-gcm", sealingKey(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}
