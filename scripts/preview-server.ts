// Shared by the scripts that drive the production build in Chromium (prerender, perf).
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Serves dist/ with `vite preview` on `port`; resolves once it answers. `stop()` ends it. */
export async function startPreview(port: number) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn("vite", ["preview", "--host", "127.0.0.1", "--port", String(port), "--strictPort"], { stdio: "ignore" });
  const stop = () => server.kill("SIGTERM");
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(base)).ok) return { base, stop };
    } catch {
      /* not up yet */
    }
    if (i > 60) {
      stop();
      throw new Error("vite preview did not start");
    }
    await sleep(250);
  }
}
