import type { ReactNode } from "react";
import "@/components/info-list.css";

/** A list of terms and their values (profile, stats, summaries). */
export function InfoList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="info-list">
      {rows.map(([term, value]) => (
        <div key={term} className="info-list__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
