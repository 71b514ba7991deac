// A command run within a time bound, killed with everything it started once it runs past it: the
// mutation gate's re-test inside `npm test` (scripts/quality/mutation-gate.ts), whose Stryker starts
// test workers of its own that must not outlive the gate.
import { spawn, type StdioOptions } from "node:child_process";

export type BoundedOutcome = { outcome: "done"; status: number | null } | { outcome: "past-bound" } | { outcome: "not-started"; error: Error };

/**
 * Runs `command` in a process group of its own and waits for it; with `boundSeconds`, once that
 * has passed the whole group is killed (SIGKILL) and the outcome is "past-bound".
 */
export function runWithin(
  command: string,
  args: string[],
  o: { boundSeconds?: number; env?: NodeJS.ProcessEnv; stdio?: StdioOptions } = {},
): Promise<BoundedOutcome> {
  return new Promise((resolve) => {
    // the group: the command and every process it started (Stryker's test workers)
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        /* already gone */
      }
    };
    // the group is not in this terminal's foreground group: an interrupt of this process ends it too.
    // Listened for before the spawn: the command may run (and be seen running) before this process
    // gets back from it, and a signal with no listener would end this process alone. A listener runs
    // once this spawn has returned, so `child` is set by then.
    const interrupted = (signal: NodeJS.Signals) => {
      killGroup();
      process.exit(signal === "SIGINT" ? 130 : 143);
    };
    process.once("SIGINT", interrupted).once("SIGTERM", interrupted);
    const child = spawn(command, args, { env: o.env ?? process.env, stdio: o.stdio ?? "inherit", detached: true });
    let past = false;
    const timer =
      o.boundSeconds === undefined
        ? undefined
        : setTimeout(() => {
            past = true;
            killGroup();
          }, o.boundSeconds * 1000);
    const stopKilling = () => {
      if (timer) clearTimeout(timer);
      process.off("SIGINT", interrupted).off("SIGTERM", interrupted);
    };
    child.on("error", (error) => {
      stopKilling();
      resolve({ outcome: "not-started", error });
    });
    child.on("exit", (status) => {
      stopKilling();
      resolve(past ? { outcome: "past-bound" } : { outcome: "done", status });
    });
  });
}
