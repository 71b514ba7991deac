import { useEffect, useRef, useState, type ReactNode } from "react";
import "@/components/data-table.css";

/**
 * Which sides of a box have more to scroll to (a table wider than a phone): read as it scrolls and
 * as it or its content change size.
 */
function useHiddenSides() {
  const ref = useRef<HTMLDivElement>(null);
  const [sides, setSides] = useState({ left: false, right: false });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const read = () => {
      const left = box.scrollLeft > 1;
      const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setSides((s) => (s.left === left && s.right === right ? s : { left, right }));
    };
    read();
    box.addEventListener("scroll", read, { passive: true });
    const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(read);
    resized?.observe(box);
    if (box.firstElementChild) resized?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener("scroll", read);
      resized?.disconnect();
    };
  }, []);
  return { ref, ...sides };
}

export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The column that names the row: rendered as a row header (`<th scope="row">`). */
  rowHeader?: boolean;
}

/**
 * One table for every list of rows (leaderboards, block history and winners, pool members): a
 * hidden caption names it for screen readers, columns say how each cell reads, a narrow screen
 * scrolls it sideways instead of squeezing it, and says so: the edge with more behind it fades, a
 * note says there are more columns, and the keyboard can scroll it (it takes focus).
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  isCurrent,
  variant,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The row that is the player's own (highlighted, `aria-current`). */
  isCurrent?: (row: Row) => boolean;
  /** `compact`: the tighter rows of a side panel. */
  variant?: "compact";
}) {
  const { ref, left, right } = useHiddenSides();
  const scrolls = left || right;
  const fade = [left && "table-wrap--more-left", right && "table-wrap--more-right"].filter(Boolean).join(" ");
  return (
    <>
      {right && (
        <p className="table-more" aria-hidden="true">
          More columns: scroll sideways →
        </p>
      )}
      <div
        ref={ref}
        className={fade ? `table-wrap ${fade}` : "table-wrap"}
        // a box that scrolls is reachable by the keyboard (arrow keys scroll it), named as its table
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? "region" : undefined}
        aria-label={scrolls ? caption : undefined}
      >
        <table className={variant ? `data-table data-table--${variant}` : "data-table"}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c, i) => (
                <th key={i} scope="col">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} aria-current={isCurrent?.(row) ? "true" : undefined}>
                {columns.map((c, i) =>
                  c.rowHeader ? (
                    <th key={i} scope="row">
                      {c.cell(row)}
                    </th>
                  ) : (
                    <td key={i}>{c.cell(row)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
