// The store's writer (mocks/store/sqlite.ts): a thread of its own holds the connection that
// commits, so a commit and its flush to disk (synchronous=FULL) never hold the event loop that
// answers reads. Plain JavaScript: a worker thread starts without the TypeScript loader.
import { DatabaseSync } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";

const { file, tables, signal } = workerData;
const done = new Int32Array(signal);
const sql = new DatabaseSync(file);
sql.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;");
const put = new Map();
const remove = new Map();
for (const name of tables) {
  put.set(name, sql.prepare(`INSERT INTO "${name}" (key, row) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET row = excluded.row`));
  remove.set(name, sql.prepare(`DELETE FROM "${name}" WHERE key = ?`));
}

parentPort.on("message", ({ id, kind, changes }) => {
  try {
    if (kind === "refuse") sql.exec("PRAGMA query_only = ON");
    else if (kind === "close") {
      // a clean stop leaves no write-ahead log to replay: the next start reads the file alone
      sql.exec("PRAGMA wal_checkpoint(TRUNCATE)");
      sql.close();
      Atomics.store(done, 0, 1);
      Atomics.notify(done, 0);
      return;
    } else {
      sql.exec("BEGIN IMMEDIATE");
      try {
        for (const [name, rows] of changes)
          for (const [key, row] of rows) {
            if (row === null) remove.get(name).run(key);
            else put.get(name).run(key, row);
          }
        sql.exec("COMMIT");
      } catch (error) {
        try {
          sql.exec("ROLLBACK");
        } catch {
          // the failure ended the transaction already
        }
        throw error;
      }
    }
    parentPort.postMessage({ id });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
