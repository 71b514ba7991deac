import type { ReactNode } from "react";
import { PageSkeleton } from "@/components/page-skeleton";
import { MiningNav } from "./mining-nav";
import "@/features/mining/mining.css";

/**
 * A mining page: its title, the mining navigation, what the page is for (`intro`: in its
 * prerendered frame too, so it paints before the page's data), its content.
 */
export function MiningPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="mine">
      <h1 className="mine__title">{title}</h1>
      <MiningNav />
      {intro && <p className="mine__intro">{intro}</p>}
      {children}
    </section>
  );
}

/** A mining page whose data is coming: its title and navigation as they will be, the content held in place. */
export function MiningPagePending({ title, intro }: { title: string; intro?: string }) {
  return (
    <MiningPage title={title} intro={intro}>
      <PageSkeleton />
    </MiningPage>
  );
}
