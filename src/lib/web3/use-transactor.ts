import { BaseError, ContractFunctionRevertedError, UserRejectedRequestError, type Hash, type TransactionReceipt } from "viem";
import { useConfig, type Config } from "wagmi";
import { waitForTransactionReceipt } from "wagmi/actions";
import { reportError } from "@/lib/error-reports";

/** Why a transaction did not go through, in words the UI can use. */
export type TxFailure =
  | { kind: "rejected" }
  /** The contract refused it: its custom error's name and arguments, decoded from the ABI. */
  | { kind: "reverted"; errorName: string; args: readonly unknown[] }
  | { kind: "failed"; message: string }
  /** The wallet replaced it with another transaction (cancelled it, or sent something else at its nonce). */
  | { kind: "replaced"; reason: "cancelled" | "replaced"; hash: Hash };

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
  if (failure.kind !== "rejected" && failure.kind !== "replaced") reportError(error, "transaction");
  return error;
}

/**
 * A contract write as the feature prepares it with the generated, ABI-typed actions
 * (`simulate<Contract><Function>` then `write<Contract><Function>`, from @wagmi/cli): the function
 * name, its args and its value are checked against the contract's ABI at the call site.
 */
export type ContractWrite = (config: Config) => Promise<Hash>;

/**
 * The one way to send a contract transaction (scaffold-eth-2's transactor): the feature's write
 * simulates first (a revert is decoded from the ABI before the wallet is asked) and writes; here
 * the hash is reported, then the receipt awaited with the confirmations asked for. A transaction
 * the wallet speeds up (same call, higher fee: "repriced") is followed to its replacement, whose
 * hash is reported (onReplaced) and returned; one the wallet cancels or replaces with another
 * fails as "replaced". Throws a TxError whose `failure` says why; every failure but the player's
 * own (a rejection, a replacement) is reported.
 */
export function useTransactor() {
  const config = useConfig();
  return async function send(
    write: ContractWrite,
    options: { confirmations?: number; onHash?: (hash: Hash) => void; onReplaced?: (replacement: TxReplacement) => void } = {},
  ): Promise<{ hash: Hash; receipt: TransactionReceipt }> {
    let hash: Hash;
    try {
      hash = await write(config);
    } catch (error) {
      throw failed(txFailure(error));
    }
    options.onHash?.(hash);
    let receipt: TransactionReceipt;
    let replacement: TxReplacement | undefined;
    try {
      receipt = await waitForTransactionReceipt(config, {
        hash,
        confirmations: options.confirmations ?? 1,
        onReplaced: ({ reason, transaction }) => {
          replacement = { reason, hash: transaction.hash };
          options.onReplaced?.(replacement);
        },
      });
    } catch (error) {
      throw failed(txFailure(error));
    }
    if (replacement && replacement.reason !== "repriced") throw failed({ kind: "replaced", reason: replacement.reason, hash: replacement.hash });
    if (receipt.status !== "success") throw failed({ kind: "failed", message: "The transaction failed on chain" });
    return { hash: receipt.transactionHash, receipt };
  };
}
