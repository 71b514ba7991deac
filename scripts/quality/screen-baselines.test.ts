import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BASELINE_BUDGET, BASELINE_DIR, baselineFile, KEY_SCREENS, SCREEN_SIZES } from "../../acceptance/fixtures/screens";

/**
 * The key screens' baselines (acceptance/screens.spec.ts): one per screen and size, each light
 * enough for the repository to carry every version of it. Made by
 *   npx playwright test acceptance/screens.spec.ts --project chromium --update-snapshots
 * (docs/testing.md); the first test fails until they are made.
 */
const expected = KEY_SCREENS.flatMap((screen) => SCREEN_SIZES.map((size) => baselineFile(screen, size)));
const present = existsSync(BASELINE_DIR) ? readdirSync(BASELINE_DIR).filter((f) => f.endsWith(".png")) : [];
const bytes = (file: string) => statSync(join(BASELINE_DIR, file)).size;

describe("the key screens' baselines", () => {
  it("every key screen has one at each size (made with --update-snapshots, see docs/testing.md)", () => {
    expect(expected.filter((f) => !present.includes(f))).toEqual([]);
  });

  it("none is left of a screen no longer kept", () => {
    expect(present.filter((f) => !expected.includes(f))).toEqual([]);
  });

  it(`each is at most ${BASELINE_BUDGET.eachBytes / 1024} kB`, () => {
    expect(present.filter((f) => bytes(f) > BASELINE_BUDGET.eachBytes).map((f) => `${f}: ${Math.round(bytes(f) / 1024)} kB`)).toEqual([]);
  });

  it(`together at most ${BASELINE_BUDGET.totalBytes / 1024 / 1024} MB`, () => {
    expect(present.reduce((sum, f) => sum + bytes(f), 0)).toBeLessThanOrEqual(BASELINE_BUDGET.totalBytes);
  });
});
