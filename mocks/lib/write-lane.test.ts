import { describe, expect, it } from "vitest";
import { isWrite, writeLane } from "./write-lane";

/** The turn of the event loop (counted by a setImmediate chain) in which each of `n` writes started. */
async function startTurns(perTurn: number, n: number) {
  const lane = writeLane(perTurn);
  let turn = 0;
  let ticking = true;
  const tick = () => {
    turn++;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  const started: number[] = [];
  await Promise.all(Array.from({ length: n }, (_, i) => lane().then(() => (started[i] = turn))));
  ticking = false;
  return started;
}

describe("the write lane", () => {
  it("starts at most perTurn writes in a turn of the event loop, in order of arrival", async () => {
    const turns = await startTurns(2, 7);
    const perTurn = new Map<number, number>();
    for (const t of turns) perTurn.set(t, (perTurn.get(t) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBe(2);
    expect(perTurn.size).toBe(4);
    expect(turns).toEqual([...turns].sort((a, b) => a - b));
  });

  it("lets a read that arrives while writes wait go before the writes of the next turn", async () => {
    const lane = writeLane(1);
    const order: string[] = [];
    const writes = [1, 2, 3].map((i) => lane().then(() => order.push(`write ${i}`)));
    // a read is answered as it comes: after the first turn's write, before the others
    await new Promise((r) => setImmediate(r));
    order.push("read");
    await Promise.all(writes);
    expect(order).toEqual(["write 1", "read", "write 2", "write 3"]);
  });

  it("takes the methods that change state", () => {
    expect(["POST", "PUT", "PATCH", "DELETE"].every(isWrite)).toBe(true);
    expect(["GET", "HEAD", "OPTIONS"].some(isWrite)).toBe(false);
  });
});
