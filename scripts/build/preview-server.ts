// Shared by everything that drives the production build in Chromium (prerender, perf, the acceptance suite).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/** The full browser: what Lighthouse measures with (scripts/quality/perf.ts), as a phone's browser renders. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * For driving pages without measuring them (the acceptance suite, the prerender): Chromium's
 * headless shell (Debian's chromium-headless-shell), the same engine without the browser's UI and
 * compositor around it: the acceptance suite takes a quarter less time on two cores. The full
 * browser where the shell is not installed, or when CHROMIUM_PATH names one.
 */
const SHELL = "/usr/lib/chromium/chromium-headless-shell";
export const DRIVER_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : CHROMIUM_PATH);
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * Serves `dist` (dist/ by default) with `vite preview` on `port`; resolves once it answers. `stop()`
 * ends it and resolves once it has exited. `niceness` runs it at a lower CPU priority (nice(1)).
 */
export async function startPreview(port: number, dist = "dist", env: Record<string, string> = {}, { niceness = 0 } = {}) {
  const base = `http://127.0.0.1:${port}`;
  // a server already on the port (a stale preview) would answer in place of ours
  const taken = await fetch(base).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use (a stale vite preview?): stop that server first`);
  const command = ["vite", "preview", "--host", "127.0.0.1", "--port", String(port), "--strictPort", "--outDir", dist];
  const [program, ...args] = niceness ? ["nice", "-n", String(niceness), ...command] : command;
  const server = spawn(program!, args, {
    stdio: "ignore",
    env: { ...process.env, ...env },
  });
  let exited = false;
  const gone = new Promise<void>((resolve) => server.on("exit", () => resolve()));
  void gone.then(() => (exited = true));
  const stop = () => {
    server.kill("SIGTERM");
    return gone;
  };
  // a time limit, not a count of tries: on a busy machine each try (a request) takes longer
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`vite preview could not start on port ${port}`);
    try {
      if ((await fetch(base)).ok) return { base, stop };
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error("vite preview did not start within 60 s");
    }
    await sleep(250);
  }
}
