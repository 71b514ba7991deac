// Whether processes still run, for the tests of what starts and ends them (bounded-run, the server
// group). A killed process whose new parent (the machine's first process) has not yet reaped it is
// a zombie, which a signal 0 still reaches: it runs nothing, so it counts as ended. Its state is
// read from /proc, where there is one.
import { existsSync, readdirSync, readFileSync } from "node:fs";

/** The state letter and process group of a process, from /proc/<pid>/stat (its name may hold spaces and parentheses). */
function stat(pid: number | string): { state: string; group: number } | null {
  try {
    const [state, , group] = readFileSync(`/proc/${pid}/stat`, "utf8")
      .replace(/^.*\) /s, "")
      .split(" ");
    return { state: state!, group: Number(group) };
  } catch {
    return null; // ended meanwhile
  }
}

/** Whether the process runs: it exists and is no zombie. */
export function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  if (!existsSync("/proc/self/stat")) return true;
  const state = stat(pid)?.state;
  return state !== undefined && state !== "Z";
}

/** Whether a process of the group runs (Linux: read from /proc). */
export function groupRunning(group: number): boolean {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .some((entry) => {
      const s = stat(entry);
      return s !== null && s.group === group && s.state !== "Z";
    });
}
