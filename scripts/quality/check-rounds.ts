// What `npm run check` runs, in two rounds (npm test runs the same rounds, the second beside its
// unit tests). Drift regenerates generated/ in place, so it goes before whatever reads it; the
// formatting check reads none of it (.prettierignore) and runs beside drift. Then lint and types,
// each single-threaded, side by side: on two cores they take the time of the slower one.
import type { Script } from "../lib/parallel.ts";

export const CHECK_ROUNDS: readonly [readonly Script[], readonly Script[]] = [
  ["check:drift", "format:check"],
  ["lint", "typecheck"],
];
