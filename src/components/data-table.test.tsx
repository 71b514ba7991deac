// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DataTable, type Column } from "./data-table";

interface Row {
  name: string;
  score: number;
}
const columns: Column<Row>[] = [
  { header: "Player", rowHeader: true, cell: (r) => r.name },
  { header: "Score", cell: (r) => r.score.toLocaleString("en-US") },
];
const rows = [
  { name: "alice", score: 1200 },
  { name: "bob", score: 7 },
];

describe("DataTable (leaderboards, block history, pool members)", () => {
  afterEach(cleanup);

  it("is a table named by its caption, with column headers and one row per item", () => {
    render(<DataTable caption="Top players" columns={columns} rows={rows} rowKey={(r) => r.name} />);
    const table = screen.getByRole("table", { name: "Top players" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Player", "Score"]);
    expect(within(table).getByRole("rowheader", { name: "alice" })).toBeTruthy();
    const [, first, second] = within(table).getAllByRole("row");
    expect(within(first).getByRole("cell").textContent).toBe("1,200");
    expect(within(second).getByRole("cell").textContent).toBe("7");
  });

  it("marks the player's own row as current and no other", () => {
    render(<DataTable caption="Board" columns={columns} rows={rows} rowKey={(r) => r.name} isCurrent={(r) => r.name === "bob"} />);
    const current = screen.getAllByRole("row").filter((r) => r.getAttribute("aria-current") === "true");
    expect(current).toHaveLength(1);
    expect(within(current[0]).getByRole("rowheader").textContent).toBe("bob");
  });
});
