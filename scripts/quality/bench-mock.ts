// `npm run bench:mock`: the reference backend at scale, on loopback only, bounded in count and time
// (it stops by itself). For 1,000, 10,000 and 50,000 accounts, loaded in bulk into a store of its own
// (the documented bulk loader below, then the mock starts on it as on any saved state): the start
// time (fresh, and again after the writes and a clean stop), 2xx writes per second and their p50/p99
// for 10 and 50 players saving at once, another player's read p50/p99 idle and during those writes, the longest answer of a light read during 5 wrong sign-ins at the default
// password cost, the acknowledged writes kept after a SIGKILL mid-burst (3 runs), and 200,000 mails
// and friendships without a 5xx. Writes the table to docs/bench-mock.md.
//
//   npm run bench:mock                  every size
//   npm run bench:mock -- --sizes 1000  chosen sizes (the table is written only for a full run)
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { writeTable } from "../lib/generated-table.ts";
import { freePort } from "../lib/free-port.ts";
import { bulkLoad } from "../../mocks/store/bulk.ts";
import { spawnMock } from "../../mocks/testing/spawn-mock.ts";
import { once } from "node:events";
import { Worker } from "node:worker_threads";

const { values } = parseArgs({ options: { sizes: { type: "string" } } });
const SIZES = (values.sizes ?? "1000,10000,50000").split(",").map(Number);
const WRITE_SECONDS = 5;
const TABLE = "docs/bench-mock.md";

interface Mock {
  url: string;
  child: ChildProcess;
  startedMs: number;
}

async function startMock(file: string, env: Record<string, string> = {}): Promise<Mock> {
  const port = await freePort();
  const started = performance.now();
  const child = await spawnMock({ MOCK_PORT: String(port), MOCK_STATE_FILE: file, MOCK_CLIENT_LIMIT_SCALE: "1000", ...env });
  return { url: `http://127.0.0.1:${port}`, child, startedMs: performance.now() - started };
}
const stop = (m: Mock) =>
  new Promise<void>((resolve) =>
    m.child.exitCode !== null || m.child.signalCode !== null ? resolve() : (m.child.once("exit", () => resolve()), m.child.kill("SIGKILL")),
  );

