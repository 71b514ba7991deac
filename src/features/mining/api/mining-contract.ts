// The mining contract's side of a start (wagmi and the ABI-typed generated actions): apart from the
// HTTP queries in mining.ts, so a route's loader does not bring viem with it; only the signed-in
// mining home and its mine flow (the wallet stack's lazy chunk) import this.
import { queryOptions, skipToken, useQuery } from "@tanstack/react-query";
import { useConfig, type Config } from "wagmi";
import { getBlock, getContractEvents } from "wagmi/actions";
import {
  pentaMiningAbi,
  readPentaMiningFee,
  readPentaMiningResetTime,
  readPentaMiningUserFeeStatus,
  simulatePentaMiningMineWithFee,
  simulatePentaMiningMineWithNoFee,
  writePentaMiningMineWithFee,
  writePentaMiningMineWithNoFee,
} from "@generated/contracts";
import { MINING_CONFIRMATION_BLOCKS, WALLET_POLLING_MS } from "@/config/constants";
import { MINING_CONTRACTS, PRODUCT_CHAIN_ID } from "@/config/env";
import type { ContractWrite } from "@/lib/web3/use-transactor";
import { isNotYet, isUnusedMineTx, miningFeeKey, type MiningMode } from "./mining";

function configuredAddress(): `0x${string}` {
  const address = MINING_CONTRACTS.get(PRODUCT_CHAIN_ID);
  if (!address) throw new Error(`VITE_MINING_CONTRACTS has no mining contract for chain ${PRODUCT_CHAIN_ID}`);
  return address;
}

/** The mining contract on the product chain, at the address the configuration gives for it. */
const at = { address: configuredAddress(), chainId: PRODUCT_CHAIN_ID } as const;

/**
 * The mining start's transaction (for the transactor): 1.5x without the fee, or x2 paying exactly
 * `fee`, from `account`, for the game account of `reference` (api/mining.ts miningReferenceQuery:
 * the server registers the transaction for that account alone); simulated first, then written,
 * each typed by the contract's ABI.
 */
export function mineTransaction(mode: MiningMode, account: `0x${string}`, fee: bigint, reference: `0x${string}`): ContractWrite {
  return async (config) => {
    const args = [reference] as const;
    if (mode === "fee") {
      const { request } = await simulatePentaMiningMineWithFee(config, { ...at, account, args, value: fee });
      return writePentaMiningMineWithFee(config, request);
    }
    const { request } = await simulatePentaMiningMineWithNoFee(config, { ...at, account, args });
    return writePentaMiningMineWithNoFee(config, request);
  };
}

/**
 * The fee of the x2 mode, read from the contract (undefined until read, or when it cannot be),
 * under the app's own key (api/mining.ts miningFeeKey), so the mining home's list, which never
 * loads the wallet stack, shows the same fee once it is read here.
 */
export function useMiningFee() {
  const config = useConfig();
  return useQuery({ queryKey: miningFeeKey(), queryFn: () => readPentaMiningFee(config, at), retry: false });
}

/**
 * How long a wallet must still wait to start mining (K28: one start per 24 hours): the contract's
 * fee status of the address against the chain's own clock (the latest block), so the wait is the
 * contract's. 0 when it may start now.
 */
async function secondsToWait(config: Config, address: `0x${string}`) {
  const [[status, , updatedAt], resetTime, latest] = await Promise.all([
    readPentaMiningUserFeeStatus(config, { ...at, args: [address] }),
    readPentaMiningResetTime(config, at),
    getBlock(config, { chainId: PRODUCT_CHAIN_ID }),
  ]);
  return { seconds: status === 0 ? 0 : Math.max(0, Number(updatedAt + resetTime - latest.timestamp)), latest: latest.number };
}

/** Whether a wallet may start mining now, or the hours it must wait (at least 1). */
export function useMiningCooldown() {
  const config = useConfig();
  return async (address: `0x${string}`): Promise<{ blocked: false } | { blocked: true; hours: number }> => {
    const { seconds } = await secondsToWait(config, address);
    return seconds > 0 ? { blocked: true, hours: Math.max(1, Math.ceil(seconds / 3600)) } : { blocked: false };
  };
}

/** A mine transaction on the chain that no start has used yet (see unrecordedStartQuery). */
export type UnrecordedStart = { hash: `0x${string}`; address: `0x${string}`; mode: MiningMode };

/**
 * How far back the chain is searched for a wallet's last start: a day of blocks at the product
 * chain's 2-second block time, so any start still inside its 24 hours is found.
 */
const START_LOOKBACK_BLOCKS = 43_200n;

/**
 * The wallet's mine transaction of the last 24 hours for this player's account (`reference`) that
 * no start has used yet: the contract says the wallet started (its 24 hours are running), its last
 * MinedWithFee/MinedWithNoFee event for the account names the transaction, and the server's
 * tx_check says it is still unused. A start the wallet made for another account is not this
 * player's to finish. This is how a start paid on another device, or in a tab closed
 * before it finished, is found and finished without a second payment. null when there is none;
 * "confirming" while the transaction waits for its 2 new blocks, or the server says to try again
 * later (asked again at the wallet's polling interval, K16).
 */
export function unrecordedStartQuery(config: Config, address: `0x${string}` | undefined, reference: `0x${string}` | undefined) {
  return queryOptions({
    queryKey: ["mining", "unrecorded-start", PRODUCT_CHAIN_ID, address, reference],
    queryFn:
      address && reference
        ? async (): Promise<UnrecordedStart | "confirming" | null> => {
            const wait = await secondsToWait(config, address);
            if (wait.seconds === 0) return null;
            const fromBlock = wait.latest > START_LOOKBACK_BLOCKS ? wait.latest - START_LOOKBACK_BLOCKS : 0n;
            const search = (eventName: "MinedWithFee" | "MinedWithNoFee") =>
              getContractEvents(config, { ...at, abi: pentaMiningAbi, eventName, args: { miner: address, account: reference }, fromBlock });
            const events = (await Promise.all([search("MinedWithFee"), search("MinedWithNoFee")])).flat();
            const last = events.sort((a, b) => Number(a.blockNumber - b.blockNumber) || a.logIndex - b.logIndex).at(-1);
            if (!last?.transactionHash) return null;
            if (wait.latest - last.blockNumber < BigInt(MINING_CONFIRMATION_BLOCKS)) return "confirming";
            const found = { hash: last.transactionHash, address, mode: last.eventName === "MinedWithFee" ? "fee" : "no_fee" } as const;
            try {
              return (await isUnusedMineTx(found)) ? found : null;
            } catch (error) {
              // the server said to try again later (its blocks, its chain): asked again as while confirming
              if (isNotYet(error)) return "confirming";
              throw error;
            }
          }
        : skipToken,
    refetchInterval: (query) => (query.state.data === "confirming" ? WALLET_POLLING_MS : false),
  });
}
