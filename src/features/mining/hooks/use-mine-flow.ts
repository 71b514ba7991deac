import { useState } from "react";
import { toast } from "sonner";
import { parseEther } from "viem";
import { useAccount } from "wagmi";
import { MINING_CONFIRMATION_BLOCKS, MINING_DEFAULT_FEE_PC } from "@/config/constants";
import { PRODUCT_CHAIN_ID } from "@/config/env";
import { supportedChainIds } from "@/config/chains";
import { useAddAndSwitchChain } from "@/lib/web3/use-add-and-switch-chain";
import { unsupportedChainText } from "@/lib/web3/use-chain-guard";
import { TxError, useTransactor } from "@/lib/web3/use-transactor";
import { useRegisterMining, type MiningItem, type MiningMode } from "../api/mining";
import { mineTransaction, useMiningCooldown, useMiningFee } from "../api/mining-contract";

/** §8's texts: the x2 (fee) mode is the boosted one. */
const texts = (mode: MiningMode) => {
  const boosted = mode === "fee" ? " with boosted" : "";
  return {
    walletError: `Onchain PC mainnet Mine${boosted} Error`,
    chainError: `There was an error Onchain PC mainnet Mine${boosted}`,
    success: `Onchain PC mainnet Mine${boosted} Successfully`,
  };
};

/** A decoded revert of the mining contract, in words. */
function revertReason(error: TxError): string | undefined {
  const f = error.failure;
  if (f.kind === "reverted" && f.errorName === "AlreadyMining") return "This wallet started mining less than 24 hours ago.";
  if (f.kind === "reverted" && f.errorName === "WrongFee") return "The fee changed: please try again.";
  if (f.kind === "reverted") return f.errorName;
  if (f.kind === "failed") return f.message;
  if (f.kind === "replaced")
    return f.reason === "cancelled"
      ? "The transaction was cancelled in your wallet, so mining did not start."
      : "Your wallet sent another transaction in its place, so mining did not start.";
  return undefined;
}

export type MinePhase =
  | { step: "idle" }
  | { step: "signing" }
  | { step: "confirming"; hash: `0x${string}` }
  /** the wallet sped the transaction up: the flow follows the replacement's hash */
  | { step: "replaced"; hash: `0x${string}`; replaces: `0x${string}` }
  | { step: "registering" };

/**
 * The on-chain start (public-pages-mining.md §4, Mining flow): the chain guard, the 24-hour rule
 * read from the contract, the transaction (simulate → write → 2 new blocks), then the server's
 * check and the start. Every failure ends in one of §8's toasts.
 */
export function useMineFlow() {
  const { address, chainId, isConnected } = useAccount();
  const { addAndSwitch } = useAddAndSwitchChain();
  const cooldown = useMiningCooldown();
  const send = useTransactor();
  const register = useRegisterMining();
  const fee = useMiningFee();
  const [phase, setPhase] = useState<MinePhase>({ step: "idle" });
  /** The fee to pay: the contract's, or about 0.05 PC when it cannot be read (K30). */
  const feeWei = fee.data ?? parseEther(MINING_DEFAULT_FEE_PC);

  async function mine(items: MiningItem[], mode: MiningMode): Promise<boolean> {
    const t = texts(mode);
    if (!isConnected || !address) {
      toast.error("Please connect your wallet to mine");
      return false;
    }
    if (chainId !== PRODUCT_CHAIN_ID) {
      try {
        await addAndSwitch(PRODUCT_CHAIN_ID);
      } catch {
        toast.error(unsupportedChainText(chainId ?? 0), { description: `Mining runs on chain ${supportedChainIds[0]}.` });
        return false;
      }
    }
    setPhase({ step: "signing" });
    try {
      const wait = await cooldown(address);
      if (wait.blocked) {
        toast.error(`This address ${address} is already mining. Please switch to another address`, {
          description: `You can start again in ${wait.hours} hour${wait.hours === 1 ? "" : "s"}.`,
        });
        return false;
      }
      const { hash } = await send(mineTransaction(mode, address, feeWei), {
        confirmations: MINING_CONFIRMATION_BLOCKS + 1,
        onHash: (h) => setPhase({ step: "confirming", hash: h }),
        onReplaced: (r) => setPhase((p) => (r.reason === "repriced" && p.step === "confirming" ? { step: "replaced", hash: r.hash, replaces: p.hash } : p)),
      });
      toast.success(t.success);
      setPhase({ step: "registering" });
      await register.mutateAsync({
        nfts: items.filter((i) => i.type === "NFT").map((i) => i.id),
        tokens: items.filter((i) => i.type === "Token").map((i) => i.id),
        address,
        txHash: hash,
        mode,
      });
      return true;
    } catch (error) {
      if (error instanceof TxError) {
        if (error.failure.kind === "rejected") toast.error(t.walletError);
        else toast.error(t.chainError, { description: revertReason(error) });
      } // the server's refusal has had its toast (useRegisterMining)
      return false;
    } finally {
      setPhase({ step: "idle" });
    }
  }

  return { mine, phase, feeWei, feeKnown: fee.data !== undefined };
}
