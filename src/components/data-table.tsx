import type { ReactNode } from "react";
import "@/components/data-table.css";

export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The column that names the row: rendered as a row header (`<th scope="row">`). */
  rowHeader?: boolean;
}

/**
 * One table for every list of rows (leaderboards, block history and winners, pool members): a
 * hidden caption names it for screen readers, columns say how each cell reads, a narrow screen
 * scrolls it sideways instead of squeezing it.
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
  return (
    <div className="table-wrap">
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
  );
}
