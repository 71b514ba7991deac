import { keepPreviousData, queryOptions, skipToken, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import {
  getActiveMiningOptions,
  getBlockWinnersOptions,
  getMiningHistoryOptions,
  getMiningPartnersOptions,
  getUserHistoryOptions,
  getUserRewardsOptions,
  getMiningStatsOptions,
  getMiningParticipationOptions,
  getMiningParticipationQueryKey,
  getMiningTokensOptions,
  getMiningTokensQueryKey,
  participateMutation,
} from "@generated/api/mining/@tanstack/react-query.gen";
import { getMiningReference, participateWithTx, txCheck } from "@generated/api/mining/sdk.gen";
import type {
  ActiveKind,
  GetBlockWinnersResponse,
  HistoryItem,
  MiningItem,
  MiningStats,
  Participation,
  Partner,
  RewardAmount,
} from "@generated/api/mining/types.gen";
import { MINING_CACHE_MS } from "@/config/constants";
import { PRODUCT_CHAIN_ID } from "@/config/env";
import { trackEvent } from "@/lib/analytics";
import { apiError } from "@/lib/api-error";
import { IDEMPOTENCY_HEADER, useWrite } from "@/lib/write";

export type { ActiveKind, HistoryItem, MiningItem, MiningStats, Participation, Partner, RewardAmount };
export type MiningMode = "no_fee" | "fee";
export type BlockWinner = GetBlockWinnersResponse["result"]["items"][number];

/** K31: mining answers are cached for 10 seconds. */
const cached = { staleTime: MINING_CACHE_MS };

// One options object per endpoint (TanStack Query's queryOptions over the generated options): a
// route's loader ensures it, its component reads it. Paged and searched lists keep the previous
// page on screen while the next one loads.

/** The NFTs and tokens the player can mine with now. */
export const miningItemsQuery = () => queryOptions({ ...getMiningTokensOptions(), ...cached, select: (d) => d.result });

/**
 * The mining contract's fee of the x2 mode, as the start reads it (api/mining-contract.ts, under
 * the wallet stack). The mining home observes it without fetching: until the start has read it
 * there is nothing, and the home shows the default (about 0.05 PC, K30).
 */
export const miningFeeKey = () => ["mining", "fee", PRODUCT_CHAIN_ID] as const;
export const observedMiningFeeQuery = () => queryOptions<bigint>({ queryKey: miningFeeKey(), queryFn: skipToken });

/**
 * The signed-in player's account reference for a mine transaction from the wallet `address`, which
 * the transaction names so that it starts mining for this account only (GET /mining/reference).
 * The same for the account and wallet every time: kept for the session, under the player's name
 * and the wallet, so another account signed in on this tab never sends the one before's.
 */
export const miningReferenceQuery = (player: string, address: `0x${string}` | undefined) =>
  queryOptions({
    queryKey: ["mining", "reference", player, address] as const,
    queryFn: address
      ? async ({ signal }) => (await getMiningReference({ query: { address }, signal, throwOnError: true })).data.result.reference as `0x${string}`
      : skipToken,
    staleTime: Infinity,
  });

/** The player's current participation, or null. */
export const participationQuery = () => queryOptions({ ...getMiningParticipationOptions(), ...cached, select: (d) => d.result });

/** What can mine now: collections and tokens with their hashrate ranges (public). */
export const activeMiningQuery = () => queryOptions({ ...getActiveMiningOptions(), ...cached });

/** The current block's statistics (signed in). */
export const miningStatsQuery = () => queryOptions({ ...getMiningStatsOptions(), ...cached, select: (d) => d.result });

/** The settled blocks, newest first; `block` keeps the numbers starting with it (signed in). */
export const miningHistoryQuery = (page: number, block: string) =>
  queryOptions({
    ...getMiningHistoryOptions({ query: { page, ...(block ? { block } : {}) } }),
    ...cached,
    select: (d) => d.result,
    placeholderData: keepPreviousData,
  });

/** Who received something in a block, the winner first. */
export const blockWinnersQuery = (block: number, page: number) =>
  queryOptions({
    ...getBlockWinnersOptions({ path: { id: String(block) }, query: { page } }),
    ...cached,
    select: (d) => d.result,
    placeholderData: keepPreviousData,
  });

/** The player's totals per symbol. */
export const userRewardsQuery = () => queryOptions({ ...getUserRewardsOptions(), ...cached, select: (d) => d.result });

/** The blocks the player won (SHOW WINS), paged. */
export const userWinsQuery = (page: number) =>
  queryOptions({ ...getUserHistoryOptions({ query: { is_winner: true, page } }), ...cached, select: (d) => d.result, placeholderData: keepPreviousData });

/** The active partners in display order (public). */
export const partnersQuery = () => queryOptions({ ...getMiningPartnersOptions(), ...cached, select: (d) => d.result });

/**
 * The failed calls whose answer said to try again later, not no: a 5xx, or an answer with
 * Retry-After (a transaction whose 2 blocks are not there yet, a repeat while the first request is
 * still handled). Nothing was decided, so a start refused so is kept for its Try again.
 */
const notYet = new WeakMap<object, number | undefined>();
export const isNotYet = (error: unknown) => typeof error === "object" && error !== null && notYet.has(error);
/** The seconds an answer to try again later asked to wait (its Retry-After), when it said. */
export const retryAfterSeconds = (error: unknown) => (typeof error === "object" && error !== null ? notYet.get(error) : undefined);

/** Retry-After in seconds: a number of seconds, or an HTTP date (from now); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  // an HTTP date names its day and month ("Mon, 07 Dec 2026 12:00:09 GMT"): "-3" is no date
  const at = /[A-Za-z]{3}/.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A generated call's result (throwOnError off): its data, or its error thrown, marked when it says to try again later. */
function settled<T>({ data, error, response }: { data?: T; error?: unknown; response?: Response }): T {
  if (error === undefined) return data as T;
  if (typeof error === "object" && error !== null && response && (response.status >= 500 || response.headers.has("Retry-After")))
    notYet.set(error, parseRetryAfter(response.headers.get("Retry-After")));
  throw error;
}

/**
 * Whether a mine transaction can still start mining for this player: the server's own check
 * (tx_check) passes. false when the server refuses it (used already, another sender, too old);
 * a failure to reach the server, or an answer to try again later, is thrown.
 */
export async function isUnusedMineTx(tx: { address: string; hash: `0x${string}`; mode: MiningMode }): Promise<boolean> {
  try {
    // each check asks anew (a key of its own): a kept answer from before the start would say "unused"
    settled(
      await txCheck({
        body: { address: tx.address, tx_hash: tx.hash, network: "mainnet", mode: tx.mode },
        headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
      }),
    );
    return true;
  } catch (error) {
    if (apiError(error, "").fromBackend && !isNotYet(error)) return false;
    throw error;
  }
}

/** The mining answers to refresh after a start. */
export function useRefreshMining() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: getMiningTokensQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getMiningParticipationQueryKey() });
  };
}

