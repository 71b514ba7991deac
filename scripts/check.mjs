// `npm run check`: the quick gate before `npm test` — generated code up to date (drift), then
// formatting, lint and types side by side. Each of the three is single-threaded, so on two cores
// they finish in the time of the slowest (about 30 s) instead of one after another (about 65 s).
// Drift goes first and alone: it regenerates generated/ in place, which the others read.
import { spawn } from "node:child_process";

/** Runs `npm run <script>` with its output held back, so parallel runs do not interleave. */
function run(script) {
  return new Promise((resolve) => {
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

if (!(await run("check:drift"))) process.exit(1);
const results = await Promise.all(["format:check", "lint", "typecheck"].map(run));
if (results.includes(false)) process.exit(1);
