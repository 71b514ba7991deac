// `npm run check`: the quick gate before `npm test`, in the rounds of check-rounds.ts (generated
// code up to date and formatting, then lint and types); it stops at the first round that fails.
import { runAll } from "../lib/parallel.ts";
import { CHECK_ROUNDS } from "./check-rounds.ts";

for (const round of CHECK_ROUNDS) if (!(await runAll(round))) process.exit(1);
