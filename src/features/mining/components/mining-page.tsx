import type { ReactNode } from "react";
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
