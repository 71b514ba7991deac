import "./page-skeleton.css";

/**
 * The content of a page whose data is still coming, held in place: a route whose layout is known
 * before its data (a mining page's title and navigation, the account's tabs) shows it around this,
 * so the page's frame is final from the first paint (and from HTML alone where the build
 * prerenders it: its route declares `snapshot: "frame"`, src/config/prerender.ts).
 */
export function PageSkeleton({ title = false }: { title?: boolean }) {
  return (
    <section className="route-pending" aria-busy="true" aria-label="Loading the page">
      {title && <div className="route-pending__title" />}
      <div className="route-pending__line" />
      <div className="route-pending__line route-pending__line--short" />
      <div className="route-pending__block" />
    </section>
  );
}
