import type { ReactNode } from "react";
import { PageSkeleton } from "@/components/page-skeleton";
import { MiningNav } from "./mining-nav";
import "@/features/mining/mining.css";

/** A mining page: its title, the mining navigation, its content. */
export function MiningPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mine">
      <h1 className="mine__title">{title}</h1>
      <MiningNav />
      {children}
    </section>
  );
}

/** A mining page whose data is coming: its title and navigation as they will be, the content held in place. */
export function MiningPagePending({ title }: { title: string }) {
  return (
    <MiningPage title={title}>
      <PageSkeleton />
    </MiningPage>
  );
}
