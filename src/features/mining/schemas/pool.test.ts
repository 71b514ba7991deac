import { describe, expect, it } from "vitest";
import { MIN_NFTS_MESSAGE, poolDetailsSchema } from "./pool";

const valid = { pool_name: "Alpha", min_hashrate: "100", min_NFTs: "1", max_nfts: "9", pool_price: "0", is_enable: true };
const messages = (values: Partial<typeof valid>) => poolDetailsSchema.safeParse({ ...valid, ...values }).error?.issues.map((i) => i.message) ?? [];

describe("the owner's pool form (public-pages-mining.md §5, K37)", () => {
  it("takes a complete pool, the text trimmed", () => {
    expect(messages({})).toEqual([]);
    expect(messages({ pool_name: "  Alpha  ", min_hashrate: " 0 ", pool_price: " 12.5 " })).toEqual([]);
  });

  it("a name is required and at most 64 characters", () => {
    expect(messages({ pool_name: "   " })).toEqual(["Pool name is required"]);
    expect(messages({ pool_name: "x".repeat(64) })).toEqual([]);
    expect(messages({ pool_name: "x".repeat(65) })).toEqual(["Pool name is at most 64 characters"]);
  });

  it("the min hashrate and the price are numbers, 0 or more", () => {
    expect(messages({ min_hashrate: "" })).toEqual(["Min hashrate is required"]);
    expect(messages({ min_hashrate: "-1" })).toEqual(["Min hashrate must be a number, 0 or more"]);
    expect(messages({ min_hashrate: "abc" })).toEqual(["Min hashrate must be a number, 0 or more"]);
    expect(messages({ min_hashrate: "0" })).toEqual([]);
    expect(messages({ pool_price: "" })).toEqual(["Price is required"]);
    expect(messages({ pool_price: "-0.5" })).toEqual(["Price must be a number, 0 or more"]);
    expect(messages({ pool_price: "Infinity" })).toEqual(["Price must be a number, 0 or more"]);
  });

  it("K37: min NFTs is a whole number greater than 0 and less than 9, word for word", () => {
    expect(MIN_NFTS_MESSAGE).toBe("Min NFTs must be less than 9 and greater than 0");
    for (const bad of ["0", "9", "-1", "1.5", "x", ""]) expect(messages({ min_NFTs: bad })).toContain(MIN_NFTS_MESSAGE);
    for (const good of ["1", "8"]) expect(messages({ min_NFTs: good })).toEqual([]);
  });

  it("max NFTs is a whole number from 1 to 9, and not below min NFTs", () => {
    // 0 breaks both rules (below 1, and below min NFTs 1): both are said
    expect(messages({ max_nfts: "0" })).toEqual(["Max NFTs must be between 1 and 9", "Max NFTs cannot be less than min NFTs"]);
    expect(messages({ max_nfts: "10" })).toEqual(["Max NFTs must be between 1 and 9"]);
    expect(messages({ max_nfts: "2.5" })).toEqual(["Max NFTs must be between 1 and 9"]);
    expect(messages({ min_NFTs: "5", max_nfts: "4" })).toEqual(["Max NFTs cannot be less than min NFTs"]);
    expect(messages({ min_NFTs: "5", max_nfts: "5" })).toEqual([]);
    expect(messages({ min_NFTs: "1", max_nfts: "9" })).toEqual([]);
    expect(messages({ min_NFTs: "1", max_nfts: "1" })).toEqual([]);
    // numbers as typed, with a leading zero, are still compared
    expect(messages({ min_NFTs: "5", max_nfts: "04" })).toEqual(["Max NFTs cannot be less than min NFTs"]);
    expect(messages({ min_NFTs: "06", max_nfts: "5" })).toEqual(["Max NFTs cannot be less than min NFTs"]);
    // a field that is not a whole number gets its own rule, and no comparison
    for (const bad of ["a5", "5a", "x"]) {
      expect(messages({ min_NFTs: bad, max_nfts: "9" })).toEqual([MIN_NFTS_MESSAGE]);
      expect(messages({ min_NFTs: "1", max_nfts: bad })).toEqual(["Max NFTs must be between 1 and 9"]);
    }
  });
});
