import * as z from "zod/mini";

/**
 * Build-time configuration, validated once. Every service URL defaults to the app's own origin
 * (the dev server and the preview server proxy the API paths to the backend).
 */
/** An absolute http(s) URL without a trailing slash, or "" for the app's own origin. */
const url = z.string().check(z.refine((v) => v === "" || /^https?:\/\/[^/\s]+(\/[^\s]*[^/\s])?$/.test(v), "must be an http(s) URL without a trailing slash, or empty"));

const schema = z.object({
  VITE_API_URL: z._default(url, ""),
  VITE_USER_API_URL: z.optional(url),
  VITE_CAMPAIGN_API_URL: z.optional(url),
  VITE_TGE_API_URL: z.optional(url),
  VITE_SSO_API_URL: z.optional(url),
  VITE_MINING_API_URL: z.optional(url),
  VITE_POOL_API_URL: z.optional(url),
  VITE_SITE_API_URL: z.optional(url),
  /** The email-wallet provider's sign-in page; the local stack sets its stand-in (/__dev/ethermail). */
  VITE_ETHERMAIL_AUTH_URL: z._default(z.string(), "https://ethermail.io/sign-in"),
  /** The product chain's RPC; the dev and preview servers proxy /rpc to the local chain. */
  VITE_CHAIN_RPC_URL: z._default(z.string(), "/rpc"),
  VITE_CHAIN_EXPLORER_URL: z._default(z.string(), "https://explorer.pentachain.local"),
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

export type Service = "user" | "campaign" | "tge" | "sso" | "mining" | "pool" | "site";

export function serviceUrl(service: Service): string {
  const key = `VITE_${service.toUpperCase()}_API_URL` as keyof typeof env;
  return (env[key] as string | undefined) ?? env.VITE_API_URL;
}

/** Where "Sign in with Ethermail" goes: the provider comes back to `returnPath` with a token. */
export function emailWalletSignInUrl(returnPath = "/sign-in"): string {
  const back = typeof window === "undefined" ? returnPath : `${window.location.origin}${returnPath}`;
  return `${env.VITE_ETHERMAIL_AUTH_URL}?return=${encodeURIComponent(back)}`;
}
