import * as z from "zod/mini";
import brand from "../../brand.json" with { type: "json" };
import { CHAIN, LOCAL_MINING_ADDRESS } from "../../chain.config.ts";
import { linkKey, SERVICES, serviceKey, type Service } from "./env-names.ts";

/**
 * The app's configuration, one table: every value that differs between the local stack and a
 * deployment is one row here, with its shape (zod), its one-line description (.env.example) and
 * its value in the local stack. Everything else is derived from it: the build's check
 * (env.config.ts adds the rules a release is held to), .env.example (`npm run generate`), the
 * vitest environment, the CSP's origins and the app's types.
 *
 * The app imports this file for its types only (an eslint rule holds it): the build compiles the
 * checked values in (src/config/env.ts reads them), so no local value reaches a release build.
 * Relative imports only: the build loads this file in Node.
 */
type Row = { shape: z.ZodMiniType<string>; doc: string; local: string };
const slug = brand.slug;

/** An absolute http(s) URL without a trailing slash. */
const absolute = /^https?:\/\/[^/\s?#]+(\/[^\s]*[^/\s])?$/;
/** An absolute http(s) URL without a trailing slash, or "" (the app's own origin / not set). */
const urlOrEmpty = z.string().check(z.refine((v) => v === "" || absolute.test(v), "must be an http(s) URL without a trailing slash, or empty"));
/** A same-origin path ("/rpc") or an absolute http(s) URL. */
const pathOrUrl = z.string().check(z.refine((v) => /^\/[^/\\\s]/.test(v) || absolute.test(v), "must be a path starting with / or an http(s) URL"));
/** Like pathOrUrl, or "" (off). */
const pathOrUrlOrEmpty = z
  .string()
  .check(z.refine((v) => v === "" || /^\/[^/\\\s]/.test(v) || absolute.test(v), "must be a path, an http(s) URL, or empty (off)"));
/** A link of the site: an https page, a mail address, or a path of the app. */
const link = z
  .string()
  .check(z.refine((v) => /^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|\/[^/\\\s][^\s]*)$/.test(v), "must be an http(s) URL, a mailto: address or a path"));
const flag = z.enum(["true", "false"]);
const digits = z.string().check(z.regex(/^[1-9][0-9]{0,18}$/, "must be a chain id (digits)"));
const chainIdList = z.string().check(z.regex(/^([1-9][0-9]{0,18}(\s*,\s*[1-9][0-9]{0,18})*)?$/, "must be chain ids separated by commas, or empty"));
/** `chainId=0xaddress` pairs separated by commas. */
const contractList = z
  .string()
  .check(z.regex(/^([1-9][0-9]{0,18}=0x[0-9a-fA-F]{40})(\s*,\s*[1-9][0-9]{0,18}=0x[0-9a-fA-F]{40})*$/, "must be chainId=0xaddress pairs separated by commas"));
/** A Sentry-compatible DSN (https://key@host/project), or "" (off). */
const dsn = z
  .string()
  .check(z.refine((v) => v === "" || /^https?:\/\/[^@\s/]+@[^/\s]+(\/[^\s]*)?\/\d+$/.test(v), "must be a DSN like https://key@host/123, or empty (off)"));
