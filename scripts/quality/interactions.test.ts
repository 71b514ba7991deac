import { describe, expect, it } from "vitest";
import {
  INP_TARGET,
  PHONE_FLOOR_MS,
  INP_TARGET_TEXT,
  meetsInpTarget,
  onThePhone,
  passSettled,
  rowMeetsInpTarget,
  rowOnThePhone,
  rowTimesFloor,
  timesFloor,
} from "./interactions.ts";

describe("the interactions' targets", () => {
  it("on the calibrated phone (the floor reads its 32 ms): at most 2.5 times the floor and 100 ms", () => {
    expect(onThePhone({ inp: 80, floor: PHONE_FLOOR_MS })).toBe(80);
    expect(meetsInpTarget({ inp: 80, floor: PHONE_FLOOR_MS })).toBe(true);
    expect(meetsInpTarget({ inp: 88, floor: PHONE_FLOOR_MS })).toBe(false); // 2.75x the floor
    // a host faster than the phone is not credited: 100 ms is the most
    expect(onThePhone({ inp: 90, floor: 24 })).toBe(90);
    expect(meetsInpTarget({ inp: 104, floor: 24 })).toBe(false);
    // nor is it held to a smaller budget: a floor under the phone's is read as the phone's
    expect(timesFloor({ inp: 72, floor: 24 })).toBe(2.25);
    expect(meetsInpTarget({ inp: 72, floor: 24 })).toBe(true);
    expect(meetsInpTarget({ inp: 88, floor: 16 })).toBe(false); // 2.75x the phone's floor
  });

  it("on a host slower than the phone: the INP scaled to the phone by the floor, and 2.5 times the floor", () => {
    // a floor 1.5x the phone's (a busy host): the INP is divided by 1.5 before it is held to 100 ms
    expect(onThePhone({ inp: 112, floor: 48 })).toBeCloseTo(74.7, 1);
    expect(meetsInpTarget({ inp: 112, floor: 48 })).toBe(true);
    expect(meetsInpTarget({ inp: 112, floor: 56 })).toBe(true);
    expect(meetsInpTarget({ inp: INP_TARGET.floorTimes * 56 + 1, floor: 56 })).toBe(false);
    // past 2.5 times its floor it misses, however slow the host
    expect(meetsInpTarget({ inp: 121, floor: 48 })).toBe(false);
    expect(INP_TARGET_TEXT).toBe(
      "within 100 ms on the calibrated phone (scaled by the floor beside the phone's 32 ms) and 2.5x the floor (at least the phone's)",
    );
  });

  it("judges each run beside the floors tapped around it, and an interaction on most of its runs", () => {
    // a busy spell: the runs and the floors around each slow together, each run within 2.5x its own
    const busy = { runs: [80, 128, 192, 144, 240], floors: [56, 80, 96, 72, 104] };
    expect(rowMeetsInpTarget(busy)).toBe(true);
    expect(rowOnThePhone(busy)).toBeCloseTo(64, 0);
    // the same runs beside floors of a quiet minute are slow taps
    expect(rowMeetsInpTarget({ ...busy, floors: busy.floors.map(() => PHONE_FLOOR_MS) })).toBe(false);
    // two of three runs meet it: met; one of three: missed
    expect(rowMeetsInpTarget({ runs: [64, 72, 120], floors: [32, 32, 32] })).toBe(true);
    expect(rowMeetsInpTarget({ runs: [64, 120, 120], floors: [32, 32, 32] })).toBe(false);
    // a quiet host's floors under the phone's: the runs are judged beside the phone's 32 ms
    const quiet = { runs: [128, 72, 56, 104, 72], floors: [24, 28, 24, 32, 28] };
    expect(rowMeetsInpTarget(quiet)).toBe(true);
    expect(rowTimesFloor(quiet)).toBe(2.25);
  });

  it("a pass is settled once most of the planned runs have met the target, whatever the rest read; a miss never is", () => {
    const floors = [32, 32, 32, 32, 32];
    // two of three met: most of the three meet, whatever the third reads
    expect(passSettled({ runs: [64, 72], floors }, 3)).toBe(true);
    expect(rowMeetsInpTarget({ runs: [64, 72, 400], floors })).toBe(true);
    // one met and one missed, or one run only: the next decides
    expect(passSettled({ runs: [64, 120], floors }, 3)).toBe(false);
    expect(passSettled({ runs: [64], floors }, 3)).toBe(false);
    expect(passSettled({ runs: [64], floors }, 1)).toBe(true);
    // two missed: not settled here either (the misses' further runs follow the planned ones)
    expect(passSettled({ runs: [120, 120], floors }, 3)).toBe(false);
    // five planned: three must have met
    expect(passSettled({ runs: [64, 72], floors }, 5)).toBe(false);
    expect(passSettled({ runs: [64, 72, 56], floors }, 5)).toBe(true);
    // each run beside its own floor: a busy spell's run met within its floor
    expect(passSettled({ runs: [64, 144], floors: [32, 72] }, 3)).toBe(true);
  });
});
