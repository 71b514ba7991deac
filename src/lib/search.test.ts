import { describe, expect, it } from "vitest";
import { stringParams } from "./search";

describe("a route's search params", () => {
  const params = stringParams("redirectUrl", "code");
  it("keeps the named keys as strings (a number as its text) and drops everything else", () => {
    expect(params({ redirectUrl: "/mine", code: 1234, other: "x" })).toEqual({ redirectUrl: "/mine", code: "1234" });
    expect(params({ redirectUrl: ["/a"], code: { x: 1 } })).toEqual({});
    expect(params({ redirectUrl: "", code: null })).toEqual({ redirectUrl: "" });
    expect(params({})).toEqual({});
  });
});
