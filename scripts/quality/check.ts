// `npm run check`: the quick gate before `npm test` — generated code up to date (drift), then
// formatting, lint and types side by side. Each of the three is single-threaded, so on two cores
// they finish in the time of the slowest rather than the sum of the three.
// Drift goes first and alone: it regenerates generated/ in place, which the others read.
import { run, runAll } from "../lib/parallel.ts";

if (!(await run("check:drift"))) process.exit(1);
if (!(await runAll(["format:check", "lint", "typecheck"]))) process.exit(1);
