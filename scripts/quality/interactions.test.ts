import { describe, expect, it } from "vitest";
import { FLOOR_DRIFT, INP_TARGET, PHONE_FLOOR_MS, floorCalibrated, inpTargetText, meetsInpTarget } from "./interactions.ts";

describe("the interactions' targets", () => {
  const calibrated = PHONE_FLOOR_MS;
  const busy = FLOOR_DRIFT * PHONE_FLOOR_MS + 8;

  it("on the calibrated phone: at most 100 ms and 2.5 times the floor", () => {
    expect(floorCalibrated(calibrated)).toBe(true);
    expect(meetsInpTarget({ inp: 80, floor: calibrated })).toBe(true);
    expect(meetsInpTarget({ inp: 88, floor: calibrated })).toBe(false); // 2.75x the floor
    expect(meetsInpTarget({ inp: 104, floor: FLOOR_DRIFT * PHONE_FLOOR_MS })).toBe(false); // 2.2x, past 100 ms
    expect(inpTargetText(calibrated)).toBe(`within ${INP_TARGET.ms} ms and ${INP_TARGET.floorTimes}x the floor`);
  });

  it("on a host that stayed busier than the phone: 2.5 times its floor, the 100 ms not judged", () => {
    expect(floorCalibrated(busy)).toBe(false);
    expect(meetsInpTarget({ inp: 112, floor: 56 })).toBe(true);
    expect(meetsInpTarget({ inp: INP_TARGET.floorTimes * 56 + 1, floor: 56 })).toBe(false);
    expect(inpTargetText(busy)).toMatch(/^within 2\.5x the floor \(the floor read past 1\.5x the phone's 32 ms/);
  });
});
