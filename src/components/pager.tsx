import IconChevronLeft from "@tabler/icons-react/icons/IconChevronLeft";
import IconChevronRight from "@tabler/icons-react/icons/IconChevronRight";
import { PAGER_RANGE } from "@/config/constants";
import "@/components/pager.css";

/** Page numbers around the current page, at most PAGER_RANGE of them (K04, K32). */
export function pageWindow(page: number, total: number, range = PAGER_RANGE): number[] {
  if (total <= 0) return [];
  const start = Math.max(1, Math.min(page - Math.floor(range / 2), total - range + 1));
  return Array.from({ length: Math.min(range, total) }, (_, i) => start + i);
}

export function Pager({ page, total, onPage, label }: { page: number; total: number; onPage: (p: number) => void; label: string }) {
  if (total <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label="Previous page">
        <IconChevronLeft aria-hidden="true" size={18} />
      </button>
      {pageWindow(page, total).map((p) => (
        <button key={p} type="button" onClick={() => onPage(p)} aria-current={p === page ? "page" : undefined} aria-label={`Page ${p}`}>
          {p}
        </button>
      ))}
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= total} aria-label="Next page">
        <IconChevronRight aria-hidden="true" size={18} />
      </button>
    </nav>
  );
}
