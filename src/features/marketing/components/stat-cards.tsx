/** Figures with their labels (chain stats, about-us cards). */
import "@/features/marketing/marketing.css";
export function StatCards({ stats }: { stats: readonly { value: string; label: string }[] }) {
  return (
    <dl className="stats">
      {stats.map((s) => (
        <div key={s.label} className="stat-card">
          <dd className="stat-card__value">{s.value}</dd>
          <dt className="stat-card__label">{s.label}</dt>
        </div>
      ))}
    </dl>
  );
}