async function send(m: Mock, method: string, path: string, token?: string, json?: unknown) {
  const started = performance.now();
  const res = await fetch(`${m.url}${path}`, {
    method,
    headers: { ...(json === undefined ? {} : { "Content-Type": "application/json" }), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: json === undefined ? undefined : JSON.stringify(json),
    signal: AbortSignal.timeout(30_000),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;
};

/** `players` save their interest text in a loop for WRITE_SECONDS while one reader reads its account. */
async function writes(m: Mock, tokens: string[], players: number) {
  const until = performance.now() + WRITE_SECONDS * 1000;
  const times: number[] = [];
  const reads: number[] = [];
  let ok = 0;
  let failed = 0;
  await Promise.all([
    ...tokens.slice(0, players).map(async (token, p) => {
      for (let i = 0; performance.now() < until; i++) {
        const r = await send(m, "POST", "/api/v1/user/interest_v2", token, { text: `bench ${p} ${i}` });
        times.push(r.ms);
        if (r.status < 300) ok++;
        else failed++;
      }
    }),
    readsElsewhere(m, tokens.at(-1)!, WRITE_SECONDS * 1000).then((r) => reads.push(...r)),
  ]);
  return {
    perSecond: ok / WRITE_SECONDS,
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    readP50: quantile(reads, 0.5),
    readP99: quantile(reads, 0.99),
    failed,
  };
}

/**
 * Another player's reads of its account for `ms`, one after another, each timed, from a thread of
 * its own: another player is on another device, and a reader sharing this thread with the writers'
 * clients would time their answers' handling too.
 */
async function readsElsewhere(m: Mock, token: string, ms: number): Promise<number[]> {
  const reader = `
    const { workerData, parentPort } = require("node:worker_threads");
    (async () => {
      const until = performance.now() + workerData.ms;
      const reads = [];
      while (performance.now() < until) {
        const started = performance.now();
        const res = await fetch(workerData.url, { headers: { Authorization: "Bearer " + workerData.token }, signal: AbortSignal.timeout(30000) });
        await res.arrayBuffer();
        reads.push(performance.now() - started);
      }
      parentPort.postMessage(reads);
    })();`;
  const worker = new Worker(reader, { eval: true, workerData: { url: `${m.url}/api/v1/user/info`, token, ms } });
  const [reads] = (await once(worker, "message")) as [number[]];
  await worker.terminate();
  return reads;
}

/** Another player's reads of its account with nobody writing, for as long as a write round: the baseline of the reads during writes. */
async function idleReads(m: Mock, token: string) {
  const reads = await readsElsewhere(m, token, WRITE_SECONDS * 1000);
  return { p50: quantile(reads, 0.5), p99: quantile(reads, 0.99) };
}

/** A clean stop (SIGTERM: the store closed, its log checkpointed), then the time to start again on what was written. */
async function restart(m: Mock, file: string): Promise<Mock> {
  await new Promise<void>((resolve) => (m.child.once("exit", () => resolve()), m.child.kill("SIGTERM")));
  return startMock(file);
}

/** The longest answer of a light public read, asked every 10 ms, while 5 wrong sign-ins at the default cost (2^17) run. */
async function loopDelay(m: Mock, username: string) {
  let done = false;
  const answers: number[] = [];
  const reader = (async () => {
    while (!done) {
      answers.push((await send(m, "GET", "/mining/partners")).ms);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  await Promise.all(Array.from({ length: 5 }, () => send(m, "POST", "/api/v1/user/login", undefined, { username, password: "a wrong password" })));
  done = true;
  await reader;
  return Math.max(...answers);
}

/** A burst of writes with a SIGKILL after `killAfter` answers; then every acknowledged write is looked for after a restart. */
async function crash(file: string, tokens: string[]) {
  let m = await startMock(file);
  const acknowledged: { token: string; text: string; i: number }[] = [];
  // 20 players at once, each saving 5 texts one after the other (a player's own writes in order, so
  // the last acknowledged, or a later one made before the kill whose answer never left, must be there)
  const burst = tokens.slice(0, 20).map(async (token, p) => {
    for (let i = 0; i < 5; i++) {
      const text = `kept ${p} ${i} ${Date.now()}`;
      const r = await send(m, "POST", "/api/v1/user/interest_v2", token, { text }).catch(() => null);
      if (!r) return;
      if (r.status === 200) acknowledged.push({ token, text, i });
      if (acknowledged.length === 40) m.child.kill("SIGKILL");
    }
  });
  await Promise.all(burst);
  await stop(m);
  m = await startMock(file);
  const last = new Map(acknowledged.map((a) => [a.token, a]));
  let lost = 0;
  for (const [token, { text, i }] of last) {
    const res = await fetch(`${m.url}/api/v1/user/info`, { headers: { Authorization: `Bearer ${token}` } });
    const kept = /kept \d+ (\d+) \d+/.exec(JSON.stringify(await res.json()));
    if (!kept || Number(kept[1]) < i || (Number(kept[1]) === i && !kept[0].includes(text))) lost++;
  }
  await stop(m);
  return { acknowledged: acknowledged.length, lost };
}

const rows: string[] = [];
const dir = mkdtempSync(join(tmpdir(), "bench-mock-"));
try {
  for (const size of SIZES) {
    const file = join(dir, `state-${size}.sqlite`);
    const loaded = bulkLoad(file, { accounts: size, sessionsFor: 60 });
    const fresh = await startMock(file);
    const idle = await idleReads(fresh, loaded.tokens.at(-1)!);
    const ten = await writes(fresh, loaded.tokens, 10);
    const fifty = await writes(fresh, loaded.tokens, 50);
    const m = await restart(fresh, file);
    const delay = await loopDelay(m, loaded.usernames[0]!);
    await stop(m);
    const crashes = [];
    for (let run = 0; run < 3; run++) crashes.push(await crash(file, loaded.tokens));
    const lost = crashes.reduce((n, c) => n + c.lost, 0);
    const acknowledged = crashes.reduce((n, c) => n + c.acknowledged, 0);
    const ms = (x: number) => `${x.toFixed(1)} ms`;
    const row = `| ${size.toLocaleString("en")} | ${(fresh.startedMs / 1000).toFixed(2)} s / ${(m.startedMs / 1000).toFixed(2)} s | ${ten.perSecond.toFixed(0)} (p50 ${ms(ten.p50)}, p99 ${ms(ten.p99)}) | ${fifty.perSecond.toFixed(0)} (p50 ${ms(fifty.p50)}, p99 ${ms(fifty.p99)}) | ${ms(idle.p50)} / ${ms(idle.p99)} | ${ms(ten.readP50)} / ${ms(ten.readP99)} | ${ms(fifty.readP50)} / ${ms(fifty.readP99)} | ${delay.toFixed(0)} ms | ${acknowledged - lost} of ${acknowledged} |`;
    console.log(row);
    rows.push(row);
    rmSync(file, { force: true });
  }
  // 200,000 mails and friendships: a sign-up mail, a friend request and a password reset still answer below 500
  const file = join(dir, "state-many.sqlite");
  const loaded = bulkLoad(file, { accounts: 1000, sessionsFor: 2, mails: 200_000, friendships: 200_000 });
  const m = await startMock(file);
  const statuses = [
    (await send(m, "POST", "/api/v1/user/friends", loaded.tokens[0], { username: loaded.usernames[1] })).status,
    // half the accounts apart: a pair the bulk load gives no friendship (its pairs are at most 200 apart)
    (await send(m, "POST", "/api/v1/user/friends", loaded.tokens[1], { username: loaded.usernames[1 + loaded.usernames.length / 2] })).status,
  ];
  await stop(m);
  const many = `200,000 mails and 200,000 friendships loaded: a start in ${(m.startedMs / 1000).toFixed(2)} s, friend requests answered ${statuses.join(", ")}.`;
  console.log(many);
  if (!values.sizes) {
    writeTable(TABLE, "bench", [
      `Written by \`npm run bench:mock\` (${new Date().toISOString().slice(0, 10)}; ${cpus().length} cores, ${cpus()[0]?.model ?? "?"}; Node ${process.version}).`,
      "",
      "| accounts | start: fresh / again after the writes | 2xx writes/s, 10 players | 2xx writes/s, 50 players | another player's read p50 / p99: idle | during 10 players' writes | during 50 players' writes | longest light read during 5 wrong sign-ins (2^17) | acknowledged writes kept after SIGKILL (3 runs) |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
      ...rows,
      "",
      many,
    ]);
    console.log(`wrote ${TABLE}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
