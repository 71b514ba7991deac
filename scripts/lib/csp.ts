// The site's Content-Security-Policy, derived from a build's configuration: the app may run
// only its own scripts (and the hashed inline scripts of the prerendered pages), and talk only to
// the origins it calls. scripts/build/deploy-artifacts.ts writes it next to the build for the host
// (deploy/nginx) and for `vite preview`.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { arbitrum, mainnet } from "viem/chains";
import { SERVICES, serviceKey } from "../../src/config/env-names.ts";
import type { EnvName } from "../../src/config/env-table.ts";

type Values = Record<EnvName, string>;

/**
 * WalletConnect's relay, RPC and verify services (Reown's documented CSP). Not its vendor modal's
 * API and fonts (the app shows its own QR code) nor its telemetry (turned off).
 */
const WALLETCONNECT = {
  connect: [
    "wss://relay.walletconnect.org",
    "wss://relay.walletconnect.com",
    "https://rpc.walletconnect.org",
    "https://rpc.walletconnect.com",
    "https://verify.walletconnect.org",
    "https://verify.walletconnect.com",
  ],
  frame: ["https://verify.walletconnect.org", "https://verify.walletconnect.com"],
};
/** Coinbase Wallet's bridge to its mobile app. */
const COINBASE = { connect: ["wss://www.walletlink.org"] };
/** Public RPCs of the extra chains wagmi reads from (viem's defaults). */
const EXTRA_CHAIN_RPCS: Record<number, readonly string[]> = { [arbitrum.id]: arbitrum.rpcUrls.default.http, [mainnet.id]: mainnet.rpcUrls.default.http };

const originOf = (url: string) => (/^(https?|wss?):\/\//.test(url) ? new URL(url).origin : null);

/** The bridges of the TonConnect wallets list the app serves (public/tonconnect/wallets-v2.json). */
export function tonBridgeOrigins(walletsList = "public/tonconnect/wallets-v2.json"): string[] {
  const wallets = JSON.parse(readFileSync(walletsList, "utf8")) as { bridge?: { type: string; url?: string }[] }[];
  return wallets.flatMap((w) => (w.bridge ?? []).flatMap((b) => (b.type === "sse" && b.url ? [new URL(b.url).origin] : [])));
}

/** Where error reports go: the tunnel on the site, else the DSN's host. */
function errorReportOrigin(values: Values): string | null {
  if (!values.VITE_ERROR_REPORT_DSN) return null;
  if (values.VITE_ERROR_REPORT_TUNNEL) return originOf(values.VITE_ERROR_REPORT_TUNNEL);
  return originOf(values.VITE_ERROR_REPORT_DSN.replace(/\/\/[^@/]+@/, "//"));
}

export interface CspInput {
  values: Values;
  /** sha256 (base64) of each inline script the pages carry. */
  scriptHashes: string[];
  tonBridges: string[];
}

/** The policy's directives, in order. */
export function cspDirectives({ values, scriptHashes, tonBridges }: CspInput): [string, string[]][] {
  const uniq = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => !!x))];
  const walletConnect = values.VITE_WALLETCONNECT_PROJECT_ID ? WALLETCONNECT : { connect: [], frame: [] };
  const extraChains = values.VITE_EXTRA_CHAIN_IDS.split(",").flatMap((id) => EXTRA_CHAIN_RPCS[Number(id.trim())] ?? []);
  const connect = uniq([
    "'self'",
    originOf(values.VITE_API_URL),
    ...SERVICES.map((s) => originOf((values as Record<string, string>)[serviceKey(s)] ?? "")),
    originOf(values.VITE_CHAIN_RPC_URL),
    ...extraChains.map(originOf),
    originOf(values.VITE_ANALYTICS_ENDPOINT),
    errorReportOrigin(values),
    ...walletConnect.connect,
    ...COINBASE.connect,
    ...tonBridges,
  ]);
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptHashes.map((h) => `'sha256-${h}'`)]],
    // style attributes of the prerendered markup and the styles libraries inject (toasts, carousel)
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // the backend's pictures from its media origins, the team's photos and the companies' logos
    // from theirs; the captcha and wallet icons are data: URLs; no scheme-wide source
    [
      "img-src",
      uniq([
        "'self'",
        "data:",
        "blob:",
        ...values.VITE_MEDIA_ORIGINS.split(",").map((o) => originOf(o.trim())),
        originOf(values.VITE_TEAM_PHOTO_URL),
        originOf(values.VITE_EXPERIENCE_LOGO_URL),
      ]),
    ],
    ["font-src", ["'self'"]],
    ["media-src", ["'self'"]],
    ["connect-src", connect],
    ["frame-src", uniq([originOf(values.VITE_SPATIAL_FRAME_URL), ...walletConnect.frame])],
    ["worker-src", ["'self'", "blob:"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    // the sign-in widget above all: no site may frame any page (clickjacking)
    ["frame-ancestors", ["'none'"]],
  ];
}

export const cspHeader = (input: CspInput) =>
  cspDirectives(input)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");

/** The sha256 (base64) of every inline script (not JSON data blocks) in the given pages. */
export function inlineScriptHashes(files: string[]): string[] {
  const hashes = new Set<string>();
  for (const file of files)
    for (const [, attrs, body] of readFileSync(file, "utf8").matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attrs ?? "") || /type="application\/(ld\+)?json"/.test(attrs ?? "") || !body) continue;
      hashes.add(createHash("sha256").update(body).digest("base64"));
    }
  return [...hashes].sort();
}
