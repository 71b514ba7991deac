import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { dirname } from "node:path";
import { drop } from "@mswjs/data";
import { db, modelNames, resetSequences } from "./db";
import { seal, tokenKey } from "./lib/crypto";
import { deviceName } from "./lib/device";
import { seed } from "./seed";

/**
 * Nothing answered is lost: every change is on disk before its answer leaves. After a request that
 * changed something, `commit()` writes the whole state (a temporary file, fsync, rename, fsync of
 * the folder), synchronously, so a crash or a power loss right after a 2xx still has it; a write
 * that fails puts the data back as it was last saved and throws, and the server answers 503 instead
 * of the 2xx. A state file that cannot be read (corrupted, or another format) stops the start with
 * a message naming the file and the way back to the seed (`--reset-state`): never a silent reseed.
 * Rate limits and the dev clock are not kept: they start afresh, as after a real backend's restart.
 */
/**
 * The saved state's format: raised when the models or the seed change, so an older file is moved
 * aside (with its message) and the mock starts from the new seed instead of missing its data.
 * 2: spaces, social links, point claims, pending emails.
 * 3: the airdrop campaign (badges, tasks, Black assignments, spins, TGE choices, creators).
 * 4: sessions have a public id, a device and a place; session tokens and single-use tokens are
 *    stored as their keys (tokenKey), TOTP secrets sealed (seal). Version 3 is read and brought forward.
 */
const VERSION = 4;

/** A saved state of an older version brought to this one, where that can be done without loss. */
function migrate(value: { version?: unknown; models?: unknown } | null) {
  if (value?.version !== 3 || typeof value.models !== "object" || value.models === null) return value;
  const models = value.models as Models;
  const keyed = (row: Record<string, unknown>) => ({ ...row, token: tokenKey(String(row.token)) });
  models.session = (models.session ?? []).map((row) => ({
    id: `ss_${randomBytes(12).toString("base64url")}`,
    device: deviceName(null),
    place: "Unknown",
    ...keyed(row),
  }));
  models.oneTime = (models.oneTime ?? []).map((row) => (row.kind === "used_signature" ? row : keyed(row)));
  const sealed = (value: unknown) => (typeof value === "string" ? seal(value) : value);
  models.twoFactor = (models.twoFactor ?? []).map((row) => ({ ...row, secret: sealed(row.secret), pendingSecret: sealed(row.pendingSecret) }));
  return { version: 4, models };
}
type Models = Record<string, Record<string, unknown>[]>;

export function snapshot(): { version: number; models: Models } {
  return { version: VERSION, models: Object.fromEntries(modelNames.map((name) => [name, (db[name].getAll() as object[]).map((r) => ({ ...r }))])) };
}

/** Replaces the data with a snapshot; throws (leaving the data dropped) when it does not fit the models. */
export function restore(data: unknown) {
  const value = migrate(data as { version?: unknown; models?: unknown } | null);
  if (!value || value.version !== VERSION || typeof value.models !== "object" || value.models === null)
    throw new Error(`not a version ${VERSION} state (an older format, or not a state at all)`);
  drop(db);
  resetSequences();
  for (const name of modelNames) {
    const rows = (value.models as Models)[name] ?? [];
    if (!Array.isArray(rows)) throw new Error(`${name} is not a list`);
    for (const row of rows) (db[name].create as (r: unknown) => unknown)(row);
  }
}

export interface State {
  /** Makes the changes so far durable; throws (the data back as last saved) when it cannot. */
  commit: () => void;
  describe: () => string;
}

/** The state file cannot be used as it is: the start stops with this message. */
export class StateFileError extends Error {}

export const RESET_STATE_FLAG = "--reset-state";

/** Writes `text` to `file` durably: a temporary file, fsync, rename over the old one, fsync of the folder. */
function writeDurably(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = openSync(tmp, "w", 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
  const folder = openSync(dirname(file), "r");
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}

/**
 * Opens the saved state of `file` ("" keeps it in memory only, as the tests run). `reset` starts
 * from the seed whatever the file holds (the `--reset-state` flag).
 */
export function openState(file: string, { reset = false } = {}): State {
  if (!file) {
    seed();
    return { commit: () => {}, describe: () => "state in memory only (MOCK_STATE_FILE is empty): every start is the seed" };
  }
  let origin = "the seed (no saved state yet)";
  if (reset) {
    rmSync(file, { force: true });
    origin = `the seed (${RESET_STATE_FLAG})`;
    seed();
  } else if (existsSync(file)) {
    try {
      restore(JSON.parse(readFileSync(file, "utf8")));
      origin = `the saved state in ${file}`;
    } catch (error) {
      throw new StateFileError(
        `the saved state ${file} cannot be used (${(error as Error).message}). Nothing was changed: keep it for inspection, ` +
          `then start again with ${RESET_STATE_FLAG} (or npm run mock:reset) to begin from the seed.`,
      );
    }
  } else seed();

  let saved = JSON.stringify(snapshot());
  if (!existsSync(file)) writeDurably(file, saved);
  return {
    commit: () => {
      const text = JSON.stringify(snapshot());
      try {
        writeDurably(file, text);
        saved = text;
      } catch (error) {
        restore(JSON.parse(saved));
        throw error;
      }
    },
    describe: () => `state from ${origin}; every change is written to ${file} before its answer (npm run mock:reset returns to the seed)`,
  };
}
