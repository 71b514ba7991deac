import { describe, expect, it } from "vitest";
import { INP_TARGET, PHONE_FLOOR_MS, INP_TARGET_TEXT, meetsInpTarget, onThePhone } from "./interactions.ts";

describe("the interactions' targets", () => {
  it("on the calibrated phone (the floor reads its 32 ms): at most 2.5 times the floor and 100 ms", () => {
    expect(onThePhone({ inp: 80, floor: PHONE_FLOOR_MS })).toBe(80);
    expect(meetsInpTarget({ inp: 80, floor: PHONE_FLOOR_MS })).toBe(true);
    expect(meetsInpTarget({ inp: 88, floor: PHONE_FLOOR_MS })).toBe(false); // 2.75x the floor
    // a host faster than the phone is not credited: 100 ms is the most
    expect(onThePhone({ inp: 90, floor: 24 })).toBe(90);
    expect(meetsInpTarget({ inp: 104, floor: 24 })).toBe(false);
  });

  it("on a host slower than the phone: the INP scaled to the phone by the floor, and 2.5 times the floor", () => {
    // npm test's runs: a floor of 48 ms (1.5x the phone) and the tabs at 112 ms are 75 ms on the phone
    expect(onThePhone({ inp: 112, floor: 48 })).toBeCloseTo(74.7, 1);
    expect(meetsInpTarget({ inp: 112, floor: 48 })).toBe(true);
    expect(meetsInpTarget({ inp: 112, floor: 56 })).toBe(true);
    expect(meetsInpTarget({ inp: INP_TARGET.floorTimes * 56 + 1, floor: 56 })).toBe(false);
    // past 2.5 times its floor it misses, however slow the host
    expect(meetsInpTarget({ inp: 121, floor: 48 })).toBe(false);
    expect(INP_TARGET_TEXT).toBe("within 100 ms on the calibrated phone (scaled by the floor beside the phone's 32 ms) and 2.5x the floor");
  });
});
