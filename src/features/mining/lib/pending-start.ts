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
});
/** A mining transaction the wallet sent whose start the server has not yet registered. */
export type PendingStart = z.infer<typeof PendingStart>;

const stored = storedValue("local", STORAGE_KEYS.miningPendingStart);

/**
 * The mining start between the wallet's send and the server's registration, kept in this browser
 * so a reload or a closed tab does not strand it: the next visit of the same player follows the
 * same transaction and registers it (public-pages-mining.md §4; the wallets issue). Logout forgets
 * it with the other stored keys; the chain still has the transaction (see unrecordedStartQuery).
 */
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
  save: (start: PendingStart) => stored.set(JSON.stringify(start)),
  /** The wallet sped the transaction up: the replacement is the one to register. */
  replace(hash: `0x${string}`) {
    const raw = stored.get();
    if (raw) stored.set(JSON.stringify({ ...(JSON.parse(raw) as PendingStart), hash }));
  },
  clear: () => stored.set(null),
};
