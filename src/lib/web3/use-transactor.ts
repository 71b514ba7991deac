import { BaseError, ContractFunctionRevertedError, TransactionNotFoundError, UserRejectedRequestError, type Hash, type TransactionReceipt } from "viem";
import { useConfig, type Config } from "wagmi";
import { getTransaction, getTransactionReceipt, waitForTransactionReceipt, watchBlockNumber } from "wagmi/actions";
import { reportError } from "@/lib/error-reports";

/** Why a transaction did not go through, in words the UI can use. */
export type TxFailure =
  | { kind: "rejected" }
  /** The contract refused it: its custom error's name and arguments, decoded from the ABI. */
  | { kind: "reverted"; errorName: string; args: readonly unknown[] }
  | { kind: "failed"; message: string }
  /** The wallet replaced it with another transaction (cancelled it, or sent something else at its nonce). */
  | { kind: "replaced"; reason: "cancelled" | "replaced"; hash: Hash }
  /** A transaction sent before that the chain does not know (cancelled or replaced in the wallet meanwhile, or dropped). */
  | { kind: "unknown" };

/** A replacement the wallet made while the transaction waited: "repriced" (sped up) is followed. */
export type TxReplacement = { reason: "repriced" | "cancelled" | "replaced"; hash: Hash };

/** Reads a failure of simulate, write or receipt: a wallet's refusal, a decoded revert, or anything else. */
export function txFailure(error: unknown): TxFailure {
  if (error instanceof BaseError) {
    if (error.walk((e) => e instanceof UserRejectedRequestError)) return { kind: "rejected" };
    const revert = error.walk((e) => e instanceof ContractFunctionRevertedError);
    if (revert instanceof ContractFunctionRevertedError && revert.data?.errorName)
      return { kind: "reverted", errorName: revert.data.errorName, args: revert.data.args ?? [] };
    return { kind: "failed", message: error.shortMessage };
  }
  return { kind: "failed", message: error instanceof Error ? error.message : String(error) };
}

export class TxError extends Error {
  constructor(readonly failure: TxFailure) {
    super(failure.kind === "reverted" ? failure.errorName : failure.kind === "failed" ? failure.message : failure.kind);
  }
}

/** The TxError of `error`, reported unless the player did it (rejected, or replaced it in the wallet). */
function failed(failure: TxFailure): TxError {
  const error = new TxError(failure);
  if (failure.kind !== "rejected" && failure.kind !== "replaced" && failure.kind !== "unknown") reportError(error, "transaction");
  return error;
}

/**
 * A contract write as the feature prepares it with the generated, ABI-typed actions
 * (`simulate<Contract><Function>` then `write<Contract><Function>`, from @wagmi/cli): the function
 * name, its args and its value are checked against the contract's ABI at the call site.
 */
export type ContractWrite = (config: Config) => Promise<Hash>;

/** What the caller hears while a sent transaction is followed to its receipt. */
export type FollowOptions = {
  /** the chain it was sent on (default: the wallet's current one) */
  chainId?: number;
  /** blocks to wait, the one that holds it included (default 1) */
  confirmations?: number;
  onReplaced?: (replacement: TxReplacement) => void;
  /**
   * The blocks the chain has added on top of the transaction's own, from the chain's own count
   * (0 until it is in a block), each time the wallet's poll (K16) sees a new block.
   */
  onConfirmations?: (newBlocks: number) => void;
};

/**
 * Follows a sent transaction to its receipt with the confirmations asked for. A transaction the
 * wallet speeds up (same call, higher fee: "repriced") is followed to its replacement, whose hash
 * is reported (onReplaced) and returned; one the wallet cancels or replaces with another fails as
 * "replaced". The confirmation count rides on the same block poll as the wait (viem shares one
 * poller per client and interval), so following adds no eth_blockNumber calls of its own.
 */
