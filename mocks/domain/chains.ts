import { createPublicClient, getAddress, http, verifyMessage, type Address, type Hex, type PublicClient } from "viem";
import { CHAIN, LOCAL_MINING_ADDRESS } from "../../chain.config";

/**
 * The chains the mock reads, each with the mining contract's address there: the local stack's
 * (MOCK_CHAIN_RPC_URL, the contract at Hardhat's deterministic address) and any a test registered
 * through the dev helper (each acceptance worker runs its own chain; the release build's host test
 * deploys the contract elsewhere, as production does).
 */
const chains = new Map<string, { client: PublicClient; contract: Address }>();
export function registerChain(rpcUrl: string, contract: Address = LOCAL_MINING_ADDRESS) {
  const client = chains.get(rpcUrl)?.client ?? (createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 5_000 }) }) as PublicClient);
  chains.set(rpcUrl, { client, contract: getAddress(contract) });
}
// the local stack's chain; empty: none (vitest registers the chains it starts)
const stackChain = process.env.MOCK_CHAIN_RPC_URL ?? CHAIN.rpcUrl;
if (stackChain) registerChain(stackChain);

export const knownChains = () => [...chains.values()];

/**
 * Whether `signature` is `address`'s signature of `message` (EIP-191), for every kind of EVM
 * account: an EOA's ECDSA signature is checked here without the chain; otherwise the chain is
 * asked, as a backend with a node does (viem's verifyMessage on a client: ERC-1271
 * `isValidSignature` of a deployed smart-contract wallet, and ERC-6492 for one not deployed yet,
 * through a deployless call). A chain that does not answer counts as "not valid there".
 */
export async function verifyEvmSignature(input: { address: string; message: string; signature: string }): Promise<boolean> {
  const args = { address: getAddress(input.address), message: input.message, signature: input.signature as Hex };
  if (await verifyMessage(args).catch(() => false)) return true;
  for (const { client } of knownChains()) if (await client.verifyMessage(args).catch(() => false)) return true;
  return false;
}
