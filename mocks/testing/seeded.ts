import { resetRuntime, seed } from "../seed";
import { restore, snapshot } from "../state";

/**
 * The seed, built once and put back before each test (a snapshot restored, far cheaper than a
 * rebuild). Built
 * when a test file loads, outside any test, so that mutation testing does not count the seed's
 * own run as every test's coverage of the rules it calls (stryker.config.mjs).
 */
export function seedOnce() {
  seed();
  const seeded = snapshot();
  return () => {
    restore(seeded);
    resetRuntime();
  };
}
