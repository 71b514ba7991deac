import { useSyncExternalStore } from "react";
import { z } from "zod";
import { STORAGE_KEYS, storedValue } from "@/lib/storage-keys";

const hex = (length: number) => z.string().regex(new RegExp(`^0x[0-9a-fA-F]{${length}}$`)) as unknown as z.ZodType<`0x${string}`>;

const PendingStart = z.object({
  /** the player who sent it: another account signed in on this browser does not take it over */
  player: z.string().min(1),
  hash: hex(64),
  address: hex(40),
  mode: z.enum(["no_fee", "fee"]),
  nfts: z.array(z.string()),
  tokens: z.array(z.string()),
  /** when the wallet sent it (ms since the epoch): the countdown runs from it, across a reload */
  sentAt: z.number().int().positive().optional(),
});
/** A mining transaction the wallet sent whose start the server has not yet registered. */
export type PendingStart = z.infer<typeof PendingStart>;

const stored = storedValue("local", STORAGE_KEYS.miningPendingStart);

/**
 * The mining start's one store: whether a start is under way in this page (from the player's
 * Confirm to its end), and the transaction between the wallet's send and the server's registration,
 * kept in this browser so a reload, a closed tab or a server out of reach does not strand it: the
 * next visit of the same player (or the start's Try again) follows the same transaction and
 * registers it (public-pages-mining.md §4). The mining home
 * reads it to lock the NFTs a start uses; the start (components/mining-start) writes it. Logout
 * forgets the kept one with the other stored keys; the chain still has the transaction (see
 * unrecordedStartQuery).
 */
let active = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

export const pendingStart = {
  /** The player's pending start, if one is kept (a record that does not parse is dropped). */
  read(player: string): PendingStart | null {
    const raw = stored.get();
    if (!raw) return null;
    let value: unknown = null;
    try {
      value = JSON.parse(raw);
    } catch {
      /* not JSON: dropped below */
    }
    const parsed = PendingStart.safeParse(value);
    if (!parsed.success) {
      stored.set(null);
      return null;
    }
    return parsed.data.player === player ? parsed.data : null;
  },
  save(start: PendingStart) {
    stored.set(JSON.stringify(start));
    changed();
  },
  /** The wallet sped the transaction up: the replacement is the one to register. */
  replace(hash: `0x${string}`) {
    const raw = stored.get();
    if (raw) stored.set(JSON.stringify({ ...(JSON.parse(raw) as PendingStart), hash }));
    changed();
  },
  clear() {
    stored.set(null);
    changed();
  },
  /** A start is under way in this page (Confirm pressed, not yet ended), or is no longer. */
  setActive(on: boolean) {
    active = on;
    changed();
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // another tab of the same browser sent or finished one
  const fromAnotherTab = (e: StorageEvent) => e.key === STORAGE_KEYS.miningPendingStart && listener();
  window.addEventListener("storage", fromAnotherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", fromAnotherTab);
  };
};

/**
 * What locks the player's NFTs: a start under way in this page, or one kept for its registration
 * (sent before a reload, or on the chain with the server out of reach); null when none.
 */
export function useStartLock(player: string): "under-way" | "kept" | null {
  return useSyncExternalStore(
    subscribe,
    () => (active ? "under-way" : pendingStart.read(player) !== null ? "kept" : null),
    () => null,
  );
}
