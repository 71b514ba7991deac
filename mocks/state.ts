import { existsSync, readFileSync, renameSync, rmSync } from "node:fs";
import { drop } from "@mswjs/data";
import { db, modelNames, resetSequences } from "./db";
import { sealingKeyId, useSealingKey } from "./lib/crypto";
import { seed } from "./seed";
import { Changes, merged, stopTracking, trackChanges, unnoted, within } from "./store/changes";
import { groupCommit } from "./store/group-commit";
import { loadRows, undoChanges } from "./store/load";
import { migrate, VERSION, type Models } from "./store/migrate";
import { checkOwners, checkRow, type ModelName } from "./store/rows";
import { keyFileOf, newStoreKey, storeKey } from "./store/sealing-key";
import { SqliteStore } from "./store/sqlite";

/**
 * Nothing answered is lost: every change is on disk before its answer leaves. The model layer
 * (@mswjs/data) holds the state in memory; the rows a request changed are written to the store
 * (SQLite, mocks/store/sqlite.ts) in one transaction before its answer (shared with the requests
 * that finish in the same turn of the event loop), so a crash or a power loss
 * right after a 2xx still has them, and a write costs what it changed. A write that fails puts the
 * touched rows back as stored and the server answers 503 instead of the 2xx; a request that fails
 * (5xx) leaves nothing half-made. A store that cannot be read (a row that does not fit its model,
 * another format) stops the start with a message naming the file, the table, the row and the field,
 * and the way back to the seed (`--reset-state`): never a silent reseed. Rate limits and the dev
 * clock are not kept: they start afresh, as after a real backend's restart.
 */

export function snapshot(): { version: number; models: Models } {
  return { version: VERSION, models: Object.fromEntries(modelNames.map((name) => [name, (db[name].getAll() as object[]).map((r) => ({ ...r }))])) };
}

/** Replaces the data with a snapshot; throws (leaving the data dropped) when it does not fit the models. */
export function restore(data: unknown) {
  const value = migrate(data as { version?: unknown; models?: unknown } | null);
  if (!value || value.version !== VERSION || typeof value.models !== "object" || value.models === null)
    throw new Error(`not a version ${VERSION} state (an older format, or not a state at all)`);
  unnoted(() => {
    drop(db);
    resetSequences();
    for (const name of modelNames) {
      const rows = (value.models as Models)[name] ?? [];
      if (!Array.isArray(rows)) throw new Error(`${name} is not a list`);
      rows.forEach((row, i) => (db[name].create as (r: unknown) => unknown)(checkRow(name, row, `#${i + 1}`)));
    }
    checkOwners();
  });
}

export interface State {
  /**
   * Runs one request: what it changed is on disk, in one transaction, before its answer is
   * returned; an answer of 5xx (or a failure) undoes its changes; a write that cannot be made
   * throws StateWriteError with the changes undone (the server answers 503).
   */
  request: (work: () => Promise<Response | undefined>) => Promise<Response | undefined>;
  describe: () => string;
  /** Stops writing to the store and closes it (tests; the process's exit does the same). */
  close: () => void;
}

/** The state file cannot be used as it is: the start stops with this message. */
export class StateFileError extends Error {}
/** A request's changes could not be made durable; they were undone. */
export class StateWriteError extends Error {}

export const RESET_STATE_FLAG = "--reset-state";
/** The store's own record of the key its secrets are sealed with (its id, which opens nothing). */
const SEALING_KEY = "sealing_key";
/** The tables the store was made with: one of them missing is a damaged store, a model newer than the store gets its table. */
const TABLES = "tables";

/** The store's file for a state path: a path of the first, JSON format names the SQLite file beside it. */
export const storeFileOf = (file: string) => (file.endsWith(".json") ? `${file.slice(0, -".json".length)}.sqlite` : file);

/**
 * Opens the saved state of `file` ("" keeps it in memory only, as the tests run). `reset` starts
 * from the seed whatever the file holds (the `--reset-state` flag). A JSON state of the first
 * format beside it (`<name>.json`) is moved into the store on the first start and kept as
 * `<name>.json.migrated`.
 */
