import { closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { modelNames } from "../db";
import { SHAPES, type ModelName } from "./rows";

/** One model's rows as the store holds them: the key (as text) and the row. */
export type Rows = Map<string, Record<string, unknown> | null>;
/** What a request changed: per model, each row's key and the row now (null: deleted). */
export type ChangedRows = Map<ModelName, Rows>;

/**
 * The mock's state on disk: SQLite through Node's own `node:sqlite`, in WAL mode with
 * `synchronous=FULL` (a commit is on disk before it returns). One table per model: a row's key and
 * the row as JSON (the model layer, @mswjs/data, holds the fields; the rows are checked when they
 * are read, mocks/store/rows.ts). A request's changes are one transaction, so a write costs what it
 * changed, whatever the size of the state.
 */
export class SqliteStore {
  private readonly sql: DatabaseSync;
  private readonly put = new Map<ModelName, StatementSync>();
  private readonly remove = new Map<ModelName, StatementSync>();
  private readonly one = new Map<ModelName, StatementSync>();

  /**
   * `readOnly` reads a store as it is (its tables may be fewer than the models'): nothing on disk
   * changes, no table or write-ahead log is made.
   */
  constructor(
    readonly file: string,
    { readOnly = false }: { readOnly?: boolean } = {},
  ) {
    // without a write-ahead log beside it the file is all there is, read as immutable (SQLite would
    // otherwise make a log and its index even for a reader); with one, through it (it may hold commits)
    if (readOnly) this.sql = new DatabaseSync(existsSync(`${file}-wal`) ? file : pathToFileURL(file).href + "?immutable=1", { readOnly: true });
    else {
      mkdirSync(dirname(file), { recursive: true });
      // the file is the player's data: readable by its owner only (SQLite's WAL files take its mode)
      closeSync(openSync(file, "a", 0o600));
      this.sql = new DatabaseSync(file);
      this.sql.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = OFF;");
      this.sql.exec("CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)");
    }
    const present = this.tables();
    for (const name of modelNames) {
      if (!readOnly) this.sql.exec(`CREATE TABLE IF NOT EXISTS "${name}" (key TEXT PRIMARY KEY, row TEXT NOT NULL) WITHOUT ROWID`);
      else if (!present.has(name)) continue;
      this.put.set(name, this.sql.prepare(`INSERT INTO "${name}" (key, row) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET row = excluded.row`));
      this.remove.set(name, this.sql.prepare(`DELETE FROM "${name}" WHERE key = ?`));
      this.one.set(name, this.sql.prepare(`SELECT row FROM "${name}" WHERE key = ?`));
    }
  }

  /** The tables the file holds. */
  tables(): Set<string> {
    return new Set((this.sql.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name));
  }

  /** The state's format, or null for a store nothing was written to yet. */
  version(): number | null {
    if (!this.tables().has("meta")) return null;
    const found = this.sql.prepare("SELECT value FROM meta WHERE name = 'version'").get() as { value: string } | undefined;
    return found ? Number(found.value) : null;
  }

  /** A value of the store's own (the name of the key its secrets are sealed with), or null. */
  meta(name: string): string | null {
    if (!this.tables().has("meta")) return null;
    const found = this.sql.prepare("SELECT value FROM meta WHERE name = ?").get(name) as { value: string } | undefined;
    return found?.value ?? null;
  }

  setMeta(name: string, value: string) {
    this.sql.prepare("INSERT INTO meta (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value").run(name, value);
  }

  /** Every stored row of a model, as text: the caller parses and checks each. */
  *rowsOf(name: ModelName): Generator<{ key: string; row: string }> {
    if (!this.one.has(name)) return;
    for (const found of this.sql.prepare(`SELECT key, row FROM "${name}"`).iterate()) yield found as { key: string; row: string };
  }

  /** One row as stored, or null. */
  rowAt(name: ModelName, key: string): Record<string, unknown> | null {
    const found = this.one.get(name)?.get(key) as { row: string } | undefined;
    return found ? (JSON.parse(found.row) as Record<string, unknown>) : null;
  }

  /** Every table replaced by `tables` (the seed, a migrated file), with the format's version, in one transaction. */
  replaceAll(tables: Record<ModelName, Record<string, unknown>[]>, version: number) {
    this.transaction(() => {
      for (const name of modelNames) {
        this.sql.exec(`DELETE FROM "${name}"`);
        const key = SHAPES[name].key;
        for (const row of tables[name]) this.put.get(name)!.run(String(row[key]), JSON.stringify(row));
      }
      this.sql.prepare("INSERT INTO meta (name, value) VALUES ('version', ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value").run(String(version));
    });
  }

  /**
   * A request's (or a group's) changed rows, in one transaction, committed by the store's writer
   * thread: all are on disk when the promise resolves, or none (it rejects). The event loop goes on
   * answering meanwhile; the commits are made one after another in the order they are asked for.
   */
  commit(changes: ChangedRows): Promise<void> {
    const wire = [...changes].map(([name, rows]) => [name, [...rows].map(([key, row]) => [key, row ? JSON.stringify(row) : null])]);
    return this.toWriter({ kind: "apply", changes: wire });
  }

  private writer?: Worker;
  private writerDone?: SharedArrayBuffer;
  private readonly waiting = new Map<number, (error?: string) => void>();
  private sent = 0;

  private toWriter(message: { kind: "apply" | "refuse"; changes?: unknown }): Promise<void> {
    if (!this.writer) {
      this.writerDone = new SharedArrayBuffer(4);
      this.writer = new Worker(fileURLToPath(new URL("./commit-worker.mjs", import.meta.url)), {
        workerData: { file: this.file, tables: [...this.put.keys()], signal: this.writerDone },
      });
      this.writer.unref();
      this.writer.on("message", ({ id, error }: { id: number; error?: string }) => {
        this.waiting.get(id)?.(error);
        this.waiting.delete(id);
      });
      this.writer.on("error", (error) => {
        for (const settle of this.waiting.values()) settle(`the store's writer stopped: ${error.message}`);
        this.waiting.clear();
      });
    }
    const id = ++this.sent;
    return new Promise<void>((resolve, reject) => {
      this.waiting.set(id, (error) => (error === undefined ? resolve() : reject(new Error(error))));
      this.writer!.postMessage({ id, ...message });
    });
  }

  /** A request's changed rows, in one transaction on this thread: all are on disk when it returns, or none. */
  apply(changes: ChangedRows) {
    this.transaction(() => {
      for (const [name, rows] of changes)
        for (const [key, row] of rows) {
          if (row) this.put.get(name)!.run(key, JSON.stringify(row));
          else this.remove.get(name)!.run(key);
        }
    });
  }

  /** From now on every write is refused, as by a full disk (MOCK_STATE_READONLY_AFTER: a rehearsal of the 503). */
  async refuseWrites() {
    this.sql.exec("PRAGMA query_only = ON");
    if (this.writer) await this.toWriter({ kind: "refuse" });
  }

  /** Closes the store; the writer, once every commit it was given is made, checkpoints the log and closes its connection first. */
  close() {
    if (this.writer && this.writerDone) {
      this.writer.postMessage({ kind: "close" });
      Atomics.wait(new Int32Array(this.writerDone), 0, 0, 5000);
      void this.writer.terminate();
      this.writer = undefined;
    }
    this.sql.close();
  }

  private transaction(work: () => void) {
    this.sql.exec("BEGIN IMMEDIATE");
    try {
      work();
      this.sql.exec("COMMIT");
    } catch (error) {
      try {
        this.sql.exec("ROLLBACK");
      } catch {
        // the failure ended the transaction already
      }
      throw error;
    }
  }
}
