import type { Changes } from "./changes";

/**
 * Group commit: the requests that finish in one turn of the event loop share one transaction (one
 * flush of the disk), written before any of their answers leaves; if it fails, each is undone and
 * each answers 503 (`commit` throws, and every waiting request gets its error). Under load this
 * divides the flush among the writers instead of making each request wait for its own on the
 * event loop. Returns what a request awaits with its changes.
 */
export function groupCommit(commit: (batch: Changes[]) => void): (changes: Changes) => Promise<void> {
  let waiting: { changes: Changes; done: (error?: unknown) => void }[] = [];
  return (changes) =>
    new Promise<void>((resolve, reject) => {
      if (waiting.length === 0)
        setImmediate(() => {
          const batch = waiting;
          waiting = [];
          let failure: unknown;
          try {
            commit(batch.map((w) => w.changes));
          } catch (error) {
            failure = error;
          }
          for (const w of batch) w.done(failure);
        });
      waiting.push({ changes, done: (error) => (error ? reject(error) : resolve()) });
    });
}
