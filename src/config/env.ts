import { prerendering } from "@/lib/prerender";
import { parseContracts, serviceKey, SERVICES, type Service } from "./env-names";
import type { Env } from "./env-table";

/**
 * The app's configuration: every value that differs between the local stack and a deployment,
 * one variable each, one row of src/config/env-table.ts. The build fills in every
 * variable and checks it against that table (env.config.ts: local values for `npm start` and
 * `npm run build`, none for a release; a value that fails stops the build), so the app reads what
 * the build compiled in as it is: no zod in the entry. Nothing else in src/ reads import.meta.env.
 */
export const env = import.meta.env as unknown as Env;

export type { Service };

/** A service's URL: its own variable, else VITE_API_URL ("" is the app's own origin). */
export function serviceUrl(service: Service): string {
  if (!SERVICES.includes(service)) throw new Error(`Unknown service ${String(service)}`);
  return (env as Record<string, string>)[serviceKey(service)] || env.VITE_API_URL;
}

/** The site's public origin: the configured one, else (the local stack) the page's own. */
export const siteOrigin = () => env.VITE_SITE_URL || window.location.origin;

/** The product chain's id (K12: 3344 in the spec and the local stack). */
export const PRODUCT_CHAIN_ID = Number(env.VITE_CHAIN_ID);
/** The product chain's facts (K12: 3344 / 0xd10, PC, 18 decimals), without viem: pages that only show them stay light. */
export const PRODUCT_CHAIN = {
  id: PRODUCT_CHAIN_ID,
  hex: `0x${PRODUCT_CHAIN_ID.toString(16)}`,
  name: env.VITE_CHAIN_NAME,
  currency: { name: env.VITE_CHAIN_CURRENCY, symbol: env.VITE_CHAIN_CURRENCY, decimals: 18 },
} as const;

/** The mining contract's address on each chain it is deployed to. */
export const MINING_CONTRACTS = parseContracts(env.VITE_MINING_CONTRACTS);

/** A chain explorer page of an address. */
export const explorerAddressUrl = (address: string, tab?: string) => `${env.VITE_CHAIN_EXPLORER_URL}/address/${address}${tab ? `?tab=${tab}` : ""}`;
/** A chain explorer page of a transaction. */
export const explorerTxUrl = (hash: string) => `${env.VITE_CHAIN_EXPLORER_URL}/tx/${hash}`;

/**
 * Where "Sign in with Ethermail" goes: the provider comes back to `returnPath` with a token. A
 * prerendered snapshot (served from any host) carries the path alone; the app puts its origin in.
 */
export function emailWalletSignInUrl(returnPath = "/sign-in"): string {
  const back = typeof window === "undefined" || prerendering ? returnPath : `${window.location.origin}${returnPath}`;
  return `${env.VITE_ETHERMAIL_AUTH_URL}?return=${encodeURIComponent(back)}`;
}

/**
 * An absolute URL of a configured path or URL (wallets need absolute ones). A prerendered snapshot
 * (served from any host) carries the configured value; the app puts its origin in.
 */
export const absoluteUrl = (pathOrUrl: string) => (prerendering ? pathOrUrl : new URL(pathOrUrl, window.location.origin).toString());
/** The product chain's absolute RPC URL (wallets need one for wallet_addEthereumChain). */
export const absoluteRpcUrl = () => absoluteUrl(env.VITE_CHAIN_RPC_URL);
