import type { Changes } from "./changes";

/**
 * Group commit: the requests that finish in one turn of the event loop share one transaction (one
 * flush of the disk), written before any of their answers leaves; while it is being written, the
 * requests that finish meanwhile gather for the next one. If a commit fails, each of its requests is
 * undone and answers 503 (`commit` rejects, and every waiting request gets its error). Under load this
 * divides the flush among the writers; the commit itself runs off the event loop (the store's writer
 * thread), so reads are answered while it is made. Returns what a request awaits with its changes.
 */
export function groupCommit(commit: (batch: Changes[]) => Promise<void>): (changes: Changes) => Promise<void> {
  let waiting: { changes: Changes; done: (error?: unknown) => void }[] = [];
  let running = false;
  const drain = async () => {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      let failure: unknown;
      try {
        await commit(batch.map((w) => w.changes));
      } catch (error) {
        failure = error;
      }
      for (const w of batch) w.done(failure);
    }
    running = false;
  };
  return (changes) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ changes, done: (error) => (error ? reject(error) : resolve()) });
      if (running) return;
      running = true;
      setImmediate(() => void drain());
    });
}
