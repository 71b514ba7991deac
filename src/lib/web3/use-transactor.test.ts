import {
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  TransactionExecutionError,
  UserRejectedRequestError,
  BaseError,
} from "viem";
import { parseAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { pentaMiningAbi } from "@generated/contracts";
import { txFailure } from "./use-transactor";

const MINER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

describe("txFailure: why a transaction did not go through, decoded not guessed", () => {
  it("a custom error of the contract is decoded from the ABI with its arguments", () => {
    const data = encodeErrorResult({ abi: pentaMiningAbi, errorName: "AlreadyMining", args: [MINER, 1_800_000_000n] });
    const reverted = new ContractFunctionRevertedError({ abi: pentaMiningAbi, data, functionName: "mineWithNoFee" });
    const error = new ContractFunctionExecutionError(reverted, { abi: pentaMiningAbi, functionName: "mineWithNoFee", contractAddress: MINER });
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
