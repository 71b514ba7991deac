// Servers started together: the acceptance suite's (the mock, the validating proxy, the previews,
// the chains, the production host; playwright.config.ts describes them in ACCEPTANCE_SERVERS and
// runs this file as its one web server) and the local stack's (`npm start`, scripts/dev/start.ts).
// Each waits only for what it needs, its port, its readiness line or a server it reads, and they
// share the start-up time.
//
// Each server's port must be free first (a stale server there would answer in its place); a
// server that exits or is not ready in its time stops the group, naming it; its errors are printed
// with its name, its output too where asked. Run as Playwright's web server, the servers share this
// process's group, which Playwright ends whole, by SIGTERM then SIGKILL: on SIGTERM or SIGINT,
// whenever it comes, and when a server cannot start, the group ends itself (every server and what
// each started). `npm start` and the unit test start them in groups of their own, which `stop` ends.
import { spawn, type ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { portTaken } from "../lib/free-port.ts";

export interface ServerSpec {
  name: string;
  /** A shell command, as Playwright's webServer runs it. */
  command: string;
  env?: Record<string, string>;
  /** The port it listens on: free before it starts. */
  port: number;
  /** The further ports it listens on (the chains of one process), each free before it starts too. */
  ports?: number[];
  /** Ready when this URL answers with a status under 404, or when its output matches this pattern's source. */
  ready: { url: string } | { stdout: string };
  /** How long it may take to be ready (60 s by default). */
  timeoutMs?: number;
  /** Its output printed (its errors always are). */
  stdout?: "pipe" | "ignore";
  /** The name of a server listed before it that it reads at start-up: started once that one is ready. */
  after?: string;
}

export interface GroupOptions {
  /** Each server in a process group of its own, which `stop` ends whole; without, in the caller's group, which the caller ends. */
  ownGroups?: boolean;
  /** Stops every server, while they start (the start then fails) or after. */
  signal?: AbortSignal;
  /** Called when a server exits after it was ready (by default its exit is printed, and the others go on). */
  onExit?: (name: string, how: string) => void;
}

/** What the group prints once every server is ready (playwright.config.ts waits for it). */
export const READY_LINE = "acceptance servers ready";

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

interface Output {
  log: (s: string) => void;
  error: (s: string) => void;
}
const stdio: Output = { log: (s) => process.stdout.write(s), error: (s) => process.stderr.write(s) };

/**
 * Starts every server at once and resolves, with each one's start-up time in seconds, once all are
 * ready; rejects naming the first that cannot start (its port taken, its exit, its time up), with
 * every server stopped.
 */
export async function startServers(specs: ServerSpec[], out: Output = stdio, { ownGroups = false, signal, onExit }: GroupOptions = {}) {
  specs.forEach((s, i) => {
    if (s.after && !specs.slice(0, i).some((before) => before.name === s.after))
      throw new Error(`${s.name} starts after ${s.after}, which is not listed before it`);
  });
  const wanted = specs.flatMap((s) => [s.port, ...(s.ports ?? [])].map((port) => ({ port, name: s.name })));
  const taken = (await Promise.all(wanted.map(async (w) => ((await portTaken(w.port)) ? w : null)))).filter((w) => w !== null);
  if (taken.length) throw new Error(taken.map((w) => `port ${w.port} (${w.name}) is already in use: stop the server there first`).join("\n"));
  const children: ChildProcess[] = [];
  const timers: NodeJS.Timeout[] = [];
  let stopping = false;
  const stop = () => {
    stopping = true;
    timers.forEach(clearTimeout);
    for (const child of children)
      try {
        if (ownGroups) process.kill(-child.pid!, "SIGKILL");
        else child.kill("SIGKILL");
      } catch {
        /* already gone */
      }
  };
  const started = Date.now();
  const one = (spec: ServerSpec) =>
    new Promise<number>((resolve, reject) => {
      if (stopping) return reject(new Error(`${spec.name} was not started: the group is stopping`));
      const child = spawn(spec.command, { shell: true, detached: ownGroups, env: { ...process.env, ...spec.env }, stdio: ["ignore", "pipe", "pipe"] });
      children.push(child);
      let [ready, exited] = [false, false];
      let output = "";
      const timeoutMs = spec.timeoutMs ?? 60_000;
      const timer = setTimeout(() => reject(new Error(`${spec.name} was not ready within ${timeoutMs / 1000} s`)), timeoutMs);
      timers.push(timer);
      const done = () => {
        ready = true;
        clearTimeout(timer);
        resolve((Date.now() - started) / 1000);
      };
      child.once("error", (error) => reject(new Error(`${spec.name} could not start: ${error.message}`)));
      child.stdout!.on("data", (d: Buffer) => {
        if (spec.stdout === "pipe") out.log(prefixed(spec.name, String(d)));
        if (ready || !("stdout" in spec.ready)) return;
        output += String(d);
        if (new RegExp(spec.ready.stdout).test(output)) done();
      });
      child.stderr!.on("data", (d: Buffer) => out.error(prefixed(spec.name, String(d))));
      child.on("exit", (code, signal) => {
        exited = true;
        const how = signal ?? `code ${code}`;
        if (!ready) {
          clearTimeout(timer);
          reject(new Error(`${spec.name} exited before it was ready (${how}): ${spec.command}`));
        } else if (stopping) return;
        else if (onExit) onExit(spec.name, how);
        else out.error(prefixed(spec.name, `exited (${how}); the tests that need it will fail`));
      });
      if ("url" in spec.ready) {
        const { url } = spec.ready;
        void (async () => {
          for (let wait = 100; !ready && !exited && !stopping; wait = Math.min(wait * 2, 500)) {
            if (await answers(url)) return done();
            await sleep(wait);
          }
        })();
      }
    });
  // the signal stops the servers whenever it comes; while they start, the start fails with it
  const stopped = new Promise<never>((_, reject) => {
    const abort = () => {
      stop();
      reject(new Error("stopped while the servers were starting"));
    };
    if (signal?.aborted) abort();
    else signal?.addEventListener("abort", abort, { once: true });
  });
  const readiness = new Map<string, Promise<number>>();
  for (const spec of specs) readiness.set(spec.name, spec.after ? readiness.get(spec.after)!.then(() => one(spec)) : one(spec));
  try {
    const times = await Promise.race([Promise.all(readiness.values()), stopped]);
    return { times: Object.fromEntries(specs.map((s, i) => [s.name, times[i]!])), stop };
  } catch (error) {
    stop();
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  // the whole group (Playwright made it for this web server): every server and what each started
  const endGroup = () => process.kill(0, "SIGKILL");
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, endGroup);
  const specs = JSON.parse(process.env.ACCEPTANCE_SERVERS ?? "[]") as ServerSpec[];
  try {
    const { times } = await startServers(specs);
    console.log(
      `${READY_LINE}: ${Object.entries(times)
        .map(([name, s]) => `${name} ${s.toFixed(1)} s`)
        .join(", ")}`,
    );
  } catch (error) {
    console.error((error as Error).message);
    endGroup();
  }
}
