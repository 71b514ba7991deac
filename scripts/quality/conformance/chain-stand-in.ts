// A chain stand-in for the promises of the on-chain mining start: a JSON-RPC endpoint on this
// machine that answers the reads a backend makes about a mine transaction (its receipt, its
// transaction, its block and the latest), for transactions it makes up on request. Each is a
// successful `mineWithNoFee` call to the stand-in's mining contract, naming the account reference
// the target gives an account for the transaction's new sender (its `/mining/reference`), 10 blocks
// deep, or in the
// block whose time makes it as many seconds old as asked. Blocks come three seconds apart (so a
// block count is no age), and the chain's clock runs three days behind this machine's, so that
// only a backend that measures an age by the chain's own latest block gets it right. A target
// reads it once told where it is (our mock's `/__dev/chains`), so only a target the runner started
// on this machine can.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { encodeFunctionData, parseAbi } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { dev, type Helpers } from "./scenarios";

/** The stand-in's mining contract: the address the target is told the contract has there. */
const CONTRACT = "0x00000000000000000000000000000000000c0de1";
const LATEST = 1_000_000;
const MINED_AT = LATEST - 10;
/** The latest block's time: fixed (a block's age is exact whenever it is read), three days behind this machine's clock. */
const NOW = Math.floor(Date.now() / 1000) - 3 * 24 * 60 * 60;
const BLOCK_SECONDS = 3;
/** The times set for the blocks of aged transactions, by number: each between its neighbours' times. */
const setTimes = new Map<number, number>();
/** A block's time: one every BLOCK_SECONDS up to the latest, but those set for an aged transaction. */
const timeOf = (number: number) => setTimes.get(number) ?? NOW - BLOCK_SECONDS * (LATEST - number);
/** The block a tag or a number names: safe and finalized some blocks behind the latest, as on a real chain. */
const TAGS: Record<string, number> = { latest: LATEST, pending: LATEST, safe: LATEST - 32, finalized: LATEST - 64, earliest: 0 };
const numberOf = (tag: unknown) => (typeof tag === "string" && tag.startsWith("0x") ? Number(tag) : (TAGS[String(tag)] ?? LATEST));
const hex = (n: number) => `0x${n.toString(16)}`;
const zeros = (bytes: number) => `0x${"00".repeat(bytes)}`;
const randomHash = () => generatePrivateKey();

/** The mine function as the contract declares it: the stand-in's transactions call it. */
const MINE_WITH_NO_FEE = parseAbi(["function mineWithNoFee(bytes32 account)"]);

interface MineTx {
  hash: `0x${string}`;
  from: `0x${string}`;
  block: number;
  /** the account reference the call names */
  account: `0x${string}`;
}
const txs = new Map<string, MineTx>();

function block(number: number) {
  return {
    number: hex(number),
    hash: `0x${number.toString(16).padStart(64, "0")}`,
    parentHash: `0x${Math.max(0, number - 1)
      .toString(16)
      .padStart(64, "0")}`,
    timestamp: hex(timeOf(number)),
    nonce: zeros(8),
    difficulty: "0x0",
    totalDifficulty: "0x0",
    gasLimit: hex(30_000_000),
    gasUsed: "0x0",
    baseFeePerGas: "0x1",
    extraData: "0x",
    logsBloom: zeros(256),
    miner: zeros(20),
    mixHash: zeros(32),
    receiptsRoot: zeros(32),
    sha3Uncles: zeros(32),
    stateRoot: zeros(32),
    transactionsRoot: zeros(32),
    size: "0x0",
    transactions: [],
    uncles: [],
  };
}

