/** The mock's clock; tests move it forward to expire captchas and tokens without waiting. */
let offsetMs = 0;
export const now = () => Date.now() + offsetMs;
export const advanceClock = (ms: number) => {
  offsetMs += ms;
};
export const resetClock = () => {
  offsetMs = 0;
};
