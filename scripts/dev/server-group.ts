// The acceptance suite's servers (the mock, the validating proxy, the previews, the chains, the
// production host), started together rather than one after another as Playwright starts the
// entries of `webServer`: each waits only for what it needs, its port or its readiness line, and
// they share the start-up time. playwright.config.ts describes them (ACCEPTANCE_SERVERS) and runs
// this file as its one web server, which Playwright ends with everything it started.
//
// Each server's port must be free first (a stale server there would answer in its place); a
// server that exits before it is ready stops the group, naming it; its errors are printed with
// its name, its output too where asked. Each runs in a process group of its own, which the group
// ends whole (a shell's command and what it started) when it is told to stop (SIGTERM, as
// Playwright's gracefulShutdown sends) or when one cannot start.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

export interface ServerSpec {
  name: string;
  /** A shell command, as Playwright's webServer runs it. */
  command: string;
  env?: Record<string, string>;
  /** The port it listens on: free before it starts. */
  port: number;
  /** Ready when this URL answers with a status under 404, or when its output matches this pattern's source. */
  ready: { url: string } | { stdout: string };
  /** How long it may take to be ready (60 s by default). */
  timeoutMs?: number;
  /** Its output printed (its errors always are). */
  stdout?: "pipe" | "ignore";
}

/** What the group prints once every server is ready (playwright.config.ts waits for it). */
export const READY_LINE = "acceptance servers ready";

/** Whether something listens on the port already: it cannot be listened on (on 127.0.0.1, where every server of the suite listens). */
const portInUse = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(true));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(false)));
  });

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5_000), redirect: "manual" }).then(
    (r) => r.status < 404,
    () => false,
  );

const prefixed = (name: string, chunk: string) =>
  chunk
    .trimEnd()
    .split("\n")
    .map((line) => `[${name}] ${line}\n`)
    .join("");

/**
 * Starts every server at once and resolves, with each one's start-up time in seconds, once all are
 * ready; rejects naming the first that cannot start (its port taken, its exit, its time up), with
 * every server stopped.
 */
export async function startServers(specs: ServerSpec[], out: { log: (s: string) => void; error: (s: string) => void } = stdio) {
  const taken = (await Promise.all(specs.map(async (s) => ((await portInUse(s.port)) ? s : null)))).filter((s) => s !== null);
  if (taken.length) throw new Error(taken.map((s) => `port ${s.port} (${s.name}) is already in use: stop the server there first`).join("\n"));
  const children: ChildProcess[] = [];
  let stopping = false;
  const stopAll = () => {
    stopping = true;
    for (const child of children)
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        /* already gone */
      }
  };
  const started = Date.now();
  const one = (spec: ServerSpec) =>
    new Promise<number>((resolve, reject) => {
      const child = spawn(spec.command, { shell: true, detached: true, env: { ...process.env, ...spec.env }, stdio: ["ignore", "pipe", "pipe"] });
      children.push(child);
      let ready = false;
      let output = "";
      const done = () => {
        ready = true;
        clearTimeout(timer);
        resolve((Date.now() - started) / 1000);
      };
      const timer = setTimeout(() => reject(new Error(`${spec.name} was not ready within ${(spec.timeoutMs ?? 60_000) / 1000} s`)), spec.timeoutMs ?? 60_000);
      child.stdout!.on("data", (d: Buffer) => {
        if (spec.stdout === "pipe") out.log(prefixed(spec.name, String(d)));
        if (ready || !("stdout" in spec.ready)) return;
        output += String(d);
        if (new RegExp(spec.ready.stdout).test(output)) done();
      });
      child.stderr!.on("data", (d: Buffer) => out.error(prefixed(spec.name, String(d))));
      child.on("exit", (code, signal) => {
        const how = signal ?? `code ${code}`;
        if (!ready) {
          clearTimeout(timer);
          reject(new Error(`${spec.name} exited before it was ready (${how}): ${spec.command}`));
        } else if (!stopping) out.error(prefixed(spec.name, `exited (${how}); the tests that need it will fail`));
      });
      if ("url" in spec.ready) {
        const { url } = spec.ready;
        void (async () => {
          for (let wait = 100; !ready && child.exitCode === null; wait = Math.min(wait * 2, 500)) {
            if (await answers(url)) return done();
            await sleep(wait);
          }
        })();
      }
    });
  try {
    const times = await Promise.all(specs.map(one));
    return { children, times: Object.fromEntries(specs.map((s, i) => [s.name, times[i]!])), stop: stopAll };
  } catch (error) {
    stopAll();
    throw error;
  }
}

const stdio = { log: (s: string) => process.stdout.write(s), error: (s: string) => process.stderr.write(s) };

if (import.meta.url === `file://${process.argv[1]}`) {
  const specs = JSON.parse(process.env.ACCEPTANCE_SERVERS ?? "[]") as ServerSpec[];
  try {
    const { times, stop } = await startServers(specs);
    const list = Object.entries(times).map(([name, s]) => `${name} ${s.toFixed(1)} s`);
    console.log(`${READY_LINE}: ${list.join(", ")}`);
    for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => (stop(), process.exit(0)));
  } catch (error) {
    console.error(String((error as Error).message ?? error));
    process.exit(1);
  }
}
