import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteStore, type ChangedRows } from "./sqlite";

/** The store's writer thread: a commit and its flush to disk never hold the event loop that answers reads. */
const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), "store-"));
  dirs.push(dir);
  return join(dir, "state.sqlite");
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** `n` mails of about 300 bytes each in one commit: megabytes to write and flush. */
const mails = (n: number): ChangedRows =>
  new Map([["mail", new Map(Array.from({ length: n }, (_, i) => [String(i + 1), { id: i + 1, to: `p${i}@example.test`, text: "x".repeat(280) }]))]]);

describe("a commit", () => {
  it("is made off the event loop: timers keep firing while it is written and flushed", async () => {
    const store = new SqliteStore(fresh());
    try {
      // the writer thread is started by the first commit
      await store.commit(mails(1));
      let turns = 0;
      let done = false;
      const tick = () => {
        if (done) return;
        turns++;
        setTimeout(tick, 1);
      };
      setTimeout(tick, 1);
      const started = performance.now();
      await store.commit(mails(20_000));
      done = true;
      const took = performance.now() - started;
      // a commit on this thread would run to its end before any timer: no turn at all
      expect(turns, `${turns} turns of the event loop during a commit of ${took.toFixed(0)} ms`).toBeGreaterThanOrEqual(2);
      expect([...store.rowsOf("mail")]).toHaveLength(20_000);
    } finally {
      store.close();
    }
  });
});
