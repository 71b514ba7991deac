/**
 * Writes take turns with reads. One event loop answers every request, and a write costs it far more
 * than a read (its handler, the row's sealing, the change handed to the store's writer). Taken as
 * they arrive, a read waits behind every write that came in the same turn of the loop: with 50
 * players writing, another player's read p50 rose twentyfold. Through the lane, at most `perTurn`
 * writes start in one turn (in a task of the loop's check phase, setImmediate); the rest wait for
 * the next turn, in order of arrival, and the reads that arrived meanwhile (answered as they come,
 * outside the lane) go first. Writes still finishing in one turn share one commit (group commit:
 * mocks/store/group-commit.ts).
 */
export function writeLane(perTurn: number): () => Promise<void> {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const turn = () => {
    scheduled = false;
    for (let started = 0; started < perTurn && waiting.length > 0; started++) waiting.shift()!();
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(turn);
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      schedule();
    });
}

/** Whether a method changes state: its request goes through the write lane. */
export const isWrite = (method: string) => method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
