import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useAccount, useConfig } from "wagmi";
import type { MiningItem, MiningMode } from "../api/mining";
import { unrecordedStartQuery, type UnrecordedStart } from "../api/mining-contract";
import { useMineFlow, type MinePhase } from "../hooks/use-mine-flow";
import { pendingStart } from "../lib/pending-start";

/** What the mining home knows of the chain once the wallet stack is there (MiningChainBridge). */
export interface MiningChain {
  phase: MinePhase;
  confirmations: number;
  feeWei: bigint;
  /** a mine transaction of the connected wallet with no start yet (another device, a page closed too soon) */
  unrecorded: UnrecordedStart | null;
  mine: (items: MiningItem[], mode: MiningMode) => Promise<boolean>;
  finish: (items: MiningItem[], found: UnrecordedStart) => Promise<boolean>;
}

/**
 * The chain side of the mining home, rendered under the wallet stack (wagmi, viem), which loads on
 * intent: the on-chain start, the contract's fee, a start sent before a reload (followed and
 * registered, once) and one sent from elsewhere. It draws nothing; the page hears of it through
 * `onChain`, so the list the player reads and picks from never waits for the stack.
 */
export function MiningChainBridge({ player, onChain }: { player: string; onChain: (chain: MiningChain) => void }) {
  const flow = useMineFlow(player);
  const { address } = useAccount();
  const found = useQuery(unrecordedStartQuery(useConfig(), flow.phase.step === "idle" ? address : undefined)).data;
  const unrecorded = typeof found === "object" ? found : null;
  // the page's calls reach the flow of the latest render (its wallet, chain and fee)
  const latest = useRef(flow);
  useEffect(() => {
    latest.current = flow;
  });
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    const kept = pendingStart.read(player);
    if (kept) void flow.resume(kept);
  }, [flow, player]);
  const { phase, confirmations, feeWei } = flow;
  useEffect(() => {
    onChain({
      phase,
      confirmations,
      feeWei,
      unrecorded,
      mine: (items, mode) => latest.current.mine(items, mode),
      finish: (items, start) => latest.current.finish(items, start),
    });
  }, [phase, confirmations, feeWei, unrecorded, onChain]);
  return null;
}
