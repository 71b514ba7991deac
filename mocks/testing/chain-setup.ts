import { spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../../scripts/lib/free-port";

declare module "vitest" {
  export interface ProvidedContext {
    /** The local chain of this test run (mocks/testing/chain.ts): its RPC URL, and where its pristine snapshot's id is kept. */
    testChain: { rpcUrl: string; snapshotFile: string };
  }
}

/**
 * Vitest's global setup (vitest.config.ts): one local chain 3344 with the mining contract deployed
 * (scripts/dev/chain.ts, on a port of its own) for the whole run, started in the background so that a
 * run without on-chain tests does not wait for it. Once it is deployed, its state is snapshotted:
 * a test file puts that state back before it starts (`freshChain`), so a file run many times over
 * (a mutation run re-runs it for each mutant) gets the same chain each time, in milliseconds instead
 * of the seconds a new chain takes.
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const rpcUrl = `http://127.0.0.1:${port}`;
  const snapshotFile = join(tmpdir(), `penta-test-chain-${process.pid}-${port}.json`);
  const node = spawn("tsx", ["scripts/dev/chain.ts"], {
    env: { ...process.env, CHAIN_PORT: String(port), CHAIN_DEPLOY: "direct", CHAIN_OWNER_PID: String(process.pid) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // what the chain says on its way out, for the tests that need it (a run that stops it early hears nothing)
  let said = "";
  node.stderr.on("data", (d: Buffer) => (said = (said + String(d)).slice(-2000)));
  node.stdout.on("data", (d: Buffer) => {
    if (!/PentaMining at 0x/.test(String(d))) return;
    void fetch(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "evm_snapshot" }),
    })
      .then((r) => r.json() as Promise<{ result: string }>)
      .then(({ result }) => writeFileSync(snapshotFile, JSON.stringify({ snapshot: result })))
      // a run that ends before the chain is ready stops it mid-call: nothing waits for it then
      .catch(() => undefined);
  });
  node.on("exit", (code) => code && writeFileSync(snapshotFile, JSON.stringify({ error: `the test chain exited (${code}): ${said}` })));
  project.provide("testChain", { rpcUrl, snapshotFile });
  return () => {
    node.removeAllListeners("exit");
    node.kill("SIGTERM");
    rmSync(snapshotFile, { force: true });
  };
}
