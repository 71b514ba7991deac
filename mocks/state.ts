import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { drop } from "@mswjs/data";
import { db, modelNames } from "./db";
import { seed } from "./seed";

/**
 * The mock's data survives a restart: after each change it is written to a file (temporary file,
 * then rename, so a crash never leaves half a file) and read back on start. A file that cannot be
 * read is moved aside with a message, never overwritten, and the mock starts from the seed. Rate
 * limits and the dev clock are not kept: they start afresh, as after a real backend's restart.
 */
/**
 * The saved state's format: raised when the models or the seed change, so an older file is moved
 * aside (with its message) and the mock starts from the new seed instead of missing its data.
 * 2: spaces, social links, point claims, pending emails.
 * 3: the airdrop campaign (badges, tasks, Black assignments, spins, TGE choices, creators).
 */
const VERSION = 3;
type Models = Record<string, Record<string, unknown>[]>;

export function snapshot(): { version: number; models: Models } {
  return { version: VERSION, models: Object.fromEntries(modelNames.map((name) => [name, (db[name].getAll() as object[]).map((r) => ({ ...r }))])) };
}

/** Replaces the data with a snapshot; throws (leaving the data dropped) when it does not fit the models. */
export function restore(data: unknown) {
  const value = data as { version?: unknown; models?: unknown } | null;
  if (!value || value.version !== VERSION || typeof value.models !== "object" || value.models === null)
    throw new Error(`not a version ${VERSION} state (an older format, or not a state at all)`);
  drop(db);
  for (const name of modelNames) {
    const rows = (value.models as Models)[name] ?? [];
    if (!Array.isArray(rows)) throw new Error(`${name} is not a list`);
    for (const row of rows) (db[name].create as (r: unknown) => unknown)(row);
  }
}

export interface State {
  save: () => void;
  flush: () => void;
  describe: () => string;
}

export function openState(file: string): State {
  if (!file) {
    seed();
    return { save: () => {}, flush: () => {}, describe: () => "state in memory only (MOCK_STATE_FILE is empty): every start is the seed" };
  }
  let origin = "the seed (no saved state yet)";
  if (existsSync(file)) {
    try {
      restore(JSON.parse(readFileSync(file, "utf8")));
      origin = `the saved state in ${file}`;
    } catch (error) {
      const aside = `${file}.unreadable-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      renameSync(file, aside);
      console.error(`mock: the saved state ${file} could not be read (${(error as Error).message}); moved it to ${aside} and started from the seed`);
      seed();
      origin = `the seed (the unreadable state was moved to ${aside})`;
    }
  } else seed();

  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    timer = null;
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(snapshot()));
    renameSync(tmp, file);
  };
  const save = () => {
    timer ??= setTimeout(write, 25);
  };
  if (!existsSync(file)) write();
  return {
    save,
    flush: () => {
      if (timer) {
        clearTimeout(timer);
        write();
      }
    },
    describe: () => `state from ${origin}; saved to ${file} after each change (npm run mock:reset returns to the seed)`,
  };
}
