// Runs npm scripts side by side, each one's output held back and printed whole when it ends (so
// parallel runs do not interleave); exits non-zero when any fails. `npm run check` runs its three
// checks this way, and `npm test` its stages of several scripts. (Not the two builds of `npm test`
// together: their prerenders keep both cores busy, so side by side they take longer than one after
// the other.)
import { spawn } from "node:child_process";

/** Runs `npm run <script>`; resolves true when it passed. */
export function run(script: string): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
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
export async function runAll(scripts: string[]): Promise<boolean> {
  const results = await Promise.all(scripts.map(run));
  return !results.includes(false);
}
