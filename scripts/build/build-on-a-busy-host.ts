// `npm run build:busy-host`: the build must not depend on how fast the machine is at the moment
// (a prerender that raced its own timers would break on a slow CI host). The whole build, prerender included, runs pinned to one core (taskset) beside a process
// that keeps that core busy: it passes, only slower. Linux (taskset, from util-linux). A check to
// run by hand after a change to the build or the prerender (docs/performance-and-prerender.md).
import { spawn, spawnSync } from "node:child_process";

const busy = spawn("taskset", ["-c", "0", process.execPath, "-e", "for (;;) {}"], { stdio: "ignore" });
const started = Date.now();
try {
  const build = spawnSync("taskset", ["-c", "0", "npm", "run", "build"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error(`the build failed on one busy core (exit ${build.status})`);
  console.log(`the build passed on one busy core in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  busy.kill("SIGKILL");
}