async function follow(config: Config, hash: Hash, options: FollowOptions): Promise<{ hash: Hash; receipt: TransactionReceipt }> {
  let replacement: TxReplacement | undefined;
  let included: bigint | undefined;
  const stop = options.onConfirmations
    ? watchBlockNumber(config, {
        chainId: options.chainId,
        // the parameters of the receipt wait's own watcher, so both share its poll
        emitMissed: true,
        emitOnBegin: true,
        poll: true,
        pollingInterval: config.getClient({ chainId: options.chainId }).pollingInterval,
        onBlockNumber: (block) => {
          const report = (at: bigint) => options.onConfirmations!(Math.max(0, Number(block - at)));
          if (included !== undefined) return report(included);
          getTransactionReceipt(config, { hash: replacement?.hash ?? hash, chainId: options.chainId }).then(
            (r) => report((included = r.blockNumber)),
            () => options.onConfirmations!(0), // not in a block yet
          );
        },
      })
    : undefined;
  let receipt: TransactionReceipt;
  try {
    receipt = await waitForTransactionReceipt(config, {
      hash,
      chainId: options.chainId,
      confirmations: options.confirmations ?? 1,
      onReplaced: ({ reason, transaction }) => {
        replacement = { reason, hash: transaction.hash };
        included = undefined;
        options.onReplaced?.(replacement);
      },
    });
  } catch (error) {
    throw failed(txFailure(error));
  } finally {
    stop?.();
  }
  if (replacement && replacement.reason !== "repriced") throw failed({ kind: "replaced", reason: replacement.reason, hash: replacement.hash });
  if (receipt.status !== "success") throw failed({ kind: "failed", message: "The transaction failed on chain" });
  return { hash: receipt.transactionHash, receipt };
}

/**
 * The one way to send a contract transaction (scaffold-eth-2's transactor): the feature's write
 * simulates first (a revert is decoded from the ABI before the wallet is asked) and writes; here
 * the hash is reported (onHash), then the transaction followed to its receipt (see `follow`).
 * Throws a TxError whose `failure` says why; every failure but the player's own (a rejection, a
 * replacement) is reported.
 */
export function useTransactor() {
  const config = useConfig();
  return async function send(
    write: ContractWrite,
    options: FollowOptions & { onHash?: (hash: Hash) => void } = {},
  ): Promise<{ hash: Hash; receipt: TransactionReceipt }> {
    let hash: Hash;
    try {
      hash = await write(config);
    } catch (error) {
      throw failed(txFailure(error));
    }
    options.onHash?.(hash);
    return follow(config, hash, options);
  };
}

/** How many of the chain's answers say a transaction sent before is not there, before it is taken as gone. */
export const UNKNOWN_TX_POLLS = 4;

/**
 * Whether the chain knows `hash` (pending or mined), asked on the wallet's poll: false once
 * UNKNOWN_TX_POLLS answers have said it does not. A call that gets no answer (the node or the
 * connection down) says nothing about the transaction, is asked again, and is not counted.
 */
async function known(config: Config, hash: Hash, chainId: number | undefined): Promise<boolean> {
  const interval = config.getClient({ chainId }).pollingInterval;
  for (let notFound = 0; ;) {
    try {
      await getTransaction(config, { hash, chainId });
      return true;
    } catch (error) {
      if (error instanceof BaseError && error.walk((e) => e instanceof TransactionNotFoundError) && ++notFound >= UNKNOWN_TX_POLLS) return false;
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/**
 * Follows a transaction sent before (by this page before a reload, say) to its receipt, as `send`
 * does after writing: the wallet is not needed, only the chain. One the chain does not know (the
 * wallet cancelled or replaced it after the page went, or the network dropped it) fails as
 * "unknown", where viem's receipt wait would wait for it for ever.
 */
export function useFollowTransaction() {
  const config = useConfig();
  return async (hash: Hash, options: FollowOptions = {}) => {
    if (!(await known(config, hash, options.chainId))) throw failed({ kind: "unknown" });
    return follow(config, hash, options);
  };
}