/** Tokens only start off chain, without a transaction (POST /mining/participate). */
export function useStartOffChain() {
  const refresh = useRefreshMining();
  return useWrite({
    ...participateMutation(),
    onSuccess: (data, { body }) => {
      trackEvent({ name: "mining_started", props: { mode: "off_chain", items: String(body.nfts.length + body.tokens.length) } });
      toast.success(data.message ?? "Successfully started mining");
    },
    onError: (error) => toast.error("There was an error starting participation", { description: apiError(error, "").message || undefined }),
    onSettled: refresh,
  });
}

/** What the server is told of an on-chain start. */
export interface OnChainStart {
  nfts: string[];
  tokens: string[];
  address: string;
  txHash: `0x${string}`;
  mode: MiningMode;
}

/**
 * Transactions whose start the server refused in this tab, with what the next attempt's keys add: a
 * refusal is kept under its key, so the same keys would be answered by it again, and a changed pick
 * would be another request under a used key. An answer to try again later is kept under none: the
 * same keys ask again.
 */
const askAnew = new Map<string, string>();

/**
 * An on-chain start's intent is its transaction: its keys follow from the hash, so a second tap, a
 * resend after no answer and the resume after a reload (which knows only the transaction) send the
 * same keys, and the backend answers a repeat with its first answer. After the server refused it,
 * the next attempt is a new request (new keys). One key per operation (a key names one request).
 */
export const startKeys = (txHash: string) => {
  const again = askAnew.has(txHash) ? `-${askAnew.get(txHash)}` : "";
  return { check: `tx-check-${txHash}${again}`, start: `mining-start-${txHash}${again}` };
};

/**
 * The server's side of an on-chain start, after the transaction: its check of the transaction
 * (tx_check), then the start (participate_wth_tx). One call of the mining start (the start's
 * owner, components/mining-start.tsx, through hooks/use-mine-flow.ts), which says how it went.
 */
export async function registerOnChainStart(input: OnChainStart) {
  const tx = { address: input.address, tx_hash: input.txHash, network: "mainnet" as const, mode: input.mode };
  const keys = startKeys(input.txHash);
  let data;
  try {
    settled(await txCheck({ body: tx, headers: { [IDEMPOTENCY_HEADER]: keys.check } }));
    data = settled(
      await participateWithTx({
        body: { ...tx, nfts: input.nfts, tokens: input.tokens },
        headers: { [IDEMPOTENCY_HEADER]: keys.start },
      }),
    );
  } catch (error) {
    if (apiError(error, "").fromBackend && !isNotYet(error)) askAnew.set(input.txHash, crypto.randomUUID());
    throw error;
  }
  trackEvent({ name: "mining_started", props: { mode: input.mode, items: String(input.nfts.length + input.tokens.length) } });
  return data;
}
