import { decodeFunctionData, getAddress, isAddress, TransactionReceiptNotFoundError, type Hash } from "viem";
import { pentaMiningAbi } from "../../generated/contracts";
import { db, type UserRecord } from "../db";
import { DAY_MS } from "../config";
import { HttpError, refuse } from "../lib/http";
import { keyedDigest } from "../lib/crypto";
import { knownChains } from "./chains";

/** The mine transaction, checked for real on the chain it was sent to (openapi/mining.yaml, TxRef). */
/** K29: the server accepts a mine transaction once 2 blocks have followed it. */
export const REQUIRED_CONFIRMATIONS = 2;
/** The product chain's time between blocks: what the wait for the missing blocks is told in. */
const BLOCK_SECONDS = 2;
/** How long a client waits before it asks again after the chain did not answer. */
const CHAIN_SILENT_RETRY_SECONDS = 5;

/**
 * The receipt of a transaction on whichever known chain has it, with that chain's client; null when
 * no chain has it. Not judged yet (503, thrown) when a chain knows it but has not mined it, or when
 * no chain answered at all (production reads one chain: down, it cannot say the transaction is not
 * there). Without a chain to read, nothing can have it: null.
 */
async function findReceipt(hash: Hash) {
  const chains = knownChains();
  let answered = chains.length === 0;
  for (const { client, contract } of chains) {
    try {
      const receipt = await client.getTransactionReceipt({ hash });
      return { client, contract, receipt };
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) continue;
      answered = true;
      // known to the chain, not mined yet: its blocks are to come
      if (await client.getTransaction({ hash }).then(Boolean, () => false)) miningTxRules.confirmed(0n, 0n);
    }
  }
  if (!answered) throw chainSilent();
  return null;
}

// ---------------------------------------------------------------- the mine transaction

/**
 * The account reference a mine transaction from the wallet `address` passes to the contract (GET
 * /mining/reference): the same for the account and wallet every time, another for each wallet (the
 * chain links no two wallets of a player), never zero, and nothing anyone else can work out.
 */
export const miningReference = (user: UserRecord, address: string) => `0x${keyedDigest("mining reference", `${user.id}:${getAddress(address)}`)}` as const;

/** The hashes that already started mining: each starts mining once. */
export const usedHashes = () => new Set(db.participation.getAll().flatMap((p) => (p.txHash ? [p.txHash.toLowerCase()] : [])));

/** The mine transaction's promise that the conformance runner checks by behaviour (a fault switch can replace it: mocks/faults.ts). */
export const miningTxRules = {
  /** A transaction starts mining once: a hash that already started mining is refused (422), at the check and at the start. */
  hashUnused(txHash: string) {
    if (usedHashes().has(txHash.toLowerCase())) throw refuse(422, "This transaction was already used to start mining");
  },
  /** A transaction counts for the address that sent it: another `address` is refused (422, on the address field). */
  sentBy(from: string, address: string) {
    if (getAddress(from) !== getAddress(address)) throw refuse(422, "The transaction was sent by another address", "address");
  },
  /** A transaction counts for the account it names (the mine function's argument, the caller's reference for the wallet that sent it): anything else is refused (403). */
  forAccount(named: string, user: UserRecord, from: string) {
    if (named.toLowerCase() !== miningReference(user, from)) throw refuse(403, "This transaction started mining for another account");
  },
  /**
   * A transaction is judged once 2 blocks have followed it: before that the answer is "not yet"
   * (503 with Retry-After, the missing blocks' time), which is kept under no Idempotency-Key, so the
   * same request asked again once the blocks are there is checked anew.
   */
  confirmed(latest: bigint, mined: bigint) {
    const missing = BigInt(REQUIRED_CONFIRMATIONS) - (latest - mined);
    if (missing > 0n)
      throw refuse(503, "The transaction needs 2 more blocks. Please try again in a moment.", {
        headers: { "Retry-After": String(Number(missing) * BLOCK_SECONDS) },
      });
  },
  /** A transaction counts within 24 hours of its block, by the chain's clock (the latest block's time; block times in seconds). */
  recent(latest: bigint, mined: bigint) {
    if (Number(latest - mined) * 1000 > DAY_MS) throw refuse(422, "The transaction is older than 24 hours");
  },
};

/** A chain that did not answer: not judged yet (503, kept under no Idempotency-Key). */
const chainSilent = () =>
  refuse(503, "The chain did not answer about this transaction. Please try again in a moment.", {
    headers: { "Retry-After": String(CHAIN_SILENT_RETRY_SECONDS) },
  });

/**
 * Checks a mine transaction for real against the chain (see TxRef in openapi/mining.yaml) for
 * `user`; returns the mode it started. Throws a 422 with the reason otherwise, a 403 when the
 * transaction names another account (checked after the hash's single use, so a used hash is 422
 * for anyone), and a 503 with Retry-After while it cannot be judged yet (its blocks not there, the
 * chain silent).
 */
export async function checkMineTx(user: UserRecord, input: { address: string; tx_hash: string; mode?: "no_fee" | "fee" }): Promise<"no_fee" | "fee"> {
  if (!/^0x[0-9a-fA-F]{64}$/.test(input.tx_hash)) throw refuse(400, "tx_hash must be a transaction hash (0x and 64 hex digits)");
  if (!isAddress(input.address, { strict: false })) throw refuse(400, "address must be an EVM address");
  const hash = input.tx_hash.toLowerCase() as Hash;
  miningTxRules.hashUnused(hash);
  const found = await findReceipt(hash);
  if (!found) throw refuse(422, "The transaction was not found on the chain");
  try {
    const { client, contract, receipt } = found;
    if (receipt.status !== "success") throw refuse(422, "The transaction failed on the chain");
    const latest = await client.getBlock();
    miningTxRules.confirmed(latest.number, receipt.blockNumber);
    const tx = await client.getTransaction({ hash });
    miningTxRules.sentBy(tx.from, input.address);
    if (!tx.to || getAddress(tx.to) !== contract) throw refuse(422, "The transaction is not a call to the mining contract");
    let call: ReturnType<typeof decodeFunctionData<typeof pentaMiningAbi>>;
    try {
      call = decodeFunctionData({ abi: pentaMiningAbi, data: tx.input });
    } catch {
      throw refuse(422, "The transaction did not start mining");
    }
    const mode = call.functionName === "mineWithFee" ? "fee" : call.functionName === "mineWithNoFee" ? "no_fee" : null;
    if (!mode) throw refuse(422, "The transaction did not start mining");
    miningTxRules.forAccount((call.args as readonly [string])[0], user, tx.from);
    if (input.mode && input.mode !== mode) throw refuse(422, `The transaction started mining ${mode === "fee" ? "with" : "without"} the fee, not as claimed`);
    if (mode === "fee") {
      const fee = await client.readContract({ address: contract, abi: pentaMiningAbi, functionName: "fee", blockNumber: receipt.blockNumber });
      if (tx.value !== fee) throw refuse(422, "The transaction did not pay exactly the fee");
    }
    const block = await client.getBlock({ blockNumber: receipt.blockNumber });
    miningTxRules.recent(latest.timestamp, block.timestamp);
    return mode;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // the chain changed under the check (a revert or a reorg dropped the block) or stopped answering
    throw chainSilent();
  }
}
