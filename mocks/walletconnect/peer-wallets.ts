/**
 * The dev WalletConnect wallet's wallets and chain (./peer.ts): the player's keys, made in this
 * browser like the dev EVM wallet's, and the local chain it sends transactions to.
 */
import { defineChain, hexToBigInt, type Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";

/** What the mock's page gives the script (../handlers/dev-walletconnect.ts). */
export interface PeerConfig {
  projectId: string;
  relayPath: string;
  chainId: number;
  chainRpcUrl: string;
}
export const config = JSON.parse(document.getElementById("peer-config")!.textContent!) as PeerConfig;

// ---- the player's wallets (this browser's keys) ----

const KEYS = "dev_walletconnect_keys";
const CHOSEN = "dev_walletconnect_chosen";
function keys(): Hex[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEYS) ?? "[]");
    return Array.isArray(list) ? list.filter((k): k is Hex => typeof k === "string" && /^0x[0-9a-f]{64}$/i.test(k)) : [];
  } catch {
    return [];
  }
}
export const wallets = (): PrivateKeyAccount[] => keys().map((key) => privateKeyToAccount(key));
/** Makes a wallet (a fresh key, kept in this browser) and picks it. */
export function newWallet(): PrivateKeyAccount {
  const key = generatePrivateKey();
  localStorage.setItem(KEYS, JSON.stringify([...keys(), key]));
  const account = privateKeyToAccount(key);
  localStorage.setItem(CHOSEN, account.address);
  return account;
}
export const chooseWallet = (address: string) => localStorage.setItem(CHOSEN, address);
/** The wallet a new session uses: the one picked, else this browser's newest, else a new one. */
export function chosenWallet(): PrivateKeyAccount {
  const pick = localStorage.getItem(CHOSEN);
  return wallets().find((a) => a.address === pick) ?? wallets().at(-1) ?? newWallet();
}
export const walletOf = (address: string) => wallets().find((a) => a.address.toLowerCase() === address.toLowerCase());

// ---- the local chain ----

/** What a new wallet is funded with before its first transaction: 10,000 PC, like Hardhat's own accounts. */
const FUNDS = 10_000n * 10n ** 18n;

/** One JSON-RPC call to the local chain. */
async function chainCall<T>(url: string, method: string, params: unknown[]): Promise<T | undefined> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return ((await res.json()) as { result?: T }).result;
}
/**
 * The local chain as the app reaches it: opened through the app (its dev server serves this page
 * under /__dev), the app's own /rpc; on the mock's own origin, the chain the mock was given.
 */
let rpcUrl: Promise<string> | undefined;
export const chainRpcUrl = () =>
  (rpcUrl ??= chainCall<string>(`${location.origin}/rpc`, "eth_chainId", [])
    .then((id) => (id && Number(id) === config.chainId ? `${location.origin}/rpc` : config.chainRpcUrl))
    .catch(() => config.chainRpcUrl));
export const chainAt = (url: string) =>
  defineChain({ id: config.chainId, name: "Local chain", nativeCurrency: { name: "PC", symbol: "PC", decimals: 18 }, rpcUrls: { default: { http: [url] } } });

/** Funds a wallet of this browser on the local chain the first time it sends. */
export async function fund(url: string, address: Hex) {
  if (hexToBigInt((await chainCall<Hex>(url, "eth_getBalance", [address, "latest"])) ?? "0x0") > 0n) return;
  await chainCall(url, "hardhat_setBalance", [address, `0x${FUNDS.toString(16)}`]);
}
