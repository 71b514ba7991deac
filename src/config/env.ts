import * as z from "zod/mini";
import services from "../../openapi/services.json" with { type: "json" };
import { PRODUCT_SLUG } from "@/config/brand";
import { prerendering } from "@/lib/prerender";

function serviceKey(service: string) {
  return `VITE_${service.toUpperCase()}_API_URL`;
}

/** An absolute http(s) URL without a trailing slash, or "" for the app's own origin. */
const url = z
  .string()
  .check(z.refine((v) => v === "" || /^https?:\/\/[^/\s]+(\/[^\s]*[^/\s])?$/.test(v), "must be an http(s) URL without a trailing slash, or empty"));

/**
 * Build-time configuration, validated once. Every service URL defaults to the app's own origin
 * (the dev server and the preview server proxy the API paths to the backend).
 */
const schema = z.object({
  VITE_API_URL: z._default(url, ""),
  /** One per service of openapi/services.json: VITE_USER_API_URL, VITE_CAMPAIGN_API_URL, ... */
  ...Object.fromEntries(services.map((s) => [serviceKey(s), z.optional(url)])),
  /** The email-wallet provider's sign-in page; the local stack sets its stand-in (/__dev/ethermail). */
  VITE_ETHERMAIL_AUTH_URL: z._default(z.string(), "https://ethermail.io/sign-in"),
  /** The product chain's RPC; the dev and preview servers proxy /rpc to the local chain. */
  VITE_CHAIN_RPC_URL: z._default(z.string(), "/rpc"),
  /** The product chain's block explorer (address pages, EXPLORER links, MyPals Token). */
  VITE_CHAIN_EXPLORER_URL: z._default(url, "https://explorer.pentachain.local"),
  /**
   * The 3D world embedded by the spatial page (/spatial/{username}); the page speaks only to its
   * origin. The local stack sets the mock's placeholder scene (/__dev/spatial-scene).
   */
  VITE_SPATIAL_FRAME_URL: z._default(
    z.string().check(z.refine((v) => /^https?:\/\/[^/\s]+/.test(v), "must be an absolute http(s) URL")),
    `https://spatial.${PRODUCT_SLUG}.com/world`,
  ),
  /** Chain ids supported besides the product chain (comma separated), e.g. "42161" for Arbitrum. */
  VITE_EXTRA_CHAIN_IDS: z._default(z.string(), "42161"),
  /** WalletConnect Cloud project id; without it the WalletConnect button says it is not configured. */
  VITE_WALLETCONNECT_PROJECT_ID: z._default(z.string(), ""),
  /** "true" only in the local stack: offers the dev wallet, which signs with a local Hardhat account. */
  VITE_DEV_WALLET: z._default(z.string(), "false"),
  DEV: z._default(z.boolean(), false),
});

const parsed = schema.safeParse(import.meta.env);
if (!parsed.success) throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
export const env = parsed.data;

export type Service = (typeof services)[number];

/** A service's URL: its own variable, else VITE_API_URL ("" is the app's own origin). */
export function serviceUrl(service: Service): string {
  if (!services.includes(service)) throw new Error(`Unknown service ${String(service)}`);
  return ((env as Record<string, unknown>)[serviceKey(service)] as string | undefined) ?? env.VITE_API_URL;
}

/** A chain explorer page of an address. */
export const explorerAddressUrl = (address: string, tab?: string) => `${env.VITE_CHAIN_EXPLORER_URL}/address/${address}${tab ? `?tab=${tab}` : ""}`;

/**
 * Where "Sign in with Ethermail" goes: the provider comes back to `returnPath` with a token. A
 * prerendered snapshot (served from any host) carries the path alone; the app puts its origin in.
 */
export function emailWalletSignInUrl(returnPath = "/sign-in"): string {
  const back = typeof window === "undefined" || prerendering ? returnPath : `${window.location.origin}${returnPath}`;
  return `${env.VITE_ETHERMAIL_AUTH_URL}?return=${encodeURIComponent(back)}`;
}

/** The product chain's absolute RPC URL (wallets need one for wallet_addEthereumChain). */
export const absoluteRpcUrl = () => new URL(env.VITE_CHAIN_RPC_URL, window.location.origin).toString();