export function openState(file: string, { reset = false } = {}): State {
  if (!file) {
    seed();
    return { request: (work) => work(), describe: () => "state in memory only (MOCK_STATE_FILE is empty): every start is the seed", close: () => {} };
  }
  const storeFile = storeFileOf(file);
  const legacy = `${storeFile.replace(/\.sqlite$/, "")}.json`;
  if (reset) for (const f of [storeFile, `${storeFile}-wal`, `${storeFile}-shm`]) rmSync(f, { force: true });
  stopTracking();
  let store: SqliteStore | undefined;
  let origin: string;
  try {
    // an existing store is read and checked through a read-only connection first: a store that
    // cannot be used (another key, a missing table, a bad row) stops the start with nothing on disk changed
    let brought: number | null = null;
    const existing = !reset && existsSync(storeFile) ? inspect(storeFile) : null;
    if (existing === "sealed with the retired key") {
      const aside = `${storeFile}.before-store-keys`;
      for (const suffix of ["", "-wal", "-shm"]) if (existsSync(storeFile + suffix)) renameSync(storeFile + suffix, aside + suffix);
      const opened = openState(file);
      return { ...opened, describe: () => `${opened.describe()}; the state before per-store sealing keys was moved to ${aside}` };
    }
    if (existing !== null && existing.version !== null) brought = existing.version;
    store = new SqliteStore(storeFile);
    if (brought === null) {
      const key = newStoreKey(storeFile);
      useSealingKey(key);
      store.setMeta(SEALING_KEY, sealingKeyId(key));
    }
    store.setMeta(TABLES, JSON.stringify(modelNames));
    if (brought === null && (reset || !existsSync(legacy))) {
      unnoted(seed);
      store.replaceAll(snapshot().models as Record<ModelName, Record<string, unknown>[]>, VERSION);
      origin = reset ? `the seed (${RESET_STATE_FLAG})` : "the seed (no saved state yet)";
    } else if (brought === null) {
      restore(JSON.parse(readFileSync(legacy, "utf8")));
      store.replaceAll(snapshot().models as Record<ModelName, Record<string, unknown>[]>, VERSION);
      renameSync(legacy, `${legacy}.migrated`);
      origin = `the JSON state ${legacy}, moved into the store (kept as ${legacy}.migrated)`;
    } else if (brought < VERSION) {
      store.replaceAll(snapshot().models as Record<ModelName, Record<string, unknown>[]>, VERSION);
      origin = `the saved state in ${storeFile}, brought from format ${brought} to ${VERSION}`;
    } else origin = `the saved state in ${storeFile}`;
  } catch (error) {
    store?.close();
    throw new StateFileError(
      `the saved state ${existsSync(storeFile) && !reset ? storeFile : legacy} cannot be used (${(error as Error).message}). Nothing was changed: keep it for inspection, ` +
        `then start again with ${RESET_STATE_FLAG} (or npm run mock:reset) to begin from the seed.`,
    );
  }
  const readOnlyAfter = Number(process.env.MOCK_STATE_READONLY_AFTER ?? NaN);
  let commits = 0;
  const commit = async (batch: Changes[]) => {
    try {
      await store!.commit(merged(batch).rows());
      if (commits < readOnlyAfter && (commits += batch.length) >= readOnlyAfter) await store!.refuseWrites();
    } catch (error) {
      if (store) for (const changes of batch) undoChanges(store, changes);
      throw new StateWriteError((error as Error).message);
    }
  };
  const committed = groupCommit(commit);
  trackChanges((changes) => {
    committed(changes).catch((error: Error) => console.error(`mock: a change outside any request could not be saved and was undone: ${error.message}`));
  });
  return {
    request: async (work) => {
      const changes = new Changes();
      let response: Response | undefined;
      try {
        response = await within(changes, work);
      } catch (error) {
        undoChanges(store!, changes);
        throw error;
      }
      // a session's last use: saved when it can be, never a reason for the answer to fail nor to
      // wait (a read answers at once, not after the writers' commit in flight and its own)
      if (changes.incidental && !changes.incidental.empty)
        void committed(changes.incidental).catch((error: Error) =>
          console.error(`mock: an incidental change (a session's last use) could not be saved and was undone: ${error.message}`),
        );
      if (response && response.status >= 500) undoChanges(store!, changes);
      else if (!changes.empty) await committed(changes);
      return response;
    },
    describe: () => `state from ${origin}; every change is written to ${storeFile} (SQLite) before its answer (npm run mock:reset returns to the seed)`,
    close: () => {
      stopTracking();
      store?.close();
      store = undefined;
    },
  };
}

/**
 * An existing store, read through a read-only connection (nothing on disk changes, no table is
 * made): its key is here, every table it was made with is there, and its rows fit the models (they
 * are loaded, or brought forward from an older format). Its format, or null for a store nothing
 * was written to; "sealed with the retired key" for a store of the versions that sealed with a key
 * derived in the code.
 */
function inspect(storeFile: string): { version: number | null } | "sealed with the retired key" {
  const store = new SqliteStore(storeFile, { readOnly: true });
  try {
    const version = store.version();
    if (version === null) return { version };
    const id = store.meta(SEALING_KEY);
    if (id === null) return "sealed with the retired key";
    const key = storeKey(storeFile);
    if (!key || sealingKeyId(key) !== id)
      throw new Error(
        `its secrets are sealed with a key (${id}) that is not here: give that key as MOCK_SECRETS_KEY, or put its file back at ${keyFileOf(storeFile)}`,
      );
    useSealingKey(key);
    const made = JSON.parse(store.meta(TABLES) ?? "[]") as string[];
    const present = store.tables();
    const missing = made.filter((name) => !present.has(name));
    if (missing.length) throw new Error(`table ${missing.join(", ")}: missing (the store was made with it)`);
    if (version > VERSION) throw new Error(`a state of format ${version}, not ${VERSION}`);
    if (version < VERSION)
      // an older format: its rows brought forward and checked (then written back in one transaction)
      restore({ version, models: Object.fromEntries(modelNames.map((name) => [name, [...store.rowsOf(name)].map(({ row }) => JSON.parse(row) as unknown)])) });
    else unnoted(() => loadRows(store));
    return { version };
  } finally {
    store.close();
  }
}
