import { describe, expect, it } from "vitest";
import { chainPortOf, TEST_CHAIN_COOKIE } from "./test-chain-by-cookie";

describe("the acceptance suite's chain cookie", () => {
  it("names a worker's chain port among other cookies", () => {
    expect(chainPortOf(`${TEST_CHAIN_COOKIE}=8611`)).toBe(8611);
    expect(chainPortOf(`a=1; ${TEST_CHAIN_COOKIE}=8602; b=2`)).toBe(8602);
  });
  it("is no port without the cookie, with another cookie's value, or outside the unprivileged ports", () => {
    expect(chainPortOf(undefined)).toBeNull();
    expect(chainPortOf("other_chain=8611")).toBeNull();
    expect(chainPortOf(`x${TEST_CHAIN_COOKIE}=8611`)).toBeNull();
    expect(chainPortOf(`${TEST_CHAIN_COOKIE}=80`)).toBeNull();
    expect(chainPortOf(`${TEST_CHAIN_COOKIE}=99999`)).toBeNull();
    expect(chainPortOf(`${TEST_CHAIN_COOKIE}=8611x`)).toBeNull();
  });
});
