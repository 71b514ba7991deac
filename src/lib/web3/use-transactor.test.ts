// @vitest-environment jsdom
import {
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  TransactionExecutionError,
  TransactionNotFoundError,
  UserRejectedRequestError,
  BaseError,
  type Hash,
} from "viem";
import { parseAccount } from "viem/accounts";
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pentaMiningAbi } from "@generated/contracts";
import { reportError } from "@/lib/error-reports";
import { TxError, txFailure, UNKNOWN_TX_POLLS, useFollowTransaction, useTransactor, type TxReplacement } from "./use-transactor";

/** What a wait allows on a busy host (vi.waitFor's own second is a quiet machine's). */
const LOADED_HOST = { timeout: 10_000 };

const MINER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

describe("txFailure: why a transaction did not go through, decoded not guessed", () => {
  it("a custom error of the contract is decoded from the ABI with its arguments", () => {
    const data = encodeErrorResult({ abi: pentaMiningAbi, errorName: "AlreadyMining", args: [MINER, 1_800_000_000n] });
    const reverted = new ContractFunctionRevertedError({ abi: pentaMiningAbi, data, functionName: "mineWithNoFee" });
    const error = new ContractFunctionExecutionError(reverted, {
      abi: pentaMiningAbi,
      functionName: "mineWithNoFee",
      args: [`0x${"5e".repeat(32)}`],
      contractAddress: MINER,
    });
    expect(txFailure(error)).toEqual({ kind: "reverted", errorName: "AlreadyMining", args: [MINER, 1_800_000_000n] });
    const fee = encodeErrorResult({ abi: pentaMiningAbi, errorName: "WrongFee", args: [50_000_000_000_000_000n, 1n] });
    expect(txFailure(new ContractFunctionRevertedError({ abi: pentaMiningAbi, data: fee, functionName: "mineWithFee" }))).toMatchObject({
      kind: "reverted",
      errorName: "WrongFee",
    });
  });

  it("the player's refusal in the wallet, however deep it is wrapped", () => {
    const rejected = new UserRejectedRequestError(new Error("User rejected the request."));
    expect(txFailure(new TransactionExecutionError(rejected, { account: parseAccount(MINER) }))).toEqual({ kind: "rejected" });
  });

  it("anything else keeps its short message", () => {
    expect(txFailure(new BaseError("The wallet could not send the transaction"))).toEqual({
      kind: "failed",
      message: "The wallet could not send the transaction",
    });
    expect(txFailure(new Error("boom"))).toEqual({ kind: "failed", message: "boom" });
  });
});

const replacement = vi.hoisted(() => ({
  reason: undefined as undefined | "repriced" | "cancelled" | "replaced",
  status: "success" as "success" | "reverted",
  /** the receipt wait lasts until this settles (none: it answers at once) */
  hold: undefined as Promise<void> | undefined,
}));
const chain = vi.hoisted(() => ({
  watch: vi.fn(),
  unwatch: vi.fn(),
  receipt: vi.fn(),
  /** getTransaction: known by default */
  transaction: vi.fn(async (_parameters: unknown) => ({})),
}));
vi.mock("wagmi", () => ({ useConfig: () => ({ getClient: () => ({ pollingInterval: 15_000 }) }) }));
vi.mock("wagmi/actions", () => ({
  watchBlockNumber: (_config: unknown, parameters: unknown) => {
    chain.watch(parameters);
    return chain.unwatch;
  },
  getTransactionReceipt: (_config: unknown, parameters: unknown) => chain.receipt(parameters),
  getTransaction: (_config: unknown, parameters: unknown) => chain.transaction(parameters),
  // the receipt as viem's waitForTransactionReceipt answers it: after a replacement, the replacement's
  waitForTransactionReceipt: async (_config: unknown, { hash, onReplaced }: { hash: Hash; onReplaced: (r: unknown) => void }) => {
    await replacement.hold;
    const { reason, status } = replacement;
    if (!reason) return Promise.resolve({ transactionHash: hash, status });
    onReplaced({ reason, transaction: { hash: NEW_HASH }, replacedTransaction: { hash }, transactionReceipt: {} });
    return Promise.resolve({ transactionHash: NEW_HASH, status });
  },
}));
vi.mock("@/lib/error-reports", () => ({ reportError: vi.fn() }));

const OLD_HASH = `0x${"11".repeat(32)}` as Hash;
const NEW_HASH = `0x${"22".repeat(32)}` as Hash;

describe("the transactor follows what the wallet does to a sent transaction", () => {
  const send = () => renderHook(() => useTransactor()).result.current;
  const seen: TxReplacement[] = [];
  const options = { onReplaced: (r: TxReplacement) => seen.push(r) };
  afterEach(() => {
    seen.length = 0;
    replacement.reason = undefined;
    vi.clearAllMocks();
  });

  it("not replaced: the sent transaction's hash and receipt", async () => {
    expect((await send()(() => Promise.resolve(OLD_HASH), options)).hash).toBe(OLD_HASH);
    expect(seen).toEqual([]);
  });

  it("sped up (repriced): the replacement is reported and followed; its hash is the one returned", async () => {
    replacement.reason = "repriced";
    expect((await send()(() => Promise.resolve(OLD_HASH), options)).hash).toBe(NEW_HASH);
    expect(seen).toEqual([{ reason: "repriced", hash: NEW_HASH }]);
  });

  it("cancelled or replaced by another call: fails as 'replaced' (the player's own doing, not reported), even though the replacement succeeded", async () => {
    for (const reason of ["cancelled", "replaced"] as const) {
      replacement.reason = reason;
      const error = await send()(() => Promise.resolve(OLD_HASH), options).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TxError);
      expect((error as TxError).failure).toEqual({ kind: "replaced", reason, hash: NEW_HASH });
    }
    expect(reportError).not.toHaveBeenCalled();
  });
});

