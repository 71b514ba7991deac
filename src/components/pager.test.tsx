// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { PAGER_RANGE } from "@/config/constants";
import { Pager } from "./pager";

function Harness({ total, start = 1 }: { total: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <Pager page={page} total={total} onPage={setPage} label="Pages" />;
}

const pages = () =>
  within(screen.getByRole("navigation", { name: "Pages" }))
    .getAllByRole("button", { name: /^Page \d+$/ })
    .map((b) => Number(b.textContent));
const current = () => Number(screen.getByRole("button", { current: "page" }).textContent);

describe("Pager (K04: at most 6 pages shown)", () => {
  afterEach(cleanup);

  it("shows at most 6 page buttons around the current page, and moves with Previous and Next", () => {
    render(<Harness total={20} start={7} />);
    expect(pages()).toHaveLength(PAGER_RANGE);
    expect(pages()).toEqual([4, 5, 6, 7, 8, 9]);
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(current()).toBe(8);
    expect(pages()).toEqual([5, 6, 7, 8, 9, 10]);
    fireEvent.click(screen.getByRole("button", { name: "Page 10" }));
    expect(current()).toBe(10);
  });

  it("disables Previous on the first page and Next on the last", () => {
    render(<Harness total={3} />);
    expect(screen.getByRole("button", { name: "Previous page" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("button", { name: "Page 3" }));
    expect(screen.getByRole("button", { name: "Next page" })).toHaveProperty("disabled", true);
    expect(pages()).toEqual([1, 2, 3]);
  });

  it("is not shown for a single page", () => {
    render(<Harness total={1} />);
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
  });
});
