import { MINING_AUTO_SELECT_CLEAR_FROM, MINING_MAX_SELECTED, MINING_MULTIPLIER } from "@/config/constants";
import type { MiningItem, MiningMode } from "../api/mining";

export type MiningSort = "hashrate_high" | "hashrate_low" | "name";

/** The list as shown: the search (by name or symbol, any case), then the sort. */
export function visibleItems(items: readonly MiningItem[], search: string, sort: MiningSort): MiningItem[] {
  const q = search.trim().toLowerCase();
  const found = q ? items.filter((i) => i.name.toLowerCase().includes(q) || (i.symbol ?? "").toLowerCase().includes(q)) : [...items];
  return found.sort((a, b) =>
    sort === "hashrate_high" ? b.hashrate - a.hashrate : sort === "hashrate_low" ? a.hashrate - b.hashrate : a.name.localeCompare(b.name),
  );
}

/** K27: auto-select takes the top 9 by hashrate, or clears the selection when 8 or more are selected. */
export function autoSelect(items: readonly MiningItem[], selected: ReadonlySet<string>): Set<string> {
  if (selected.size >= MINING_AUTO_SELECT_CLEAR_FROM) return new Set();
  return new Set(
    [...items]
      .sort((a, b) => b.hashrate - a.hashrate)
      .slice(0, MINING_MAX_SELECTED)
      .map((i) => i.id),
  );
}

/** Auto-select is highlighted when 8 or more are selected. */
export const autoSelectActive = (selected: ReadonlySet<string>) => selected.size >= MINING_AUTO_SELECT_CLEAR_FROM;

/** Toggles an item; null when that would make more than 9 (the caller says 'You can only select 9 NFTs at a time'). */
export function toggle(selected: ReadonlySet<string>, id: string): Set<string> | null {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else if (next.size >= MINING_MAX_SELECTED) return null;
  else next.add(id);
  return next;
}

/** The public-pages-mining.md §5 check before mining: a text of the spec, or null when the selection may mine. */
export function selectionError(items: readonly MiningItem[]): string | null {
  if (items.length === 0) return "You must select at least 1 NFT or Token to mine";
  if (items.reduce((sum, i) => sum + i.hashrate, 0) <= 0) return "You have to enter a higher hashrate than 0";
  if (items.length > MINING_MAX_SELECTED) return "You can only select 9 NFTs at a time";
  return null;
}

/** Total and boosted hashrate of a selection in a mode (K30, plus each item's own boost percent). */
export function hashrates(items: readonly MiningItem[], mode: MiningMode) {
  const total = items.reduce((sum, i) => sum + i.hashrate, 0);
  const boosted = items.reduce((sum, i) => sum + i.hashrate * MINING_MULTIPLIER[mode] * (1 + (i.boost_percent ?? 0) / 100), 0);
  return { total, boosted: Math.round(boosted * 100) / 100 };
}
