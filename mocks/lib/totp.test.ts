import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, hotp, totp } from "./totp";

describe("TOTP (RFC 6238 appendix B, SHA-1)", () => {
  // the RFC's seed: the ASCII "12345678901234567890"; its 8-digit values, here the last 6 digits
  const secret = base32Encode(Buffer.from("12345678901234567890"));
  it.each([
    [59, "287082"],
    [1111111109, "081804"],
    [1111111111, "050471"],
    [1234567890, "005924"],
    [2000000000, "279037"],
  ])("at %i s: %s", (seconds, code) => expect(totp(secret, seconds * 1000)).toBe(code));
  it("HOTP of RFC 4226 appendix D", () => expect([0, 1, 2].map((c) => hotp(secret, c))).toEqual(["755224", "287082", "359152"]));
  it("base32 round trip", () => expect(base32Decode(base32Encode(Buffer.from("hello world"))).toString()).toBe("hello world"));
});
