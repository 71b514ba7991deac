/** The mock's clock; tests move it forward to expire captchas and tokens without waiting. */
let offsetMs = 0;
export const now = () => Date.now() + offsetMs;
export const advanceClock = (ms: number) => {
  offsetMs += ms;
};
export const resetClock = () => {
  offsetMs = 0;
};

/**
 * `work` made to run at most once a minute of this clock, given the time it runs at: the purges of
 * expired rows, which the request that starts one pays for. A clock set back (a test's reset) runs it
 * again at once. `work` is best a function declaration: an arrow written in a module-level call is
 * made once, at import, where mutation testing's switched mutants never reach it.
 */
export function oncePerMinute(work: (at: number) => void): () => void {
  let ranAt = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at >= ranAt && at - ranAt < 60_000) return;
    ranAt = at;
    work(at);
  };
}
