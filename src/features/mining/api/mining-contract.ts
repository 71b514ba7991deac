// The mining contract's side of a start (wagmi and the ABI-typed generated actions): apart from the
// HTTP queries in mining.ts, so a route's loader does not bring viem with it; only the mine flow
// (loaded when the player picks items) imports this.
import { useConfig } from "wagmi";
import { getBlock } from "wagmi/actions";
import {
  readPentaMiningResetTime,
  readPentaMiningUserFeeStatus,
  simulatePentaMiningMineWithFee,
  simulatePentaMiningMineWithNoFee,
  useReadPentaMiningFee,
  writePentaMiningMineWithFee,
  writePentaMiningMineWithNoFee,
} from "@generated/contracts";
import { MINING_CONTRACTS, PRODUCT_CHAIN_ID } from "@/config/env";
import type { ContractWrite } from "@/lib/web3/use-transactor";
import type { MiningMode } from "./mining";

function configuredAddress(): `0x${string}` {
  const address = MINING_CONTRACTS.get(PRODUCT_CHAIN_ID);
  if (!address) throw new Error(`VITE_MINING_CONTRACTS has no mining contract for chain ${PRODUCT_CHAIN_ID}`);
  return address;
}

/** The mining contract on the product chain, at the address the configuration gives for it. */
const at = { address: configuredAddress(), chainId: PRODUCT_CHAIN_ID } as const;

/**
 * The mining start's transaction (for the transactor): 1.5x without the fee, or x2 paying exactly
 * `fee`, from `account`; simulated first, then written, each typed by the contract's ABI.
 */
export function mineTransaction(mode: MiningMode, account: `0x${string}`, fee: bigint): ContractWrite {
  return async (config) => {
    if (mode === "fee") {
      const { request } = await simulatePentaMiningMineWithFee(config, { ...at, account, value: fee });
      return writePentaMiningMineWithFee(config, request);
    }
    const { request } = await simulatePentaMiningMineWithNoFee(config, { ...at, account });
    return writePentaMiningMineWithNoFee(config, request);
  };
}

/** The fee of the x2 mode, read from the contract (undefined until read, or when it cannot be). */
export const useMiningFee = () => useReadPentaMiningFee(at);

/**
 * Whether a wallet may start mining now (K28: one start per 24 hours): the contract's fee status
 * of the address against the chain's own clock (the latest block), so the wait is the contract's.
 */
export function useMiningCooldown() {
  const config = useConfig();
  return async (address: `0x${string}`): Promise<{ blocked: false } | { blocked: true; hours: number }> => {
    const [[status, , updatedAt], resetTime, latest] = await Promise.all([
      readPentaMiningUserFeeStatus(config, { ...at, args: [address] }),
      readPentaMiningResetTime(config, at),
      getBlock(config, { chainId: PRODUCT_CHAIN_ID }),
    ]);
    const remaining = Number(updatedAt + resetTime - latest.timestamp);
    if (status === 0 || remaining <= 0) return { blocked: false };
    return { blocked: true, hours: Math.max(1, Math.ceil(remaining / 3600)) };
  };
}
