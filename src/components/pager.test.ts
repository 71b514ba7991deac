import { describe, expect, it } from "vitest";
import { pageWindow } from "./pager";

describe("pageWindow (pager shows at most 6 pages, K04/K32)", () => {
  it("shows every page when there are few", () => expect(pageWindow(1, 3)).toEqual([1, 2, 3]));
  it("centres the current page within 6", () => expect(pageWindow(7, 20)).toEqual([4, 5, 6, 7, 8, 9]));
  it("stays within the last pages", () => expect(pageWindow(20, 20)).toEqual([15, 16, 17, 18, 19, 20]));
  it("has no pages for an empty list", () => expect(pageWindow(1, 0)).toEqual([]));
});
