import { TAB_LINK } from "@/components/tab-link";
import { Link } from "@tanstack/react-router";
import "@/components/tabs.css";

const LINKS = [
  { to: "/mine", label: "Mine" },
  { to: "/mine/stats", label: "Stats" },
  { to: "/mine/history", label: "Block history" },
  { to: "/mine/user-summary", label: "My rewards" },
  { to: "/mine/pools", label: "Pools" },
  { to: "/mine/partners", label: "Partners" },
  { to: "/mine/active-collection", label: "Active collections" },
] as const;

/** The mining pages' own navigation (public-pages-mining.md §2, Mining pages). */
export function MiningNav() {
  return (
    <nav className="tabs tabs--wrap" aria-label="Mining">
      {LINKS.map((l) => (
        <Link key={l.to} to={l.to} activeOptions={{ exact: l.to === "/mine" }} {...TAB_LINK}>
          {l.label}
        </Link>
      ))}
    </nav>
  );
}
