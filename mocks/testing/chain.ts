import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { inject } from "vitest";

/** One JSON-RPC call to the test chain. */
export async function chainRpc(method: string, params: unknown[] = []): Promise<unknown> {
  const res = await fetch(inject("testChain").rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return ((await res.json()) as { result: unknown }).result;
}

/**
 * The run's chain (mocks/testing/chain-setup.ts) as it was right after the contract's deployment:
 * waits for it (at most 90 s), puts that state back and snapshots it again for the next file or
 * the next run of this one (a snapshot is used up by going back to it). So every run starts from
 * the same chain, whatever an earlier one did or wherever it was stopped. Returns its RPC URL.
 */
export async function freshChain(): Promise<string> {
  const { rpcUrl, snapshotFile } = inject("testChain");
  for (let waited = 0; !existsSync(snapshotFile); waited += 100) {
    if (waited > 90_000) throw new Error("the test chain did not start in 90 s");
    await sleep(100);
  }
  const kept = JSON.parse(readFileSync(snapshotFile, "utf8")) as { snapshot?: string; error?: string };
  if (!kept.snapshot) throw new Error(kept.error);
  if ((await chainRpc("evm_revert", [kept.snapshot])) !== true) throw new Error(`the test chain has no snapshot ${kept.snapshot}`);
  writeFileSync(snapshotFile, JSON.stringify({ snapshot: await chainRpc("evm_snapshot") }));
  return rpcUrl;
}
