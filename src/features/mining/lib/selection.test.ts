import { describe, expect, it } from "vitest";
import type { MiningItem } from "../api/mining";
import { autoSelect, autoSelectActive, hashrates, selectionError, toggle, visibleItems } from "./selection";

const item = (id: string, hashrate: number, extra: Partial<MiningItem> = {}): MiningItem => ({ id, name: `Hero ${id}`, hashrate, type: "NFT", ...extra });
const items = [5, 80, 20, 60, 10, 90, 30, 70, 40, 50, 100].map((h, i) => item(String(i + 1), h));

describe("mining selection (public-pages-mining.md §4, §5; K27, K30)", () => {
  it("auto-select takes the top 9 by hashrate, and clears when 8 or more are selected", () => {
    const top = autoSelect(items, new Set());
    expect(top.size).toBe(9);
    expect([...top].map((id) => items.find((i) => i.id === id)!.hashrate).sort((a, b) => a - b)).toEqual([20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(autoSelectActive(top)).toBe(true);
    expect(autoSelect(items, top).size).toBe(0);
    const seven = new Set(["1", "2", "3", "4", "5", "6", "7"]);
    expect(autoSelectActive(seven)).toBe(false);
    expect(autoSelect(items, seven).size).toBe(9);
    expect(autoSelect(items, new Set([...seven, "8"])).size).toBe(0);
  });

  it("a tenth item is refused; unselecting works at 9", () => {
    const nine = autoSelect(items, new Set());
    const outside = items.find((i) => !nine.has(i.id))!.id;
    expect(toggle(nine, outside)).toBeNull();
    expect(toggle(nine, [...nine][0])!.size).toBe(8);
  });

  it("the public-pages-mining.md §5 texts: nothing selected, a zero hashrate", () => {
    expect(selectionError([])).toBe("You must select at least 1 NFT or Token to mine");
    expect(selectionError([item("z", 0)])).toBe("You have to enter a higher hashrate than 0");
    expect(selectionError(Array.from({ length: 10 }, (_, i) => item(String(i), 1)))).toBe("You can only select 9 NFTs at a time");
    expect(selectionError([item("a", 1)])).toBeNull();
  });

  it("sorts by hashrate either way and by name; searches by name or symbol", () => {
    expect(visibleItems(items, "", "hashrate_high")[0].hashrate).toBe(100);
    expect(visibleItems(items, "", "hashrate_low")[0].hashrate).toBe(5);
    expect(visibleItems([item("b", 1, { name: "Zed" }), item("a", 2, { name: "Abe" })], "", "name").map((i) => i.name)).toEqual(["Abe", "Zed"]);
    expect(visibleItems([item("x", 1, { symbol: "DAF" }), item("y", 1)], "daf", "name").map((i) => i.id)).toEqual(["x"]);
  });

  it("the rules at their edges: 8 selected is active, 9 may be chosen one by one, 10 is too many; search trims and ignores case; sorts by numbers", () => {
    const eight = new Set(["1", "2", "3", "4", "5", "6", "7", "8"]);
    expect(autoSelectActive(eight)).toBe(true);
    expect([...toggle(eight, "9")!]).toEqual([...eight, "9"]);
    expect(toggle(new Set(), "1")).toEqual(new Set(["1"]));
    expect(selectionError(items.slice(0, 9))).toBeNull();
    expect(selectionError(items.slice(0, 10))).toBe("You can only select 9 NFTs at a time");
    const named = [item("a", 1, { name: "Sky Dragon", symbol: "DRGN" }), item("b", 2, { name: "Hero", symbol: "HERO" })];
    expect(visibleItems(named, "  DRAGON ", "name").map((i) => i.id)).toEqual(["a"]);
    expect(visibleItems(named, "Drgn", "name").map((i) => i.id)).toEqual(["a"]);
    expect(visibleItems(named, "", "name").map((i) => i.id)).toEqual(["b", "a"]);
    // numbers, not texts: 9 is below 10, 100 above both
    const rates = [item("x", 10), item("y", 9), item("z", 100)];
    expect(visibleItems(rates, "", "hashrate_high").map((i) => i.hashrate)).toEqual([100, 10, 9]);
    expect(visibleItems(rates, "", "hashrate_low").map((i) => i.hashrate)).toEqual([9, 10, 100]);
  });

  it("1.5x without fee, x2 with fee, plus a Digital Art Fair item's own boost", () => {
    const selection = [item("a", 100), item("b", 50, { boost_percent: 10 })];
    expect(hashrates(selection, "no_fee")).toEqual({ total: 150, boosted: 150 + 82.5 });
    expect(hashrates(selection, "fee")).toEqual({ total: 150, boosted: 200 + 110 });
  });
});
