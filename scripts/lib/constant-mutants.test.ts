import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { changed, constantMutants } from "./constant-mutants";

describe("constantMutants", () => {
  const source = [
    "/** K04 */",
    "export const FRIENDS_PAGE_SIZE = 7;",
    "export const PAGER_RANGE = 6;",
    "/** Not tagged */",
    "export const POLL_MS = 60_000;",
    "",
    "/** K30: multipliers and the fee */",
    "export const MULTIPLIER = { no_fee: 1.5, fee: 2 } as const;",
    'export const FEE = "0.05";',
    "export const WIDTH = 768; // a trailing comment",
    "",
    "export const AFTER_BLANK = 3;",
    "const campaign = {",
    "  /** K20: the supply. */",
    "  blackSupply: 111,",
    "  /** untagged */",
    "  newFriendReferrals: 5,",
    "};",
  ].join("\n");
  const mutants = constantMutants("constants.ts", source);

  test("a comment's ids hold for the constants after it, up to a blank line or the next comment", () => {
    expect(mutants.map((m) => [m.name, m.ids.join(" "), m.line])).toEqual([
      ["FRIENDS_PAGE_SIZE", "K04", 2],
      ["PAGER_RANGE", "K04", 3],
      ["MULTIPLIER.no_fee", "K30", 8],
      ["MULTIPLIER.fee", "K30", 8],
      ["FEE", "K30", 9],
      ["WIDTH", "K30", 10],
      ["blackSupply", "K20", 15],
    ]);
  });

  test("each mutant changes its one value and keeps the rest of the file", () => {
    const byName = Object.fromEntries(mutants.map((m) => [m.name, m]));
    const diff = (name: string) => {
      const before = source.split("\n");
      const after = byName[name]!.mutated.split("\n");
      expect(after).toHaveLength(before.length);
      return after.flatMap((line, i) => (line === before[i] ? [] : [line]));
    };
    expect(diff("FRIENDS_PAGE_SIZE")).toEqual(["export const FRIENDS_PAGE_SIZE = 8;"]);
    expect(diff("MULTIPLIER.fee")).toEqual(["export const MULTIPLIER = { no_fee: 1.5, fee: 3 } as const;"]);
    expect(diff("MULTIPLIER.no_fee")).toEqual(["export const MULTIPLIER = { no_fee: 3, fee: 2 } as const;"]);
    expect(diff("FEE")).toEqual(['export const FEE = "0.1";']);
    expect(diff("WIDTH")).toEqual(["export const WIDTH = 1536; // a trailing comment"]);
    expect(diff("blackSupply")).toEqual(["  blackSupply: 222,"]);
  });

  test("timings and large values are doubled, counts are one more", () => {
    expect(changed("WALLET_RETRY_DELAY_MS", "10_000")).toBe("20000");
    expect(changed("COOLDOWN_HOURS", "24")).toBe("48");
    expect(changed("MAX_BADGES", "5")).toBe("6");
    expect(changed("X", "0")).toBe("1");
    expect(changed("X", '"0.05"')).toBe('"0.1"');
  });

  test("the project's constants: every K-tagged number of src/config/constants.ts is found", () => {
    const text = readFileSync("src/config/constants.ts", "utf8");
    const names = constantMutants("src/config/constants.ts", text).map((m) => m.name);
    for (const name of [
      "PASSWORD_MIN_LENGTH",
      "FRIENDS_PAGE_SIZE",
      "WALLET_RETRY_DELAY_MS",
      "MINING_DEFAULT_FEE_PC",
      "WALLET_LOGIN_DEBOUNCE_MS",
      "TON_PROOF_REFRESH_MS",
    ])
      expect(names).toContain(name);
    // untagged designs are left alone
    expect(names).not.toContain("PENDING_REQUESTS_POLL_MS");
    expect(names).not.toContain("SPATIAL_FRAME_READY_MS");
  });
});