function answer(method: string, params: unknown[]): unknown {
  const tx = typeof params[0] === "string" ? txs.get(params[0].toLowerCase()) : undefined;
  const at = tx && { blockHash: block(tx.block).hash, blockNumber: hex(tx.block), transactionIndex: "0x0" };
  switch (method) {
    case "eth_blockNumber":
      return hex(LATEST);
    case "eth_getBlockByNumber":
      return block(numberOf(params[0]));
    case "eth_getBlockByHash": {
      // a block's hash is its number, zero-padded; any other hash is no block of this chain
      const number = Number(params[0]);
      return number <= LATEST && block(number).hash === String(params[0]).toLowerCase() ? block(number) : null;
    }
    case "eth_getTransactionReceipt":
      return tx
        ? {
            ...at,
            transactionHash: tx.hash,
            from: tx.from,
            to: CONTRACT,
            cumulativeGasUsed: "0x5208",
            gasUsed: "0x5208",
            effectiveGasPrice: "0x1",
            contractAddress: null,
            logs: [],
            logsBloom: zeros(256),
            status: "0x1",
            type: "0x0",
          }
        : null;
    case "eth_getTransactionByHash":
      return tx
        ? {
            ...at,
            hash: tx.hash,
            from: tx.from,
            to: CONTRACT,
            input: encodeFunctionData({ abi: MINE_WITH_NO_FEE, functionName: "mineWithNoFee", args: [tx.account] }),
            value: "0x0",
            gas: "0x5208",
            gasPrice: "0x1",
            nonce: "0x0",
            type: "0x0",
            chainId: hex(3344),
            v: "0x1b",
            r: "0x1",
            s: "0x1",
          }
        : null;
    default:
      throw new Error(`the chain stand-in does not answer ${method}`);
  }
}

let serving: Promise<string> | null = null;

/** The stand-in's URL (it starts on first use and serves until the process ends). */
function standIn(): Promise<string> {
  serving ??= new Promise((resolve, reject) => {
    const server: Server = createServer((request, response) => {
      let raw = "";
      request.on("data", (d: Buffer) => (raw += String(d)));
      request.on("end", () => {
        const one = (r: { id: unknown; method: string; params?: unknown[] }) => {
          try {
            return { jsonrpc: "2.0", id: r.id, result: answer(r.method, r.params ?? []) };
          } catch (error) {
            return { jsonrpc: "2.0", id: r.id, error: { code: -32601, message: (error as Error).message } };
          }
        };
        let body: unknown;
        try {
          const parsed = JSON.parse(raw) as Parameters<typeof one>[0] | Parameters<typeof one>[0][];
          body = Array.isArray(parsed) ? parsed.map(one) : one(parsed);
        } catch {
          body = { jsonrpc: "2.0", id: null, error: { code: -32700, message: "parse error" } };
        }
        response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(body));
      });
    });
    server.unref();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
  return serving;
}

/**
 * The stand-in, made known to the target (`/__dev/chains`); `mineTx` makes up a new mine transaction
 * (mineWithNoFee, 2 blocks and more behind the latest), sent by a new wallet and naming the account
 * reference `referenceFor` gives for that wallet: its hash and sender.
 * With `ageSeconds` (more than 6), it is in the block that the chain's clock makes that much older
 * than the latest (its time set between its neighbours'); `unconfirmed`, in the latest block, until
 * `confirm`.
 */
export async function chainStandIn(h: Helpers) {
  const rpc_url = await standIn();
  await dev(h, "POST", "/__dev/chains", { rpc_url, mining_address: CONTRACT });
  return {
    mineTx: async (referenceFor: (address: `0x${string}`) => Promise<`0x${string}`>, ageSeconds?: number, { unconfirmed = false } = {}) => {
      let block = unconfirmed ? LATEST : MINED_AT;
      if (ageSeconds !== undefined) {
        block = LATEST - Math.ceil(ageSeconds / BLOCK_SECONDS);
        const time = NOW - ageSeconds;
        if (setTimes.has(block) && setTimes.get(block) !== time) throw new Error(`the chain stand-in has another age in the block of one ${ageSeconds} s old`);
        setTimes.set(block, time);
      }
      const from = privateKeyToAccount(generatePrivateKey()).address.toLowerCase() as `0x${string}`;
      const tx: MineTx = { hash: randomHash(), from, block, account: await referenceFor(from) };
      txs.set(tx.hash, tx);
      return { tx_hash: tx.hash, address: tx.from, network: "mainnet" as const, mode: "no_fee" as const };
    },
    /** An unconfirmed transaction's blocks come: it moves as deep as the others. */
    confirm: (hash: `0x${string}`) => {
      const tx = txs.get(hash);
      if (!tx) throw new Error(`the chain stand-in made no transaction ${hash}`);
      tx.block = MINED_AT;
    },
  };
}
