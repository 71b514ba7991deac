// Runs npm scripts side by side, each one's output held back and printed whole when it ends (so
// parallel runs do not interleave); exits non-zero when any fails. `npm run check` runs its checks
// this way, and `npm test` its stages of several scripts. (Not the two builds of `npm test`
// together: their prerenders keep both cores busy, so side by side they take longer than one after
// the other.) A script may run at a lower priority (nice(1)): beside the longest script of a stage,
// the others then take the processor time it leaves, rather than half of it.
import { spawn } from "node:child_process";

/**
 * A script to run, by name, or by name with the niceness it runs at (nice(1): 1 to 19, lower
 * priority) and the script that runs after it once it has passed (`then`: one that reads what it
 * made, in the same slot of the stage).
 */
export type Script = string | { script: string; nice?: number; then?: string };

/** The npm script an entry runs (and the one after it). */
export const scriptName = (entry: Script) => (typeof entry === "string" ? entry : entry.then ? `${entry.script}, then ${entry.then}` : entry.script);

/** Runs `npm run <script>` (and its `then` once it passed); resolves true when they passed. */
export async function run(entry: Script): Promise<boolean> {
  const { script, nice = 0, then } = typeof entry === "string" ? { script: entry } : entry;
  return (await runOne(script, nice)) && (!then || runOne(then, nice));
}

function runOne(script: string, nice: number): Promise<boolean> {
  const command = ["npm", "run", "--silent", script];
  return new Promise<boolean>((resolve) => {
    const started = Date.now();
    const [file, ...args] = nice ? ["nice", "-n", String(nice), ...command] : command;
    const child = spawn(file!, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const said = output
        .split("\n")
        .filter((line) => !/^npm warn Unknown (env|user) config/.test(line))
        .join("\n")
        .trim();
      console.log(`${code === 0 ? "ok  " : "FAIL"} ${script} (${seconds} s)${said ? `\n${said}\n` : ""}`);
      resolve(code === 0);
    });
  });
}

/** Runs the scripts side by side; resolves true when every one passed. */
export async function runAll(scripts: readonly Script[]): Promise<boolean> {
  const results = await Promise.all(scripts.map(run));
  return !results.includes(false);
}