const text = z.string().check(z.minLength(1, "must not be empty"));
/** `Name=https://…` pairs separated by `|` (names may hold commas, never `=` or `|`). */
const originList = z
  .string()
  .check(z.regex(/^(https?:\/\/[^/\s,?#]+(\s*,\s*https?:\/\/[^/\s,?#]+)*)?$/, "must be origins (https://host, no path) separated by commas, or empty"));
const namedLinks = z.string().check(z.regex(/^[^=|]+=https?:\/\/[^\s|]+(\s*\|\s*[^=|]+=https?:\/\/[^\s|]+)*$/, "must be Name=https://… pairs separated by |"));
/** A path or an http(s) URL holding `{key}` (one picture per key), or "" (none configured). */
const template = (key: string) =>
  z
    .string()
    .check(
      z.refine(
        (v) => v === "" || ((/^\/[^/\\\s]/.test(v) || /^https?:\/\/[^/\s]+\//.test(v)) && v.includes(`{${key}}`)),
        `must be a path or an http(s) URL holding {${key}}, or empty`,
      ),
    );

/** Every external link of the site (VITE_LINK_<NAME>; src/config/links.ts gives them to the components by name). */
const LINK_ROWS = {
  X: { doc: "the company's X profile", local: `https://x.com/${slug}` },
  TELEGRAM: { doc: "the company's Telegram channel", local: `https://t.me/${slug}` },
  DISCORD: { doc: "the Discord invite", local: `https://discord.gg/${slug}` },
  YOUTUBE: { doc: "the YouTube channel (Overworld trailer)", local: `https://www.youtube.com/@${slug}` },
  PETS_GAME: { doc: "the pet game's Telegram bot (PLAY)", local: `https://t.me/${slug}_pets_bot` },
  GUNNIES: { doc: "Gunnies (PLAY)", local: `https://gunnies.${slug}.example` },
  BARKINCRAFT: { doc: "Barkincraft (PLAY)", local: `https://barkincraft.${slug}.example` },
  BCSH: { doc: "BCSH (LEARN MORE)", local: `https://bcsh.${slug}.example` },
  OVERWORLD: { doc: "Overworld WebXR (Enter Overworld)", local: `https://overworld.${slug}.example` },
  XR_PREVIEW: { doc: "the Spaces preview in XR", local: `https://xr.${slug}.example/preview` },
  HEXR: { doc: "the HEXR app download", local: `https://hexr.${slug}.example` },
  MINT: { doc: "the superhero mint site", local: `https://mint.${slug}.example` },
  HEXAGON_CITY_MAP: { doc: "the Hexagon City map site", local: `https://map.${slug}.example` },
  SWAP: { doc: "the chain's swap dapp", local: `https://swap.${slug}.example` },
  BRIDGE: { doc: "the chain's bridge dapp", local: `https://bridge.${slug}.example` },
  FAUCET: { doc: "the $PEN faucet, a partner site signing in through /sso (npm start: the demo partner)", local: `https://faucet.${slug}.example` },
  DOCS: { doc: "the developer docs (RPC, faucet, first contract)", local: `https://docs.${slug}.example` },
  BUILDERS_FORM: { doc: "the builders' registration form (chain page)", local: `https://forms.${slug}.example/builders` },
  WALLET_APK: { doc: "the wallet app's Android APK (public storage)", local: `https://storage.googleapis.com/${slug}-public/wallet/${slug}-wallet.apk` },
  WALLET_APP_STORE: {
    doc: "the wallet app in Apple's App Store (npm start: the mock's stand-in page, which says the local stack has no published app)",
    local: "/__dev/app-store",
  },
  BRAND_KIT: { doc: "the whole brand kit as one zip (a path of the app, or a CDN URL)", local: "/brand-kit/brand-kit.zip" },
  PEN_ON_ETHEREUM: { doc: "$PEN's token page on an Ethereum explorer", local: "https://etherscan.io/token/0x0000000000000000000000000000000000000001" },
  PEN_ON_ARBITRUM: { doc: "$PEN's token page on an Arbitrum explorer", local: "https://arbiscan.io/token/0x0000000000000000000000000000000000000002" },
  VALIDATOR_ONE: { doc: "the first validator of the home page's banner", local: `https://validator-one.${slug}.example` },
  VALIDATOR_TWO: { doc: "the second validator of the home page's banner", local: `https://validator-two.${slug}.example` },
  PEGASUS_DECK: { doc: "the investor pitch deck (PDF)", local: `https://docs.${slug}.example/pegasus-deck.pdf` },
  PEGASUS_TOKENOMICS: { doc: "the tokenomics document (PDF)", local: `https://docs.${slug}.example/tokenomics.pdf` },
  PEGASUS_FORM: { doc: "the investors' meeting request form", local: `https://forms.${slug}.example/pegasus` },
  MAIL_PARTNERS: { doc: "the partnerships inbox (INQUIRY)", local: `mailto:partners@${slug}.example` },
  MAIL_MARKET: { doc: "the market team's inbox (IPs page, CONTACT US)", local: `mailto:market@${slug}.example` },
  MAIL_CAREERS: { doc: "the careers inbox (careers page)", local: `mailto:careers@${slug}.example` },
} satisfies Record<string, { doc: string; local: string }>;

const linkRows = Object.fromEntries(Object.entries(LINK_ROWS).map(([name, row]): [string, Row] => [linkKey(name), { shape: link, ...row }])) as {
  [N in LinkName as `VITE_LINK_${N}`]: Row;
};
const serviceRows = Object.fromEntries(
  SERVICES.map((s) => [serviceKey(s), { shape: urlOrEmpty, doc: `the ${s} service, if not at VITE_API_URL; empty: VITE_API_URL`, local: "" }]),
) as Record<ReturnType<typeof serviceKey<Service>>, Row>;

export const ENV_TABLE = {
  VITE_SITE_URL: {
    shape: urlOrEmpty,
    doc: "the site's public origin (TonConnect manifest, analytics domain, the pages' share cards); empty: the page's own origin (local only)",
    local: "",
  },
  VITE_API_URL: { shape: urlOrEmpty, doc: "the backend for every service; empty: the app's own origin (the host proxies the API paths)", local: "" },
  ...serviceRows,
  VITE_CHAIN_ID: { shape: digits, doc: "the product chain's id (K12: 3344); a release names it explicitly", local: String(CHAIN.id) },
  VITE_CHAIN_NAME: { shape: text, doc: "the product chain's name, as wallets show it", local: `${brand.name} Chain` },
  VITE_CHAIN_CURRENCY: {
    shape: z.string().check(z.regex(/^[A-Za-z0-9]{1,11}$/, "must be a token symbol")),
    doc: "the native token's symbol (18 decimals)",
    local: CHAIN.currency.symbol,
  },
  VITE_CHAIN_RPC_URL: { shape: pathOrUrl, doc: "the chain's JSON-RPC: a path of the site (the host proxies it) or an https URL", local: "/rpc" },
  VITE_CHAIN_EXPLORER_URL: {
    shape: z.string().check(z.refine((v) => absolute.test(v), "must be an absolute http(s) URL without a trailing slash")),
    doc: "the chain's block explorer",
    local: "https://explorer.pentachain.local",
  },
  VITE_MINING_CONTRACTS: {
    shape: contractList,
    doc: "the mining contract per chain: chainId=0xaddress, comma separated",
    local: `${CHAIN.id}=${LOCAL_MINING_ADDRESS}`,
  },
  VITE_EXTRA_CHAIN_IDS: { shape: chainIdList, doc: "chains supported besides the product chain (comma separated; known: 42161, 1)", local: "42161" },
  VITE_WALLETCONNECT_PROJECT_ID: {
    shape: z.string().check(z.regex(/^([0-9a-f]{32})?$/, "must be a WalletConnect Cloud project id (32 hex characters), or empty")),
    doc: "the WalletConnect Cloud project id (32 hex); empty hides WalletConnect (local only); npm start: 32 zeros, for the relay's stand-in",
    local: "",
  },
  VITE_WALLETCONNECT_RELAY_URL: {
    shape: z
      .string()
      .check(z.refine((v) => v === "" || /^\/[^/\\\s]/.test(v) || /^wss?:\/\/[^/\s?#]+(\/[^\s]*)?$/.test(v), "must be a path, a ws(s) URL, or empty")),
    doc: "WalletConnect's relay: empty for WalletConnect's own (a release); npm start: the mock's stand-in (/__dev/walletconnect/relay)",
    local: "",
  },
  VITE_TONCONNECT_MANIFEST_URL: { shape: pathOrUrl, doc: "TonConnect's app manifest (its url must be VITE_SITE_URL)", local: "/tonconnect-manifest.json" },
  VITE_ETHERMAIL_AUTH_URL: {
    shape: pathOrUrl,
    doc: "the email-wallet provider's sign-in page (npm start: the mock's stand-in)",
    local: "https://ethermail.io/sign-in",
  },
  VITE_SPATIAL_FRAME_URL: {
    shape: z.string().check(z.refine((v) => absolute.test(v), "must be an absolute http(s) URL")),
    doc: "the 3D world framed by /spatial/{username} (npm start: the mock's placeholder scene)",
    local: `https://spatial.${slug}.com/world`,
  },
  VITE_ANALYTICS_ENDPOINT: {
    shape: pathOrUrlOrEmpty,
    doc: "the Plausible-compatible event endpoint; empty: no analytics",
    local: "/__dev/analytics/api/event",
  },
  VITE_ANALYTICS_DOMAIN: {
    shape: z.string().check(z.regex(/^([a-z0-9.-]+)?$/, "must be a host name, or empty")),
    doc: "the site's name at the analytics service; empty: VITE_SITE_URL's host",
    local: "",
  },
  VITE_ERROR_REPORT_DSN: { shape: dsn, doc: "the Sentry-compatible DSN of error reports; empty: no error reports", local: "http://local@127.0.0.1/1" },
  VITE_ERROR_REPORT_TUNNEL: {
    shape: pathOrUrlOrEmpty,
    doc: "a path of the site that forwards error reports to the DSN's host (Sentry tunnel); empty: sent to the DSN",
    local: "/__dev/errors",
  },
  VITE_DEV_WALLET: { shape: flag, doc: "true only in the local stack: the dev wallet (a Hardhat account)", local: "false" },
  VITE_LEGAL_ENTITY: {
    shape: text,
    doc: "the company's legal name (Terms of Use; the local stack's is a marked sample)",
    local: `Sample ${brand.name} Games Ltd (sample)`,
  },
  VITE_LEGAL_COUNTRY: { shape: text, doc: "the country of registration (Terms of Use)", local: "Sampleland (sample)" },
  VITE_LEGAL_EMAIL: { shape: text, doc: "the business e-mail address (Terms of Use)", local: `legal@${slug}.example (sample)` },
  VITE_PRESS_LINKS: {
    shape: namedLinks,
    doc: "the home page's press links: Name=https://article pairs separated by | (a release links articles, not the outlets' home pages)",
    local: "CoinDesk=https://www.coindesk.com/|Cointelegraph=https://cointelegraph.com/|Decrypt=https://decrypt.co/",
  },
  VITE_TEAM_PHOTO_URL: {
    shape: template("member"),
    doc: "the team's photos, {member} being a member's name in lowercase with dashes (alex-rivers); empty: the illustrated portraits of public/team/ (local only)",
    local: "",
  },
  VITE_MEDIA_ORIGINS: {
    shape: originList,
    doc: "the origins of the backend's pictures (badges, partners' logos, NFTs, creators), separated by commas; the only hosts images load from besides the site (the CSP's img-src); empty: the site's own",
    local: "",
  },
  VITE_EXPERIENCE_LOGO_URL: {
    shape: template("company"),
    doc: "the About page's experience logos, {company} being a company's name in lowercase with dashes (riot-games); empty: the names as text (local only)",
    local: "",
  },
  ...linkRows,
} satisfies Record<string, Row>;

export type LinkName = keyof typeof LINK_ROWS;
export type EnvName = keyof typeof ENV_TABLE;
export const ENV_NAMES = Object.keys(ENV_TABLE) as EnvName[];
export const envSchema = z.object(Object.fromEntries(ENV_NAMES.map((n) => [n, ENV_TABLE[n].shape])) as { [N in EnvName]: (typeof ENV_TABLE)[N]["shape"] });
export type Env = Record<EnvName, string>;
/** The local stack's values (npm start, the local build, the unit tests). */
export const LOCAL_ENV = Object.fromEntries(ENV_NAMES.map((n) => [n, ENV_TABLE[n].local])) as Env;

/** Validates raw values; the error names each variable and why. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  return parsed.data as Env;
}