describe("the confirmation count while a transaction is followed", () => {
  afterEach(() => {
    replacement.hold = undefined;
    vi.clearAllMocks();
  });

  it("counts the chain's new blocks on top of the transaction's own, on the receipt wait's own poll, and stops with it", async () => {
    let release!: () => void;
    replacement.hold = new Promise<void>((r) => (release = r));
    const counts: number[] = [];
    const follow = renderHook(() => useFollowTransaction()).result.current;
    const done = follow(OLD_HASH, { chainId: 3344, confirmations: 3, onConfirmations: (n) => counts.push(n) });
    // the watcher asks for exactly the parameters of viem's receipt wait, so one poll serves both
    // (once the chain has said it knows the transaction)
    await vi.waitFor(() =>
      expect(chain.watch).toHaveBeenCalledWith(
        expect.objectContaining({ chainId: 3344, emitMissed: true, emitOnBegin: true, poll: true, pollingInterval: 15_000 }),
      ),
    );
    const onBlock = (chain.watch.mock.calls[0]![0] as { onBlockNumber: (n: bigint) => void }).onBlockNumber;
    chain.receipt.mockRejectedValueOnce(new Error("not found"));
    onBlock(9n);
    await vi.waitFor(() => expect(counts).toEqual([0]), LOADED_HOST);
    chain.receipt.mockResolvedValueOnce({ blockNumber: 10n });
    onBlock(11n);
    await vi.waitFor(() => expect(counts).toEqual([0, 1]), LOADED_HOST);
    onBlock(12n); // the block it is in is known now: no second receipt call
    expect(counts).toEqual([0, 1, 2]);
    expect(chain.receipt).toHaveBeenCalledTimes(2);
    expect(chain.receipt).toHaveBeenLastCalledWith({ hash: OLD_HASH, chainId: 3344 });
    release();
    expect((await done).hash).toBe(OLD_HASH);
    expect(chain.unwatch).toHaveBeenCalledTimes(1);
  });

  it("without a listener nothing watches the chain besides the receipt wait", async () => {
    await renderHook(() => useFollowTransaction()).result.current(OLD_HASH);
    expect(chain.watch).not.toHaveBeenCalled();
  });
});

describe("following a transaction sent before: the chain must know it", () => {
  const notFound = () => new TransactionNotFoundError({ hash: OLD_HASH });
  afterEach(() => {
    vi.useRealTimers();
    chain.transaction.mockReset();
    chain.transaction.mockImplementation(async (_parameters: unknown) => ({}));
    vi.clearAllMocks();
  });

  it(`unknown on ${UNKNOWN_TX_POLLS} of the wallet's polls in a row: fails as 'unknown' (not reported), where the receipt wait would wait for ever`, async () => {
    vi.useFakeTimers();
    chain.transaction.mockRejectedValue(notFound());
    const done = renderHook(() => useFollowTransaction())
      .result.current(OLD_HASH, { chainId: 3344 })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(15_000 * (UNKNOWN_TX_POLLS - 1));
    const error = await done;
    expect(error).toBeInstanceOf(TxError);
    expect((error as TxError).failure).toEqual({ kind: "unknown" });
    expect(chain.transaction).toHaveBeenCalledTimes(UNKNOWN_TX_POLLS);
    expect(chain.transaction).toHaveBeenCalledWith({ hash: OLD_HASH, chainId: 3344 });
    expect(reportError).not.toHaveBeenCalled();
  });

  it("unknown at first, then known (still on its way to this node): followed to its receipt", async () => {
    vi.useFakeTimers();
    chain.transaction.mockRejectedValueOnce(notFound()).mockRejectedValueOnce(notFound());
    const done = renderHook(() => useFollowTransaction()).result.current(OLD_HASH, { chainId: 3344 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect((await done).hash).toBe(OLD_HASH);
    expect(chain.transaction).toHaveBeenCalledTimes(3);
  });

  it("a call that gets no answer says nothing about the transaction: asked again, never counted as unknown", async () => {
    vi.useFakeTimers();
    for (let i = 0; i < UNKNOWN_TX_POLLS + 2; i++) chain.transaction.mockRejectedValueOnce(new Error("fetch failed"));
    const done = renderHook(() => useFollowTransaction()).result.current(OLD_HASH, { chainId: 3344 });
    await vi.advanceTimersByTimeAsync(15_000 * (UNKNOWN_TX_POLLS + 2));
    expect((await done).hash).toBe(OLD_HASH);
    expect(chain.transaction).toHaveBeenCalledTimes(UNKNOWN_TX_POLLS + 3);
  });
});
