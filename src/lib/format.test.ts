import { describe, expect, it } from "vitest";
import { SHORT_ADDRESS_CHARS } from "@/config/constants";
import { formatUtc, shortAddress } from "./format";

describe("a wallet address shortened (K10: 8 characters at each end)", () => {
  const address = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
  it("keeps the first and last 8 characters around an ellipsis", () => {
    expect(SHORT_ADDRESS_CHARS).toBe(8);
    expect(shortAddress(address)).toBe("0x709979...17dc79c8");
  });
  it("leaves an address no longer than its short form as it is (19 characters), and shortens one longer", () => {
    expect(shortAddress("a".repeat(19))).toBe("a".repeat(19));
    expect(shortAddress("abcdefgh1234ijklmnop")).toBe("abcdefgh...ijklmnop");
    expect(shortAddress("")).toBe("");
  });
  it("takes another length", () => expect(shortAddress(address, 4)).toBe("0x70...79c8"));
});

describe("a date-time in UTC (public-pages-mining.md §3)", () => {
  it("is written to the minute with UTC, whatever the zone it was given in", () => {
    expect(formatUtc("2026-11-21T10:20:59Z")).toBe("2026-11-21 10:20 UTC");
    expect(formatUtc("2026-11-21T12:20:00+02:00")).toBe("2026-11-21 10:20 UTC");
  });
  it("leaves a value that is not a date as it came", () => expect(formatUtc("soon")).toBe("soon"));
});
