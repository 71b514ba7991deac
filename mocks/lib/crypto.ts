import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, scrypt as scryptCallback, scryptSync, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { promisify } from "node:util";

export const randomToken = (prefix: string, bytes = 24) => `${prefix}_${randomBytes(bytes).toString("base64url")}`;

/**
 * What is stored of a bearer secret (a session token, a single-use key or code): its SHA-256. The
 * secret itself is only ever in the answer that issued it, so the saved state (or a copy of it)
 * opens nothing.
 */
export const tokenKey = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Passwords are stored as scrypt with their parameters, `scrypt$<log2 N>$<r>$<p>$<hex>` (the salt
 * in its own column): N = 2^17, r = 8, p = 1 (OWASP's minimum; ~360 ms and 128 MB a hash on the
 * reference machine). MOCK_PASSWORD_LOG_N sets log2 N (10-20): the test suites lower it, as
 * hundreds of sign-ups a run at 2^17 would cost minutes. A hash made with less than the configured
 * cost is upgraded at the next sign-in (needsRehash). A bare hex hash is the first format: N = 2^10.
 * A request's hash runs on libuv's thread pool (async scrypt), never on the event loop: no request
 * waits on another's hash. Only the seed and bulk loads hash in line (storedPasswordNow).
 */
export function passwordCost(): number {
  const configured = Number(process.env.MOCK_PASSWORD_LOG_N ?? 17);
  if (!Number.isInteger(configured) || configured < 10 || configured > 20) throw new Error("MOCK_PASSWORD_LOG_N must be an integer from 10 to 20");
  return configured;
}
const SCRYPT_R = 8;
const SCRYPT_P = 1;

type ScryptParams = { logN: number; r: number; p: number };
function parseHash(stored: string): { params: ScryptParams; hash: Buffer } {
  const parts = stored.split("$");
  if (parts.length === 1) return { params: { logN: 10, r: 8, p: 1 }, hash: Buffer.from(stored, "hex") };
  const [, logN, r, p, hex] = parts;
  return { params: { logN: Number(logN), r: Number(r), p: Number(p) }, hash: Buffer.from(hex ?? "", "hex") };
}
const scryptOptions = ({ logN, r, p }: ScryptParams) => ({ N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r });
const scryptInPool = promisify(scryptCallback) as (password: string, salt: string, length: number, options: object) => Promise<Buffer>;
/**
 * Hashes at once: one core fewer than the machine has, so the event loop keeps a core of its own
 * (on two cores, four hashes in libuv's pool beside it delayed its timers by 60 ms).
 */
const HASHES_AT_ONCE = Math.max(1, availableParallelism() - 1);
let hashing = 0;
const waiting: (() => void)[] = [];
async function scryptOffLoop(password: string, salt: string, length: number, options: object): Promise<Buffer> {
  if (hashing >= HASHES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  hashing++;
  try {
    return await scryptInPool(password, salt, length, options);
  } finally {
    hashing--;
    waiting.shift()?.();
  }
}
const format = (params: ScryptParams, hash: Buffer) => `scrypt$${params.logN}$${params.r}$${params.p}$${hash.toString("hex")}`;
const todaysParams = (): ScryptParams => ({ logN: passwordCost(), r: SCRYPT_R, p: SCRYPT_P });

export async function hashPassword(password: string, salt: string): Promise<string> {
  const params = todaysParams();
  return format(params, await scryptOffLoop(password, salt, 32, scryptOptions(params)));
}

export async function checkPassword(password: string, salt: string, stored: string): Promise<boolean> {
  const { params, hash } = parseHash(stored);
  const actual = await scryptOffLoop(password, salt, 32, scryptOptions(params));
  return actual.length === hash.length && timingSafeEqual(actual, hash);
}

/** A password as an account stores it: its salt and the hash under it. */
export interface StoredPassword {
  salt: string;
  passwordHash: string;
}

/** A password as an account stores it: a fresh salt (unless given) and the hash under it, off the event loop. */
export async function storedPassword(password: string, salt = randomToken("s", 12)): Promise<StoredPassword> {
  return { salt, passwordHash: await hashPassword(password, salt) };
}

/** The same, hashed in line: it blocks the event loop, so only for the seed, bulk loads and tests. */
export function storedPasswordNow(password: string, salt = randomToken("s", 12)): StoredPassword {
  const params = todaysParams();
  return { salt, passwordHash: format(params, scryptSync(password, salt, 32, scryptOptions(params))) };
}

/** Whether a stored hash was made with less than today's cost (it is redone at the next sign-in). */
export const needsRehash = (stored: string) => parseHash(stored).params.logN < passwordCost();

/**
 * What an unknown account's sign-in is checked against, so it costs the same as a known one's: a
 * hash of today's cost that no password makes (random bytes), so the hash runs and never matches.
 */
export const UNKNOWN_ACCOUNT_SALT = "unknown-account";
const matchesNothing = randomBytes(32);
export const unknownAccountHash = () => format(todaysParams(), matchesNothing);

/**
 * The key that seals secrets the backend must read back (TOTP secrets, mail links, captcha answers):
 * never in the code nor in the state. MOCK_SECRETS_KEY (32 bytes as 64 hex digits) where it is
 * given; else the key the store made at its first start, kept outside the state
 * (mocks/store/sealing-key.ts, set by openState); a state kept in memory only seals with a key of
 * its process's own, gone with it.
 */
let sealingKeyNow: Buffer = configuredSecretsKey() ?? randomBytes(32);
const sealingKey = () => sealingKeyNow;

/** MOCK_SECRETS_KEY as a key, or null when it is not given; throws when it is not 64 hex digits. */
export function configuredSecretsKey(): Buffer | null {
  const configured = process.env.MOCK_SECRETS_KEY;
  if (!configured) return null;
  if (!/^[0-9a-fA-F]{64}$/.test(configured)) throw new Error("MOCK_SECRETS_KEY must be 32 bytes as 64 hex digits");
  return Buffer.from(configured, "hex");
}

/** From now on, secrets are sealed and unsealed with `key` (the opened store's); the key until now is returned. */
export function useSealingKey(key: Buffer): Buffer {
  const before = sealingKeyNow;
  sealingKeyNow = key;
  return before;
}

/** A key's public name, kept in the store to tell its key from another: it opens nothing. */
export const sealingKeyId = (key: Buffer) => createHash("sha256").update("sealing key id").update(key).digest("hex").slice(0, 16);

/**
 * A value derived from `text` that only this backend can work out and that reveals nothing of it
 * (HMAC-SHA256 under the sealing key, with `purpose` so two uses never share a value): 64 hex digits.
 */
export const keyedDigest = (purpose: string, text: string) => createHmac("sha256", sealingKey()).update(purpose).update("\0").update(text).digest("hex");

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
