import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { configuredSecretsKey } from "../lib/crypto";

/**
 * Where a store's sealing key is kept: outside the state's folder (a copy of `.mock-state/`, a
 * bug report's attachment or a backup of it opens nothing), in the user's state folder
 * (`$XDG_STATE_HOME`, else `~/.local/state`) or MOCK_KEYS_DIR, one file per store, named from the
 * store's path, readable by its owner only.
 */
export const keysDir = () => process.env.MOCK_KEYS_DIR || join(process.env.XDG_STATE_HOME || join(homedir(), ".local", "state"), "penta-portal", "mock-keys");
export const keyFileOf = (storeFile: string) => join(keysDir(), `${createHash("sha256").update(resolve(storeFile)).digest("hex").slice(0, 24)}.key`);

/** A new store's key: MOCK_SECRETS_KEY where it is given, else a random one written to the store's key file. */
export function newStoreKey(storeFile: string): Buffer {
  const configured = configuredSecretsKey();
  if (configured) return configured;
  const key = randomBytes(32);
  mkdirSync(keysDir(), { recursive: true, mode: 0o700 });
  writeFileSync(keyFileOf(storeFile), key.toString("hex"), { mode: 0o600 });
  return key;
}

/** An existing store's key: MOCK_SECRETS_KEY where it is given, else its key file's; null when neither is there. */
export function storeKey(storeFile: string): Buffer | null {
  const configured = configuredSecretsKey();
  if (configured) return configured;
  const file = keyFileOf(storeFile);
  if (!existsSync(file)) return null;
  const hex = readFileSync(file, "utf8").trim();
  return /^[0-9a-f]{64}$/.test(hex) ? Buffer.from(hex, "hex") : null;
}
